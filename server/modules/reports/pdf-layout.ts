/**
 * The look every Fairsplit PDF shares (the net-worth report, the case file): margins, the
 * accent and muted tones, section headings, grid tables with right-aligned money, and the page
 * footer that numbers the pages and, for a verified export, says where and with which code to
 * check it.
 */
import { wordsOf } from './report-words';
import type { jsPDF } from 'jspdf';
import { autoTable, type RowInput, type UserOptions } from 'jspdf-autotable';

export const MARGIN_MM = 14;
export const TOP_MM = 20;
export const SECTION_GAP_MM = 12;
const HEADING_TO_TABLE_MM = 4;

/** Slate-900, teal-700 and slate tones, as on screen. */
export const INK: [number, number, number] = [15, 23, 42];
export const ACCENT: [number, number, number] = [15, 118, 110];
export const MUTED: [number, number, number] = [71, 85, 105];
const RULE: [number, number, number] = [203, 213, 225];

export type DocWithTables = jsPDF & { lastAutoTable?: { finalY?: number } };

/** Where the last table ended, or `fallback` when none was drawn. */
export function finalY(doc: DocWithTables, fallback: number): number {
  return doc.lastAutoTable?.finalY ?? fallback;
}

/** A section title at `y`; answers where its table starts. */
export function heading(doc: jsPDF, text: string, y: number): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.setTextColor(...INK);
  doc.text(text, MARGIN_MM, y);
  return y + HEADING_TO_TABLE_MM;
}

/** A section's title at the top of its page, with an accent rule under it; answers where its content starts. */
export function sectionTitle(doc: jsPDF, text: string): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(...INK);
  doc.text(text, MARGIN_MM, TOP_MM);
  doc.setDrawColor(...ACCENT);
  doc.setLineWidth(0.6);
  doc.line(MARGIN_MM, TOP_MM + 3, doc.internal.pageSize.getWidth() - MARGIN_MM, TOP_MM + 3);
  return TOP_MM + 14;
}

/** Body text: normal weight, in `color`, for `paragraph`. */
export function bodyText(doc: jsPDF, color: [number, number, number] = INK): void {
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(...color);
}

/**
 * The table look shared by every section: grid lines, accent header (repeated on every page a
 * table spans), totals in bold, and the `numeric` columns right-aligned in every row.
 */
export function table(
  doc: jsPDF,
  { numeric = [], ...options }: UserOptions & { numeric?: number[] },
): void {
  autoTable(doc, {
    theme: 'grid',
    margin: { left: MARGIN_MM, right: MARGIN_MM, top: TOP_MM },
    styles: {
      font: 'helvetica',
      fontSize: 10,
      cellPadding: 2.2,
      lineColor: RULE,
      lineWidth: 0.2,
      textColor: INK,
      overflow: 'linebreak',
    },
    headStyles: { fillColor: ACCENT, textColor: 255, fontStyle: 'bold' },
    footStyles: { fillColor: [241, 245, 249], textColor: INK, fontStyle: 'bold' },
    showHead: 'everyPage',
    showFoot: 'lastPage',
    didParseCell: (data) => {
      if (numeric.includes(data.column.index)) data.cell.styles.halign = 'right';
    },
    ...options,
  });
}

/** The space kept clear above the page's foot (the footer lines), in mm. */
const FOOTER_ROOM_MM = 20;

/** The house table, ending above the footer lines on every page it spans. */
export function footedTable(doc: jsPDF, options: UserOptions & { numeric?: number[] }): void {
  table(doc, {
    margin: { left: MARGIN_MM, right: MARGIN_MM, top: TOP_MM, bottom: FOOTER_ROOM_MM },
    ...options,
  });
}

/**
 * `y`, or the top of a new page (in the document's paper) when less than `needed` mm are left
 * above the footer: a heading never sits alone at the bottom of a page.
 */
export function roomFor(doc: jsPDF, y: number, needed = 30): number {
  if (y + needed <= doc.internal.pageSize.getHeight() - FOOTER_ROOM_MM) return y;
  doc.addPage();
  return TOP_MM;
}

/** One muted, italic row spanning the table: an empty section's words. */
export function emptyRow(text: string, columns: number): RowInput[] {
  return [[{ content: text, colSpan: columns, styles: { textColor: MUTED, fontStyle: 'italic' } }]];
}

/** Wrapped text at `y` in the body font; answers the line below it. */
export function paragraph(doc: jsPDF, text: string, y: number, size = 10): number {
  doc.setFontSize(size);
  const lines: string[] = doc.splitTextToSize(
    text,
    doc.internal.pageSize.getWidth() - 2 * MARGIN_MM,
  );
  doc.text(lines, MARGIN_MM, y);
  return y + lines.length * size * 0.5;
}

export interface Verification {
  code: string;
  verifyUrl: string;
}

/**
 * "Page 1 of 2" centred at the foot of every page, followed, for a verified export, by where
 * and with which code to check it ("Page 1 of 2 · Verify at https://…/verify · Code FS-…"),
 * and by `extra` (e.g. the export time) when given.
 */
export function pageFooters(doc: jsPDF, verification?: Verification, extra?: string): void {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(...MUTED);
    const w = wordsOf(doc);
    const parts = [w.pageOf(page, pages)];
    if (verification) parts.push(w.verifyAt(verification.verifyUrl), w.code(verification.code));
    if (extra) parts.push(extra);
    const text = parts.join(' · ');
    // A long address (PUBLIC_URL) must not run past the margins: the line shrinks to fit.
    const room = width - 2 * MARGIN_MM;
    const textWidth = doc.getTextWidth(text);
    if (textWidth > room) doc.setFontSize((9 * room) / textWidth);
    doc.text(text, width / 2, height - 10, { align: 'center' });
  }
}
