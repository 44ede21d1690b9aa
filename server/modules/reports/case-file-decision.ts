/**
 * The case file's decision-analysis page: the analysis of settling against going to trial that
 * the owner saved (shared/decision-analysis.ts), with the results that come with it, so the
 * page, the screen and the log say the same figures. A chart drawn with the PDF's own lines and
 * rectangles puts each outcome's net value and the expected value of trial against the
 * settlement value.
 */
import { outcomeKeys, phaseCost, type SavedDecision } from '@shared/decision-analysis';
import { type AmountText, formatUsd, requireAmountCents } from '@shared/money';
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
  paragraph,
  roomFor,
  SECTION_GAP_MM,
  sectionTitle,
  table,
} from './pdf-layout';
import { wordsOf } from './report-words';

export function decisionPage(doc: DocWithTables, decision: SavedDecision, timeZone: string): void {
  const w = wordsOf(doc);
  const { results } = decision;
  let y = sectionTitle(doc, w.sections.decision.title);
  bodyText(doc, MUTED);
  y = paragraph(doc, w.decisionSaved(new Date(decision.updated_at), timeZone), y);

  y = heading(doc, w.inputs, y + SECTION_GAP_MM - 4);
  table(doc, {
    startY: y,
    head: [[w.input, w.value]],
    body: [
      [w.offer, formatUsd(decision.offer)],
      [w.settlementCosts, formatUsd(decision.settlement_costs)],
      [w.monthsUntilDecision, String(decision.months)],
      [w.discountRate, w.percentAYear(decision.discount_rate)],
    ],
    numeric: [1],
  });

  y = roomFor(doc, finalY(doc, y) + SECTION_GAP_MM, 40);
  y = heading(doc, w.phasesOfLitigation, y);
  table(doc, {
    startY: y,
    head: [[w.phase, w.hours, w.hourlyRate, w.experts, w.courtCosts, w.cost]],
    body:
      decision.phases.length === 0
        ? emptyRow(w.noPhases, 6)
        : decision.phases.map((phase) => [
            phase.name,
            phase.hours,
            formatUsd(phase.rate),
            formatUsd(phase.experts),
            formatUsd(phase.court_costs),
            formatUsd(phaseCost(phase)),
          ]),
    foot: [[{ content: w.costOfLitigation, colSpan: 5 }, formatUsd(results.litigation_cost)]],
    numeric: [1, 2, 3, 4, 5],
  });
  // The rate and months most analyses start from are published figures: a reader may weigh them.
  y = roomFor(doc, finalY(doc, y) + 6, 20);
  bodyText(doc, MUTED);
  y = paragraph(doc, w.defaultsFrom, y, 9);
  for (const source of w.decisionSources) y = paragraph(doc, source, y, 9);

  y = roomFor(doc, y + SECTION_GAP_MM - 4, 50);
  y = heading(doc, w.results, y);
  table(doc, {
    startY: y,
    head: [[w.figure, w.amount]],
    body: [
      [w.costOfLitigation, formatUsd(results.litigation_cost)],
      [w.expectedValueOfTrial, formatUsd(results.ev_trial)],
      [w.settlementValue, formatUsd(results.settlement_value)],
      [w.difference, formatUsd(results.difference)],
      results.break_even_probability === null
        ? [{ content: w.noBreakEven, colSpan: 2 }]
        : [w.breakEvenProbability, `${results.break_even_probability}%`],
    ],
    numeric: [1],
  });
  y = roomFor(doc, finalY(doc, y) + 6, 12);
  bodyText(doc, MUTED);
  y = paragraph(doc, w.differenceNote, y, 9);

  const keys = outcomeKeys(decision.outcomes.length);
  const outcomes = decision.outcomes.map((outcome, index) => ({
    ...outcome,
    net: results.range[keys[index]!]!,
  }));
  y = roomFor(doc, y + SECTION_GAP_MM - 4, 40);
  y = heading(doc, w.rangeOfOutcomes, y);
  table(doc, {
    startY: y,
    head: [[w.outcome, w.probability, w.amountAtTrial, w.netValue]],
    body: outcomes.map((outcome) => [
      outcome.label,
      `${outcome.probability}%`,
      formatUsd(outcome.value),
      formatUsd(outcome.net),
    ]),
    numeric: [1, 2, 3],
  });
  y = roomFor(doc, finalY(doc, y) + 6, 12);
  bodyText(doc, MUTED);
  y = paragraph(doc, w.netValueNote, y, 9);

  const bars = [
    ...outcomes.map((outcome) => ({ label: outcome.label, amount: outcome.net, main: false })),
    { label: w.expectedValueOfTrial, amount: results.ev_trial, main: true },
  ];
  y = roomFor(doc, y + SECTION_GAP_MM - 4, 14 + chartHeight(bars.length));
  y = heading(doc, w.trialAgainstSettling, y);
  y = chart(doc, bars, `${w.settlementValue}: ${formatUsd(results.settlement_value)}`, {
    settlement: results.settlement_value,
    top: y + 2,
  });

  const note = decision.note?.trim();
  if (note) {
    y = roomFor(doc, y + SECTION_GAP_MM - 4, 24);
    y = heading(doc, w.whatElseMatters, y) + 2;
    bodyText(doc);
    doc.setFontSize(10);
    // Her note may run to 2,000 characters: it goes on to the next page where this one ends.
    const lines: string[] = doc.splitTextToSize(
      note,
      doc.internal.pageSize.getWidth() - 2 * MARGIN_MM,
    );
    for (const line of lines) {
      y = roomFor(doc, y, 5);
      doc.text(line, MARGIN_MM, y);
      y += 5;
    }
  }
  y = roomFor(doc, y + 4, 10);
  bodyText(doc, MUTED);
  paragraph(doc, w.estimateOnly, y);
}

// --- The chart ------------------------------------------------------------------------------

const LABEL_MM = 44;
/** Room beside a bar's end for its amount. */
const AMOUNT_MM = 26;
const BAR_MM = 7;
const BAR_GAP_MM = 4;
/** Above the bars: the settlement value's label. */
const CHART_TOP_MM = 7;
const OUTCOME_FILL: [number, number, number] = [148, 163, 184];

interface Bar {
  label: string;
  amount: AmountText;
  /** The expected value of trial, in the accent; the outcomes in grey. */
  main: boolean;
}

const chartHeight = (bars: number) => CHART_TOP_MM + bars * (BAR_MM + BAR_GAP_MM) + 2;

/**
 * One horizontal bar per value from a zero axis, negative values to its left, each labelled
 * with its amount, and a dashed vertical line at the settlement value; answers the line below.
 */
function chart(
  doc: DocWithTables,
  bars: readonly Bar[],
  settlementLabel: string,
  { settlement, top }: { settlement: AmountText; top: number },
): number {
  const width = doc.internal.pageSize.getWidth();
  const cents = bars.map((bar) => requireAmountCents(bar.amount));
  const settlementCents = requireAmountCents(settlement);
  const low = Math.min(0, settlementCents, ...cents);
  const high = Math.max(0, settlementCents, ...cents);
  // Room for the amounts beside the bars' ends: left of a negative bar, right of any other.
  const left = MARGIN_MM + LABEL_MM + (cents.some((value) => value < 0) ? AMOUNT_MM : 0);
  const right = width - MARGIN_MM - (cents.some((value) => value >= 0) ? AMOUNT_MM : 0);
  // All zero: the bars have no length, and the axis stands at the left.
  const x = (value: number) => left + ((value - low) / (high - low || 1)) * (right - left);
  const barsTop = top + CHART_TOP_MM;
  const barsBottom = barsTop + bars.length * (BAR_MM + BAR_GAP_MM) - BAR_GAP_MM;
  const rows = bars.map((bar, index) => {
    const value = cents[index]!;
    const barTop = barsTop + index * (BAR_MM + BAR_GAP_MM);
    return {
      bar,
      value,
      barTop,
      middle: barTop + BAR_MM / 2 + 1.2,
      from: x(Math.min(0, value)),
      to: x(Math.max(0, value)),
    };
  });

  for (const { bar, barTop, middle, from, to } of rows) {
    bodyText(doc);
    doc.setFont('helvetica', bar.main ? 'bold' : 'normal');
    doc.setFontSize(9);
    // A long name (up to 60 characters) goes smaller rather than past its bar.
    let label: string[] = doc.splitTextToSize(bar.label, LABEL_MM - 3);
    if (label.length > 2) {
      doc.setFontSize(7);
      label = doc.splitTextToSize(bar.label, LABEL_MM - 3);
    }
    const lineMm = (doc.getFontSize() * doc.getLineHeightFactor() * 25.4) / 72;
    doc.text(label, MARGIN_MM, middle - ((label.length - 1) * lineMm) / 2);
    doc.setFillColor(...(bar.main ? ACCENT : OUTCOME_FILL));
    if (to > from) doc.rect(from, barTop, to - from, BAR_MM, 'F');
  }

  // The lines go over the bars, so the settlement value shows where a bar passes it.
  doc.setDrawColor(...MUTED);
  doc.setLineWidth(0.3);
  doc.line(x(0), barsTop - 2, x(0), barsBottom + 2);
  const at = x(settlementCents);
  doc.setDrawColor(...INK);
  doc.setLineWidth(0.4);
  doc.setLineDashPattern([1.5, 1], 0);
  doc.line(at, barsTop - 3, at, barsBottom + 2);
  doc.setLineDashPattern([], 0);

  // The amounts go over the lines, each on a white ground, so a line never strikes one through.
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  for (const { bar, value, middle, from, to } of rows) {
    const amount = formatUsd(bar.amount);
    const amountWidth = doc.getTextWidth(amount);
    const start = value < 0 ? from - 1.5 - amountWidth : to + 1.5;
    // Text is drawn in the fill colour: the ground's white is set again before each.
    doc.setFillColor(255, 255, 255);
    doc.rect(start - 0.5, middle - 3.2, amountWidth + 1, 4.2, 'F');
    doc.setTextColor(...INK);
    doc.text(amount, start, middle);
  }
  doc.setFont('helvetica', 'bold');
  const labelWidth = doc.getTextWidth(settlementLabel);
  const labelX = Math.min(Math.max(at - labelWidth / 2, MARGIN_MM), width - MARGIN_MM - labelWidth);
  doc.text(settlementLabel, labelX, barsTop - 4);
  doc.setFont('helvetica', 'normal');
  return barsBottom + 4;
}
