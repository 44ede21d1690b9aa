/**
 * Helpers for the tests of the exports the server makes: reading a download's bytes, asking for
 * the net-worth report or the case file, and checking a receipt as a stranger would.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import type { Response } from 'superagent';
import type { Test } from 'supertest';
import { EXPORT_CODE_HEADER } from '@shared/api-paths';
import type { ApiClient } from './trackers';

/** The body's bytes, whatever its type (a superagent parser). */
function binary(response: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface Downloaded {
  status: number;
  code: string;
  bytes: Buffer;
  /** The parsed error body when the export was refused. */
  error: unknown;
}

export async function downloaded(request: Test): Promise<Downloaded> {
  const response = await request.buffer(true).parse(binary);
  const bytes = response.body as Buffer;
  let error: unknown = null;
  if (response.status >= 400) error = JSON.parse(bytes.toString('utf8'));
  return {
    status: response.status,
    code: String(response.headers[EXPORT_CODE_HEADER.toLowerCase()] ?? ''),
    bytes,
    error,
  };
}

const TIME_ZONE = 'America/New_York';

export function downloadNetworthReport(api: ApiClient): Promise<Downloaded> {
  return downloaded(api.post('/api/exports/networth-report', { time_zone: TIME_ZONE }));
}

export function downloadCaseFile(api: ApiClient, paperSize = 'letter'): Promise<Downloaded> {
  return downloaded(
    api.post('/api/exports/case-file', { paper_size: paperSize, time_zone: TIME_ZONE }),
  );
}

/** Whether `signature` (base64 or raw) over `json` checks with the PEM public key. */
export function signatureChecks(json: Uint8Array | string, signature: Uint8Array, pem: string) {
  return verify(null, Buffer.from(json), createPublicKey(pem), signature);
}
