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

export async function createVerifiedExport({
  kind,
  build,
}: {
  kind: SnapshotKind;
  /** The files, made with the snapshot (its code, time and head) they will carry. */
  build: (snapshot: SnapshotResponse) => Promise<ExportFile[]> | ExportFile[];
}): Promise<VerifiedExport> {
  const snapshot = snapshotResponseSchema.parse(
    await apiRequest('POST', API_PATHS.snapshots, { kind }),
  );
  const built = await build(snapshot);
  const files = await Promise.all(
    built.map(async (file) => ({
      ...file,
      sha256: await sha256HexOfBytes(file.bytes as BufferSource),
    })),
  );
  await apiRequest('POST', API_PATHS.snapshotFiles(snapshot.code), {
    files: files.map(({ name, sha256 }) => ({ name, sha256 })),
  });
  return { snapshot, files };
}
