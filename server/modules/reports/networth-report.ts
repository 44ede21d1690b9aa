/**
 * The net worth report: A4 portrait; Summary, Asset Ownership and Debt Responsibility
 * on page one; Assets, Debts and Disputed Items from page two, Disputed Items on a fresh page
 * once the content has passed 180 mm. Money in US dollars with cents.
 *
 * The server builds it (reports.service.ts), so the file it vouches for is the one it made.
 * This module builds the document and returns it; recording and sending are the caller's job.
 */
import { jsPDF } from 'jspdf';
import type { Language } from '@shared/language';
import {
  answerSentence,
  type DivisionResponse,
  estateNote,
  proposedDivisionLabel,
} from '@shared/division';
import { centsToAmountText, formatUsd, requireAmountCents } from '@shared/money';
import {
  categoryName,
  nameWithNotes,
  ownershipLabel,
  type NetworthItemDto,
} from '@shared/networth';
import type { NetworthSummary } from '@shared/networth';
import { PLAIN_SPOUSE_LABELS, type SpouseLabels } from '@shared/parties';
import {
  type DocWithTables,
  emptyRow,
  finalY,
  heading,
  INK,
  MARGIN_MM,
  MUTED,
  pageFooters,
  roomFor,
  SECTION_GAP_MM,
  table,
  TOP_MM,
  type Verification,
} from './pdf-layout';
import { ownershipRows, type OwnershipPanel } from '@shared/networth-summary';
import { languageOf, wordsOf, writeIn } from './report-words';

export { NETWORTH_REPORT_NAME as PDF_FILE_NAME } from '@shared/exports';
/** Below this line (mm from the top) the Disputed Items section starts on a new page. */
export const DISPUTED_ITEMS_BREAK_MM = 180;

export interface NetworthReportOptions {
  /** When the report was made (printed under the title). */
  generatedAt?: Date;
  /** The reader's IANA time zone, in which that date is printed (UTC when not given). */
  timeZone?: string;
  /** Display names for category ids; 'Real Estate' style from the id when missing. */
  categoryNames?: ReadonlyMap<string, string>;
  /** The export's verification code and where to check it, printed on every page's foot. */
  verification?: Verification;
  /** The proposed division (GET /api/networth/division), on a page of its own at the end. */
  division?: DivisionResponse;
  /** Who is who: 'Spouse 1 (you, Jo)' beside each label (plain labels when absent). */
  spouses?: SpouseLabels;
  /** The language the report is written in (the request's: server/http/language.ts). */
  language?: Language;
}

function ownershipSection(
  doc: DocWithTables,
  title: string,
  summary: NetworthSummary,
  panel: OwnershipPanel,
  y: number,
  spouses: SpouseLabels,
): number {
  const w = wordsOf(doc);
  const startY = heading(doc, title, y);
  const total = panel === 'assets' ? summary.total_assets : summary.total_debts;
  table(doc, {
    startY,
    head: [[w.owner, w.amount, w.percentage]],
    body: ownershipRows(summary, panel, spouses, languageOf(doc)).map((row) => [
      row.label,
      row.amount,
      row.percentText,
    ]),
    foot: [[panel === 'assets' ? w.totalAssets : w.totalDebts, formatUsd(total), '']],
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
  spouses: SpouseLabels,
): number {
  const w = wordsOf(doc);
  const startY = heading(doc, kind === 'asset' ? w.assets : w.debts, y);
  const rows = items.filter((item) => item.classification === kind);
  table(doc, {
    startY,
    head: [[w.name, w.category, w.ownership, kind === 'asset' ? w.value : w.amount, w.status]],
    body:
      rows.length === 0
        ? emptyRow(kind === 'asset' ? w.noAssets : w.noDebts, 5)
        : rows.map((item) => [
            nameWithNotes(item),
            categoryLabel(item.category),
            ownershipLabel(item.ownership, spouses, languageOf(doc)),
            formatUsd(item.value),
            item.is_disputed ? w.disputed : w.agreed,
          ]),
    foot: [[kind === 'asset' ? w.totalAssets : w.totalDebts, '', '', formatUsd(total), '']],
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
  const w = wordsOf(doc);
  const disputed = items.filter((item) => item.is_disputed);
  const startY = heading(doc, w.disputedItems, y);
  table(doc, {
    startY,
    head: [[w.name, w.type, w.category, w.value, w.disputeNotesTitle]],
    body:
      disputed.length === 0
        ? emptyRow(w.noDisputed, 5)
        : disputed.map((item) => [
            item.name,
            item.classification === 'asset' ? w.asset : w.debt,
            categoryLabel(item.category),
            formatUsd(item.value),
            item.dispute_notes?.trim() || w.noDisputeDetails,
          ]),
    columnStyles: { 0: { cellWidth: 40 }, 4: { cellWidth: 60 } },
    numeric: [3],
  });
}

type Spouse = 'spouse_1' | 'spouse_2';

/**
 * The balance sheet of the proposed division: what each spouse receives in kind, their share of
 * what is sold or undecided, the payment, and what each ends with; then the sentence, and the
 * separate property kept out of the division.
 */
function divisionSection(
  doc: DocWithTables,
  items: readonly NetworthItemDto[],
  division: DivisionResponse,
  spouses: SpouseLabels,
): void {
  const w = wordsOf(doc);
  const language = languageOf(doc);
  const textWidth = doc.internal.pageSize.getWidth() - 2 * MARGIN_MM;
  doc.addPage('a4', 'portrait');
  let y = heading(doc, w.proposedDivision, TOP_MM);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(...MUTED);
  doc.text(
    w.targetShare(spouses.spouse_1, division.target_share, formatUsd(division.marital.net)),
    MARGIN_MM,
    y,
  );
  y += 4;
  const paymentTo = (spouse: Spouse) => {
    const amount = requireAmountCents(division.payment.amount);
    if (division.payment.to === spouse) return amount;
    return division.payment.from === spouse ? -amount : 0;
  };
  const column = (spouse: Spouse) => {
    const side = division[spouse];
    const payment = paymentTo(spouse);
    const sold =
      requireAmountCents(side.after_payment) - requireAmountCents(side.receives_net) - payment;
    return [
      formatUsd(side.receives_net),
      formatUsd(centsToAmountText(sold)),
      `${payment > 0 ? '+' : ''}${formatUsd(centsToAmountText(payment))}`,
      formatUsd(side.after_payment),
    ];
  };
  const [one, two] = [column('spouse_1'), column('spouse_2')];
  const labels = [w.receivesNet, w.shareToSell, w.equalizationPayment];
  table(doc, {
    startY: y,
    head: [['', spouses.spouse_1, spouses.spouse_2]],
    body: labels.map((label, row) => [label, one[row]!, two[row]!]),
    foot: [[w.totalAfterPayment, one[3]!, two[3]!]],
    numeric: [1, 2],
  });
  y = finalY(doc, y) + 8;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.setTextColor(...INK);
  const sentence: string[] = doc.splitTextToSize(
    answerSentence(division, spouses, language),
    textWidth,
  );
  doc.text(sentence, MARGIN_MM, y);
  y += sentence.length * 6;
  const note = estateNote(requireAmountCents(division.marital.net), language);
  if (note) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    const lines: string[] = doc.splitTextToSize(note, textWidth);
    doc.text(lines, MARGIN_MM, y);
    y += lines.length * 5;
  }

  // Each marital item and where it is proposed to go, as the Division tab lists them.
  const marital = items.filter((item) => item.character !== 'separate');
  table(doc, {
    startY: heading(doc, w.whereEachItemGoes, roomFor(doc, y + SECTION_GAP_MM)),
    head: [[w.name, w.type, w.goesTo, w.value]],
    body:
      marital.length === 0
        ? emptyRow(w.noMaritalItems, 4)
        : marital.map((item) => [
            item.name,
            item.classification === 'asset' ? w.asset : w.debt,
            proposedDivisionLabel(item, spouses, language),
            formatUsd(item.value),
          ]),
    numeric: [3],
  });

  const separate = items.filter((item) => item.character === 'separate');
  table(doc, {
    startY: heading(doc, w.separateProperty, roomFor(doc, finalY(doc, y) + SECTION_GAP_MM)),
    head: [[w.name, w.owner, w.type, w.value]],
    body:
      separate.length === 0
        ? emptyRow(w.noSeparateProperty, 4)
        : separate.map((item) => [
            item.name,
            ownershipLabel(item.ownership, spouses, language),
            item.classification === 'asset' ? w.asset : w.debt,
            formatUsd(item.value),
          ]),
    numeric: [3],
  });
}

/** Builds the report for a user's items and summary. */
export function buildNetworthReport(
  items: readonly NetworthItemDto[],
  summary: NetworthSummary,
  {
    generatedAt = new Date(),
    timeZone = 'UTC',
    categoryNames,
    verification,
    division,
    spouses = PLAIN_SPOUSE_LABELS,
    language = 'en',
  }: NetworthReportOptions = {},
): jsPDF {
  const doc: DocWithTables = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  writeIn(doc, language);
  const w = wordsOf(doc);
  const categoryLabel = (id: string) =>
    language === 'en' ? (categoryNames?.get(id) ?? categoryName(id)) : categoryName(id, language);
  doc.setProperties({ title: w.networthTitle, creator: 'Fairsplit' });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(...INK);
  doc.text(w.networthTitle, MARGIN_MM, TOP_MM);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(...MUTED);
  doc.text(w.generatedOn(generatedAt, timeZone), MARGIN_MM, TOP_MM + 7);

  let y = heading(doc, w.summary, TOP_MM + 20);
  table(doc, {
    startY: y,
    head: [[w.figure, w.amount]],
    body: [
      [w.netWorth, formatUsd(summary.net_worth)],
      [w.totalAssets, formatUsd(summary.total_assets)],
      [w.totalDebts, formatUsd(summary.total_debts)],
    ],
    numeric: [1],
  });
  y = finalY(doc, y) + SECTION_GAP_MM;
  y = ownershipSection(doc, w.assetOwnership, summary, 'assets', y, spouses);
  ownershipSection(doc, w.debtResponsibility, summary, 'debts', y, spouses);

  doc.addPage('a4', 'portrait');
  y = inventorySection(doc, items, 'asset', summary.total_assets, TOP_MM, categoryLabel, spouses);
  y = inventorySection(doc, items, 'debt', summary.total_debts, y, categoryLabel, spouses);

  // `y` already includes the gap; the rule is about where the content above ended.
  if (y - SECTION_GAP_MM > DISPUTED_ITEMS_BREAK_MM) {
    doc.addPage('a4', 'portrait');
    y = TOP_MM;
  }
  disputedSection(doc, items, y, categoryLabel);
  if (division) divisionSection(doc, items, division, spouses);

  pageFooters(doc, verification);
  return doc;
}
