/**
 * The case file a user hands to a lawyer or mediator: a cover (who, when, the verification code
 * and where to check it, what is inside), a summary page, the asset and debt inventory, the
 * expense ledger by month, the event timeline and, when the owner saved them, the settlement
 * figures and the decision analysis, on A4 or US Letter. Every page's foot numbers it and
 * repeats the code and the export time.
 *
 * The server builds it (reports.service.ts), so the file it vouches for is the one it made.
 * This module builds the document and returns it; zipping and recording are the caller's job.
 *
 * Speed (500 items, 2,000 expenses and 300 events in well under 3 s): every text is formatted
 * once before drawing, and each section is one table, so the table plugin lays out each row once.
 */
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
  type Party,
  PARTY_LABELS,
} from '@shared/events';
import type { Language } from '@shared/language';
import type { SavedDecision } from '@shared/decision-analysis';
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
  bodyText,
  type DocWithTables,
  emptyRow,
  finalY,
  heading,
  INK,
  MARGIN_MM,
  MUTED,
  pageFooters,
  paragraph,
  roomFor,
  SECTION_GAP_MM,
  sectionTitle,
  table,
  type Verification,
} from './pdf-layout';
import { PLAIN_SPOUSE_LABELS, type SpouseLabels } from '@shared/parties';
import { RISK_BAND_LABELS, type SettlementResult } from '@shared/settlement';
import { RISK_BAND_LABELS_ES } from '@shared/locales/settlement.es';
import { type SettlementScenarioDto } from '@shared/settlement-scenario';
import type { PaperSize } from '@shared/paper-size';
import { decisionPage } from './case-file-decision';
import { languageOf, REPORT_WORDS, wordsOf, writeIn } from './report-words';

export { CASE_FILE_PDF_NAME } from '@shared/exports';
const ENGLISH = REPORT_WORDS.en;

/** The sections after the cover, in order, as their titles and the cover's list say them. */
export const CASE_FILE_SECTIONS = ENGLISH.sections;
type SectionId = keyof typeof CASE_FILE_SECTIONS;

/** The cover's and the empty tables' words, in English (report-words.ts has every language). */
export const CASE_FILE_PDF_TEXTS = {
  whatsInside: ENGLISH.whatsInside,
  verificationCode: ENGLISH.verificationCode,
  noItems: ENGLISH.noItems,
  noExpenses: ENGLISH.noExpenses,
  noEvents: ENGLISH.noEvents,
  noDisputeDetails: ENGLISH.noDisputeDetails,
  disclaimer: ENGLISH.disclaimer,
};

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
  /** The decision analysis the user saved, with its results. */
  decision?: SavedDecision;
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
  /** The language the file is written in (the request's: server/http/language.ts). */
  language?: Language;
}

const LIGHT_FILL: [number, number, number] = [241, 245, 249];

// --- Figures, computed once -----------------------------------------------------------------

const byDateThenId = <T extends { date: string; id: number }>(a: T, b: T) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

/** 'Mar 05, 2025' for each distinct date, formatted once however many records share it. */
function displayDates(language: Language): (date: string) => string {
  const cache = new Map<string, string>();
  return (date) => {
    let text = cache.get(date);
    if (text === undefined) {
      text = formatDisplayDate(date, language);
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
function expenseMonths(expenses: readonly ExpenseDto[], doc: jsPDF): ExpenseMonth[] {
  const w = wordsOf(doc);
  const displayDate = displayDates(languageOf(doc));
  const months: ExpenseMonth[] = [];
  let key: string | null = null;
  for (const expense of [...expenses].sort(byDateThenId)) {
    const monthKey = expense.date.slice(0, 7);
    if (monthKey !== key) {
      key = monthKey;
      const first = calendarDateToLocalDate(`${monthKey}-01`);
      months.push({
        label: first === null ? monthKey : w.monthLabel(first),
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

function partyLabel(party: string, language: Language): string {
  if (language === 'en' && party in PARTY_LABELS) return PARTY_LABELS[party as Party];
  return formatParty(party, language);
}

// --- Pages ------------------------------------------------------------------------------------

function cover(
  doc: jsPDF,
  { name }: CaseFileData,
  { exportedAt, timeZone, verification, head }: CaseFileOptions,
): number {
  const w = wordsOf(doc);
  const width = doc.internal.pageSize.getWidth();
  const textWidth = width - 2 * MARGIN_MM;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(24);
  doc.setTextColor(...INK);
  doc.text(w.caseFileTitle, MARGIN_MM, 40);

  bodyText(doc);
  doc.setFontSize(12);
  doc.text(w.preparedFor(name), MARGIN_MM, 52);
  bodyText(doc, MUTED);
  doc.text(w.exportedLong(exportedAt, timeZone), MARGIN_MM, 59);

  // The verification box: the code, large, and the one address that checks it.
  const boxTop = 72;
  const link = `${verification.verifyUrl}?code=${encodeURIComponent(verification.code)}`;
  doc.setFontSize(10);
  const explanation: string[] = doc.splitTextToSize(
    w.anyoneCanCheck(verification.verifyUrl),
    textWidth - 12,
  );
  const boxHeight = 32 + explanation.length * 5 + (head ? 6 : 0);
  doc.setFillColor(...LIGHT_FILL);
  doc.setDrawColor(...ACCENT);
  doc.setLineWidth(0.4);
  doc.roundedRect(MARGIN_MM, boxTop, textWidth, boxHeight, 2, 2, 'FD');
  let y = boxTop + 8;
  doc.text(w.verificationCode, MARGIN_MM + 6, y);
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
    doc.text(w.recordsUpTo(head.seq, head.hash), MARGIN_MM + 6, y);
  }
  return boxTop + boxHeight + SECTION_GAP_MM + 4;
}

/** The cover's list of sections, with the page each starts on (known once they are drawn). */
function contents(doc: jsPDF, y: number, starts: Partial<Record<SectionId, number>>): void {
  const w = wordsOf(doc);
  const width = doc.internal.pageSize.getWidth();
  doc.setPage(1);
  heading(doc, w.whatsInside, y);
  y += 9;
  for (const [id, section] of Object.entries(w.sections) as [
    SectionId,
    (typeof CASE_FILE_SECTIONS)[SectionId],
  ][]) {
    if (starts[id] === undefined) continue;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    doc.setTextColor(...INK);
    doc.text(section.title, MARGIN_MM, y);
    doc.text(w.page(starts[id]), width - MARGIN_MM, y, { align: 'right' });
    bodyText(doc, MUTED);
    doc.setFontSize(10);
    doc.text(section.contents, MARGIN_MM, y + 5);
    y += 13;
  }
  bodyText(doc, MUTED);
  doc.setFontSize(9);
  doc.text(w.disclaimer, MARGIN_MM, doc.internal.pageSize.getHeight() - 20, {
    maxWidth: width - 2 * MARGIN_MM,
  });
}

function summaryPage(
  doc: DocWithTables,
  { networth, expenses, events }: CaseFileData,
  months: readonly ExpenseMonth[],
): void {
  let y = sectionTitle(doc, wordsOf(doc).sections.summary.title);
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
  const w = wordsOf(doc);
  const language = languageOf(doc);
  let y = heading(doc, w.netWorthHeading, top);
  table(doc, {
    startY: y,
    head: [[w.figure, w.amount]],
    body: [
      [w.totalAssets, formatUsd(summary.total_assets)],
      [w.totalDebts, formatUsd(summary.total_debts)],
    ],
    foot: [[w.netWorth, formatUsd(summary.net_worth)]],
    numeric: [1],
  });

  y = roomFor(doc, finalY(doc, y) + SECTION_GAP_MM, 40);
  y = heading(doc, w.proposedDivision, y) + 3;
  bodyText(doc, MUTED);
  y = paragraph(
    doc,
    w.targetShare(spouses.spouse_1, division.target_share, formatUsd(division.marital.net)),
    y,
  );
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(...INK);
  y = paragraph(doc, answerSentence(division, spouses, language), y + 2, 11);
  const note = estateNote(requireAmountCents(division.marital.net), language);
  if (note) {
    bodyText(doc);
    y = paragraph(doc, note, y + 1);
  }
  return roomFor(doc, y + SECTION_GAP_MM - 4, 40);
}

function expenseSummary(doc: DocWithTables, months: readonly ExpenseMonth[], top: number): number {
  const w = wordsOf(doc);
  const y = heading(doc, w.expensesByMonth, top);
  let count = 0;
  let totalCents = 0;
  const monthRows = months.map((month) => {
    count += month.rows.length;
    totalCents += month.totalCents;
    return [month.label, String(month.rows.length), money(month.totalCents)];
  });
  table(doc, {
    startY: y,
    head: [[w.month, w.expenses, w.total]],
    body: monthRows.length === 0 ? emptyRow(w.noExpenses, 3) : monthRows,
    foot: [[w.total, String(count), money(totalCents)]],
    numeric: [1, 2],
  });
  return roomFor(doc, finalY(doc, y) + SECTION_GAP_MM, 60);
}

function eventSummary(doc: DocWithTables, events: readonly EventDto[], top: number): void {
  const w = wordsOf(doc);
  const language = languageOf(doc);
  const y = heading(doc, w.eventsByConcern, top);
  const counts = new Map<string, number>();
  for (const event of events) {
    const label = concernLabel(event.concern_level, language);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const labels: string[] = CONCERN_LEVELS.map(({ level }) => concernLabel(level, language));
  const unknown = concernLabel(null, language);
  if (counts.has(unknown)) labels.push(unknown);
  table(doc, {
    startY: y,
    head: [[w.concernLevel, w.events]],
    body: labels.map((label) => [label, String(counts.get(label) ?? 0)]),
    foot: [[w.total, String(events.length)]],
    numeric: [1],
  });
}

function inventoryPage(
  doc: DocWithTables,
  { items, summary, spouses = PLAIN_SPOUSE_LABELS }: CaseFileNetworth,
): void {
  const w = wordsOf(doc);
  const language = languageOf(doc);
  const startY = sectionTitle(doc, w.sections.inventory.title);
  const rows = [
    ...items.filter((item) => item.classification === 'asset'),
    ...items.filter((item) => item.classification === 'debt'),
  ].map((item) => [
    nameWithNotes(item),
    item.classification === 'asset' ? w.asset : w.debt,
    categoryName(item.category, language),
    ownershipLabel(item.ownership, spouses, language),
    item.character === 'separate' ? w.separate : w.marital,
    proposedDivisionLabel(item, spouses, language),
    formatUsd(item.value),
    item.is_disputed ? item.dispute_notes?.trim() || w.noDisputeDetails : '',
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
        w.name,
        w.type,
        w.category,
        w.ownership,
        w.character,
        w.proposedDivision,
        w.value,
        w.disputeNotes,
      ],
    ],
    body: rows.length === 0 ? emptyRow(w.noItems, 8) : rows,
    foot: [
      total(w.totalAssets, summary.total_assets),
      total(w.totalDebts, summary.total_debts),
      total(w.netWorth, summary.net_worth),
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
  const w = wordsOf(doc);
  const startY = sectionTitle(doc, w.sections.ledger.title);
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
      { content: w.subtotal(month.label), colSpan: 2, styles: { fontStyle: 'bold' } },
      { content: money(month.totalCents), styles: { fontStyle: 'bold' } },
    ]);
    totalCents += month.totalCents;
  }
  table(doc, {
    startY,
    head: [[w.date, w.name, w.amount]],
    body: body.length === 0 ? emptyRow(w.noExpenses, 3) : body,
    foot: [[{ content: w.total, colSpan: 2 }, money(totalCents)]],
    columnStyles: { 0: { cellWidth: 30 }, 2: { cellWidth: 32 } },
    numeric: [2],
  });
}

function timelinePage(doc: DocWithTables, events: readonly EventDto[]): void {
  const w = wordsOf(doc);
  const language = languageOf(doc);
  const startY = sectionTitle(doc, w.sections.timeline.title);
  const displayDate = displayDates(language);
  const rows = [...events]
    .sort(byDateThenId)
    .map((event) => [
      displayDate(event.date),
      partyLabel(event.party, language),
      concernLabel(event.concern_level, language),
      event.description,
    ]);
  table(doc, {
    startY,
    head: [[w.date, w.party, w.concernLevel, w.description]],
    body: rows.length === 0 ? emptyRow(w.noEvents, 4) : rows,
    columnStyles: { 0: { cellWidth: 27 }, 1: { cellWidth: 34 }, 2: { cellWidth: 30 } },
  });
}

function settlementPage(
  doc: DocWithTables,
  { scenario, result, estateNote: note }: CaseFileSettlement,
  timeZone: string,
) {
  const w = wordsOf(doc);
  const riskBands = languageOf(doc) === 'es' ? RISK_BAND_LABELS_ES : RISK_BAND_LABELS;
  let y = sectionTitle(doc, w.sections.settlement.title);
  bodyText(doc, MUTED);
  y = paragraph(doc, w.savedFigures(new Date(scenario.updated_at), timeZone, note), y);
  y = heading(doc, w.inputs, y + SECTION_GAP_MM - 4);
  table(doc, {
    startY: y,
    head: [[w.input, w.value]],
    body: [
      [w.amountDivided, formatUsdWhole(result.netWorth)],
      [w.expensesIncurred, formatUsdWhole(result.expenses)],
      [w.settlementCosts, formatUsdWhole(scenario.settlement_costs)],
      [w.trialCosts, formatUsdWhole(scenario.trial_costs)],
      [w.settlementPercentage, `${scenario.settlement_percent}%`],
      [w.trialWorst, `${scenario.worst_percent}%`],
      [w.trialExpected, `${scenario.expected_percent}%`],
      [w.trialBest, `${scenario.best_percent}%`],
      [w.riskTolerance, w.riskOf10(scenario.risk_tolerance, riskBands[result.riskBand])],
    ],
    numeric: [1],
  });
  y = roomFor(doc, finalY(doc, y) + SECTION_GAP_MM, 60);
  y = heading(doc, w.result, y);
  table(doc, {
    startY: y,
    head: [[w.outcome, w.amount]],
    body: [
      [w.settlementAmount, formatUsdWhole(result.settlementAmount)],
      [w.netSettlement, formatUsdWhole(result.netSettlement)],
      [w.trialWorstNet, formatUsdWhole(result.trialOutcomes.worst)],
      [w.trialExpectedCase, formatUsdWhole(result.trialOutcomes.expected)],
      [w.trialBestCase, formatUsdWhole(result.trialOutcomes.best)],
      [w.breakEven, formatPercent(result.breakEvenPercent)],
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
  paragraph(doc, w.estimateOnly, y + 2);
}

/** Builds the case file for a user's records. */
export function buildCaseFilePdf(data: CaseFileData, options: CaseFileOptions): jsPDF {
  const doc: DocWithTables = new jsPDF({
    orientation: 'portrait',
    unit: 'mm',
    format: options.paperSize,
    compress: true,
  });
  writeIn(doc, options.language ?? 'en');
  const w = wordsOf(doc);
  doc.setProperties({ title: w.caseFileTitle, subject: data.name, creator: 'Fairsplit' });
  const { networth, expenses, events, settlement, decision } = data;
  const months = expenseMonths(expenses ?? [], doc);

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
  if (decision) section('decision', () => decisionPage(doc, decision, options.timeZone));
  contents(doc, contentsY, starts);

  pageFooters(doc, options.verification, w.exportedShort(options.exportedAt, options.timeZone));
  return doc;
}
