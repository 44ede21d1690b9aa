/**
 * The case file a user hands to a lawyer or mediator: a cover (who, when, the verification code
 * and where to check it, what is inside), a summary page, the asset and debt inventory, the
 * expense ledger by month and the event timeline, on A4 or US Letter. Every page's foot numbers
 * it and repeats the code and the export time.
 *
 * The server builds it (reports.service.ts), so the file it vouches for is the one it made.
 * This module builds the document and returns it; zipping and recording are the caller's job.
 *
 * Speed (500 items, 2,000 expenses and 300 events in well under 3 s): every text is formatted
 * once before drawing, and each section is one table, so the table plugin lays out each row once.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { jsPDF } from 'jspdf';
import type { CellInput, RowInput } from 'jspdf-autotable';
import { calendarDateToLocalDate, formatDisplayDate } from '@shared/dates';
import {
  answerSentence,
  type DivisionResponse,
  estateNote,
  proposedDivisionLabel,
} from '@shared/division';
import {
  CONCERN_LEVELS,
  concernLabel,
  type EventDto,
  formatParty,
  PARTY_LABELS,
} from '@shared/events';
import type { ExpenseDto } from '@shared/expenses';
import {
  centsToAmountText,
  formatPercent,
  formatUsd,
  formatUsdWhole,
  requireAmountCents,
} from '@shared/money';
import {
  categoryName,
  nameWithNotes,
  type NetworthItemDto,
  type NetworthSummary,
  ownershipLabel,
} from '@shared/networth';
import {
  ACCENT,
  type DocWithTables,
  emptyRow,
  finalY,
  heading,
  INK,
  MARGIN_MM,
  MUTED,
  pageFooters,
  paragraph,
  SECTION_GAP_MM,
  table,
  TOP_MM,
  type Verification,
} from './pdf-layout';
import { PLAIN_SPOUSE_LABELS, type SpouseLabels } from '@shared/parties';
import { RISK_BAND_LABELS, type SettlementResult } from '@shared/settlement';
import { type SettlementScenarioDto } from '@shared/settlement-scenario';
import type { PaperSize } from '@shared/paper-size';

export { CASE_FILE_PDF_NAME } from '@shared/exports';
const CASE_FILE_TITLE = 'Fairsplit — Case File';

/** The sections after the cover, in order, as their titles and the cover's list say them. */
export const CASE_FILE_SECTIONS = {
  summary: {
    title: 'Summary',
    contents: 'Net worth, the proposed division, expenses by month, events by concern level',
  },
  inventory: {
    title: 'Assets and debts',
    contents: 'Every item with its ownership, character, proposed division and dispute notes',
  },
  ledger: {
    title: 'Expense ledger',
    contents: 'Every expense by month, with a subtotal for each month',
  },
  timeline: {
    title: 'Event timeline',
    contents: 'Every event in date order, with its concern level',
  },
  settlement: {
    title: 'Settlement vs. trial',
    contents: 'The figures saved in the calculator, and their result on these records',
  },
} as const;
type SectionId = keyof typeof CASE_FILE_SECTIONS;

export const CASE_FILE_PDF_TEXTS = {
  whatsInside: "What's inside",
  verificationCode: 'Verification code',
  noItems: 'No assets or debts recorded.',
  noExpenses: 'No expenses recorded.',
  noEvents: 'No events recorded.',
  noDisputeDetails: 'No details provided',
  disclaimer:
    'Fairsplit gives general information only. It is not a law firm and this is not legal or financial advice.',
} as const;

/** The net-worth part of a case file: the items, their totals and their division. */
export interface CaseFileNetworth {
  items: readonly NetworthItemDto[];
  summary: NetworthSummary;
  division: DivisionResponse;
  /** Who is who, as the owner said it: 'Spouse 1 (you, Jo)' (plain labels when absent). */
  spouses?: SpouseLabels;
}

/**
 * What the case file is made of: the user's records as the API answers for them. A case file
 * made from a shared view holds only what the share covers: a part left out is neither
 * summarised nor listed, and the cover's contents do not name it.
 */
export interface CaseFileData {
  /** The account holder's display name (a shared view's: the owner's initials). */
  name: string;
  networth?: CaseFileNetworth;
  expenses?: readonly ExpenseDto[];
  events?: readonly EventDto[];
  /** The settlement calculator's saved figures and their result, when the user saved some. */
  settlement?: CaseFileSettlement;
}

/** The saved figures, and the calculator's answer for them on the records in this file. */
export interface CaseFileSettlement {
  scenario: SettlementScenarioDto;
  result: SettlementResult;
  /** What was divided: the net worth, or the division's marital estate (and why, if it is $0). */
  estateNote: string;
}

export interface CaseFileOptions {
  paperSize: PaperSize;
  /** The snapshot's time: the moment the records were vouched for. */
  exportedAt: Date;
  /** The reader's IANA time zone, in which the export's time is printed. */
  timeZone: string;
  verification: Verification;
  /** The last change the snapshot covers, printed on the cover. */
  head?: { seq: number; hash: string };
}

const BOTTOM_MM = 20;
const LIGHT_FILL: [number, number, number] = [241, 245, 249];

/** A section's title at the top of its page, with an accent rule under it. */
function sectionTitle(doc: jsPDF, text: string): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(...INK);
  doc.text(text, MARGIN_MM, TOP_MM);
  doc.setDrawColor(...ACCENT);
  doc.setLineWidth(0.6);
  doc.line(MARGIN_MM, TOP_MM + 3, doc.internal.pageSize.getWidth() - MARGIN_MM, TOP_MM + 3);
  return TOP_MM + 14;
}

/** `y`, or the top of a new page when less than `needed` mm are left on this one. */
function roomFor(doc: jsPDF, y: number, needed: number): number {
  if (y + needed <= doc.internal.pageSize.getHeight() - BOTTOM_MM) return y;
  doc.addPage();
  return TOP_MM;
}

/** Body text: normal weight, in `color`, for `paragraph`. */
function bodyText(doc: jsPDF, color: [number, number, number] = INK): void {
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(...color);
}

// --- Figures, computed once -----------------------------------------------------------------

const byDateThenId = <T extends { date: string; id: number }>(a: T, b: T) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

/** 'Mar 05, 2025' for each distinct date, formatted once however many records share it. */
function displayDates(): (date: string) => string {
  const cache = new Map<string, string>();
  return (date) => {
    let text = cache.get(date);
    if (text === undefined) {
      text = formatDisplayDate(date);
      cache.set(date, text);
    }
    return text;
  };
}

interface ExpenseMonth {
  /** 'March 2025'. */
  label: string;
  rows: [string, string, string][];
  totalCents: number;
}

/** The expenses in date order, grouped by calendar month, each row's texts made once. */
function expenseMonths(expenses: readonly ExpenseDto[]): ExpenseMonth[] {
  const displayDate = displayDates();
  const months: ExpenseMonth[] = [];
  let key: string | null = null;
  for (const expense of [...expenses].sort(byDateThenId)) {
    const monthKey = expense.date.slice(0, 7);
    if (monthKey !== key) {
      key = monthKey;
      const first = calendarDateToLocalDate(`${monthKey}-01`);
      months.push({
        label: first === null ? monthKey : format(first, 'MMMM yyyy'),
        rows: [],
        totalCents: 0,
      });
    }
    const month = months[months.length - 1]!;
    month.rows.push([displayDate(expense.date), expense.name, formatUsd(expense.amount)]);
    month.totalCents += requireAmountCents(expense.amount);
  }
  return months;
}

const money = (cents: number) => formatUsd(centsToAmountText(cents));

function partyLabel(party: string): string {
  return (PARTY_LABELS as Readonly<Record<string, string>>)[party] ?? formatParty(party);
}

// --- Pages ------------------------------------------------------------------------------------

function cover(
  doc: jsPDF,
  { name }: CaseFileData,
  { exportedAt, timeZone, verification, head }: CaseFileOptions,
): number {
  const width = doc.internal.pageSize.getWidth();
  const textWidth = width - 2 * MARGIN_MM;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(24);
  doc.setTextColor(...INK);
  doc.text(CASE_FILE_TITLE, MARGIN_MM, 40);

  bodyText(doc);
  doc.setFontSize(12);
  doc.text(`Prepared for ${name}`, MARGIN_MM, 52);
  bodyText(doc, MUTED);
  doc.text(
    `Exported ${format(exportedAt, "MMMM d, yyyy 'at' h:mm a (O)", { in: tz(timeZone) })}`,
    MARGIN_MM,
    59,
  );

  // The verification box: the code, large, and the one address that checks it.
  const boxTop = 72;
  const link = `${verification.verifyUrl}?code=${encodeURIComponent(verification.code)}`;
  doc.setFontSize(10);
  const explanation: string[] = doc.splitTextToSize(
    'Anyone can check that this case file is the one exported, unchanged, without an account: ' +
      `open ${verification.verifyUrl} and enter the code, or open the address below.`,
    textWidth - 12,
  );
  const boxHeight = 32 + explanation.length * 5 + (head ? 6 : 0);
  doc.setFillColor(...LIGHT_FILL);
  doc.setDrawColor(...ACCENT);
  doc.setLineWidth(0.4);
  doc.roundedRect(MARGIN_MM, boxTop, textWidth, boxHeight, 2, 2, 'FD');
  let y = boxTop + 8;
  doc.text(CASE_FILE_PDF_TEXTS.verificationCode, MARGIN_MM + 6, y);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(...INK);
  doc.text(verification.code, MARGIN_MM + 6, y + 9);
  y += 17;
  bodyText(doc);
  doc.setFontSize(10);
  doc.text(explanation, MARGIN_MM + 6, y);
  y += explanation.length * 5;
  doc.setTextColor(...ACCENT);
  doc.textWithLink(link, MARGIN_MM + 6, y, { url: link });
  if (head) {
    y += 6;
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    doc.text(`Records up to change ${head.seq} · hash ${head.hash}`, MARGIN_MM + 6, y);
  }
  return boxTop + boxHeight + SECTION_GAP_MM + 4;
}

/** The cover's list of sections, with the page each starts on (known once they are drawn). */
function contents(doc: jsPDF, y: number, starts: Partial<Record<SectionId, number>>): void {
  const width = doc.internal.pageSize.getWidth();
  doc.setPage(1);
  heading(doc, CASE_FILE_PDF_TEXTS.whatsInside, y);
  y += 9;
  for (const [id, section] of Object.entries(CASE_FILE_SECTIONS) as [
    SectionId,
    (typeof CASE_FILE_SECTIONS)[SectionId],
  ][]) {
    if (starts[id] === undefined) continue;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    doc.setTextColor(...INK);
    doc.text(section.title, MARGIN_MM, y);
    doc.text(`Page ${starts[id]}`, width - MARGIN_MM, y, { align: 'right' });
    bodyText(doc, MUTED);
    doc.setFontSize(10);
    doc.text(section.contents, MARGIN_MM, y + 5);
    y += 13;
  }
  bodyText(doc, MUTED);
  doc.setFontSize(9);
  doc.text(CASE_FILE_PDF_TEXTS.disclaimer, MARGIN_MM, doc.internal.pageSize.getHeight() - 20, {
    maxWidth: width - 2 * MARGIN_MM,
  });
}

function summaryPage(
  doc: DocWithTables,
  { networth, expenses, events }: CaseFileData,
  months: readonly ExpenseMonth[],
): void {
  let y = sectionTitle(doc, CASE_FILE_SECTIONS.summary.title);
  if (networth) y = networthSummary(doc, networth, y);
  if (expenses) y = expenseSummary(doc, months, y);
  if (events) eventSummary(doc, events, y);
}

/** Net worth and the proposed division; answers where the next block may start. */
function networthSummary(
  doc: DocWithTables,
  { summary, division, spouses = PLAIN_SPOUSE_LABELS }: CaseFileNetworth,
  top: number,
): number {
  let y = heading(doc, 'Net worth', top);
  table(doc, {
    startY: y,
    head: [['Figure', 'Amount']],
    body: [
      ['Total Assets', formatUsd(summary.total_assets)],
      ['Total Debts', formatUsd(summary.total_debts)],
    ],
    foot: [['Net Worth', formatUsd(summary.net_worth)]],
    numeric: [1],
  });

  y = roomFor(doc, finalY(doc, y) + SECTION_GAP_MM, 40);
  y = heading(doc, 'Proposed division', y) + 3;
  bodyText(doc, MUTED);
  y = paragraph(
    doc,
    `${spouses.spouse_1}'s target share of the marital estate: ${division.target_share}%. ` +
      `Marital estate: ${formatUsd(division.marital.net)}.`,
    y,
  );
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(...INK);
  y = paragraph(doc, answerSentence(division, spouses), y + 2, 11);
  const note = estateNote(requireAmountCents(division.marital.net));
  if (note) {
    bodyText(doc);
    y = paragraph(doc, note, y + 1);
  }
  return roomFor(doc, y + SECTION_GAP_MM - 4, 40);
}

function expenseSummary(doc: DocWithTables, months: readonly ExpenseMonth[], top: number): number {
  const y = heading(doc, 'Expenses by month', top);
  let count = 0;
  let totalCents = 0;
  const monthRows = months.map((month) => {
    count += month.rows.length;
    totalCents += month.totalCents;
    return [month.label, String(month.rows.length), money(month.totalCents)];
  });
  table(doc, {
    startY: y,
    head: [['Month', 'Expenses', 'Total']],
    body: monthRows.length === 0 ? emptyRow(CASE_FILE_PDF_TEXTS.noExpenses, 3) : monthRows,
    foot: [['Total', String(count), money(totalCents)]],
    numeric: [1, 2],
  });
  return roomFor(doc, finalY(doc, y) + SECTION_GAP_MM, 60);
}

function eventSummary(doc: DocWithTables, events: readonly EventDto[], top: number): void {
  const y = heading(doc, 'Events by concern level', top);
  const counts = new Map<string, number>();
  for (const event of events) {
    const label = concernLabel(event.concern_level);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const labels: string[] = CONCERN_LEVELS.map((level) => level.label);
  if (counts.has('Unknown')) labels.push('Unknown');
  table(doc, {
    startY: y,
    head: [['Concern level', 'Events']],
    body: labels.map((label) => [label, String(counts.get(label) ?? 0)]),
    foot: [['Total', String(events.length)]],
    numeric: [1],
  });
}

function inventoryPage(
  doc: DocWithTables,
  { items, summary, spouses = PLAIN_SPOUSE_LABELS }: CaseFileNetworth,
): void {
  const startY = sectionTitle(doc, CASE_FILE_SECTIONS.inventory.title);
  const rows = [
    ...items.filter((item) => item.classification === 'asset'),
    ...items.filter((item) => item.classification === 'debt'),
  ].map((item) => [
    nameWithNotes(item),
    item.classification === 'asset' ? 'Asset' : 'Debt',
    categoryName(item.category),
    ownershipLabel(item.ownership, spouses),
    item.character === 'separate' ? 'Separate' : 'Marital',
    proposedDivisionLabel(item, spouses),
    formatUsd(item.value),
    item.is_disputed ? item.dispute_notes?.trim() || CASE_FILE_PDF_TEXTS.noDisputeDetails : '',
  ]);
  const total = (label: string, amount: string): CellInput[] => [
    { content: label, colSpan: 6 },
    formatUsd(amount),
    '',
  ];
  table(doc, {
    startY,
    head: [
      [
        'Name',
        'Type',
        'Category',
        'Ownership',
        'Character',
        'Proposed division',
        'Value',
        'Dispute notes',
      ],
    ],
    body: rows.length === 0 ? emptyRow(CASE_FILE_PDF_TEXTS.noItems, 8) : rows,
    foot: [
      total('Total Assets', summary.total_assets),
      total('Total Debts', summary.total_debts),
      total('Net Worth', summary.net_worth),
    ],
    styles: { fontSize: 8, cellPadding: 1.6 },
    columnStyles: {
      1: { cellWidth: 13 },
      2: { cellWidth: 24 },
      3: { cellWidth: 19 },
      4: { cellWidth: 18 },
      5: { cellWidth: 27 },
      6: { cellWidth: 25 },
    },
    numeric: [6],
  });
}

function ledgerPage(doc: DocWithTables, months: readonly ExpenseMonth[]): void {
  const startY = sectionTitle(doc, CASE_FILE_SECTIONS.ledger.title);
  const body: RowInput[] = [];
  let totalCents = 0;
  for (const month of months) {
    body.push([
      {
        content: month.label,
        colSpan: 3,
        styles: { fontStyle: 'bold', fillColor: LIGHT_FILL, textColor: ACCENT },
      },
    ]);
    body.push(...month.rows);
    body.push([
      { content: `Subtotal, ${month.label}`, colSpan: 2, styles: { fontStyle: 'bold' } },
      { content: money(month.totalCents), styles: { fontStyle: 'bold' } },
    ]);
    totalCents += month.totalCents;
  }
  table(doc, {
    startY,
    head: [['Date', 'Name', 'Amount']],
    body: body.length === 0 ? emptyRow(CASE_FILE_PDF_TEXTS.noExpenses, 3) : body,
    foot: [[{ content: 'Total', colSpan: 2 }, money(totalCents)]],
    columnStyles: { 0: { cellWidth: 30 }, 2: { cellWidth: 32 } },
    numeric: [2],
  });
}

function timelinePage(doc: DocWithTables, events: readonly EventDto[]): void {
  const startY = sectionTitle(doc, CASE_FILE_SECTIONS.timeline.title);
  const displayDate = displayDates();
  const rows = [...events]
    .sort(byDateThenId)
    .map((event) => [
      displayDate(event.date),
      partyLabel(event.party),
      concernLabel(event.concern_level),
      event.description,
    ]);
  table(doc, {
    startY,
    head: [['Date', 'Party', 'Concern level', 'Description']],
    body: rows.length === 0 ? emptyRow(CASE_FILE_PDF_TEXTS.noEvents, 4) : rows,
    columnStyles: { 0: { cellWidth: 27 }, 1: { cellWidth: 34 }, 2: { cellWidth: 30 } },
  });
}

function settlementPage(
  doc: DocWithTables,
  { scenario, result, estateNote: note }: CaseFileSettlement,
  timeZone: string,
) {
  let y = sectionTitle(doc, CASE_FILE_SECTIONS.settlement.title);
  bodyText(doc, MUTED);
  y = paragraph(
    doc,
    `Figures saved in the Settlement vs. Trial Calculator on ${format(new Date(scenario.updated_at), 'MMMM d, yyyy', { in: tz(timeZone) })}, ` +
      `applied to the records in this file. ${note}`,
    y,
  );
  y = heading(doc, 'Inputs', y + SECTION_GAP_MM - 4);
  table(doc, {
    startY: y,
    head: [['Input', 'Value']],
    body: [
      ['Amount divided', formatUsdWhole(result.netWorth)],
      ['Expenses already incurred', formatUsdWhole(result.expenses)],
      ['Settlement costs', formatUsdWhole(scenario.settlement_costs)],
      ['Trial costs', formatUsdWhole(scenario.trial_costs)],
      ['Settlement percentage', `${scenario.settlement_percent}%`],
      ['Trial: worst case', `${scenario.worst_percent}%`],
      ['Trial: expected case', `${scenario.expected_percent}%`],
      ['Trial: best case', `${scenario.best_percent}%`],
      ['Risk tolerance', `${scenario.risk_tolerance} of 10 (${RISK_BAND_LABELS[result.riskBand]})`],
    ],
    numeric: [1],
  });
  y = roomFor(doc, finalY(doc, y) + SECTION_GAP_MM, 60);
  y = heading(doc, 'Result', y);
  table(doc, {
    startY: y,
    head: [['Outcome', 'Amount']],
    body: [
      ['Settlement amount', formatUsdWhole(result.settlementAmount)],
      [
        'Net settlement (after expenses and settlement costs)',
        formatUsdWhole(result.netSettlement),
      ],
      [
        'Trial, worst case (after expenses and trial costs)',
        formatUsdWhole(result.trialOutcomes.worst),
      ],
      ['Trial, expected case', formatUsdWhole(result.trialOutcomes.expected)],
      ['Trial, best case', formatUsdWhole(result.trialOutcomes.best)],
      ['Break-even settlement percentage', formatPercent(result.breakEvenPercent)],
    ],
    numeric: [1],
  });
  // The recommendation stays with the tables when its few lines fit under them.
  doc.setFontSize(10);
  const lines = doc.splitTextToSize(
    result.recommendation.text,
    doc.internal.pageSize.getWidth() - 2 * MARGIN_MM,
  ).length;
  y = roomFor(doc, finalY(doc, y) + SECTION_GAP_MM - 2, 18 + lines * 5);
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(...INK);
  y = paragraph(doc, result.recommendation.title, y, 11);
  bodyText(doc);
  y = paragraph(doc, result.recommendation.text, y + 1);
  bodyText(doc, MUTED);
  paragraph(
    doc,
    'An estimate from the figures above, not a prediction of what a court will decide.',
    y + 2,
  );
}

/** Builds the case file for a user's records. */
export function buildCaseFilePdf(data: CaseFileData, options: CaseFileOptions): jsPDF {
  const doc: DocWithTables = new jsPDF({
    orientation: 'portrait',
    unit: 'mm',
    format: options.paperSize,
    compress: true,
  });
  doc.setProperties({ title: CASE_FILE_TITLE, subject: data.name, creator: 'Fairsplit' });
  const { networth, expenses, events, settlement } = data;
  const months = expenseMonths(expenses ?? []);

  const contentsY = cover(doc, data, options);
  const starts: Partial<Record<SectionId, number>> = {};
  const section = (id: SectionId, draw: () => void) => {
    doc.addPage();
    starts[id] = doc.getNumberOfPages();
    draw();
  };
  section('summary', () => summaryPage(doc, data, months));
  if (networth) section('inventory', () => inventoryPage(doc, networth));
  if (expenses) section('ledger', () => ledgerPage(doc, months));
  if (events) section('timeline', () => timelinePage(doc, events));
  if (settlement) section('settlement', () => settlementPage(doc, settlement, options.timeZone));
  contents(doc, contentsY, starts);

  pageFooters(
    doc,
    options.verification,
    `Exported ${format(options.exportedAt, 'MMM d, yyyy HH:mm', { in: tz(options.timeZone) })}`,
  );
  return doc;
}
