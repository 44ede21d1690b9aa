import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRecord } from '@shared/csv';
import { centsToAmountText } from '@shared/money';
import type { events, expenses, networthItems } from '../../db/schema';
import { anyCellText, startsLikeFormula } from '@shared/test-fixtures/formula-cells';
import { EXPORT_COLUMNS } from './export.service';

/**
 * The columns the app fills with its own numbers, dates and times: written as they are, so a
 * spreadsheet reads a negative amount as a number, never as text.
 */
const OWN_NUMBER_COLUMNS = new Set([
  'ID',
  'Date',
  'Amount',
  'Value',
  'Concern level',
  'Spouse 1 share of a split (%)',
  'Last changed',
]);

const id = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const timestamp = fc.date({
  min: new Date('2000-01-01'),
  max: new Date('2999-12-31'),
  noInvalidDate: true,
});
/** Signed, so a negative amount shows it is left a number. */
const numeric = fc
  .integer({ min: -99_999_999, max: 99_999_999 })
  .map((cents) => (cents < 0 ? `-${centsToAmountText(-cents)}` : centsToAmountText(cents)));
const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

/**
 * Rows as the database could hand them over, with text anywhere text is stored: the schemas
 * let in only known parties and categories today, but a row written before a check existed
 * is exported all the same.
 */
const anyExpense: fc.Arbitrary<typeof expenses.$inferSelect> = fc.record({
  id,
  userId: id,
  date: isoDate,
  name: anyCellText,
  amount: numeric,
  createdAt: timestamp,
  updatedAt: timestamp,
  category: fc.oneof(fc.constantFrom('other', 'legal.attorney_fees'), anyCellText),
});
const anyEvent: fc.Arbitrary<typeof events.$inferSelect> = fc.record({
  id,
  userId: id,
  date: isoDate,
  description: anyCellText,
  party: fc.oneof(fc.constantFrom('ex_spouse', 'judge'), anyCellText),
  concernLevel: fc.integer({ min: 1, max: 5 }),
  createdAt: timestamp,
  updatedAt: timestamp,
});
const anyItem: fc.Arbitrary<typeof networthItems.$inferSelect> = fc.record({
  id,
  userId: id,
  name: anyCellText,
  classification: fc.constantFrom('asset', 'debt'),
  category: fc.oneof(fc.constantFrom('real_estate', 'credit_cards'), anyCellText),
  ownership: fc.constantFrom('joint', 'spouse_1', 'spouse_2'),
  value: numeric,
  notes: orNull(anyCellText),
  isDisputed: fc.boolean(),
  disputeNotes: orNull(anyCellText),
  createdAt: timestamp,
  updatedAt: timestamp,
  character: fc.constantFrom('marital', 'separate'),
  proposedTo: orNull(fc.oneof(fc.constantFrom('spouse_1', 'split'), anyCellText)),
  splitShare: orNull(fc.integer({ min: 0, max: 1000 }).map((tenths) => (tenths / 10).toFixed(1))),
  monthlyPayment: orNull(numeric),
});

/** The cells of one exported row as a spreadsheet reads them back. */
function readBack(text: string): string[] {
  const { data } = Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n' });
  return data[0]!;
}

describe('the exported CSV columns', () => {
  it.each([
    ['expenses', anyExpense],
    ['events', anyEvent],
    ['networth', anyItem],
  ] as const)(
    'write no %s cell that starts like a formula, and leave the app’s own numbers as numbers',
    (tracker, anyRow) => {
      const columns = EXPORT_COLUMNS[tracker] as readonly {
        header: string;
        cell: (row: unknown) => string;
      }[];
      fc.assert(
        fc.property(anyRow, (row) => {
          const written = columns.map((column) => column.cell(row));
          const cells = readBack(csvRecord(written));
          columns.forEach((column, index) => {
            const cell = cells[index]!;
            expect(cell, column.header).toBe(written[index]);
            if (OWN_NUMBER_COLUMNS.has(column.header)) {
              expect(cell, column.header).toMatch(/^(-?\d+(\.\d+)?|\d{4}-\d{2}-\d{2}(T.*Z)?|)$/);
            } else {
              expect(startsLikeFormula(cell), `${column.header}: ${JSON.stringify(cell)}`).toBe(
                false,
              );
            }
          });
        }),
        { numRuns: 300 },
      );
    },
  );

  it('writes a negative amount as the number it is', () => {
    const [, , , amount] = EXPORT_COLUMNS.expenses;
    expect(amount!.header).toBe('Amount');
    expect(amount!.cell({ amount: '-12.50' } as typeof expenses.$inferSelect)).toBe('-12.50');
  });
});
