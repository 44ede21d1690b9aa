/**
 * `npx tsx scripts/make-icons.ts`: the app's icons for the web app manifest, drawn from the
 * favicon's scales (client/public/favicon.svg) with sharp, into client/public/icons/. Run it
 * again after changing the mark; the PNGs are committed.
 *
 * - icon-<size>.png: the rounded square as the favicon has it (64, 192, 512).
 * - maskable-512.png: a full-bleed square with the mark inside the middle 80 % (the safe zone
 *   a launcher may crop to a circle).
 * - apple-touch-icon.png: 180 px, full-bleed (iOS rounds the corners itself).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const TEAL = '#0f766e';
const MARK =
  '<path d="M16 7v18M9 25h14M8 11h16M8 11l-3 7h6zM24 11l-3 7h6z" fill="none" stroke="#fff" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
const OUT = join(process.cwd(), 'client', 'public', 'icons');

/** The mark on teal; `inset` shrinks the mark towards the middle (0.8 keeps the safe zone). */
function svg({ rounded, inset }: { rounded: boolean; inset: number }): Buffer {
  const offset = (32 * (1 - inset)) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${TEAL}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${inset})">${MARK}</g></svg>`,
  );
}

async function draw(file: string, size: number, shape: { rounded: boolean; inset: number }) {
  await sharp(svg(shape), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, file));
  console.log(`client/public/icons/${file}`);
}

mkdirSync(OUT, { recursive: true });
for (const size of [64, 192, 512])
  await draw(`icon-${size}.png`, size, { rounded: true, inset: 1 });
await draw('maskable-512.png', 512, { rounded: false, inset: 0.7 });
await draw('apple-touch-icon.png', 180, { rounded: false, inset: 0.85 });
