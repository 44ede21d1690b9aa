import { generateKeyPairSync, sign } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@shared/evidence';
import { sha256Hex, signatureChecks } from '../../test/exports';
import { caseFileManifest, MANIFEST_NAME, madeFile, zipCaseFile } from './case-file-zip';

const snapshot = {
  code: 'FS-7K2M-9QXD-4TWE-H3NP',
  created_at: '2025-05-03T13:30:00.000Z',
  head: { seq: 42, hash: 'ab'.repeat(32) },
};

const utf8 = (text: string) => new TextEncoder().encode(text);

const files = [
  { name: 'case-file.pdf', bytes: utf8('%PDF-1.3 a case file') },
  { name: 'expenses.csv', bytes: utf8('\uFEFFID,Date,Name,Amount,Last changed\r\n') },
  {
    name: 'events.csv',
    bytes: utf8('\uFEFFID,Date,Description\r\n1,2025-03-01,"Said ""no"""\r\n'),
  },
  { name: 'networth.csv', bytes: utf8('\uFEFFID,Name\r\n') },
];

/** A receipt signed with a throwaway key, as receipts.ts signs one. */
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const made = files.map(madeFile);
const json = canonicalJson({ code: snapshot.code, files: made, key_id: 'fs-test' });
const receipt = {
  json,
  signature: sign(null, utf8(json), privateKey).toString('base64'),
  keyId: 'fs-test',
};

/** The whole of a ZIP made as it is sent. */
async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  for await (const chunk of chunks) pieces.push(chunk);
  return new Uint8Array(Buffer.concat(pieces));
}

describe('the case file ZIP', () => {
  const manifest = caseFileManifest(snapshot, 'https://fairsplit.test/verify', made);
  let entries: ReturnType<typeof unzipSync>;
  beforeAll(async () => {
    entries = unzipSync(await collect(zipCaseFile(files, manifest, receipt)));
  });

  it('holds the PDF, the CSVs, manifest.json and the receipt with its signature', () => {
    expect(Object.keys(entries)).toEqual([
      'case-file.pdf',
      'expenses.csv',
      'events.csv',
      'networth.csv',
      'manifest.json',
      'receipt.json',
      'receipt.sig',
    ]);
    for (const file of files) expect(entries[file.name]).toEqual(file.bytes);
  });

  it('names each file with its SHA-256 and size, the snapshot and where to verify it', () => {
    expect(JSON.parse(strFromU8(entries[MANIFEST_NAME]!))).toEqual({
      app: 'Fairsplit',
      kind: 'case_file',
      snapshot_code: 'FS-7K2M-9QXD-4TWE-H3NP',
      exported_at: '2025-05-03T13:30:00.000Z',
      record_head: { seq: 42, hash: 'ab'.repeat(32) },
      verify_url: 'https://fairsplit.test/verify?code=FS-7K2M-9QXD-4TWE-H3NP',
      files: ['case-file.pdf', 'expenses.csv', 'events.csv', 'networth.csv'].map((name) => ({
        name,
        sha256: sha256Hex(entries[name]!),
        bytes: entries[name]!.byteLength,
      })),
    });
  });

  it('writes the manifest pretty-printed', () => {
    expect(strFromU8(entries[MANIFEST_NAME]!)).toMatch(/^\{\n {2}"app": "Fairsplit",\n/);
  });

  it('keeps the receipt byte for byte as signed, so openssl checks it against receipt.sig', () => {
    expect(strFromU8(entries['receipt.json']!)).toBe(json);
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(signatureChecks(entries['receipt.json']!, entries['receipt.sig']!, pem)).toBe(true);
  });

  it('comes out byte for byte the same for the same files and snapshot', async () => {
    expect(await collect(zipCaseFile(files, manifest, receipt))).toEqual(
      await collect(zipCaseFile(files, manifest, receipt)),
    );
  });

  it('reads a stored document a piece at a time, as the ZIP is sent', async () => {
    const pieces = [utf8('%PDF-1.7 first piece '), utf8('second piece')];
    let read = 0;
    async function* document() {
      for (const piece of pieces) {
        read += 1;
        yield piece;
      }
    }
    const zip = zipCaseFile(
      [files[0]!, { name: 'documents/7-lease.pdf', chunks: document() }],
      manifest,
      receipt,
    );
    // The first pieces of the ZIP go out before the document has been read.
    const first = await zip.next();
    expect(read).toBe(0);
    const rest = await collect(zip);
    expect(read).toBe(2);
    const entries = unzipSync(new Uint8Array(Buffer.concat([first.value!, rest])));
    expect(entries['documents/7-lease.pdf']).toEqual(new Uint8Array(Buffer.concat(pieces)));
  });
});
