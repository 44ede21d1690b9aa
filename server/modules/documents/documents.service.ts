/**
 * A user's documents: reserved before their bytes arrive (so the quota is counted atomically,
 * before any byte is stored), kept once the hashes agree, linked to the records they prove,
 * deleted and restored. Every change but the upload's own bookkeeping is one transaction with
 * its revision in the evidence log (entity `document`). Every query is scoped by the owner.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_RESTORE_DAYS,
  type DocumentDto,
  type DocumentEntity,
  type DocumentLink,
  type DocumentType,
} from '@shared/documents';
import type { AppDatabase } from '../../db/connect';
import { writeWithRevision } from '../../db/revisions';
import {
  documentLinks,
  documentRenditions,
  documents,
  events,
  expenses,
  networthItems,
  supportPayments,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Rendition, RenditionKind } from './renditions';
import type { DocumentStorage, DocumentStores } from './storage';

export { documentStores, type DocumentStores } from './storage';
// The one way a document's bytes go out over HTTP, for the shared view as for the owner.
export { isInlineRequest, sendFile } from './send-file';

// pg_advisory_xact_lock(int, int): this namespace and the user's id serialise a user's quota
// checks, so two uploads at once cannot both pass it.
const QUOTA_LOCK_NAMESPACE = 724_311_003;

/** An upload that has not finished in an hour was cut off: its reservation is dropped. */
const staleUpload = and(
  eq(documents.status, 'uploading'),
  lt(documents.uploadedAt, sql`now() - interval '1 hour'`),
)!;

const RECORD_TABLES = {
  expense: expenses,
  event: events,
  networth_item: networthItems,
  support_payment: supportPayments,
} as const;

type DocumentRow = typeof documents.$inferSelect;

function toDto(
  row: DocumentRow,
  links: { entity: DocumentEntity; entity_id: number }[],
): DocumentDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    bytes: row.bytes,
    sha256: row.sha256 ?? '',
    uploaded_at: row.uploadedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    links,
  };
}

async function linksOf(
  db: AppDatabase,
  ids: readonly number[],
): Promise<Map<number, { entity: DocumentEntity; entity_id: number }[]>> {
  const byDocument = new Map<number, { entity: DocumentEntity; entity_id: number }[]>();
  if (ids.length === 0) return byDocument;
  const rows = await db
    .select()
    .from(documentLinks)
    .where(inArray(documentLinks.documentId, [...ids]))
    .orderBy(documentLinks.createdAt, documentLinks.entity, documentLinks.entityId);
  for (const row of rows) {
    const links = byDocument.get(row.documentId) ?? [];
    links.push({ entity: row.entity as DocumentEntity, entity_id: row.entityId });
    byDocument.set(row.documentId, links);
  }
  return byDocument;
}

/** The user's kept document `id` (deleted or not), locked for the transaction `tx` runs. */
async function keptDocument(
  tx: AppDatabase,
  userId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId), eq(documents.status, 'stored')))
    .for('update');
  return row;
}

async function dtoOf(tx: AppDatabase, row: DocumentRow): Promise<DocumentDto> {
  return toDto(row, (await linksOf(tx, [row.id])).get(row.id) ?? []);
}

/** A change to one document, with its revision: `change` answers the row after it. */
async function changeDocument(
  db: AppDatabase,
  userId: number,
  id: number,
  action: 'relabel' | 'link' | 'unlink' | 'delete' | 'restore',
  change: (tx: AppDatabase, row: DocumentRow) => Promise<DocumentRow>,
): Promise<DocumentDto> {
  const changed = await writeWithRevision(db, userId, async (tx) => {
    const row = await keptDocument(tx, userId, id);
    if (!row) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    if (row.purgedAt) {
      if (action === 'restore') {
        throw new AppError('document_purged', DOCUMENT_MESSAGES.restoreExpired);
      }
      throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    }
    const dto = await dtoOf(tx, await change(tx, row));
    return {
      result: dto,
      revisions: [{ entity: 'document', entityId: id, action, data: dto }],
    };
  });
  return changed!;
}

/** The user's documents that are kept and not deleted: what she and her links can open. */
function liveDocumentOf(userId: number) {
  return and(
    eq(documents.userId, userId),
    eq(documents.status, 'stored'),
    isNull(documents.deletedAt),
  )!;
}

/** A live (not deleted) document of the user, or 404. */
function requireLive(row: DocumentRow): void {
  if (row.deletedAt) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
}

/**
 * Reserves room for an upload of at most `bytes`: a row that is not listed until its bytes
 * have arrived, counted against the quota at once. 413 when the user's documents (deleted ones
 * not yet purged, and uploads under way, included) would pass `quotaBytes`.
 */
export async function reserveUpload(
  db: AppDatabase,
  userId: number,
  bytes: number,
  { quotaBytes, storage }: { quotaBytes: number; storage: DocumentStorage },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_NAMESPACE}, ${userId})`);
    // A cut-off upload in the database goes with its chunks (ON DELETE CASCADE); one elsewhere
    // waits for the nightly pass, which removes its bytes first, and no longer counts.
    await tx
      .delete(documents)
      .where(and(eq(documents.userId, userId), staleUpload, eq(documents.storage, 'database')));
    const [used] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${documents.bytes}), 0)` })
      .from(documents)
      .where(
        and(eq(documents.userId, userId), isNull(documents.purgedAt), sql`not ${staleUpload}`),
      );
    if (Number(used!.bytes) + bytes > quotaBytes) {
      throw new AppError(
        'quota_exceeded',
        DOCUMENT_MESSAGES.quotaFull(Math.floor(quotaBytes / (1024 * 1024))),
      );
    }
    const [row] = await tx
      .insert(documents)
      .values({
        userId,
        name: '',
        type: '',
        bytes,
        storage: storage.kind,
        storageKey: '',
      })
      .returning({ id: documents.id });
    return row!.id;
  });
}

/**
 * Drops an upload that failed: its bytes, then its reservation. When the store cannot remove
 * the bytes (it is down), the reservation stays for the nightly pass to finish the job.
 */
export async function discardUpload(
  db: AppDatabase,
  storage: DocumentStorage,
  id: number,
): Promise<void> {
  try {
    await storage.remove(id);
  } catch {
    return;
  }
  await db.delete(documents).where(and(eq(documents.id, id), eq(documents.status, 'uploading')));
}

/**
 * Keeps an upload whose bytes are stored: its name, type, size and SHA-256 (the server's own,
 * from the bytes it stored), uploaded_at by the database clock, and its `create` revision.
 */
export async function finishUpload(
  db: AppDatabase,
  userId: number,
  id: number,
  file: { name: string; type: DocumentType; bytes: number; sha256: string },
  renditions: readonly Rendition[] = [],
): Promise<DocumentDto> {
  const kept = await writeWithRevision(db, userId, async (tx) => {
    if (renditions.length > 0) {
      await tx.insert(documentRenditions).values(
        renditions.map((rendition) => ({
          documentId: id,
          kind: rendition.kind,
          type: rendition.type,
          data: rendition.data,
        })),
      );
    }
    const [row] = await tx
      .update(documents)
      .set({
        name: file.name,
        type: file.type,
        bytes: file.bytes,
        sha256: file.sha256,
        status: 'stored',
        storageKey: String(id),
        uploadedAt: sql`now()`,
      })
      .where(and(eq(documents.id, id), eq(documents.status, 'uploading')))
      .returning();
    // Reaped by the nightly pass while it was still arriving (over an hour).
    if (!row) throw new AppError('upload_expired', DOCUMENT_MESSAGES.uploadExpired);
    const dto = toDto(row, []);
    return {
      result: dto,
      revisions: [{ entity: 'document', entityId: id, action: 'create', data: dto }],
    };
  });
  return kept!;
}

/**
 * The user's documents, newest first: the live ones, or (`deleted`) those deleted within the
 * last 30 days, which can still be restored.
 */
export async function listDocuments(
  db: AppDatabase,
  userId: number,
  { deleted }: { deleted: boolean },
): Promise<DocumentDto[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.userId, userId),
        eq(documents.status, 'stored'),
        deleted
          ? and(
              isNotNull(documents.deletedAt),
              isNull(documents.purgedAt),
              sql`${documents.deletedAt} > now() - make_interval(days => ${DOCUMENT_RESTORE_DAYS})`,
            )
          : isNull(documents.deletedAt),
      ),
    )
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDto(row, links.get(row.id) ?? []));
}

/** A live document the user can download: what the content route needs. */
export async function findDocumentFile(
  db: AppDatabase,
  userId: number,
  id: number,
): Promise<Pick<DocumentRow, 'id' | 'name' | 'type' | 'bytes' | 'sha256' | 'storage'> | undefined> {
  const [row] = await db
    .select({
      id: documents.id,
      storage: documents.storage,
      name: documents.name,
      type: documents.type,
      bytes: documents.bytes,
      sha256: documents.sha256,
    })
    .from(documents)
    .where(and(eq(documents.id, id), liveDocumentOf(userId)));
  return row;
}

/** A picture made from the user's live document `id` (renditions.ts), or undefined. */
export async function findRendition(
  db: AppDatabase,
  userId: number,
  id: number,
  kind: RenditionKind,
): Promise<{ type: string; data: Buffer; sha256: string | null } | undefined> {
  const [row] = await db
    .select({
      type: documentRenditions.type,
      data: documentRenditions.data,
      sha256: documents.sha256,
    })
    .from(documentRenditions)
    .innerJoin(documents, eq(documents.id, documentRenditions.documentId))
    .where(
      and(
        eq(documentRenditions.documentId, id),
        eq(documentRenditions.kind, kind),
        liveDocumentOf(userId),
      ),
    );
  return row;
}

export function relabelDocument(
  db: AppDatabase,
  userId: number,
  id: number,
  name: string,
): Promise<DocumentDto> {
  return changeDocument(db, userId, id, 'relabel', async (tx, row) => {
    requireLive(row);
    const [updated] = await tx
      .update(documents)
      .set({ name })
      .where(eq(documents.id, id))
      .returning();
    return updated!;
  });
}

/** Attaches the document to one of the user's records: 404 for a record she does not have. */
export function linkDocument(
  db: AppDatabase,
  userId: number,
  id: number,
  link: DocumentLink,
): Promise<DocumentDto> {
  return changeDocument(db, userId, id, 'link', async (tx, row) => {
    requireLive(row);
    const table = RECORD_TABLES[link.entity];
    const [record] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, link.entity_id), eq(table.userId, userId)));
    if (!record) throw AppError.notFound(DOCUMENT_MESSAGES.recordNotFound);
    const inserted = await tx
      .insert(documentLinks)
      .values({ documentId: id, userId, entity: link.entity, entityId: link.entity_id })
      .onConflictDoNothing()
      .returning({ documentId: documentLinks.documentId });
    if (inserted.length === 0) {
      throw new AppError('already_linked', DOCUMENT_MESSAGES.alreadyLinked);
    }
    return row;
  });
}

export function unlinkDocument(
  db: AppDatabase,
  userId: number,
  id: number,
  link: DocumentLink,
): Promise<DocumentDto> {
  return changeDocument(db, userId, id, 'unlink', async (tx, row) => {
    requireLive(row);
    const removed = await tx
      .delete(documentLinks)
      .where(
        and(
          eq(documentLinks.documentId, id),
          eq(documentLinks.entity, link.entity),
          eq(documentLinks.entityId, link.entity_id),
        ),
      )
      .returning({ documentId: documentLinks.documentId });
    if (removed.length === 0) throw AppError.notFound(DOCUMENT_MESSAGES.notLinked);
    return row;
  });
}

/** Hides the document; its bytes and links stay for 30 days, so a restore brings it all back. */
export function deleteDocument(db: AppDatabase, userId: number, id: number): Promise<DocumentDto> {
  return changeDocument(db, userId, id, 'delete', async (tx, row) => {
    requireLive(row);
    const [updated] = await tx
      .update(documents)
      .set({ deletedAt: sql`now()` })
      .where(eq(documents.id, id))
      .returning();
    return updated!;
  });
}

/** 200 within 30 days of the delete; 410 once they have passed (the bytes are or will be gone). */
export function restoreDocument(db: AppDatabase, userId: number, id: number): Promise<DocumentDto> {
  return changeDocument(db, userId, id, 'restore', async (tx, row) => {
    if (!row.deletedAt) throw new AppError('not_deleted', DOCUMENT_MESSAGES.notDeleted);
    const [updated] = await tx
      .update(documents)
      .set({ deletedAt: null })
      .where(
        and(
          eq(documents.id, id),
          sql`${documents.deletedAt} > now() - make_interval(days => ${DOCUMENT_RESTORE_DAYS})`,
        ),
      )
      .returning();
    if (!updated) throw new AppError('document_purged', DOCUMENT_MESSAGES.restoreExpired);
    return updated;
  });
}

/**
 * Purges the bytes of documents deleted more than 30 days ago; each row stays, marked purged,
 * because its revisions (hash, name, size) name it. Also removes what uploads cut off over an
 * hour ago left in a store the database does not hold. Answers how many were purged.
 */
export async function purgeExpiredDocuments(
  db: AppDatabase,
  stores: DocumentStores,
  /** Told of each document whose store could not remove it; the next night tries again. */
  onFailure: (id: number, error: unknown) => void = () => {},
): Promise<number> {
  // One document's store failing leaves the others to be purged.
  const eachRemoved = async (
    rows: { id: number; storage: string }[],
    then: (id: number) => Promise<unknown>,
  ) => {
    let done = 0;
    for (const { id, storage } of rows) {
      try {
        await stores.of(storage).remove(id);
        await then(id);
        done += 1;
      } catch (error) {
        onFailure(id, error);
      }
    }
    return done;
  };
  const cutOff = await db
    .select({ id: documents.id, storage: documents.storage })
    .from(documents)
    .where(staleUpload);
  await eachRemoved(cutOff, (id) =>
    db.delete(documents).where(and(eq(documents.id, id), staleUpload)),
  );
  const expired = await db
    .select({ id: documents.id, storage: documents.storage })
    .from(documents)
    .where(
      and(
        isNotNull(documents.deletedAt),
        isNull(documents.purgedAt),
        sql`${documents.deletedAt} <= now() - make_interval(days => ${DOCUMENT_RESTORE_DAYS})`,
      ),
    );
  return eachRemoved(expired, (id) =>
    db.transaction(async (tx) => {
      await tx.delete(documentRenditions).where(eq(documentRenditions.documentId, id));
      await tx
        .update(documents)
        .set({ purgedAt: sql`now()` })
        .where(eq(documents.id, id));
    }),
  );
}

/** A document's file in a ZIP: `documents/12-Braces receipt.pdf`, safe as a path. */
function documentFileName(id: number, name: string): string {
  return `documents/${id}-${name.replace(/[\\/:*?"<>|]/g, '_')}`;
}

/** A document as the data download lists it: purged and deleted ones too, with when. */
export interface ExportedDocument extends DocumentDto {
  purged_at: string | null;
  /** Its file in the ZIP, or null once purged. */
  file: string | null;
}

/** Every document the user has, oldest first, and the name of its file in the download. */
export async function listDocumentsForExport(
  db: AppDatabase,
  userId: number,
): Promise<ExportedDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.status, 'stored')))
    .orderBy(documents.id);
  const links = await linksOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toDto(row, links.get(row.id) ?? []),
    purged_at: row.purgedAt?.toISOString() ?? null,
    file: row.purgedAt ? null : documentFileName(row.id, row.name),
  }));
}

/**
 * The live documents attached to at least one record of `entities`, for the case file: each
 * with the SHA-256 and size taken when it arrived, and its bytes read from the store only as
 * the ZIP is sent, a piece at a time. They are hashed again as they go: a file that no longer
 * matches stops the download (an error at its end), so the case file never carries a file
 * that changed since.
 */
export async function linkedDocumentFiles(
  db: AppDatabase,
  stores: DocumentStores,
  userId: number,
  entities: readonly DocumentEntity[],
): Promise<{ name: string; sha256: string; bytes: number; chunks: AsyncIterable<Buffer> }[]> {
  if (entities.length === 0) return [];
  const rows = await db
    .selectDistinct({
      id: documents.id,
      name: documents.name,
      sha256: documents.sha256,
      bytes: documents.bytes,
      storage: documents.storage,
    })
    .from(documents)
    .innerJoin(documentLinks, eq(documentLinks.documentId, documents.id))
    .where(and(liveDocumentOf(userId), inArray(documentLinks.entity, [...entities])))
    .orderBy(documents.id);
  return rows.map((row) => ({
    name: documentFileName(row.id, row.name),
    sha256: row.sha256!,
    bytes: row.bytes,
    chunks: checkedAgainst(row.sha256!, stores.of(row.storage).read(row.id), row.id),
  }));
}

/** `source` passed on as it comes; at its end, an error if its SHA-256 is not `sha256`. */
async function* checkedAgainst(
  sha256: string,
  source: AsyncIterable<Buffer>,
  id: number,
): AsyncIterable<Buffer> {
  const hash = createHash('sha256');
  for await (const piece of source) {
    hash.update(piece);
    yield piece;
  }
  if (hash.digest('hex') !== sha256) {
    throw new Error(`document ${id}'s stored bytes no longer match its SHA-256`);
  }
}

/**
 * The bytes of the user's document `id` (the data download's files), from the store its row
 * names; nothing for an id that is not the user's.
 */
export async function* readDocumentOf(
  db: AppDatabase,
  stores: DocumentStores,
  userId: number,
  id: number,
): AsyncIterable<Buffer> {
  const [row] = await db
    .select({ storage: documents.storage })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  if (row) yield* stores.of(row.storage).read(id);
}

/**
 * Removes the bytes of every document of the user kept outside the database (the database's
 * go with the user's rows), before an account's deletion: a store that is down stops the
 * deletion (503) before any record is gone. Each document whose bytes are gone is marked
 * deleted and purged at once, so one that fails half-way leaves no document listed whose file
 * is missing, and a retry takes up the rest.
 */
export async function removeDocumentBytesOf(
  db: AppDatabase,
  stores: DocumentStores,
  userId: number,
): Promise<void> {
  const rows = await db
    .select({ id: documents.id, storage: documents.storage })
    .from(documents)
    .where(
      and(
        eq(documents.userId, userId),
        isNull(documents.purgedAt),
        sql`${documents.storage} <> 'database'`,
      ),
    );
  for (const row of rows) {
    await stores.of(row.storage).remove(row.id);
    await db
      .update(documents)
      .set({ purgedAt: sql`now()`, deletedAt: sql`coalesce(${documents.deletedAt}, now())` })
      .where(eq(documents.id, row.id));
  }
}
