import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, inChunks } from './storage';

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  for await (const piece of source) pieces.push(piece);
  return pieces;
}

/** Buffers of these sizes, each filled with its own byte, so order shows in the whole. */
async function* buffersOf(sizes: number[]): AsyncIterable<Buffer> {
  for (const [index, size] of sizes.entries()) yield Buffer.alloc(size, index + 1);
}

describe('cutting an upload into stored chunks', () => {
  it('keeps every byte in order, in full chunks but for the last, whatever sizes arrive', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: CHUNK_BYTES + 10 }), { maxLength: 6 }),
        async (sizes) => {
          const whole = Buffer.concat(await collect(buffersOf(sizes)));
          const chunks = await collect(inChunks(buffersOf(sizes)));
          expect(Buffer.concat(chunks).equals(whole)).toBe(true);
          expect(chunks.slice(0, -1).every((chunk) => chunk.length === CHUNK_BYTES)).toBe(true);
          if (chunks.length > 0) {
            expect(chunks.at(-1)!.length).toBeGreaterThan(0);
            expect(chunks.at(-1)!.length).toBeLessThanOrEqual(CHUNK_BYTES);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
