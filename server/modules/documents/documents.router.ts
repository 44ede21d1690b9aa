/**
 * /api/documents (premium): upload (multipart, streamed into the store while the SHA-256 is
 * computed), list, download with ranges, rename, link and unlink, delete and restore. A file is
 * never served from the app's origin as something a browser would run: every answer has
 * nosniff and a sandboxing CSP, and only images and PDFs are ever shown inline.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { type Request, type Response, Router } from 'express';
import {
  DOCUMENT_ENTITIES,
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX_LENGTH,
  documentLinkSchema,
  documentRelabelSchema,
  type DocumentType,
  sha256FieldSchema,
} from '@shared/documents';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { AppError } from '../../http/app-error';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody, parseId } from '../../http/validate';
import {
  deleteDocument,
  discardUpload,
  findDocumentFile,
  findRendition,
  finishUpload,
  linkDocument,
  listDocuments,
  relabelDocument,
  reserveUpload,
  restoreDocument,
  unlinkDocument,
} from './documents.service';
import { detectDocumentType } from './file-kind';
import { makeRenditions, type RenditionKind } from './renditions';
import { sendFile, sendPicture } from './send-file';
import type { DocumentStorage, DocumentStores } from './storage';

async function readAll(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of source) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** What a multipart body may carry besides the file's bytes: boundaries, headers, the hash. */
const MULTIPART_ALLOWANCE = 64 * 1024;

/** Bytes read before the type is decided (file-type finds XLSX and DOCX inside the ZIP). */
const SAMPLE_BYTES = 64 * 1024;

// Control characters, and what a file system or a Content-Disposition header would choke on.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/** The uploaded file's name as kept: printable, at most 200 characters, never empty. */
function keptName(filename: string | undefined): string {
  // Browsers send a name's quote and line breaks as %22, %0A and %0D (HTML's form encoding).
  const cleaned = (filename ?? '')
    .replace(/%22/g, '"')
    .replace(/%0[AD]/gi, ' ')
    .replace(UNSAFE_NAME_CHARACTERS, '')
    .trim();
  return [...(cleaned || 'document')].slice(0, DOCUMENT_NAME_MAX_LENGTH).join('');
}

const tooLarge = (maxFileBytes: number) =>
  new AppError('payload_too_large', DOCUMENT_MESSAGES.tooLarge(maxFileBytes / (1024 * 1024)));

interface StoredFile {
  name: string;
  type: DocumentType;
  bytes: number;
  sha256: string;
}

/**
 * Reads a multipart body with one `file` part and a `sha256` field (in either order), storing
 * the file's bytes as they arrive, after its first bytes have shown a kept type. Rejects, with
 * what was stored still to discard, on a refused type, a file over the limit, a missing part.
 */
function receiveUpload(
  req: Request,
  storage: DocumentStorage,
  id: number,
  maxFileBytes: number,
): Promise<{ file: StoredFile; browserHash: unknown }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxFileBytes, fields: 4, fieldSize: 256, parts: 6 },
      });
    } catch {
      reject(AppError.validation(DOCUMENT_MESSAGES.fileRequired));
      return;
    }
    let browserHash: unknown;
    let storing: Promise<StoredFile> | null = null;
    let file: Readable | null = null;
    let failed = false;
    // A refusal stops the file's stream, and answers only once the store has finished with it:
    // the caller then discards what was written, never while it is still being written.
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      file?.destroy(error instanceof Error ? error : new Error(String(error)));
      void Promise.resolve(storing)
        .catch(() => undefined)
        .then(() => reject(error));
    };
    parser.on('field', (name, value) => {
      if (name === 'sha256') browserHash = value;
    });
    parser.on('filesLimit', () => fail(AppError.validation(DOCUMENT_MESSAGES.oneFileOnly)));
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || storing) {
        stream.resume();
        return;
      }
      file = stream;
      storing = storeFile(stream, keptName(info.filename), storage, id, maxFileBytes);
      storing.catch(fail);
    });
    parser.on('error', () => fail(AppError.validation(DOCUMENT_MESSAGES.fileRequired)));
    parser.on('close', () => {
      if (!storing) {
        fail(AppError.validation(DOCUMENT_MESSAGES.fileRequired));
        return;
      }
      storing.then((file) => resolve({ file, browserHash }), fail);
    });
    req.on('error', fail);
    // The browser went away mid-upload: nothing more will come.
    req.on('close', () => {
      if (!req.complete) fail(new Error('the upload was cut off'));
    });
    req.pipe(parser);
  });
}

async function storeFile(
  stream: Readable & { truncated?: boolean },
  name: string,
  storage: DocumentStorage,
  id: number,
  maxFileBytes: number,
): Promise<StoredFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  let type: DocumentType | null = null;
  const decide = async (sample: Buffer) => {
    const detected = await detectDocumentType(sample, name);
    if (!detected) throw new AppError('unsupported_media_type', DOCUMENT_MESSAGES.typeRefused);
    return detected;
  };
  // The bytes as they arrive, hashed and counted; nothing is passed on to the store before the
  // first SAMPLE_BYTES (or the whole of a smaller file) have shown a kept type.
  async function* checked(): AsyncIterable<Buffer> {
    const sample: Buffer[] = [];
    let sampleBytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      if (type) {
        yield chunk;
        continue;
      }
      sample.push(chunk);
      sampleBytes += chunk.length;
      if (sampleBytes >= SAMPLE_BYTES) {
        type = await decide(Buffer.concat(sample));
        yield Buffer.concat(sample);
      }
    }
    if (stream.truncated) throw tooLarge(maxFileBytes);
    if (!type) {
      type = await decide(Buffer.concat(sample));
      yield Buffer.concat(sample);
    }
  }
  await storage.write(id, checked());
  return { name, type: type!, bytes, sha256: hash.digest('hex') };
}

export function documentsRouter(
  config: Pick<Config, 'documents'>,
  db: AppDatabase,
  verifier: TokenVerifier,
  stores: DocumentStores,
): Router {
  const { maxFileBytes, quotaBytes } = config.documents;
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db));

  router.post('/', async (req, res) => {
    if (!req.is('multipart/form-data')) throw AppError.validation(DOCUMENT_MESSAGES.fileRequired);
    // Limits before any byte is read: the declared size, then the quota, counted atomically.
    const declared = Number(req.get('content-length'));
    const known = Number.isSafeInteger(declared) && declared > 0;
    if (known && declared > maxFileBytes + MULTIPART_ALLOWANCE) {
      res.setHeader('Connection', 'close');
      throw tooLarge(maxFileBytes);
    }
    const userId = req.user!.id;
    const reserved = known ? Math.min(declared, maxFileBytes) : maxFileBytes;
    const storage = stores.current;
    const id = await reserveUpload(db, userId, reserved, { quotaBytes, storage }).catch(
      (error: unknown) => {
        res.setHeader('Connection', 'close');
        throw error;
      },
    );
    try {
      const { file, browserHash } = await receiveUpload(req, storage, id, maxFileBytes);
      const expected = parseBody(sha256FieldSchema, browserHash);
      if (expected !== file.sha256) {
        throw new AppError('hash_mismatch', DOCUMENT_MESSAGES.hashMismatch);
      }
      // An image's pictures are made from the bytes as the store gives them back.
      const renditions = await makeRenditions(
        file.type,
        () => readAll(storage.read(id)),
        (error) => req.log.warn({ err: error, documentId: id }, 'no pictures of a photo'),
      );
      res.status(201).json(await finishUpload(db, userId, id, file, renditions));
    } catch (error) {
      if (!req.complete) res.setHeader('Connection', 'close');
      await discardUpload(db, storage, id);
      throw error;
    }
  });

  router.get('/', async (req, res) => {
    const deleted = req.query.deleted === '1';
    res.json({ documents: await listDocuments(db, req.user!.id, { deleted }) });
  });

  router.get('/:id/content', async (req, res) => {
    const file = await findDocumentFile(db, req.user!.id, parseId(req.params.id));
    if (!file) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    await sendFile(req, res, stores, file);
  });

  // The pictures made from an image (renditions.ts): 404 for any other document.
  const sendRendition = (kind: RenditionKind) => async (req: Request, res: Response) => {
    const rendition = await findRendition(db, req.user!.id, parseId(req.params.id), kind);
    if (!rendition) throw AppError.notFound(DOCUMENT_MESSAGES.noPicture);
    sendPicture(req, res, { ...rendition, etag: `"${rendition.sha256}-${kind}"` });
  };
  router.get('/:id/thumbnail', sendRendition('thumbnail'));
  router.get('/:id/preview', sendRendition('preview'));

  router.patch('/:id', async (req, res) => {
    const { name } = parseBody(documentRelabelSchema, req.body);
    res.json(await relabelDocument(db, req.user!.id, parseId(req.params.id), name));
  });

  router.post('/:id/links', async (req, res) => {
    const link = parseBody(documentLinkSchema, req.body);
    res.status(201).json(await linkDocument(db, req.user!.id, parseId(req.params.id), link));
  });

  router.delete('/:id/links/:entity/:entityId', async (req, res) => {
    const entity = req.params.entity;
    if (!(DOCUMENT_ENTITIES as readonly string[]).includes(entity)) {
      throw AppError.notFound(DOCUMENT_MESSAGES.notLinked);
    }
    const link = parseBody(documentLinkSchema, {
      entity,
      entity_id: parseId(req.params.entityId),
    });
    await unlinkDocument(db, req.user!.id, parseId(req.params.id), link);
    res.status(204).end();
  });

  router.delete('/:id', async (req, res) => {
    await deleteDocument(db, req.user!.id, parseId(req.params.id));
    res.status(204).end();
  });

  router.post('/:id/restore', async (req, res) => {
    res.json(await restoreDocument(db, req.user!.id, parseId(req.params.id)));
  });

  return router;
}
