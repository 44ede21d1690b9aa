/**
 * An export a third party can verify: a snapshot of the record is taken first (its code goes
 * into the files), the files are built, and each file's SHA-256 is recorded on the snapshot, so
 * /verify vouches for these exact bytes. The net-worth report, the case file and the data export
 * all go through it.
 */
import { API_PATHS } from '@shared/api';
import {
  sha256HexOfBytes,
  type SnapshotKind,
  type SnapshotResponse,
  snapshotResponseSchema,
} from '@shared/evidence';
import { apiRequest } from '@/lib/api-client';

export interface ExportFile {
  name: string;
  bytes: Uint8Array;
}

export interface VerifiedExport {
  snapshot: SnapshotResponse;
  /** The files as built, each with the SHA-256 recorded for it. */
  files: (ExportFile & { sha256: string })[];
}

/**
 * Where the snapshot is taken and its files recorded: the owner's own /api/snapshots unless
 * given (a shared view takes them through its share).
 */
export interface SnapshotEndpoints {
  take(): Promise<unknown>;
  recordFiles(code: string, files: { name: string; sha256: string }[]): Promise<unknown>;
}

function ownSnapshots(kind: SnapshotKind): SnapshotEndpoints {
  return {
    take: () => apiRequest('POST', API_PATHS.snapshots, { kind }),
    recordFiles: (code, files) => apiRequest('POST', API_PATHS.snapshotFiles(code), { files }),
  };
}

export async function createVerifiedExport({
  kind,
  build,
  endpoints = ownSnapshots(kind),
}: {
  kind: SnapshotKind;
  /** The files, made with the snapshot (its code, time and head) they will carry. */
  build: (snapshot: SnapshotResponse) => Promise<ExportFile[]> | ExportFile[];
  endpoints?: SnapshotEndpoints;
}): Promise<VerifiedExport> {
  const snapshot = snapshotResponseSchema.parse(await endpoints.take());
  const built = await build(snapshot);
  const files = await Promise.all(
    built.map(async (file) => ({
      ...file,
      sha256: await sha256HexOfBytes(file.bytes as BufferSource),
    })),
  );
  await endpoints.recordFiles(
    snapshot.code,
    files.map(({ name, sha256 }) => ({ name, sha256 })),
  );
  return { snapshot, files };
}
