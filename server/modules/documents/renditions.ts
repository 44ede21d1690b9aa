/**
 * Pictures made from an image document as it is kept: a thumbnail for the lists (WebP, at most
 * 320 px a side, turned upright by its EXIF orientation, with no metadata: a photo's location
 * never reaches a thumbnail) and, for a HEIC or HEIF photo, a JPEG the browser can show. sharp
 * does the resizing; its prebuilt binaries cannot decode HEVC, so heic-decode (libheif built
 * to WebAssembly) turns HEIC into pixels first, in a worker thread (heic-worker.ts). A picture that cannot be made is simply not there: the
 * document itself is kept all the same.
 */
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { type DocumentType, HEIC_TYPES, PHOTO_TYPES } from '@shared/documents';

export type RenditionKind = 'thumbnail' | 'preview';

export interface Rendition {
  kind: RenditionKind;
  type: 'image/webp' | 'image/jpeg';
  data: Buffer;
}

/** The longest side of a thumbnail, in pixels (twice the 160 px it is shown at). */
const THUMBNAIL_PIXELS = 320;

/** The longest side of a HEIC photo's JPEG copy: enough for any screen, a quarter the bytes. */
const PREVIEW_PIXELS = 2560;

/** The largest picture decoded (a 100-megapixel photo): beyond it, no thumbnail. */
const MAX_INPUT_PIXELS = 100_000_000;

/** Whether documents of `type` get pictures made from them. */
function hasRenditions(type: DocumentType): boolean {
  return PHOTO_TYPES.includes(type);
}

/** The largest HEIC photo decoded: 50 megapixels (an iPhone's largest is 48). */
const MAX_HEIC_PIXELS = 50_000_000;

/** A HEIC decode that has not finished in this long is stopped. */
const HEIC_DECODE_TIMEOUT_MS = 60_000;

/**
 * The pixels of a HEIC photo's first image, decoded in a worker thread (heic-worker.ts) that is
 * stopped if it runs too long; rejects for a photo over `maxPixels` (read before decoding), one
 * libheif cannot read, or a worker that failed in any way.
 */
export function decodeHeicWithin(
  bytes: Buffer,
  maxPixels: number,
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heic-worker.ts', import.meta.url), {
      workerData: { bytes, maxPixels },
      // The worker's own JavaScript heap; libheif's WebAssembly memory is its own, and freed
      // with the thread.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('decoding the HEIC photo took too long'));
    }, HEIC_DECODE_TIMEOUT_MS);
    worker.once('message', (pixels) => {
      clearTimeout(timer);
      resolve(pixels);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the HEIC decoder stopped (exit code ${code})`));
    });
  });
}

// One picture is made at a time, whatever the number of uploads: decoding a 12-megapixel HEIC
// takes a few hundred MB for a few seconds (docs/decisions/026-document-pictures.md).
let making: Promise<unknown> = Promise.resolve();

/**
 * The pictures of an image, whose bytes `read` gives when its turn comes (so an upload waiting
 * behind others holds none of them): none for other types, or when no decoder can read them
 * (`onFailure` is told why).
 */
export function makeRenditions(
  type: DocumentType,
  read: () => Promise<Buffer>,
  onFailure: (error: unknown) => void = () => {},
): Promise<Rendition[]> {
  if (!hasRenditions(type)) return Promise.resolve([]);
  const made = making.then(() => renditionsOf(type, read, onFailure));
  making = made;
  return made;
}

async function renditionsOf(
  type: DocumentType,
  read: () => Promise<Buffer>,
  onFailure: (error: unknown) => void,
): Promise<Rendition[]> {
  try {
    const bytes = await read();
    const made: Rendition[] = [];
    let viewable = bytes;
    if (HEIC_TYPES.includes(type)) {
      const { width, height, data } = await decodeHeicWithin(bytes, MAX_HEIC_PIXELS);
      viewable = await sharp(data, { raw: { width, height, channels: 4 } })
        .resize(PREVIEW_PIXELS, PREVIEW_PIXELS, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
      made.push({ kind: 'preview', type: 'image/jpeg', data: viewable });
    }
    const thumbnail = await sharp(viewable, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    made.push({ kind: 'thumbnail', type: 'image/webp', data: thumbnail });
    return made;
  } catch (error) {
    onFailure(error);
    return [];
  }
}
