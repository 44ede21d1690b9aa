/**
 * Decodes one HEIC photo in a worker thread (renditions.ts starts it): libheif's WebAssembly
 * runs long and can fail where nothing catches it, so it does so here, off the server's event
 * loop, where a crash ends this thread only. Answers the first image's pixels (RGBA), or an
 * error when the photo is larger than `maxPixels` (its size is read before decoding).
 */
import { parentPort, workerData } from 'node:worker_threads';
import decodeHeic from 'heic-decode';

/** What heic-decode's `all` answers (its types leave out the sizes and `dispose`). */
type HeicImages = {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}[] & { dispose(): void };

const { bytes, maxPixels } = workerData as { bytes: Uint8Array; maxPixels: number };

const images = (await decodeHeic.all({ buffer: bytes })) as unknown as HeicImages;
try {
  const first = images[0];
  if (!first || first.width * first.height > maxPixels) {
    throw new Error('the HEIC photo is larger than a picture is made of');
  }
  const { width, height, data } = await first.decode();
  parentPort!.postMessage({ width, height, data }, [data.buffer as ArrayBuffer]);
} finally {
  images.dispose();
}
