/**
 * The case file's ZIP: the PDF, the three CSVs exactly as the server sent them, and
 * manifest.json naming each file's SHA-256 and size, the snapshot's code, time and record head,
 * and where to verify. The snapshot records the same hashes (and the ZIP's own), so /verify can
 * vouch for every file, whether it travels inside the ZIP or alone.
 */
import { zipSync, type Zippable } from 'fflate';
import { sha256HexOfBytes, type SnapshotResponse } from '@shared/evidence';
import type { ExportFile } from '@/features/evidence';

export const CASE_FILE_ZIP_NAME = 'fairsplit-case-file.zip';
export const MANIFEST_NAME = 'manifest.json';

export interface CaseFileManifest {
  app: 'Fairsplit';
  kind: 'case_file';
  snapshot_code: string;
  /** The snapshot's time, ISO 8601. */
  exported_at: string;
  record_head: { seq: number; hash: string };
  /** The /verify page with this snapshot's code filled in. */
  verify_url: string;
  files: { name: string; sha256: string; bytes: number }[];
}

/** The manifest for `files` (each hashed here) made under `snapshot`. */
export async function caseFileManifest(
  snapshot: SnapshotResponse,
  verifyUrl: string,
  files: readonly ExportFile[],
): Promise<CaseFileManifest> {
  return {
    app: 'Fairsplit',
    kind: 'case_file',
    snapshot_code: snapshot.code,
    exported_at: snapshot.created_at,
    record_head: { seq: snapshot.head.seq, hash: snapshot.head.hash },
    verify_url: `${verifyUrl}?code=${encodeURIComponent(snapshot.code)}`,
    files: await Promise.all(
      files.map(async (file) => ({
        name: file.name,
        sha256: await sha256HexOfBytes(file.bytes as BufferSource),
        bytes: file.bytes.byteLength,
      })),
    ),
  };
}

/**
 * The ZIP of `files` and the manifest (pretty-printed, last). Entries are dated with the
 * snapshot's time, not the moment of zipping; the PDF is stored as it is (it is compressed
 * already), the text files deflated.
 */
export function zipCaseFile(files: readonly ExportFile[], manifest: CaseFileManifest): Uint8Array {
  const mtime = new Date(manifest.exported_at);
  const entries: Zippable = {};
  for (const file of files) {
    entries[file.name] = [file.bytes, { level: file.name.endsWith('.pdf') ? 0 : 6, mtime }];
  }
  // fflate tells a file from a folder with `instanceof Uint8Array`; copying TextEncoder's answer
  // makes it one of this realm's even where the two differ (jsdom under Node).
  const text = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  entries[MANIFEST_NAME] = [new Uint8Array(text), { mtime }];
  return zipSync(entries);
}
