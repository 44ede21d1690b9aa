/**
 * The case file's ZIP: the PDF, the CSVs exactly as their downloads send them, the documents
 * attached to its records (under documents/), manifest.json
 * naming each file's SHA-256 and size, the snapshot's code, time and record head, and where to
 * verify, and the signed receipt: receipt.json (the exact text that was signed) and receipt.sig
 * (its Ed25519 signature, raw), which anyone can check offline with openssl and the published
 * key. The snapshot records the same hashes (and the ZIP's own), so /verify can vouch for every
 * file, whether it travels inside the ZIP or alone.
 */
import { zipSync, type Zippable } from 'fflate';
import {
  RECEIPT_FILE_NAME,
  RECEIPT_SIGNATURE_FILE_NAME,
  type SnapshotResponse,
} from '@shared/evidence';
import { sha256Hex } from '../../security/tokens';
import type { MadeFile, SignedReceipt } from '../evidence/evidence.service';

export { CASE_FILE_ZIP_NAME } from '@shared/exports';
export const MANIFEST_NAME = 'manifest.json';

export interface ExportFile {
  name: string;
  bytes: Uint8Array;
}

export interface CaseFileManifest {
  app: 'Fairsplit';
  kind: 'case_file';
  snapshot_code: string;
  /** The snapshot's time, ISO 8601. */
  exported_at: string;
  record_head: { seq: number; hash: string };
  /** The /verify page with this snapshot's code filled in. */
  verify_url: string;
  files: MadeFile[];
}

/** A file's name, SHA-256 and size, as the snapshot and the receipt list it. */
export function madeFile(file: ExportFile): MadeFile {
  return {
    name: file.name,
    sha256: sha256Hex(file.bytes),
    bytes: file.bytes.byteLength,
  };
}

/** The manifest for `files` made under `snapshot`. */
export function caseFileManifest(
  snapshot: SnapshotResponse,
  verifyUrl: string,
  files: readonly MadeFile[],
): CaseFileManifest {
  return {
    app: 'Fairsplit',
    kind: 'case_file',
    snapshot_code: snapshot.code,
    exported_at: snapshot.created_at,
    record_head: { seq: snapshot.head.seq, hash: snapshot.head.hash },
    verify_url: `${verifyUrl}?code=${encodeURIComponent(snapshot.code)}`,
    files: [...files],
  };
}

/**
 * The ZIP of `files`, the manifest (pretty-printed) and the receipt with its signature, last.
 * Entries are dated with the snapshot's time, not the moment of zipping; the PDF is stored as
 * it is (it is compressed already), the text files deflated.
 */
export function zipCaseFile(
  files: readonly ExportFile[],
  manifest: CaseFileManifest,
  receipt: SignedReceipt,
): Uint8Array {
  const mtime = new Date(manifest.exported_at);
  const entries: Zippable = {};
  for (const file of files) {
    // The PDF and the documents (photos, scans) are compressed already.
    const stored = file.name.endsWith('.pdf') || file.name.startsWith('documents/');
    entries[file.name] = [file.bytes, { level: stored ? 0 : 6, mtime }];
  }
  const encoder = new TextEncoder();
  entries[MANIFEST_NAME] = [encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`), { mtime }];
  // Byte for byte the signed text: no newline added, or the signature would not check.
  entries[RECEIPT_FILE_NAME] = [encoder.encode(receipt.json), { mtime }];
  entries[RECEIPT_SIGNATURE_FILE_NAME] = [
    new Uint8Array(Buffer.from(receipt.signature, 'base64')),
    { level: 0, mtime },
  ];
  return zipSync(entries);
}
