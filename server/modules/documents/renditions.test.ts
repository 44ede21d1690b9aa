import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HEIC_PHOTO, jpegPhoto } from '../../test/images';
import { decodeHeicWithin, makeRenditions } from './renditions';

describe('the pictures made of a photo', () => {
  it("leaves a photo's metadata out of its thumbnail: no camera, no GPS position", async () => {
    const photo = await sharp(await jpegPhoto(800, 600))
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const [thumbnail] = await makeRenditions('image/jpeg', async () => photo);
    const metadata = await sharp(thumbnail!.data).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(metadata.exif).toBeUndefined();
    expect(thumbnail!.data.includes('PhoneMaker')).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored 800 × 600, to be shown turned a quarter (orientation 6): 600 × 800.
    const sideways = await sharp(await jpegPhoto(800, 600))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const [thumbnail] = await makeRenditions('image/jpeg', async () => sideways);
    expect(await sharp(thumbnail!.data).metadata()).toMatchObject({ width: 240, height: 320 });
  });

  it('reads a HEIC photo only when its size, known before decoding, is within the limit', async () => {
    await expect(decodeHeicWithin(HEIC_PHOTO, 64 * 48 - 1)).rejects.toThrow(
      'the HEIC photo is larger than a picture is made of',
    );
    const decoded = await decodeHeicWithin(HEIC_PHOTO, 64 * 48);
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 64, height: 48 });
  });

  it('decodes in a worker thread: a file libheif cannot read fails there, not in the server', async () => {
    const damaged = Buffer.concat([HEIC_PHOTO.subarray(0, 300), Buffer.alloc(277, 0xff)]);
    await expect(decodeHeicWithin(damaged, 50_000_000)).rejects.toThrow();
    await expect(decodeHeicWithin(Buffer.from('not a photo'), 50_000_000)).rejects.toThrow(
      'input buffer is not a HEIC image',
    );
  });

  it('makes none of a damaged photo or a PDF, and the document is kept all the same', async () => {
    const damaged = Buffer.concat([(await jpegPhoto(100, 100)).subarray(0, 40), Buffer.alloc(40)]);
    const failures: unknown[] = [];
    const failed = (error: unknown) => failures.push(error);
    expect(await makeRenditions('image/jpeg', async () => damaged, failed)).toEqual([]);
    expect(
      await makeRenditions('image/heic', async () => HEIC_PHOTO.subarray(0, 200), failed),
    ).toEqual([]);
    expect(failures).toHaveLength(2);
    expect(await makeRenditions('application/pdf', async () => Buffer.from('%PDF-1.7'))).toEqual(
      [],
    );
  });
});
