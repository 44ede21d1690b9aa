import { describe, expect, it } from 'vitest';
import { divideEstate, toDivisionResponse } from '@shared/division';
import { summarizeNetworth } from '@shared/networth';
import { DIVISION_ESTATE_TEXTS } from '@shared/settlement-scenario';
import { makeItem } from '@shared/test-fixtures/networth-items';
import { pagesOf, type PlacedText, textsOf } from '../../test/pdf-text';
import {
  buildCaseFilePdf,
  CASE_FILE_PDF_TEXTS,
  CASE_FILE_SECTIONS,
  type CaseFileData,
  type CaseFileOptions,
} from './case-file-pdf';
import { caseFileSettlement } from './case-file-settlement';
import { anEvent, anExpense, aSavedDecision, makeExpenses } from './test-data';

const CODE = 'FS-7K2M-9QXD-4TWE-H3NP';
const options: CaseFileOptions = {
  paperSize: 'a4',
  // 15:30 in New York: the time is printed in the reader's zone, not the server's.
  exportedAt: new Date('2025-05-03T19:30:00Z'),
  timeZone: 'America/New_York',
  verification: { code: CODE, verifyUrl: 'https://fairsplit.test/verify' },
  head: { seq: 42, hash: 'ab'.repeat(32) },
};

const items = [
  makeItem({
    name: 'Family home',
    value: '450000.00',
    proposed_to: 'spouse_1',
    is_disputed: true,
    dispute_notes: 'Who paid the deposit',
  }),
  makeItem({
    name: 'IRA',
    category: 'retirement_accounts',
    ownership: 'spouse_2',
    value: '29999.70',
    proposed_to: 'split',
    split_share: '62.5',
  }),
  makeItem({ name: 'Car', category: 'vehicles', value: '20000.20', proposed_to: 'sell' }),
  makeItem({
    name: 'Inheritance',
    ownership: 'spouse_1',
    value: '5000.00',
    character: 'separate',
    notes: 'From my aunt',
  }),
  makeItem({
    name: 'Visa card',
    classification: 'debt',
    category: 'credit_cards',
    ownership: 'spouse_2',
    value: '2500.50',
    is_disputed: true,
    dispute_notes: '  ',
  }),
];

const networth = {
  items,
  summary: summarizeNetworth(items),
  division: toDivisionResponse(divideEstate(items, 50)),
};

// Newest first, as the API lists them.
const expenses = [
  anExpense(3, '2025-04-02', 'Mediation', '800.25'),
  anExpense(2, '2025-03-20', 'Filing fee', '435.50'),
  anExpense(1, '2025-03-05', 'Retainer', '1500.00'),
];

const scenario = {
  settlement_costs: 5000,
  trial_costs: 25000,
  settlement_percent: 50,
  worst_percent: 30,
  expected_percent: 50,
  best_percent: 70,
  risk_tolerance: 5,
  use_division: false,
  updated_at: '2025-04-28T12:00:00.000Z',
};

const data = {
  name: 'Jo Smith',
  networth,
  expenses,
  events: [
    anEvent(1, '2025-04-10', 'Missed the pickup', 'ex_spouse', 4),
    anEvent(2, '2025-03-01', 'First meeting with the lawyer', 'lawyer', 1),
    anEvent(3, '2025-03-15', 'Mediation scheduled', 'financial_advisor', 4),
  ],
  settlement: caseFileSettlement(scenario, networth, expenses),
  decision: aSavedDecision(),
} satisfies CaseFileData;

/** Where each section starts, as the cover's "What's inside" says. */
function sectionPages(cover: PlacedText[]): Record<keyof typeof CASE_FILE_SECTIONS, number> {
  const texts = textsOf(cover);
  const pageOf = (title: string) => {
    const line = cover[texts.indexOf(title)]!;
    const number = cover.find((placed) => placed.y === line.y && /^Page \d+$/.test(placed.text));
    return Number(number!.text.slice('Page '.length));
  };
  return {
    summary: pageOf(CASE_FILE_SECTIONS.summary.title),
    inventory: pageOf(CASE_FILE_SECTIONS.inventory.title),
    ledger: pageOf(CASE_FILE_SECTIONS.ledger.title),
    timeline: pageOf(CASE_FILE_SECTIONS.timeline.title),
    settlement: pageOf(CASE_FILE_SECTIONS.settlement.title),
    decision: pageOf(CASE_FILE_SECTIONS.decision.title),
  };
}

describe('buildCaseFilePdf', () => {
  const doc = buildCaseFilePdf(data, options);
  const pages = pagesOf(doc);
  const cover = textsOf(pages[0]);
  const starts = sectionPages(pages[0]!);
  const page = (number: number) => textsOf(pages[number - 1]);

  it('opens with a cover: title, name, export time, the code and where to verify it', () => {
    expect(cover[0]).toMatch(/^Fairsplit/);
    expect(cover[0]).toContain('Case File');
    expect(cover).toContain('Prepared for Jo Smith');
    expect(cover.find((text) => text.startsWith('Exported '))).toMatch(
      /^Exported May 3, 2025 at 3:30 PM \(GMT-4\)/,
    );
    expect(cover).toContain('Verification code');
    expect(cover).toContain(CODE);
    expect(cover).toContain(`https://fairsplit.test/verify?code=${CODE}`);
    expect(cover.join(' ')).toContain('open https://fairsplit.test/verify and enter the code');
    expect(cover).toContain(`Records up to change 42 · hash ${'ab'.repeat(32)}`);
  });

  it("lists what's inside with the page each section starts on", () => {
    expect(cover).toContain("What's inside");
    for (const section of Object.values(CASE_FILE_SECTIONS)) {
      expect(cover).toContain(section.title);
      expect(cover).toContain(section.contents);
    }
    expect(starts).toEqual({
      summary: 2,
      inventory: 3,
      ledger: 4,
      timeline: 5,
      settlement: 6,
      decision: 7,
    });
    // The decision analysis runs on to a second page.
    expect(doc.getNumberOfPages()).toBe(8);
  });

  it('holds only the parts it is given (a shared view covering expenses alone)', () => {
    const partial = pagesOf(buildCaseFilePdf({ name: 'J. S.', expenses: data.expenses }, options));
    const partialCover = textsOf(partial[0]);
    expect(partialCover).toContain(CASE_FILE_SECTIONS.summary.title);
    expect(partialCover).toContain(CASE_FILE_SECTIONS.ledger.title);
    expect(partialCover).not.toContain(CASE_FILE_SECTIONS.inventory.title);
    expect(partialCover).not.toContain(CASE_FILE_SECTIONS.timeline.title);
    expect(partialCover).not.toContain(CASE_FILE_SECTIONS.settlement.title);
    expect(partialCover).not.toContain(CASE_FILE_SECTIONS.decision.title);
    expect(partial).toHaveLength(3);
    const summary = textsOf(partial[1]);
    expect(summary).toContain('Expenses by month');
    expect(summary).not.toContain('Net worth');
    expect(summary).not.toContain('Proposed division');
    expect(summary).not.toContain('Events by concern level');
    expect(textsOf(partial[2])[0]).toBe(CASE_FILE_SECTIONS.ledger.title);
  });

  it('starts each section on its own page under its title', () => {
    for (const [id, section] of Object.entries(CASE_FILE_SECTIONS)) {
      expect(page(starts[id as keyof typeof starts])[0]).toBe(section.title);
    }
  });

  it('prints "Page n of m", the code and the export time at the foot of every page', () => {
    for (let number = 1; number <= 8; number += 1) {
      expect(page(number)).toContain(
        `Page ${number} of 8 · Verify at https://fairsplit.test/verify · Code ${CODE} · Exported May 3, 2025 15:30`,
      );
    }
  });

  it('sums up net worth, the division, expenses by month and events by concern level', () => {
    const summary = page(starts.summary);
    const after = (label: string, from = 0) => summary[summary.indexOf(label, from) + 1];
    // Assets 450,000.00 + 29,999.70 + 20,000.20 + 5,000.00; debts 2,500.50.
    expect(after('Total Assets')).toBe('$504,999.90');
    expect(after('Total Debts')).toBe('$2,500.50');
    expect(after('Net Worth')).toBe('$502,499.40');
    expect(summary).toContain(networth.division.sentence);
    expect(summary).toContain(
      "Spouse 1's target share of the marital estate: 50%. Marital estate: $497,499.40.",
    );

    const byMonth = summary.slice(summary.indexOf('Expenses by month'));
    expect(byMonth.slice(1, 4)).toEqual(['Month', 'Expenses', 'Total']);
    expect(byMonth.slice(4, 10)).toEqual([
      'March 2025',
      '2',
      '$1,935.50',
      'April 2025',
      '1',
      '$800.25',
    ]);
    expect(byMonth.slice(10, 13)).toEqual(['Total', '3', '$2,735.75']);

    const byConcern = summary.slice(summary.indexOf('Events by concern level'));
    expect(after('Very Low', summary.indexOf('Events by concern level'))).toBe('1');
    expect(after('Moderate', summary.indexOf('Events by concern level'))).toBe('0');
    expect(after('High', summary.indexOf('Events by concern level'))).toBe('2');
    expect(byConcern.slice(-3, -1)).toEqual(['Total', '3']);
  });

  it('adds the estate note when the marital estate is negative', () => {
    const indebted = [makeItem({ name: 'Loan', classification: 'debt', value: '10.00' })];
    const withNote = buildCaseFilePdf(
      {
        ...data,
        networth: {
          items: indebted,
          summary: summarizeNetworth(indebted),
          division: toDivisionResponse(divideEstate(indebted, 50)),
        },
      },
      options,
    );
    expect(textsOf(pagesOf(withNote)[1]).join(' ')).toContain('The marital estate is negative');
    expect(page(starts.summary).join(' ')).not.toContain('The marital estate is');
  });

  it('lists every item with ownership, character, proposed division and dispute notes', () => {
    const inventory = page(starts.inventory);
    expect(inventory.slice(1, 10)).toEqual([
      'Name',
      'Type',
      'Category',
      'Ownership',
      'Character',
      'Proposed',
      'division',
      'Value',
      'Dispute notes',
    ]);
    const row = (name: string, length: number) =>
      inventory.slice(inventory.indexOf(name), inventory.indexOf(name) + length);
    expect(row('Family home', 8)).toEqual([
      'Family home',
      'Asset',
      'Real Estate',
      'Joint',
      'Marital',
      'Spouse 1',
      '$450,000.00',
      'Who paid the deposit',
    ]);
    expect(row('IRA', 8)).toEqual([
      'IRA',
      'Asset',
      'Retirement',
      'Accounts',
      'Spouse 2',
      'Marital',
      'Split: 62.5% to',
      'Spouse 1',
    ]);
    expect(row('Car', 7)).toContain('Sell');
    // Her notes print under the name.
    expect(row('Inheritance', 8)).toEqual(
      expect.arrayContaining(['From my aunt', 'Separate', 'Not divided', '$5,000.00']),
    );
    expect(inventory.indexOf('From my aunt')).toBe(inventory.indexOf('Inheritance') + 1);
    expect(row('Visa card', 8)).toEqual(
      expect.arrayContaining(['Debt', 'Undecided', '$2,500.50', 'No details provided']),
    );
    // Assets first, then debts; then the totals.
    expect(inventory.indexOf('Inheritance')).toBeLessThan(inventory.indexOf('Visa card'));
    expect(inventory.slice(inventory.indexOf('Total Assets'))).toEqual(
      expect.arrayContaining([
        '$504,999.90',
        'Total Debts',
        '$2,500.50',
        'Net Worth',
        '$502,499.40',
      ]),
    );
  });

  it('lists the expenses by month in date order, each month with its subtotal', () => {
    const ledger = page(starts.ledger);
    expect(ledger.slice(1, 4)).toEqual(['Date', 'Name', 'Amount']);
    expect(ledger.slice(4, 17)).toEqual([
      'March 2025',
      'Mar 05, 2025',
      'Retainer',
      '$1,500.00',
      'Mar 20, 2025',
      'Filing fee',
      '$435.50',
      'Subtotal, March 2025',
      '$1,935.50',
      'April 2025',
      'Apr 02, 2025',
      'Mediation',
      '$800.25',
    ]);
    expect(ledger.slice(17, 21)).toEqual(['Subtotal, April 2025', '$800.25', 'Total', '$2,735.75']);
  });

  it('lists the events in date order with their party and concern level', () => {
    const timeline = page(starts.timeline);
    expect(timeline.slice(1, 5)).toEqual(['Date', 'Party', 'Concern level', 'Description']);
    expect(timeline.slice(5, 17)).toEqual([
      'Mar 01, 2025',
      'Lawyer',
      'Very Low',
      'First meeting with the lawyer',
      'Mar 15, 2025',
      'Financial Advisor',
      'High',
      'Mediation scheduled',
      'Apr 10, 2025',
      'Ex-Spouse',
      'High',
      'Missed the pickup',
    ]);
  });

  it('says so when there is nothing to list', () => {
    const empty = buildCaseFilePdf(
      {
        ...data,
        networth: {
          items: [],
          summary: summarizeNetworth([]),
          division: toDivisionResponse(divideEstate([], 50)),
        },
        expenses: [],
        events: [],
        settlement: undefined,
        decision: undefined,
      },
      options,
    );
    const texts = pagesOf(empty).flatMap(textsOf);
    expect(texts).toContain(CASE_FILE_PDF_TEXTS.noItems);
    expect(texts).toContain(CASE_FILE_PDF_TEXTS.noExpenses);
    expect(texts).toContain(CASE_FILE_PDF_TEXTS.noEvents);
    expect(empty.getNumberOfPages()).toBe(5);
  });

  it('prints the saved settlement figures and their result on these records', () => {
    const texts = page(starts.settlement);
    const joined = texts.join(' ');
    expect(joined).toContain(
      'Figures saved in the Settlement vs. Trial Calculator on April 28, 2025',
    );
    // Net worth: 504,999.90 of assets − 2,500.50 of debts.
    expect(joined).toContain('They divide the net worth, $502,499.40.');
    const row = (label: string) => texts[texts.indexOf(label) + 1];
    expect(row('Amount divided')).toBe('$502,499');
    // 800.25 + 435.50 + 1,500.00
    expect(row('Expenses already incurred')).toBe('$2,736');
    expect(row('Settlement percentage')).toBe('50%');
    expect(row('Risk tolerance')).toBe('5 of 10 (Moderate)');
    // 502,499.40 × 50% − 2,735.75 − 5,000 = 243,513.95
    expect(row('Net settlement (after expenses and settlement costs)')).toBe('$243,514');
    // 502,499.40 × 50% − 2,735.75 − 25,000 = 223,513.95
    expect(row('Trial, expected case')).toBe('$223,514');
    expect(texts).toContain(data.settlement.result.recommendation.title);
  });

  it('divides the marital estate of the division when the figures were saved that way', () => {
    const { estateNote, result } = caseFileSettlement(
      { ...scenario, use_division: true },
      networth,
      expenses,
    );
    // 450,000.00 + 29,999.70 + 20,000.20 − 2,500.50; the separate inheritance is left out.
    expect(estateNote).toBe(
      'They divide the marital estate of the proposed division, $497,499.40, instead of the net worth.',
    );
    expect(result.netWorth).toBe(497_499.4);
  });

  it.each([
    [
      'zero',
      // The house's value owed in full on its mortgage.
      [makeItem({ value: '300000.00' }), makeItem({ classification: 'debt', value: '300000.00' })],
      DIVISION_ESTATE_TEXTS.zero,
    ],
    [
      'negative',
      [makeItem({ value: '1000.00' }), makeItem({ classification: 'debt', value: '4000.25' })],
      'Your marital estate is -$3,000.25: the debts are larger than the assets, so there is nothing to divide. The calculator divides $0.',
    ],
  ])(
    'divides nothing, and says why, when the marital estate of the division is %s, whatever the net worth',
    (_case, marital, note) => {
      const withSeparate = [
        ...marital,
        makeItem({ ownership: 'spouse_1', character: 'separate', value: '80000.00' }),
      ];
      const records = {
        items: withSeparate,
        summary: summarizeNetworth(withSeparate),
        division: toDivisionResponse(divideEstate(withSeparate, 50)),
      };
      expect(Number(records.summary.net_worth)).toBeGreaterThan(0);
      const { estateNote, result } = caseFileSettlement(
        { ...scenario, use_division: true },
        records,
        expenses,
      );
      expect(estateNote).toBe(note);
      expect(result.netWorth).toBe(0);
      expect(result.settlementAmount).toBe(0);
      // Nothing divided: what is left is the expenses and costs, 2,735.75 + 5,000.
      expect(result.netSettlement).toBe(-7_735.75);

      const pages = pagesOf(
        buildCaseFilePdf({ ...data, settlement: { scenario, result, estateNote } }, options),
      );
      const texts = textsOf(pages[sectionPages(pages[0]!).settlement - 1]);
      expect(texts[texts.indexOf('Amount divided') + 1]).toBe('$0');
    },
  );
});

describe('a long expense ledger', () => {
  const doc = buildCaseFilePdf({ ...data, expenses: makeExpenses(150) }, options);
  const pages = pagesOf(doc);
  const starts = sectionPages(pages[0]!);

  it('runs over several pages with the column header repeated on each', () => {
    expect(starts.timeline - starts.ledger).toBeGreaterThanOrEqual(3);
    for (let number = starts.ledger + 1; number < starts.timeline; number += 1) {
      const texts = textsOf(pages[number - 1]);
      expect(texts.slice(0, 3)).toEqual(['Date', 'Name', 'Amount']);
      expect(texts).not.toContain(CASE_FILE_SECTIONS.ledger.title);
    }
  });

  it('closes each month with its subtotal, and the ledger with the total', () => {
    const ledger = pages.slice(starts.ledger - 1, starts.timeline - 1).flatMap(textsOf);
    const subtotals = ledger.filter((text) => text.startsWith('Subtotal, '));
    // 150 expenses, three a day from Jan 1, 2024: January and February.
    expect(subtotals).toEqual(['Subtotal, January 2024', 'Subtotal, February 2024']);
    expect(ledger.indexOf('Subtotal, January 2024')).toBeLessThan(ledger.indexOf('February 2024'));
    expect(ledger[ledger.indexOf('Total') + 1]).toMatch(/^\$[\d,]+\.\d\d$/);
  });
});

describe('the paper size', () => {
  const sizes = (paperSize: CaseFileOptions['paperSize']) => {
    const doc = buildCaseFilePdf(
      { ...data, expenses: makeExpenses(150) },
      { ...options, paperSize },
    );
    return Array.from({ length: doc.getNumberOfPages() }, (_, index) => {
      doc.setPage(index + 1);
      const { pageSize } = doc.internal;
      return [
        Math.round(pageSize.getWidth() * 10) / 10,
        Math.round(pageSize.getHeight() * 10) / 10,
      ];
    });
  };

  it('is A4 (210 × 297 mm) on every page when asked for A4', () => {
    const pages = sizes('a4');
    expect(pages.length).toBeGreaterThan(5);
    expect(new Set(pages.map(String))).toEqual(new Set(['210,297']));
  });

  it('is US Letter (215.9 × 279.4 mm) on every page when asked for Letter', () => {
    const pages = sizes('letter');
    expect(pages.length).toBeGreaterThan(5);
    expect(new Set(pages.map(String))).toEqual(new Set(['215.9,279.4']));
  });
});
