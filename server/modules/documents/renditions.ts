/**
 * Pictures made from an image document as it is kept: a thumbnail for the lists (WebP, at most
 * 320 px a side, turned upright by its EXIF orientation, with no metadata: a photo's location
 * never reaches a thumbnail) and, for a HEIC or HEIF photo, a JPEG the browser can show. sharp
 * does the resizing; its prebuilt binaries cannot decode HEVC, so heic-decode (libheif built
 * to WebAssembly) turns HEIC into pixels first. A picture that cannot be made is simply not there: the
 * document itself is kept all the same.
 */
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import type { DocumentType } from '@shared/documents';

export type RenditionKind = 'thumbnail' | 'jpeg';

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

const HEIC_TYPES: readonly DocumentType[] = ['image/heic', 'image/heif'];
const IMAGE_TYPES: readonly DocumentType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  ...HEIC_TYPES,
];

/** Whether documents of `type` get pictures made from them. */
export function hasRenditions(type: DocumentType): boolean {
  return IMAGE_TYPES.includes(type);
}

/** What heic-decode's `all` answers (its types leave out the sizes and `dispose`). */
type HeicImages = { width: number; height: number; decode: typeof decodeHeic }[] & {
  dispose(): void;
};

/**
 * The pixels of a HEIC photo's first image, read only when its size (known before decoding)
 * is at most `maxPixels`: a small file claiming a huge picture is refused before any memory
 * is taken for it.
 */
export async function decodeHeicWithin(bytes: Buffer, maxPixels: number) {
  const images = (await decodeHeic.all({ buffer: bytes })) as unknown as HeicImages;
  try {
    const first = images[0];
    if (!first || first.width * first.height > maxPixels) {
      throw new Error('the HEIC photo is larger than a picture is made of');
    }
    return await (first.decode as unknown as () => ReturnType<typeof decodeHeic>)();
  } finally {
    images.dispose();
  }
}

// One picture is made at a time, whatever the number of uploads: decoding a 12-megapixel HEIC
// takes a few hundred MB for a few seconds (docs/decisions/026-document-pictures.md).
let making: Promise<unknown> = Promise.resolve();

/** The pictures of an image's bytes: none for other types or bytes no decoder can read. */
export function makeRenditions(type: DocumentType, bytes: Buffer): Promise<Rendition[]> {
  if (!hasRenditions(type)) return Promise.resolve([]);
  const made = making.then(() => renditionsOf(type, bytes));
  making = made;
  return made;
}

async function renditionsOf(type: DocumentType, bytes: Buffer): Promise<Rendition[]> {
  try {
    const made: Rendition[] = [];
    let viewable = bytes;
    if (HEIC_TYPES.includes(type)) {
      const { width, height, data } = await decodeHeicWithin(bytes, MAX_INPUT_PIXELS);
      viewable = await sharp(data, { raw: { width, height, channels: 4 } })
        .resize(PREVIEW_PIXELS, PREVIEW_PIXELS, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
      made.push({ kind: 'jpeg', type: 'image/jpeg', data: viewable });
    }
    const thumbnail = await sharp(viewable, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    made.push({ kind: 'thumbnail', type: 'image/webp', data: thumbnail });
    return made;
  } catch {
    return [];
  }
}
