/** Reads back the text a jsPDF document drew, page by page, for the PDF builders' tests. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzlibSync } from 'fflate';
import type { jsPDF } from 'jspdf';

const PT_PER_MM = 72 / 25.4;

export interface PlacedText {
  text: string;
  /** Baseline, in mm from the top of the page. */
  y: number;
}

/**
 * The text jsPDF drew on each page, in drawing order, read from the uncompressed content
 * streams: every `x y Td` followed by one or more `(text) Tj` (several for wrapped lines, each
 * after a `T*`, on its own line or not). Wrapped lines share the first line's baseline here.
 */
export function pagesOf(doc: jsPDF): PlacedText[][] {
  const height = doc.internal.pageSize.getHeight();
  const pages = (doc.internal as unknown as { pages: (string[] | null)[] }).pages;
  return pages.slice(1).map((page) => {
    const content = (page ?? []).join('\n');
    const placed: PlacedText[] = [];
    const block = /[\d.]+ ([\d.]+) Td\n((?:\((?:\\.|[^\\)])*\) Tj\s*(?:T\*\s*)?)+)/g;
    for (const match of content.matchAll(block)) {
      const y = height - Number(match[1]) / PT_PER_MM;
      for (const line of match[2]!.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
        placed.push({ text: line[1]!.replace(/\\(.)/g, '$1'), y });
      }
    }
    return placed;
  });
}

export function textsOf(page: PlacedText[] | undefined): string[] {
  return (page ?? []).map((placed) => placed.text);
}

/**
 * The content streams of a finished PDF file, inflated and joined: what a `compress: true`
 * document drew, for tests that only have the file's bytes.
 */
export function contentOfPdfFile(bytes: Uint8Array): string {
  const latin1 = strFromU8(bytes, true);
  const streams: string[] = [];
  for (const match of latin1.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = latin1.indexOf('endstream', start);
    streams.push(strFromU8(unzlibSync(bytes.subarray(start, end)), true));
  }
  return streams.join('\n');
}

/**
 * The text of a PDF file as a reader's viewer reads it (poppler's pdftotext), its runs of spaces
 * folded to one; with `layout`, each line of the page stays one line (a table's row reads across).
 */
export function pdfToText(bytes: Uint8Array, { layout = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'fairsplit-pdf-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    const args = layout ? ['-layout', file, '-'] : [file, '-'];
    return execFileSync('pdftotext', args, { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
