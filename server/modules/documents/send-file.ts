/**
 * A document's bytes as an HTTP answer, the same wherever it is served from (the owner's
 * /api/documents and a shared link's view): ETag, ranges, and the headers that keep it inert —
 * nosniff, a sandboxing CSP, and an attachment unless an image or PDF is asked for inline.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { DOCUMENT_MESSAGES, type DocumentType, VIEWABLE_TYPES } from '@shared/documents';
import { AppError } from '../../http/app-error';
import type { DocumentStores } from './storage';

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266), for any name. */
function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The headers every file and picture is served with: it can never be taken for a page of the
 * app (nosniff, a sandboxing CSP), and is revalidated by its ETag.
 */
function setInertHeaders(
  res: Response,
  headers: { etag: string; cacheControl: string; type: string; disposition: string },
): void {
  res.setHeader('ETag', headers.etag);
  res.setHeader('Cache-Control', headers.cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', headers.disposition);
  res.type(headers.type.startsWith('text/') ? `${headers.type}; charset=utf-8` : headers.type);
}

/** A picture made from a photo (renditions.ts), shown inline: the owner's own, kept private. */
export function sendPicture(
  req: Request,
  res: Response,
  picture: { type: string; data: Buffer; etag: string },
): void {
  setInertHeaders(res, {
    etag: picture.etag,
    cacheControl: 'private, no-cache',
    type: picture.type,
    disposition: 'inline',
  });
  if (req.get('if-none-match') === picture.etag) {
    res.status(304).end();
    return;
  }
  res.send(picture.data);
}

/** What sendFile needs to know of a document. */
export interface SentFile {
  id: number;
  name: string;
  type: string;
  bytes: number;
  sha256: string | null;
  /** The store its row names ('database' or 's3'). */
  storage: string;
}

/** Whether the request asks to see the file in the browser and the file may be shown so. */
export function isInlineRequest(req: Request, file: Pick<SentFile, 'type'>): boolean {
  return req.query.inline === '1' && VIEWABLE_TYPES.includes(file.type as DocumentType);
}

interface SendOptions {
  /**
   * The owner's copy may be kept and revalidated by its ETag; a shared link's answers are
   * never stored (`no-store`).
   */
  cacheControl?: string;
  /**
   * Called once the file's first bytes are in hand, before anything is sent, with where the
   * part served starts (0 for the whole file): a shared link logs the opening there, so a
   * store that is down logs nothing.
   */
  beforeSend?: (served: { start: number }) => Promise<void>;
}

/** Sends the document's bytes (or the range asked for), with the headers that keep it inert. */
export async function sendFile(
  req: Request,
  res: Response,
  stores: DocumentStores,
  file: SentFile,
  { cacheControl = 'private, no-cache', beforeSend }: SendOptions = {},
): Promise<void> {
  // An unsatisfiable range is refused before the file's headers are set: the refusal is JSON.
  const ranges = file.bytes > 0 ? req.range(file.bytes, { combine: true }) : undefined;
  if (ranges === -1) {
    res.setHeader('Content-Range', `bytes */${file.bytes}`);
    throw new AppError('range_not_satisfiable', DOCUMENT_MESSAGES.rangeInvalid);
  }
  // Its store too: one that is not configured is refused (503) before the headers, as JSON.
  const storage = stores.of(file.storage);
  const etag = `"${file.sha256}"`;
  const setFileHeaders = () => {
    setInertHeaders(res, {
      etag,
      cacheControl,
      type: file.type,
      disposition: contentDisposition(
        isInlineRequest(req, file) ? 'inline' : 'attachment',
        file.name,
      ),
    });
    res.setHeader('Accept-Ranges', 'bytes');
  };
  if (req.get('if-none-match') === etag) {
    setFileHeaders();
    res.status(304).end();
    return;
  }
  // One range is served as asked; a malformed header or several ranges get the whole file.
  const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
  // The first piece is read before any header is set: a store that is down is a JSON 503.
  const pieces = storage.read(file.id, range)[Symbol.asyncIterator]();
  const first = await pieces.next();
  try {
    await beforeSend?.({ start: range?.start ?? 0 });
  } catch (error) {
    await pieces.return?.();
    throw error;
  }
  setFileHeaders();
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.bytes}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.setHeader('Content-Length', String(file.bytes));
  }
  // Closed whatever happens: a download the reader abandons lets go of the store's connection.
  async function* all(): AsyncIterable<Buffer> {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
        yield next.value;
      }
    } finally {
      await pieces.return?.();
    }
  }
  await pipeline(Readable.from(all()), res);
}
