/**
 * The case file's ZIP: the PDF, the CSVs exactly as their downloads send them, the documents
 * attached to its records (under documents/), manifest.json
 * naming each file's SHA-256 and size, the snapshot's code, time and record head, and where to
 * verify, and the signed receipt: receipt.json (the exact text that was signed) and receipt.sig
 * (its Ed25519 signature, raw), which anyone can check offline with openssl and the published
 * key. The snapshot records the same hashes (and the ZIP's own), so /verify can vouch for every
 * file, whether it travels inside the ZIP or alone.
 */
import {
  RECEIPT_FILE_NAME,
  RECEIPT_SIGNATURE_FILE_NAME,
  type SnapshotResponse,
} from '@shared/evidence';
import { zipStream } from '../../http/zip-stream';
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

/** A file of the case file whose bytes are read as the ZIP is sent (a stored document). */
export interface StreamedFile {
  name: string;
  chunks: AsyncIterable<Uint8Array>;
}

/**
 * The ZIP of `files`, the manifest (pretty-printed) and the receipt with its signature, last,
 * made as it is sent. Entries are dated with the snapshot's time, not the moment of zipping;
 * the PDF and the documents are stored as they are (compressed already), the text deflated.
 */
export function zipCaseFile(
  files: readonly (ExportFile | StreamedFile)[],
  manifest: CaseFileManifest,
  receipt: SignedReceipt,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  return zipStream(
    [
      ...files.map((file) => ({
        name: file.name,
        bytes: 'chunks' in file ? file.chunks : file.bytes,
        deflate: !(file.name.endsWith('.pdf') || file.name.startsWith('documents/')),
      })),
      {
        name: MANIFEST_NAME,
        bytes: encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`),
        deflate: true,
      },
      // Byte for byte the signed text: no newline added, or the signature would not check.
      { name: RECEIPT_FILE_NAME, bytes: encoder.encode(receipt.json), deflate: true },
      {
        name: RECEIPT_SIGNATURE_FILE_NAME,
        bytes: new Uint8Array(Buffer.from(receipt.signature, 'base64')),
        deflate: false,
      },
    ],
    new Date(manifest.exported_at),
  );
}
