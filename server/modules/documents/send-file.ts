/**
 * A document's bytes as an HTTP answer, the same wherever it is served from (the owner's
 * /api/documents and a shared link's view): ETag, ranges, and the headers that keep it inert —
 * nosniff, a sandboxing CSP, and an attachment unless an image or PDF is asked for inline.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { DOCUMENT_MESSAGES, type DocumentType, VIEWABLE_TYPES } from '@shared/documents';
import { AppError } from '../../http/app-error';
import type { DocumentStores } from './storage';

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266), for any name. */
function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What sendFile needs to know of a document. */
export interface SentFile {
  id: number;
  name: string;
  type: string;
  bytes: number;
  sha256: string | null;
  /** The store its row names ('database' or 's3'). */
  storage: string;
}

/** Whether the request asks to see the file in the browser and the file may be shown so. */
export function isInlineRequest(req: Request, file: Pick<SentFile, 'type'>): boolean {
  return req.query.inline === '1' && VIEWABLE_TYPES.includes(file.type as DocumentType);
}

/**
 * Sends the document's bytes (or the range asked for), with the headers that keep it inert.
 * `cacheControl`: the owner's copy may be kept and revalidated by its ETag; a shared link's
 * answers are never stored (`no-store`).
 */
export async function sendFile(
  req: Request,
  res: Response,
  stores: DocumentStores,
  file: SentFile,
  { cacheControl = 'private, no-cache' }: { cacheControl?: string } = {},
): Promise<void> {
  // An unsatisfiable range is refused before the file's headers are set: the refusal is JSON.
  const ranges = file.bytes > 0 ? req.range(file.bytes, { combine: true }) : undefined;
  if (ranges === -1) {
    res.setHeader('Content-Range', `bytes */${file.bytes}`);
    throw new AppError('range_not_satisfiable', DOCUMENT_MESSAGES.rangeInvalid);
  }
  // Its store too: one that is not configured is refused (503) before the headers, as JSON.
  const storage = stores.of(file.storage);
  const etag = `"${file.sha256}"`;
  const setFileHeaders = () => {
    res.setHeader('ETag', etag);
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader(
      'Content-Disposition',
      contentDisposition(isInlineRequest(req, file) ? 'inline' : 'attachment', file.name),
    );
    res.type(file.type.startsWith('text/') ? `${file.type}; charset=utf-8` : file.type);
  };
  if (req.get('if-none-match') === etag) {
    setFileHeaders();
    res.status(304).end();
    return;
  }
  // One range is served as asked; a malformed header or several ranges get the whole file.
  const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
  // The first piece is read before any header is set: a store that is down is a JSON 503.
  const pieces = storage.read(file.id, range)[Symbol.asyncIterator]();
  const first = await pieces.next();
  setFileHeaders();
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.bytes}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.setHeader('Content-Length', String(file.bytes));
  }
  async function* all(): AsyncIterable<Buffer> {
    if (first.done) return;
    yield first.value;
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
  }
  await pipeline(Readable.from(all()), res);
}
