/**
 * The net worth report (spec §9): A4 portrait; Summary, Asset Ownership and Debt Responsibility
 * on page one; Assets, Debts and Disputed Items from page two, Disputed Items on a fresh page
 * once the content has passed 180 mm. Money in US dollars with cents.
 *
 * This module pulls in jsPDF and its table plugin, so the page only ever loads it with a dynamic
 * import() when Export PDF is pressed. It builds the document and returns it; saving is the
 * caller's job, which keeps it testable without a browser download.
 */
import { format } from 'date-fns';
import { jsPDF } from 'jspdf';
import { autoTable, type RowInput, type UserOptions } from 'jspdf-autotable';
import { formatUsd } from '@shared/money';
import { categoryName, ownershipLabel, type NetworthItemDto } from '@shared/networth';
import type { NetworthSummary } from '@shared/networth';
import { ownershipRows, type OwnershipPanel } from './summary';

export const PDF_FILE_NAME = 'networth-report.pdf';
export const REPORT_TITLE = 'Fairsplit — Net Worth Report';
/** Below this line (mm from the top) the Disputed Items section starts on a new page. */
export const DISPUTED_ITEMS_BREAK_MM = 180;
export const NO_DISPUTE_DETAILS = 'No details provided';

const MARGIN_MM = 14;
const TOP_MM = 20;
const SECTION_GAP_MM = 12;
const HEADING_TO_TABLE_MM = 4;

/** Teal-700 and slate tones, as on screen. */
const ACCENT: [number, number, number] = [15, 118, 110];
const MUTED: [number, number, number] = [71, 85, 105];
const RULE: [number, number, number] = [203, 213, 225];

export interface NetworthReportOptions {
  /** When the report was made (printed under the title). */
  generatedAt?: Date;
  /** Display names for category ids; 'Real Estate' style from the id when missing. */
  categoryNames?: ReadonlyMap<string, string>;
}

type DocWithTables = jsPDF & { lastAutoTable?: { finalY?: number } };

function finalY(doc: DocWithTables, fallback: number): number {
  return doc.lastAutoTable?.finalY ?? fallback;
}

function heading(doc: jsPDF, text: string, y: number): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.setTextColor(15, 23, 42);
  doc.text(text, MARGIN_MM, y);
  return y + HEADING_TO_TABLE_MM;
}

/**
 * The table look shared by every section: grid lines, accent header, totals in bold, and the
 * `numeric` columns right-aligned in every row, header and footer included.
 */
function table(
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
      textColor: [15, 23, 42],
      overflow: 'linebreak',
    },
    headStyles: { fillColor: ACCENT, textColor: 255, fontStyle: 'bold' },
    footStyles: { fillColor: [241, 245, 249], textColor: [15, 23, 42], fontStyle: 'bold' },
    showFoot: 'lastPage',
    didParseCell: (data) => {
      if (numeric.includes(data.column.index)) data.cell.styles.halign = 'right';
    },
    ...options,
  });
}

function emptyRow(text: string, columns: number): RowInput[] {
  return [[{ content: text, colSpan: columns, styles: { textColor: MUTED, fontStyle: 'italic' } }]];
}

function ownershipSection(
  doc: DocWithTables,
  title: string,
  summary: NetworthSummary,
  panel: OwnershipPanel,
  y: number,
): number {
  const startY = heading(doc, title, y);
  const total = panel === 'assets' ? summary.total_assets : summary.total_debts;
  table(doc, {
    startY,
    head: [['Owner', 'Amount', 'Percentage']],
    body: ownershipRows(summary, panel).map((row) => [row.label, row.amount, row.percentText]),
    foot: [[panel === 'assets' ? 'Total Assets' : 'Total Debts', formatUsd(total), '']],
    numeric: [1, 2],
  });
  return finalY(doc, startY) + SECTION_GAP_MM;
}

function inventorySection(
  doc: DocWithTables,
  items: readonly NetworthItemDto[],
  kind: 'asset' | 'debt',
  total: string,
  y: number,
  categoryLabel: (id: string) => string,
): number {
  const startY = heading(doc, kind === 'asset' ? 'Assets' : 'Debts', y);
  const rows = items.filter((item) => item.classification === kind);
  table(doc, {
    startY,
    head: [['Name', 'Category', 'Ownership', kind === 'asset' ? 'Value' : 'Amount', 'Status']],
    body:
      rows.length === 0
        ? emptyRow(kind === 'asset' ? 'No assets recorded.' : 'No debts recorded.', 5)
        : rows.map((item) => [
            item.name,
            categoryLabel(item.category),
            ownershipLabel(item.ownership),
            formatUsd(item.value),
            item.is_disputed ? 'Disputed' : 'Agreed',
          ]),
    foot: [[kind === 'asset' ? 'Total Assets' : 'Total Debts', '', '', formatUsd(total), '']],
    // Fixed widths (182 mm in all), so the Assets and Debts tables line up.
    columnStyles: {
      0: { cellWidth: 56 },
      1: { cellWidth: 36 },
      2: { cellWidth: 28 },
      3: { cellWidth: 34 },
      4: { cellWidth: 28 },
    },
    numeric: [3],
  });
  return finalY(doc, startY) + SECTION_GAP_MM;
}

function disputedSection(
  doc: DocWithTables,
  items: readonly NetworthItemDto[],
  y: number,
  categoryLabel: (id: string) => string,
): void {
  const disputed = items.filter((item) => item.is_disputed);
  const startY = heading(doc, 'Disputed Items', y);
  table(doc, {
    startY,
    head: [['Name', 'Type', 'Category', 'Value', 'Dispute Notes']],
    body:
      disputed.length === 0
        ? emptyRow('No disputed items.', 5)
        : disputed.map((item) => [
            item.name,
            item.classification === 'asset' ? 'Asset' : 'Debt',
            categoryLabel(item.category),
            formatUsd(item.value),
            item.dispute_notes?.trim() || NO_DISPUTE_DETAILS,
          ]),
    columnStyles: { 0: { cellWidth: 40 }, 4: { cellWidth: 60 } },
    numeric: [3],
  });
}

/** "Page 1 of 2" centred at the foot of every page. */
function pageNumbers(doc: jsPDF): void {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(...MUTED);
    doc.text(`Page ${page} of ${pages}`, width / 2, height - 10, { align: 'center' });
  }
}

/** Builds the report for a user's items and summary. */
export function buildNetworthReport(
  items: readonly NetworthItemDto[],
  summary: NetworthSummary,
  { generatedAt = new Date(), categoryNames }: NetworthReportOptions = {},
): jsPDF {
  const doc: DocWithTables = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const categoryLabel = (id: string) => categoryNames?.get(id) ?? categoryName(id);
  doc.setProperties({ title: REPORT_TITLE, creator: 'Fairsplit' });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(15, 23, 42);
  doc.text(REPORT_TITLE, MARGIN_MM, TOP_MM);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(...MUTED);
  doc.text(`Generated on ${format(generatedAt, 'MMMM d, yyyy')}`, MARGIN_MM, TOP_MM + 7);

  let y = heading(doc, 'Summary', TOP_MM + 20);
  table(doc, {
    startY: y,
    head: [['Figure', 'Amount']],
    body: [
      ['Net Worth', formatUsd(summary.net_worth)],
      ['Total Assets', formatUsd(summary.total_assets)],
      ['Total Debts', formatUsd(summary.total_debts)],
    ],
    numeric: [1],
  });
  y = finalY(doc, y) + SECTION_GAP_MM;
  y = ownershipSection(doc, 'Asset Ownership', summary, 'assets', y);
  ownershipSection(doc, 'Debt Responsibility', summary, 'debts', y);

  doc.addPage('a4', 'portrait');
  y = inventorySection(doc, items, 'asset', summary.total_assets, TOP_MM, categoryLabel);
  y = inventorySection(doc, items, 'debt', summary.total_debts, y, categoryLabel);

  // `y` already includes the gap; the rule is about where the content above ended.
  if (y - SECTION_GAP_MM > DISPUTED_ITEMS_BREAK_MM) {
    doc.addPage('a4', 'portrait');
    y = TOP_MM;
  }
  disputedSection(doc, items, y, categoryLabel);

  pageNumbers(doc);
  return doc;
}
