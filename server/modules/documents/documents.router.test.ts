import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_MESSAGES } from '@shared/account';
import { DOCUMENT_MESSAGES, documentDtoSchema } from '@shared/documents';
import { checkAnswer } from '@shared/api-contract';
import { documentChunks, documents, revisions, snapshots } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { downloadCaseFile } from '../../test/exports';
import { purgeExpiredDocuments } from './documents.service';
import { documentStores } from './storage';
import { authHeaders, TEST_PASSWORD } from '../../test/auth';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { HEIC_PHOTO, jpegPhoto } from '../../test/images';
import { startTestS3, type TestS3 } from '../../test/s3';
import {
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  type TestUser,
  type TrackerTestContext,
  VALID_BODIES,
} from '../../test/trackers';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A small but real PDF: file-type knows it by its `%PDF-` signature. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A PNG's signature and IHDR chunk: enough for file-type. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

/** Every database with both storage drivers: the bytes in the database, or in an S3 store. */
const SETUPS = TEST_DRIVERS.flatMap((driver) =>
  (['database', 's3'] as const).map((storage) => [driver, storage] as const),
);

describe.each(SETUPS)('the documents API on %s, files in the %s store', (driver, storage) => {
  let database: TestDatabase;
  let context: TrackerTestContext;
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    if (storage === 's3') s3 = await startTestS3();
    // 1 MiB a file and 2 MiB an account, so the limits are reached with small bodies.
    const testApp = await createTestApp(database, {
      ...MANY_SIGN_UPS_ENV,
      DOCUMENTS_MAX_FILE_MB: '1',
      DOCUMENTS_QUOTA_MB: '2',
      ...s3?.env,
    });
    context = await createTrackerTestContext(testApp, database.db);
  });
  afterAll(async () => {
    await s3?.destroy();
    await database?.destroy();
  });

  const upload = (
    user: TestUser,
    bytes: Buffer,
    filename: string,
    hash: string | null = sha256(bytes),
    { hashFirst = true }: { hashFirst?: boolean } = {},
  ) => {
    const request = context.testApp.request
      .post('/api/documents')
      .set(authHeaders(user, context.csrf));
    if (hashFirst && hash !== null) request.field('sha256', hash);
    request.attach('file', bytes, { filename, contentType: 'application/octet-stream' });
    if (!hashFirst && hash !== null) request.field('sha256', hash);
    return request;
  };
  /** How many bytes of document `id` its store holds. */
  const stored = async (id: number) => {
    if (s3) return (await s3.objectBytes(id)) ?? 0;
    const [row] = await database.db
      .select({ bytes: sql<number>`coalesce(sum(length(${documentChunks.data})), 0)::int` })
      .from(documentChunks)
      .where(eq(documentChunks.documentId, id));
    return row!.bytes;
  };
  /** Every object in the S3 store, or every chunk in the database. */
  const storedPieces = async () =>
    s3
      ? s3.objectCount()
      : (await database.db.select({ count: sql<number>`count(*)::int` }).from(documentChunks))[0]!
          .count;
  const documentRevisions = (userId: number, id: number) =>
    database.db
      .select({ action: revisions.action, data: revisions.data })
      .from(revisions)
      .where(
        and(
          eq(revisions.userId, userId),
          eq(revisions.entity, 'document'),
          eq(revisions.entityId, id),
        ),
      )
      .orderBy(revisions.seq);

  it('keeps a PDF with the SHA-256 it computed from the stored bytes, the hash sent before or after the file', async () => {
    const { user, api } = await context.premiumUser();
    const response = await upload(user, PDF, 'Braces receipt.pdf');
    expect(response.status).toBe(201);
    checkAnswer('POST', '/api/documents', response.body);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Braces receipt.pdf',
      type: 'application/pdf',
      bytes: PDF.length,
      sha256: sha256(PDF),
      uploaded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      deleted_at: null,
      links: [],
    });
    const after = await upload(user, PNG, 'photo.png', sha256(PNG).toUpperCase(), {
      hashFirst: false,
    });
    expect(after.status).toBe(201);
    expect(after.body).toMatchObject({ type: 'image/png', sha256: sha256(PNG) });

    const list = await api.get('/api/documents');
    expect(list.status).toBe(200);
    expect(list.body.documents.map((document: { id: number }) => document.id)).toEqual([
      after.body.id,
      response.body.id,
    ]);
    expect((await documentRevisions(user.id, response.body.id)).map((r) => r.action)).toEqual([
      'create',
    ]);
  });

  it('refuses a hash that differs from the stored bytes with 422 and keeps nothing', async () => {
    const { user, api } = await context.premiumUser();
    const before = await storedPieces();
    const response = await upload(user, PDF, 'statement.pdf', sha256(Buffer.from('other')));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: DOCUMENT_MESSAGES.hashMismatch, code: 'hash_mismatch' });
    expect((await api.get('/api/documents')).body.documents).toEqual([]);
    const rows = await database.db.select().from(documents).where(eq(documents.userId, user.id));
    expect(rows).toEqual([]);
    expect(await storedPieces()).toBe(before);
  });

  it('refuses a missing or malformed hash and a body without a file', async () => {
    const { user } = await context.premiumUser();
    const missing = await upload(user, PDF, 'a.pdf', null);
    expect(missing.status).toBe(400);
    expect(missing.body.details).toBe(DOCUMENT_MESSAGES.hashInvalid);
    const malformed = await upload(user, PDF, 'a.pdf', 'abc');
    expect(malformed.status).toBe(400);
    const json = await context.testApp.request
      .post('/api/documents')
      .set(authHeaders(user, context.csrf))
      .send({ sha256: sha256(PDF) });
    expect(json.status).toBe(400);
    expect(json.body.details).toBe(DOCUMENT_MESSAGES.fileRequired);
  });

  it('decides the type from the bytes: a ".pdf" that is HTML and an SVG are refused with 415, a CSV is kept as text', async () => {
    const { user } = await context.premiumUser();
    for (const [bytes, name] of [
      [
        Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
        'receipt.pdf',
      ],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.png',
      ],
      [Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'data.txt'],
      [Buffer.from('PK\u0003\u0004not a real zip'), 'archive.docx'],
    ] as const) {
      const response = await upload(user, bytes, name);
      expect(response.status, name).toBe(415);
      expect(response.body).toEqual({
        error: DOCUMENT_MESSAGES.typeRefused,
        code: 'unsupported_media_type',
      });
    }
    // In the reader's language.
    const spanish = await upload(user, Buffer.from('<html><body>x</body></html>'), 'a.pdf').set(
      'Accept-Language',
      'es',
    );
    expect(spanish.body.error).toMatch(/^Fairsplit guarda archivos PDF, JPEG/);
    const csv = await upload(user, Buffer.from('date,amount\n2025-01-02,12.50\n'), 'bank.csv');
    expect(csv.status).toBe(201);
    expect(csv.body.type).toBe('text/csv');
    const text = await upload(user, Buffer.from('Notes from the call'), 'notes.pdf');
    expect(text.body.type).toBe('text/plain');
  });

  it('refuses a second file in the same upload, and keeps neither', async () => {
    const { user, api } = await context.premiumUser();
    const before = await storedPieces();
    const big = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 0x20)]);
    const response = await context.testApp.request
      .post('/api/documents')
      .set(authHeaders(user, context.csrf))
      .field('sha256', sha256(big))
      .attach('file', big, { filename: 'one.pdf', contentType: 'application/pdf' })
      .attach('file', PDF, { filename: 'two.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Validation failed',
      code: 'validation_failed',
      details: DOCUMENT_MESSAGES.oneFileOnly,
    });
    expect((await api.get('/api/documents')).body.documents).toEqual([]);
    const rows = await database.db.select().from(documents).where(eq(documents.userId, user.id));
    expect(rows).toEqual([]);
    expect(await storedPieces()).toBe(before);
  });

  it('refuses a file over DOCUMENTS_MAX_FILE_MB by its declared size, and one that runs over while streaming, keeping nothing', async () => {
    const { user, api } = await context.premiumUser();
    const before = await storedPieces();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 100 * 1024, 0x20)]);
    const declared = await upload(user, big, 'big.pdf');
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({
      error: DOCUMENT_MESSAGES.tooLarge(1),
      code: 'payload_too_large',
    });
    // Over by less than the multipart allowance: the stream is cut at the limit.
    const slightly = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]);
    const streamed = await upload(user, slightly, 'slightly.pdf');
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual({
      error: DOCUMENT_MESSAGES.tooLarge(1),
      code: 'payload_too_large',
    });
    expect((await api.get('/api/documents')).body.documents).toEqual([]);
    const rows = await database.db.select().from(documents).where(eq(documents.userId, user.id));
    expect(rows).toEqual([]);
    expect(await storedPieces()).toBe(before);
  });

  it('refuses an upload that would pass DOCUMENTS_QUOTA_MB before reading it, and two at once cannot both pass', async () => {
    const { user } = await context.premiumUser();
    const nearlyOneMiB = Buffer.concat([PDF, Buffer.alloc(900 * 1024, 0x20)]);
    expect((await upload(user, nearlyOneMiB, 'one.pdf')).status).toBe(201);
    // 0.9 MiB kept; two more of 0.9 MiB at once: only one fits under 2 MiB.
    const [first, second] = await Promise.all([
      upload(user, nearlyOneMiB, 'two.pdf'),
      upload(user, nearlyOneMiB, 'three.pdf'),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 413]);
    const refused = first.status === 413 ? first : second;
    expect(refused.body).toEqual({ error: DOCUMENT_MESSAGES.quotaFull(2), code: 'quota_exceeded' });
  });

  it('serves the bytes as an attachment with the hash as ETag, inline only for viewable types, and honours a range', async () => {
    const { user, api } = await context.premiumUser();
    const { body: pdf } = await upload(user, PDF, 'Appraisal "house".pdf');
    const whole = await api.get(`/api/documents/${pdf.id}/content`).buffer(true);
    expect(whole.status).toBe(200);
    expect(Buffer.from(whole.body)).toEqual(PDF);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      etag: `"${sha256(PDF)}"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `attachment; filename="Appraisal _house_.pdf"; filename*=UTF-8''Appraisal%20%22house%22.pdf`,
    });
    const inline = await api.get(`/api/documents/${pdf.id}/content?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);

    const part = await api
      .get(`/api/documents/${pdf.id}/content`)
      .set('Range', 'bytes=5-12')
      .buffer(true);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-12/${PDF.length}`);
    expect(Buffer.from(part.body)).toEqual(PDF.subarray(5, 13));
    const beyond = await api
      .get(`/api/documents/${pdf.id}/content`)
      .set('Range', `bytes=${PDF.length + 10}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${PDF.length}`);
    expect(beyond.headers['content-type']).toMatch(/^application\/json/);
    expect(beyond.headers['content-disposition']).toBeUndefined();
    expect(beyond.body).toEqual({
      error: DOCUMENT_MESSAGES.rangeInvalid,
      code: 'range_not_satisfiable',
    });
    const cached = await api
      .get(`/api/documents/${pdf.id}/content`)
      .set('If-None-Match', `"${sha256(PDF)}"`);
    expect(cached.status).toBe(304);

    const { body: text } = await upload(user, Buffer.from('plain words'), 'notes.txt');
    const textInline = await api.get(`/api/documents/${text.id}/content?inline=1`);
    expect(textInline.headers['content-disposition']).toMatch(/^attachment; /);
    expect(textInline.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('serves a range across stored chunks exactly', async () => {
    const { user, api } = await context.premiumUser();
    const bytes = Buffer.concat([
      PDF,
      Buffer.from(Array.from({ length: 700 * 1024 }, (_, index) => 0x20 + (index % 90))),
    ]);
    const { body } = await upload(user, bytes, 'long.pdf');
    const start = 256 * 1024 - 10;
    const end = 2 * 256 * 1024 + 10;
    const part = await api
      .get(`/api/documents/${body.id}/content`)
      .set('Range', `bytes=${start}-${end}`)
      .buffer(true);
    expect(part.status).toBe(206);
    expect(Buffer.from(part.body)).toEqual(bytes.subarray(start, end + 1));
    const whole = await api.get(`/api/documents/${body.id}/content`).buffer(true);
    expect(sha256(Buffer.from(whole.body))).toBe(body.sha256);
  });

  it('makes a thumbnail of a photo, and of a HEIC photo a JPEG the browser can show; none for a PDF', async () => {
    const { user, api } = await context.premiumUser();
    const photo = await jpegPhoto(1000, 600);
    const { body: jpeg } = await upload(user, photo, 'receipt.jpg');
    const thumbnail = await api.get(`/api/documents/${jpeg.id}/thumbnail`).buffer(true);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    expect(thumbnail.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(thumbnail.headers.etag).toBe(`"${sha256(photo)}-thumbnail"`);
    expect(await sharp(thumbnail.body).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 192,
    });
    // A JPEG is shown as it is: no second picture.
    const noPreview = await api.get(`/api/documents/${jpeg.id}/preview`);
    expect(noPreview.status).toBe(404);
    expect(noPreview.body).toEqual({ error: DOCUMENT_MESSAGES.noPicture, code: 'not_found' });

    const { body: heic } = await upload(user, HEIC_PHOTO, 'IMG_0001.HEIC');
    expect(heic).toMatchObject({ type: 'image/heic', sha256: sha256(HEIC_PHOTO) });
    const preview = await api.get(`/api/documents/${heic.id}/preview`).buffer(true);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(preview.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 64,
      height: 48,
    });
    const heicThumbnail = await api.get(`/api/documents/${heic.id}/thumbnail`).buffer(true);
    expect(await sharp(heicThumbnail.body).metadata()).toMatchObject({ width: 64, height: 48 });
    // The original is what is kept and served, byte for byte.
    const original = await api.get(`/api/documents/${heic.id}/content`).buffer(true);
    expect(Buffer.from(original.body)).toEqual(HEIC_PHOTO);

    const { body: pdf } = await upload(user, PDF, 'statement.pdf');
    expect((await api.get(`/api/documents/${pdf.id}/thumbnail`)).status).toBe(404);
    // Another user's, and a deleted one's, are not found.
    const other = await context.premiumUser();
    expect((await other.api.get(`/api/documents/${jpeg.id}/thumbnail`)).status).toBe(404);
    await api.delete(`/api/documents/${jpeg.id}`);
    expect((await api.get(`/api/documents/${jpeg.id}/thumbnail`)).status).toBe(404);
  });

  it('links a document to her records and unlinks it, each with a revision; the record answers carry document_count', async () => {
    const { user, api } = await context.premiumUser();
    const { body: pdf } = await upload(user, PDF, 'receipt.pdf');
    const expense = (await api.post('/api/expenses', VALID_BODIES.expenses)).body;
    expect(expense.document_count).toBe(0);
    const event = (await api.post('/api/events', VALID_BODIES.events)).body;

    const linked = await api.post(`/api/documents/${pdf.id}/links`, {
      entity: 'expense',
      entity_id: expense.id,
    });
    expect(linked.status).toBe(201);
    expect(linked.body.links).toEqual([{ entity: 'expense', entity_id: expense.id }]);
    await api.post(`/api/documents/${pdf.id}/links`, { entity: 'event', entity_id: event.id });
    const again = await api.post(`/api/documents/${pdf.id}/links`, {
      entity: 'expense',
      entity_id: expense.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DOCUMENT_MESSAGES.alreadyLinked);

    const expenses = await api.get('/api/expenses');
    expect(expenses.body[0]).toMatchObject({ id: expense.id, document_count: 1 });
    const edited = await api.put(`/api/expenses/${expense.id}`, {
      ...VALID_BODIES.expenses,
      name: 'Braces',
    });
    expect(edited.body.document_count).toBe(1);
    const networth = await api.get('/api/networth');
    expect(networth.status).toBe(200);

    const unlinked = await api.delete(`/api/documents/${pdf.id}/links/expense/${expense.id}`);
    expect(unlinked.status).toBe(204);
    expect((await api.get('/api/expenses')).body[0].document_count).toBe(0);
    const missing = await api.delete(`/api/documents/${pdf.id}/links/expense/${expense.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(DOCUMENT_MESSAGES.notLinked);

    const history = await documentRevisions(user.id, pdf.id);
    expect(history.map((revision) => revision.action)).toEqual([
      'create',
      'link',
      'link',
      'unlink',
    ]);
    expect(documentDtoSchema.parse(history[3]!.data).links).toEqual([
      { entity: 'event', entity_id: event.id },
    ]);
    const renamed = await api.patch(`/api/documents/${pdf.id}`, { name: '  Braces receipt  ' });
    expect(renamed.body.name).toBe('Braces receipt');
    expect((await documentRevisions(user.id, pdf.id)).at(-1)!.action).toBe('relabel');
    // The chain the revisions form stays whole.
    expect((await api.get('/api/integrity')).body).toMatchObject({ valid: true });
  });

  it('attaches a document to a support payment, whose list then counts it; another user’s payment is 404', async () => {
    const { user, api } = await context.premiumUser();
    const { body: pdf } = await upload(user, PDF, 'check-1042.pdf');
    const order = (
      await api.post('/api/support/orders', {
        type: 'child_support',
        payer: 'other_party',
        amount: 500,
        frequency: 'monthly',
        first_due: '2025-01-01',
      })
    ).body;
    const payment = (
      await api.post('/api/support/payments', {
        order_id: order.id,
        date: '2025-01-05',
        amount: 300,
        method: 'check',
        reference: '1042',
      })
    ).body;
    const linked = await api.post(`/api/documents/${pdf.id}/links`, {
      entity: 'support_payment',
      entity_id: payment.id,
    });
    expect(linked.status).toBe(201);
    expect(linked.body.links).toEqual([{ entity: 'support_payment', entity_id: payment.id }]);
    const payments = await api.get('/api/support/payments');
    expect(payments.body.payments).toMatchObject([{ id: payment.id, document_count: 1 }]);

    const other = await context.premiumUser();
    const { body: theirs } = await upload(other.user, PDF, 'receipt.pdf');
    const refused = await other.api.post(`/api/documents/${theirs.id}/links`, {
      entity: 'support_payment',
      entity_id: payment.id,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(DOCUMENT_MESSAGES.recordNotFound);
  });

  it("answers 404 for another user's document and record, as for a missing one", async () => {
    const owner = await context.premiumUser();
    const other = await context.premiumUser();
    const { body: pdf } = await upload(owner.user, PDF, 'private.pdf');
    const expense = (await owner.api.post('/api/expenses', VALID_BODIES.expenses)).body;
    for (const response of [
      await other.api.get(`/api/documents/${pdf.id}/content`),
      await other.api.patch(`/api/documents/${pdf.id}`, { name: 'mine' }),
      await other.api.post(`/api/documents/${pdf.id}/links`, { entity: 'expense', entity_id: 1 }),
      await other.api.delete(`/api/documents/${pdf.id}`),
      await other.api.post(`/api/documents/${pdf.id}/restore`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(DOCUMENT_MESSAGES.notFound);
    }
    const { body: own } = await upload(other.user, PDF, 'own.pdf');
    const foreignRecord = await other.api.post(`/api/documents/${own.id}/links`, {
      entity: 'expense',
      entity_id: expense.id,
    });
    expect(foreignRecord.status).toBe(404);
    expect(foreignRecord.body.error).toBe(DOCUMENT_MESSAGES.recordNotFound);
    expect(
      (await other.api.get('/api/documents')).body.documents.map((d: { id: number }) => d.id),
    ).toEqual([own.id]);
  });

  it('deletes and restores within 30 days; after them the bytes are purged, the revision stays, and restore answers 410', async () => {
    const { user, api } = await context.premiumUser();
    const { body: pdf } = await upload(user, PDF, 'old.pdf');
    expect((await api.delete(`/api/documents/${pdf.id}`)).status).toBe(204);
    expect((await api.get('/api/documents')).body.documents).toEqual([]);
    expect((await api.get(`/api/documents/${pdf.id}/content`)).status).toBe(404);
    const deleted = await api.get('/api/documents?deleted=1');
    expect(deleted.body.documents).toEqual([
      expect.objectContaining({ id: pdf.id, deleted_at: expect.any(String) }),
    ]);
    const restored = await api.post(`/api/documents/${pdf.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: pdf.id, deleted_at: null });
    const notDeleted = await api.post(`/api/documents/${pdf.id}/restore`);
    expect(notDeleted.status).toBe(409);

    await api.delete(`/api/documents/${pdf.id}`);
    await database.db
      .update(documents)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(documents.id, pdf.id));
    const expired = await api.post(`/api/documents/${pdf.id}/restore`);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      error: DOCUMENT_MESSAGES.restoreExpired,
      code: 'document_purged',
    });
    expect((await api.get('/api/documents?deleted=1')).body.documents).toEqual([]);

    expect(await stored(pdf.id)).toBeGreaterThan(0);
    expect(
      await purgeExpiredDocuments(database.db, documentStores(context.testApp.config, database.db)),
    ).toBeGreaterThanOrEqual(1);
    expect(await stored(pdf.id)).toBe(0);
    expect((await documentRevisions(user.id, pdf.id)).map((r) => r.action)).toEqual([
      'create',
      'delete',
      'restore',
      'delete',
    ]);
    expect((await documentRevisions(user.id, pdf.id))[0]!.data).toMatchObject({
      name: 'old.pdf',
      sha256: sha256(PDF),
      bytes: PDF.length,
    });
  });

  it('puts the documents attached to her records in the case file, each with its SHA-256 in the manifest, the signed receipt and /verify', async () => {
    const { user, api } = await context.premiumUser();
    const { body: pdf } = await upload(user, PDF, 'Braces receipt.pdf');
    const { body: loose } = await upload(user, PNG, 'not attached.png');
    const expense = (await api.post('/api/expenses', VALID_BODIES.expenses)).body;
    await api.post(`/api/documents/${pdf.id}/links`, { entity: 'expense', entity_id: expense.id });

    const made = await downloadCaseFile(api);
    expect(made.status).toBe(200);
    const entries = unzipSync(made.bytes);
    const name = `documents/${pdf.id}-Braces receipt.pdf`;
    expect(Object.keys(entries)).toContain(name);
    expect(Object.keys(entries)).not.toContain(`documents/${loose.id}-not attached.png`);
    expect(Buffer.from(entries[name]!)).toEqual(PDF);
    const listed = { name, sha256: sha256(PDF), bytes: PDF.length };
    expect(JSON.parse(strFromU8(entries['manifest.json']!)).files).toContainEqual(listed);
    expect(JSON.parse(strFromU8(entries['receipt.json']!)).files).toContainEqual(listed);
    const verified = await context.testApp.request.get(`/api/verify/${made.code}`);
    expect(verified.body.files).toContainEqual({ name, sha256: sha256(PDF) });
  });

  it.runIf(storage === 'database')(
    'cuts the case file off when a stored document no longer matches its SHA-256, and /verify does not vouch for the ZIP',
    async () => {
      const { user, api } = await context.premiumUser();
      const { body: pdf } = await upload(user, PDF, 'lease.pdf');
      const expense = (await api.post('/api/expenses', VALID_BODIES.expenses)).body;
      await api.post(`/api/documents/${pdf.id}/links`, {
        entity: 'expense',
        entity_id: expense.id,
      });
      // Someone with the database's keys changes one byte of the stored file.
      await database.db.execute(
        sql`update ${documentChunks} set data = overlay(data placing '\x58'::bytea from 2)
            where ${documentChunks.documentId} = ${pdf.id}`,
      );
      await expect(downloadCaseFile(api)).rejects.toThrow(/aborted|socket hang up|ECONNRESET/);
      const [snapshot] = await database.db
        .select({ files: snapshots.files })
        .from(snapshots)
        .where(eq(snapshots.userId, user.id));
      expect((snapshot!.files as { name: string }[]).map((file) => file.name)).not.toContain(
        'fairsplit-case-file.zip',
      );
    },
  );

  it('deleting the account deletes every document and its bytes', async () => {
    const { user, api } = await context.premiumUser();
    const { body: pdf } = await upload(user, PDF, 'mine.pdf');
    expect(await stored(pdf.id)).toBeGreaterThan(0);
    const response = await api.post('/api/account/delete', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await stored(pdf.id)).toBe(0);
    expect(await database.db.select().from(documents).where(eq(documents.id, pdf.id))).toEqual([]);
  });

  it.runIf(storage === 's3')(
    'answers 503 while the S3 store is down, keeping nothing, and works again once it is back',
    async () => {
      const { user, api } = await context.premiumUser();
      const { body: kept } = await upload(user, PDF, 'before.pdf');
      const unavailable = { error: DOCUMENT_MESSAGES.storageUnavailable, code: 'unavailable' };
      await s3!.stop();
      try {
        const refused = await upload(user, PNG, 'during.png');
        expect(refused.status).toBe(503);
        expect(refused.body).toEqual(unavailable);
        // Not listed, not in the store; only its reservation waits for the nightly pass.
        expect((await api.get('/api/documents')).body.documents).toEqual([
          expect.objectContaining({ id: kept.id }),
        ]);
        const content = await api.get(`/api/documents/${kept.id}/content`);
        expect(content.status).toBe(503);
        expect(content.body).toEqual({
          error: DOCUMENT_MESSAGES.storageUnreachable,
          code: 'unavailable',
        });
        expect(content.headers['content-disposition']).toBeUndefined();
        const deletion = await api.post('/api/account/delete', {
          email: user.email,
          password: TEST_PASSWORD,
        });
        expect(deletion.status).toBe(503);
        expect(deletion.body).toEqual({
          error: ACCOUNT_DELETE_MESSAGES.documentsUnreachable,
          code: 'unavailable',
        });
        // The nightly pass cannot remove a cut-off upload's bytes now: it says so, and keeps
        // the row for the next night.
        await database.db
          .update(documents)
          .set({ uploadedAt: sql`now() - interval '2 hours'` })
          .where(and(eq(documents.userId, user.id), eq(documents.status, 'uploading')));
        const failed: number[] = [];
        await purgeExpiredDocuments(
          database.db,
          documentStores(context.testApp.config, database.db),
          (id) => failed.push(id),
        );
        expect(failed).toHaveLength(1);
      } finally {
        await s3!.start();
      }
      const rows = await database.db
        .select({ id: documents.id, status: documents.status })
        .from(documents)
        .where(eq(documents.userId, user.id))
        .orderBy(documents.id);
      expect(rows).toEqual([
        { id: kept.id, status: 'stored' },
        { id: expect.any(Number), status: 'uploading' },
      ]);
      const reservation = rows[1]!.id;
      expect(await stored(reservation)).toBe(0);
      await database.db
        .update(documents)
        .set({ uploadedAt: sql`now() - interval '2 hours'` })
        .where(eq(documents.id, reservation));
      await purgeExpiredDocuments(database.db, documentStores(context.testApp.config, database.db));
      expect(
        await database.db.select().from(documents).where(eq(documents.id, reservation)),
      ).toEqual([]);
      const served = await api.get(`/api/documents/${kept.id}/content`).buffer(true);
      expect(served.status).toBe(200);
      expect(Buffer.from(served.body)).toEqual(PDF);
      expect((await upload(user, PNG, 'after.png')).status).toBe(201);
    },
  );

  it('is premium only and needs the CSRF header on writes', async () => {
    const { user, api } = await context.freeUser();
    expect((await api.get('/api/documents')).status).toBe(403);
    expect((await upload(user, PDF, 'a.pdf')).status).toBe(403);
    const premium = await context.premiumUser();
    const forged = await context.withoutCsrfHeader(premium.user);
    expect((await forged.post('/api/documents/1/restore')).status).toBe(403);
  });
});
