/**
 * The case file's decision-analysis page, read back as a reader's PDF viewer reads it
 * (pdftotext, a table's row on one line), in English and in Spanish, and its chart from the
 * shapes the page draws.
 */
import { describe, expect, it } from 'vitest';
import type { jsPDF } from 'jspdf';
import { formatUsd } from '@shared/money';
import { pagesOf, pdfToText, textsOf } from '../../test/pdf-text';
import { buildCaseFilePdf, CASE_FILE_SECTIONS, type CaseFileOptions } from './case-file-pdf';
import { REPORT_WORDS } from './report-words';
import { aSavedDecision } from './test-data';

const options: CaseFileOptions = {
  paperSize: 'a4',
  exportedAt: new Date('2025-05-03T19:30:00Z'),
  timeZone: 'America/New_York',
  verification: { code: 'FS-7K2M-9QXD-4TWE-H3NP', verifyUrl: 'https://fairsplit.test/verify' },
};

/** The lines of a case file holding only `decision`, each trimmed, empty ones left out. */
function linesOf(decision: ReturnType<typeof aSavedDecision>, language: 'en' | 'es' = 'en') {
  const doc = buildCaseFilePdf({ name: 'J. S.', decision }, { ...options, language });
  return pdfToText(new Uint8Array(doc.output('arraybuffer')), { layout: true })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

describe('the decision analysis in the case file', () => {
  it('prints her inputs, the phases with their costs, the results, the range, the chart and her note', () => {
    const lines = linesOf(aSavedDecision());
    // DECISION_BODY's results (decision.router.test.ts checks them to the cent).
    const expected = [
      'Decision analysis',
      'Analysis saved on April 28, 2025. Each amount is received, or paid when it is negative.',
      'Inputs',
      'Input Value',
      'Offer $100,000.00',
      'Settlement costs $1,500.00',
      'Months until a decision 9',
      'Discount rate 5% a year',
      'What a trial costs',
      'Step Hours Hourly rate Experts Court costs Cost',
      // 20 h × $270 + $435; 30 h × $270 + $2,000.
      'Filing and discovery 20 $270.00 $0.00 $435.00 $5,835.00',
      'Trial 30 $270.00 $2,000.00 $0.00 $10,100.00',
      'Cost of a trial $15,935.00',
      'Where the defaults come from:',
      'Average hourly rate of a family-law attorney: $270 (Nolo survey of attorneys).',
      'Time to a decision: 9 months (263 days, the 75th percentile time to disposition of divorce cases, NCSC 2018, rounded up).',
      'Results',
      'Figure Amount',
      'Cost of a trial $15,935.00',
      'Expected value of trial $87,702.40',
      'Settlement value $98,500.00',
      'Difference -$10,797.60',
      'Break-even probability of the best outcome 44.8%',
      'Difference: the expected value of trial less the settlement value; above zero, trial is worth more on average.',
      'Range of outcomes',
      'Outcome Probability Amount at trial Net value',
      'Best 25% $150,000.00 $128,675.32',
      'Most likely 50% $110,000.00 $90,112.57',
      'Worst 25% $60,000.00 $41,909.13',
      "Net value: the amount at trial in today's money, discounted for the months until a decision, less the cost of a trial.",
      'Trial against settling',
      'Settlement value: $98,500.00',
      'Best $128,675.32',
      'Most likely $90,112.57',
      'Worst $41,909.13',
      'Expected value of trial $87,702.40',
      'What else matters',
      'Two more years of this would cost the children more than money.',
      'An estimate from the figures above, not a prediction of what a court will decide.',
    ];
    const page = lines.slice(lines.lastIndexOf('Decision analysis'));
    expect(page.filter((line) => !line.startsWith('Page '))).toEqual(expected);
    // The cover names it among what is inside.
    expect(lines).toContain(CASE_FILE_SECTIONS.decision.contents);
  });

  it('is in Spanish for a Spanish reader, her own words as she wrote them', () => {
    const lines = linesOf(
      aSavedDecision({
        phases: [
          {
            name: 'Presentación y pruebas',
            hours: '12.5',
            rate: '300',
            experts: '0',
            court_costs: '435',
          },
        ],
        outcomes: [
          { label: 'Mejor', value: '150000', probability: '40' },
          { label: 'Peor', value: '60000', probability: '60' },
        ],
        note: 'Los niños importan más que el dinero.',
      }),
      'es',
    );
    const page = lines.slice(lines.lastIndexOf('Análisis de la decisión'));
    for (const line of [
      'Análisis de la decisión',
      'Análisis guardado el 28 de abril de 2025. Cada monto se recibe, o se paga si es negativo.',
      'Datos',
      'Oferta $100,000.00',
      'Costos del acuerdo $1,500.00',
      'Meses hasta una decisión 9',
      'Tasa de descuento 5% al año',
      'Lo que cuesta un juicio',
      'Etapa Horas Tarifa por hora Peritos Costos judiciales Costo',
      // 12.5 h × $300 + $435.
      'Presentación y pruebas 12.5 $300.00 $0.00 $435.00 $4,185.00',
      'Costo de un juicio $4,185.00',
      'De dónde vienen los valores predeterminados:',
      'Tarifa promedio por hora de un abogado de familia: $270 (encuesta de abogados de Nolo).',
      'Resultados',
      'Valor del acuerdo $98,500.00',
      'Rango de resultados',
      'Resultado Probabilidad Monto en el juicio Valor neto',
      'El juicio frente al acuerdo',
      'Valor del acuerdo: $98,500.00',
      'Qué más importa',
      'Los niños importan más que el dinero.',
      'Una estimación con las cifras de arriba, no una predicción de lo que decidirá una corte.',
    ]) {
      expect(page).toContain(line);
    }
    expect(page.some((line) => /^Valor esperado del juicio \$[\d,]+\.\d\d$/.test(line))).toBe(true);
    expect(page.some((line) => /^Diferencia -?\$[\d,]+\.\d\d$/.test(line))).toBe(true);
    expect(
      page.some((line) => /^Probabilidad de equilibrio del mejor resultado \d+\.\d%$/.test(line)),
    ).toBe(true);
    // The source note wraps on A4; its words are the screen's Spanish.
    expect(page.join(' ')).toContain(
      'Tiempo hasta una decisión: 9 meses (263 días, el percentil 75 del tiempo hasta la resolución de los casos de divorcio, NCSC 2018,',
    );
    const english = REPORT_WORDS.en;
    const left = [
      english.sections.decision.title,
      english.expectedValueOfTrial,
      english.settlementValue,
      english.difference,
      english.breakEvenProbability,
      english.costOfLitigation,
      english.phasesOfLitigation,
      english.monthsUntilDecision,
      english.discountRate,
      english.whatElseMatters,
      'a year',
    ].filter((words) => page.join('\n').includes(words));
    expect(left).toEqual([]);
  });

  it('says so when no probability of the best outcome breaks even, and leaves out an empty note', () => {
    // One outcome: there is no best outcome to move.
    const lines = linesOf(
      aSavedDecision({
        outcomes: [{ label: 'Most likely', value: '90000', probability: '100' }],
        note: null,
      }),
    );
    expect(lines).toContain(
      'No probability of the best outcome makes trial worth the same as settling.',
    );
    expect(lines.some((line) => line.startsWith('Break-even probability'))).toBe(false);
    expect(lines).not.toContain('What else matters');
  });

  it('carries a long note on to the next page, never under the footer', () => {
    // Forty lines of her own: more than the rest of the page holds.
    const paragraphs = Array.from(
      { length: 40 },
      (_, index) =>
        `${String(index + 1).padStart(2, '0')}. The children need a settled home this year.`,
    );
    const note = paragraphs.join('\n');
    expect(note.length).toBeLessThanOrEqual(2000);
    const doc = buildCaseFilePdf({ name: 'J. S.', decision: aSavedDecision({ note }) }, options);
    const pages = pagesOf(doc);
    const height = doc.internal.pageSize.getHeight();
    // After the cover, whose disclaimer sits just above its foot.
    const body = pages
      .slice(1)
      .flatMap((page) => page.filter((placed) => !placed.text.startsWith('Page ')));
    expect(Math.max(...body.map((placed) => placed.y))).toBeLessThan(height - 20);
    const texts = pages.flatMap(textsOf);
    const printed = texts
      .slice(texts.indexOf('What else matters') + 1)
      .filter((text) => !text.startsWith('Page ') && !text.startsWith('An estimate'));
    expect(printed).toEqual(paragraphs);
    const pageOf = (text: string) => pages.findIndex((page) => textsOf(page).includes(text));
    expect(pageOf(paragraphs.at(-1)!)).toBe(pageOf('What else matters') + 1);
  });

  it('says so when no phase of litigation was given', () => {
    const lines = linesOf(aSavedDecision({ phases: [] }));
    expect(lines).toContain('No steps of a trial given.');
    expect(lines).toContain('Cost of a trial $0.00');
  });
});

/** What the chart drew on a page, in points from the page's left edge. */
function chartOf(doc: jsPDF, page: number) {
  const whole = (doc.internal as unknown as { pages: string[][] }).pages[page]!.join('\n');
  // From the chart's heading on: the range table above it prints the same amounts.
  const content = whole.slice(whole.indexOf('(Trial against settling) Tj'));
  // The bars are the page's only 7 mm tall filled rectangles in the outcomes' grey or the accent.
  const bars = [
    ...content.matchAll(
      /(0\.58 0\.64 0\.72|0\.06 0\.46 0\.43) rg\n([\d.]+) [\d.]+ ([\d.]+) -19\.84\d* re\nf/g,
    ),
  ].map((match) => ({
    main: match[1] === '0.06 0.46 0.43',
    from: Number(match[2]),
    to: Number(match[2]) + Number(match[3]),
  }));
  const verticals = [...content.matchAll(/([\d.]+) [\d.]+ m\n([\d.]+) [\d.]+ l\nS/g)]
    .filter((match) => match[1] === match[2])
    .map((match) => Number(match[1]));
  const textX = (text: string) => {
    const escaped = text.replace(/[$.()]/g, '\\$&');
    const match = new RegExp(`([\\d.]+) [\\d.]+ Td\\n\\(${escaped}\\) Tj`).exec(content);
    return match ? Number(match[1]) : null;
  };
  return { bars, verticals, textX };
}

describe('the chart of outcomes against the settlement value', () => {
  // She would pay: an offer of −$20,000; outcomes of +$40,000 and −$90,000.
  const decision = aSavedDecision({
    offer: '-20000',
    outcomes: [
      { label: 'Best', value: '40000', probability: '30' },
      { label: 'Worst', value: '-90000', probability: '70' },
    ],
  });
  const doc = buildCaseFilePdf({ name: 'J. S.', decision }, options);
  const pages = doc.getNumberOfPages();
  const { bars, verticals, textX } = chartOf(doc, pages);

  it('draws one bar per outcome and one for the expected value of trial, from a zero axis', () => {
    // 40,000 ÷ 1.05^(9/12) − 15,935 and −90,000 ÷ 1.05^(9/12) − 15,935.
    expect(decision.results.range).toEqual({ best: '22627.75', worst: '-102701.19' });
    expect(bars.map((bar) => bar.main)).toEqual([false, false, true]);
    const [best, worst, expected] = bars;
    // The zero axis is where the positive bar starts and the negative ones end.
    const axis = best!.from;
    expect(worst!.to).toBeCloseTo(axis, 6);
    expect(expected!.to).toBeCloseTo(axis, 6);
    expect(verticals.some((x) => Math.abs(x - axis) < 1e-6)).toBe(true);
    // Lengths in proportion to the amounts.
    expect((best!.to - axis) / (axis - worst!.from)).toBeCloseTo(22_627.75 / 102_701.19, 6);
  });

  it('labels each bar with its amount beyond its end: a negative one on the left', () => {
    const [best, worst] = bars;
    expect(textX('$22,627.75')).toBeGreaterThan(best!.to);
    expect(textX('-$102,701.19')).toBeLessThan(worst!.from);
    expect(decision.results.ev_trial).toMatch(/^-/);
    expect(textX(formatUsd(decision.results.ev_trial))).toBeLessThan(bars[2]!.from);
  });

  it('marks the settlement value with a labelled vertical line at its place on the scale', () => {
    const [best, worst] = bars;
    const axis = best!.from;
    expect(decision.results.settlement_value).toBe('-21500.00');
    const line = verticals.find((x) => Math.abs(x - axis) > 1e-6)!;
    expect((axis - line) / (axis - worst!.from)).toBeCloseTo(21_500 / 102_701.19, 6);
    expect(textX('Settlement value: -$21,500.00')).not.toBeNull();
  });
});
