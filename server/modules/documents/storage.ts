/**
 * Where a document's bytes live, behind one interface, so the service never knows which store
 * it writes to. The `database` driver keeps them in document_chunks (Postgres or the embedded
 * PGlite: backups and the embedded mode need nothing else); the `s3` driver (s3-storage.ts) in
 * any S3-compatible store. Each document records its store, so a switch of DOCUMENTS_STORAGE
 * leaves earlier files readable.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { DOCUMENT_MESSAGES } from '@shared/documents';
import type { Config } from '../../config';
import type { AppDatabase, DriverName } from '../../db/connect';
import { documentChunks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { s3Storage } from './s3-storage';

/** A byte range of a stored file, both ends included (as HTTP's Range header counts). */
interface ByteRange {
  start: number;
  end: number;
}

type StorageKind = 'database' | 's3';

export interface DocumentStorage {
  readonly kind: StorageKind;
  /**
   * Stores `source`'s buffers, in order, as the bytes of document `id`. A rejection leaves
   * nothing behind that `remove` would not take away.
   */
  write(id: number, source: AsyncIterable<Buffer>): Promise<void>;
  /** The bytes of document `id` (or of `range` of them), a piece at a time. */
  read(id: number, range?: ByteRange): AsyncIterable<Buffer>;
  /** Deletes document `id`'s bytes; nothing happens when there are none. */
  remove(id: number): Promise<void>;
}

/** The size of a stored chunk: a 25 MB file is 100 rows; a range reads only the rows it spans. */
export const CHUNK_BYTES = 256 * 1024;

/** How many chunks one query reads while streaming: 2 MiB in memory at most. */
const CHUNKS_PER_READ = 8;

/** Buffers cut into CHUNK_BYTES pieces (the last may be shorter), whatever sizes arrive. */
export async function* inChunks(source: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const buffer of source) {
    pending.push(buffer);
    pendingBytes += buffer.length;
    while (pendingBytes >= CHUNK_BYTES) {
      const joined = Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, CHUNK_BYTES);
      pending = [joined.subarray(CHUNK_BYTES)];
      pendingBytes -= CHUNK_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/**
 * The `database` driver. `driver` only changes how chunks are written: PGlite serialises a
 * bytea parameter about four times slower than it decodes hex text (4.5 s against 1 s for
 * 20 MB, measured), while node-postgres sends a Buffer as binary with no copy (hex text there
 * raised the server's peak memory by 90 MB on a 20 MB upload, against 4 MB).
 */
function databaseStorage(db: AppDatabase, driver: DriverName = 'postgres'): DocumentStorage {
  return {
    kind: 'database',

    async write(id, source) {
      let seq = 0;
      for await (const chunk of inChunks(source)) {
        if (driver === 'pglite') {
          await db.execute(
            sql`insert into ${documentChunks} (document_id, seq, data)
                values (${id}, ${seq}, decode(${chunk.toString('hex')}, 'hex'))`,
          );
        } else {
          await db.insert(documentChunks).values({ documentId: id, seq, data: chunk });
        }
        seq += 1;
      }
    },

    async *read(id, range) {
      const first = range ? Math.floor(range.start / CHUNK_BYTES) : 0;
      const last = range ? Math.floor(range.end / CHUNK_BYTES) : Number.MAX_SAFE_INTEGER;
      for (let from = first; from <= last; from += CHUNKS_PER_READ) {
        const rows = await db
          .select({ seq: documentChunks.seq, data: documentChunks.data })
          .from(documentChunks)
          .where(
            and(
              eq(documentChunks.documentId, id),
              gte(documentChunks.seq, from),
              lte(documentChunks.seq, Math.min(last, from + CHUNKS_PER_READ - 1)),
            ),
          )
          .orderBy(asc(documentChunks.seq));
        for (const row of rows) {
          const offset = row.seq * CHUNK_BYTES;
          const start = range ? Math.max(0, range.start - offset) : 0;
          const end = range ? Math.min(row.data.length, range.end - offset + 1) : row.data.length;
          yield row.data.subarray(start, end);
        }
        if (rows.length < CHUNKS_PER_READ) return;
      }
    },

    async remove(id) {
      await db.execute(
        sql`delete from ${documentChunks} where ${documentChunks.documentId} = ${id}`,
      );
    },
  };
}

// One S3 client per configuration, however many requests ask for the stores.
const s3Stores = new WeakMap<object, DocumentStorage>();

function s3StorageFor(settings: NonNullable<Config['documents']['s3']>): DocumentStorage {
  let storage = s3Stores.get(settings);
  if (!storage) {
    storage = s3Storage(settings);
    s3Stores.set(settings, storage);
  }
  return storage;
}

/** The stores a server knows: where uploads go, and the one a document's row names. */
export interface DocumentStores {
  /** Where new uploads go (DOCUMENTS_STORAGE). */
  readonly current: DocumentStorage;
  /** The store of a document whose row says `kind`; 503 when it is not configured. */
  of(kind: string): DocumentStorage;
}

export function documentStores(
  config: Pick<Config, 'documents'>,
  db: AppDatabase,
  driver: DriverName = 'postgres',
): DocumentStores {
  const database = databaseStorage(db, driver);
  const s3 = config.documents.s3 ? s3StorageFor(config.documents.s3) : null;
  return {
    current: config.documents.storage === 's3' && s3 ? s3 : database,
    of(kind) {
      if (kind === 'database') return database;
      if (kind === 's3' && s3) return s3;
      throw new AppError('unavailable', DOCUMENT_MESSAGES.storageUnreachable);
    },
  };
}
