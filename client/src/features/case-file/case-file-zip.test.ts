import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sha256HexOfBytes } from '@shared/evidence';
import { caseFileManifest, MANIFEST_NAME, zipCaseFile } from './case-file-zip';

const snapshot = {
  code: 'FS-7K2M-9QXD-4TWE-H3NP',
  created_at: '2025-05-03T13:30:00.000Z',
  head: { seq: 42, hash: 'ab'.repeat(32) },
};

/** UTF-8 bytes of this realm (jsdom's TextEncoder answers another's, which fflate misreads). */
const utf8 = (text: string) => new Uint8Array(new TextEncoder().encode(text));

const files = [
  { name: 'case-file.pdf', bytes: utf8('%PDF-1.3 a case file') },
  { name: 'expenses.csv', bytes: utf8('\uFEFFID,Date,Name,Amount,Last changed\r\n') },
  {
    name: 'events.csv',
    bytes: utf8('\uFEFFID,Date,Description\r\n1,2025-03-01,"Said ""no"""\r\n'),
  },
  { name: 'networth.csv', bytes: utf8('\uFEFFID,Name\r\n') },
];

const hashOf = (bytes: Uint8Array) => sha256HexOfBytes(bytes as BufferSource);

describe('the case file ZIP', async () => {
  const manifest = await caseFileManifest(snapshot, 'https://fairsplit.test/verify', files);
  const entries = unzipSync(zipCaseFile(files, manifest));

  it('holds the PDF, the three CSVs and manifest.json', () => {
    expect(Object.keys(entries)).toEqual([
      'case-file.pdf',
      'expenses.csv',
      'events.csv',
      'networth.csv',
      'manifest.json',
    ]);
    for (const file of files) expect(entries[file.name]).toEqual(file.bytes);
  });

  it('names each file with its SHA-256 and size, the snapshot and where to verify it', async () => {
    const read = JSON.parse(strFromU8(entries[MANIFEST_NAME]!));
    expect(read).toEqual({
      app: 'Fairsplit',
      kind: 'case_file',
      snapshot_code: 'FS-7K2M-9QXD-4TWE-H3NP',
      exported_at: '2025-05-03T13:30:00.000Z',
      record_head: { seq: 42, hash: 'ab'.repeat(32) },
      verify_url: 'https://fairsplit.test/verify?code=FS-7K2M-9QXD-4TWE-H3NP',
      files: await Promise.all(
        ['case-file.pdf', 'expenses.csv', 'events.csv', 'networth.csv'].map(async (name) => ({
          name,
          sha256: await hashOf(entries[name]!),
          bytes: entries[name]!.byteLength,
        })),
      ),
    });
    expect(read.files[1].sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes the manifest pretty-printed', () => {
    expect(strFromU8(entries[MANIFEST_NAME]!)).toMatch(/^\{\n {2}"app": "Fairsplit",\n/);
  });

  it('comes out byte for byte the same for the same files and snapshot', () => {
    expect(zipCaseFile(files, manifest)).toEqual(zipCaseFile(files, manifest));
  });
});
