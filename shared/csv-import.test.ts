import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecord, CSV_BOM, neutraliseText } from './csv';
import { centsToAmountText } from './money';
import { type CategoryRule, EXPENSE_CATEGORIES, expenseCategoryName } from './expense-categories';
import {
  buildImportRows,
  detectColumns,
  detectDateFormat,
  IMPORT_NOTES,
  type ImportRow,
  markUnreadableRows,
  parseCsvText,
  readAmountCents,
  readDate,
  UNREADABLE_ROW,
} from './csv-import';

const fixture = (name: string) =>
  readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');

/** The whole browser path: parse, detect, read every row. */
function importFile(
  text: string,
  existing: { date: string; amount: string; name: string }[] = [],
  rules: CategoryRule[] = [],
) {
  const { header, rows } = parseCsvText(text);
  const mapping = detectColumns(header);
  const format = detectDateFormat(rows.map((row) => row[mapping.date!] ?? ''));
  if (format === null || format === 'ambiguous') throw new Error(`date format ${format}`);
  return { mapping, format, rows: buildImportRows(rows, mapping, format, existing, rules) };
}

/** Where `part` stands in `text`, as the reader of a file's bytes reports a line it could not read. */
function rangeOf(text: string, part: string) {
  const start = text.indexOf(part);
  if (start === -1) throw new Error(`${part} is not in the text`);
  return { start, end: start + part.length };
}

describe('rows that could not be read', () => {
  it('names the data rows that hold an unreadable stretch of the text, counting from 1 below the header', () => {
    const text = 'Date,Name,Amount\n2025-03-01,Rent,5\n2025-03-02,Caf\uFFFD,4\n2025-03-03,Fee,3\n';

    const csv = parseCsvText(text, [rangeOf(text, '2025-03-02,Caf\uFFFD,4\n')]);

    expect(csv.rows).toHaveLength(3);
    expect(csv.unreadableLines).toEqual([2]);
  });

  it('counts a row whose quoted value runs over lines once, and skips blank lines as the rows do', () => {
    const text = [
      '\uFEFFDate;Name;Amount',
      '',
      '2025-03-01;"Two',
      'lines \uFFFD";5',
      '   ',
      '2025-03-02;Fee;3',
      '2025-03-03;Bad \uFFFD;3',
      '2025-03-04;Last;1',
    ].join('\r\n');

    const csv = parseCsvText(text, [
      rangeOf(text, 'lines \uFFFD"'),
      rangeOf(text, 'Bad \uFFFD;3\r\n'),
    ]);

    expect(csv.rows.map((row) => row[1])).toEqual([
      'Two\r\nlines \uFFFD',
      'Fee',
      'Bad \uFFFD',
      'Last',
    ]);
    expect(csv.unreadableLines).toEqual([1, 3]);
  });

  it('names no row for an unreadable header, nor when every byte could be read', () => {
    const text = 'Date,Na\uFFFDme,Amount\n2025-03-01,Rent,5\n';
    expect(parseCsvText(text, [rangeOf(text, 'Date,Na\uFFFDme,Amount\n')]).unreadableLines).toEqual(
      [],
    );
    expect(parseCsvText(text).unreadableLines).toEqual([]);
  });

  it('marks those rows invalid, with nothing to import, whatever the tracker made of them', () => {
    const rows: ImportRow<{ name: string }>[] = [1, 2, 3].map((line) => ({
      line,
      status: line === 3 ? 'duplicate' : 'valid',
      values: { name: `Row ${line}` },
      errors: {},
      note: line === 3 ? IMPORT_NOTES.duplicate : null,
    }));

    expect(markUnreadableRows(rows, [1, 3])).toEqual([
      { line: 1, status: 'invalid', values: null, errors: { row: UNREADABLE_ROW }, note: null },
      rows[1],
      { line: 3, status: 'invalid', values: null, errors: { row: UNREADABLE_ROW }, note: null },
    ]);
  });
});

describe('reading bank exports', () => {
  it('reads a debit/credit layout: debits become expenses, credits are skipped', () => {
    const { mapping, format, rows } = importFile(fixture('debit-credit.csv'));
    expect(mapping).toEqual({
      date: 0,
      name: 1,
      amount: null,
      debit: 2,
      credit: 3,
      category: null,
    });
    expect(format).toBe('YYYY-MM-DD');
    expect(rows.map((row) => [row.status, row.values, row.note])).toEqual([
      [
        'valid',
        {
          name: 'LAW OFFICES OF J SMITH',
          amount: '1250.00',
          date: '2025-03-01',
          category: 'other',
        },
        null,
      ],
      ['skipped', null, IMPORT_NOTES.credit],
      [
        'valid',
        {
          name: 'COURT FILING FEE, COUNTY',
          amount: '435.00',
          date: '2025-03-04',
          category: 'other',
        },
        null,
      ],
      [
        'valid',
        { name: 'MEDIATION CENTER', amount: '300.50', date: '2025-03-05', category: 'other' },
        null,
      ],
    ]);
  });

  it('reads a US layout with MM/DD/YYYY and $1,234.56 negatives', () => {
    const { mapping, format, rows } = importFile(fixture('us-bank.csv'));
    expect(mapping).toMatchObject({ date: 1, name: 2, amount: 3, debit: null, credit: null });
    expect(format).toBe('MM/DD/YYYY');
    expect(rows.map((row) => row.values ?? row.note)).toEqual([
      { name: 'PARENTING CLASS ONLINE', amount: '89.99', date: '2025-03-14', category: 'other' },
      IMPORT_NOTES.credit,
      { name: 'THERAPIST DR LEE', amount: '1234.56', date: '2025-03-18', category: 'other' },
      { name: 'MOVING TRUCK RENTAL', amount: '215.40', date: '2025-03-21', category: 'other' },
    ]);
  });

  it('reads a semicolon layout with DD/MM/YYYY and 1.234,56', () => {
    const { mapping, format, rows } = importFile(fixture('semicolon-eu.csv'));
    expect(mapping).toMatchObject({ date: 0, name: 1, amount: 2 });
    expect(format).toBe('DD/MM/YYYY');
    expect(rows.map((row) => row.values ?? row.note)).toEqual([
      { name: 'Rechtsanwalt Müller', amount: '1234.56', date: '2025-02-28', category: 'other' },
      IMPORT_NOTES.credit,
      { name: 'Gerichtskosten', amount: '75.00', date: '2025-03-15', category: 'other' },
    ]);
  });

  it('marks rows that fail the schema with its messages, and likely duplicates', () => {
    const text =
      'Date,Description,Amount\n2025-03-01,Retainer,100.00\n2025-13-01,Bad date,5\n2025-03-02,,7\n2025-03-03,Free,0\n2025-03-01,retainer,100\n';
    const { rows } = importFile(text, [{ date: '2025-03-01', amount: '100.00', name: 'Retainer' }]);
    expect(rows.map((row) => [row.status, row.errors, row.note])).toEqual([
      ['duplicate', {}, IMPORT_NOTES.duplicate],
      ['invalid', { date: 'Invalid date format' }, null],
      ['invalid', { name: 'Expense name is required' }, null],
      ['invalid', { amount: 'Amount must be positive' }, null],
      ['duplicate', {}, IMPORT_NOTES.duplicate],
    ]);
  });

  it('marks a row with the date and amount of a recorded expense as a possible duplicate, whatever its wording', () => {
    const text =
      'Date,Description,Amount\n2025-03-01,AMZN MKTP US*2K4,42.10\n2025-03-01,Pharmacy,42.10\n2025-03-01,Parking,3.00\n2025-03-01,Parking lot,3.00\n';
    const { rows } = importFile(text, [{ date: '2025-03-01', amount: '42.10', name: 'Amazon' }]);
    expect(rows.map((row) => [row.status, row.note])).toEqual([
      ['duplicate', IMPORT_NOTES.sameDayAmount],
      ['duplicate', IMPORT_NOTES.sameDayAmount],
      // Two equal payments on a day in one bank file are two payments.
      ['valid', null],
      ['valid', null],
    ]);
  });

  it('says "Amount missing" for an empty amount, and the schema\'s message for a bad one', () => {
    const text =
      'Date,Description,Amount\n2025-03-01,Retainer,\n2025-03-01,Fee,  \n2025-03-02,Fee,abc\n';
    const { rows } = importFile(text);
    expect(rows.map((row) => row.errors)).toEqual([
      { amount: IMPORT_NOTES.amountMissing },
      { amount: IMPORT_NOTES.amountMissing },
      { amount: 'Amount must be positive' },
    ]);
    expect(IMPORT_NOTES.amountMissing).toBe('Amount missing');
  });

  it('asks when slashed dates could be either way round', () => {
    expect(detectDateFormat(['03/04/2025', '05/06/2025'])).toBe('ambiguous');
    expect(readDate('03/04/2025', 'MM/DD/YYYY')).toBe('2025-03-04');
    expect(readDate('03/04/2025', 'DD/MM/YYYY')).toBe('2025-04-03');
  });

  it.each([
    ['5 Mar 2025', '2025-03-05'],
    ['15 March 2025', '2025-03-15'],
    ['1-Sep-2025', '2025-09-01'],
    ['30 Feb 2025', null],
  ])('reads %j as %s in D MMM YYYY', (cell, iso) => {
    expect(readDate(cell, 'D MMM YYYY')).toBe(iso);
  });

  it.each([
    ['$1,234.56', 123456],
    ['1,234.56', 123456],
    ['1.234,56', 123456],
    ['(12.00)', -1200],
    ['-$89.99', -8999],
    ['12.00-', -1200],
    ['75,00', 7500],
    ['1234', 123400],
    ['€ 3,50', 350],
    ['12.345', null],
    ['abc', null],
    ['', null],
  ])('reads the amount %j as %s cents', (cell, cents) => {
    expect(readAmountCents(cell)).toBe(cents);
  });

  it('reads our own export back exactly, whatever the names hold', () => {
    // What the schema accepts: trimmed, not blank, no control characters.
    const name = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .map((text) => text.trim())
      // eslint-disable-next-line no-control-regex
      .filter((text) => text !== '' && !/[\u0000-\u001f\u007f]/.test(text));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.oneof(
              name,
              fc.constantFrom(
                '=HYPERLINK("x")',
                '"quoted", comma',
                "'apostrophe",
                '+1',
                '😀 emoji',
              ),
            ),
            cents: fc.integer({ min: 1, max: 9_999_999_999 }),
            day: fc.integer({ min: 1, max: 28 }),
            category: fc.constantFrom(...EXPENSE_CATEGORIES),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (expenses) => {
          const text =
            CSV_BOM +
            csvRecord(['ID', 'Date', 'Name', 'Amount', 'Category', 'Last changed']) +
            expenses
              .map((expense, index) =>
                csvRecord([
                  String(index + 1),
                  `2025-01-${String(expense.day).padStart(2, '0')}`,
                  neutraliseText(expense.name),
                  centsToAmountText(expense.cents),
                  // The export writes the English name.
                  expenseCategoryName(expense.category),
                  '2025-01-01T00:00:00.000Z',
                ]),
              )
              .join('');
          const { rows } = importFile(text);
          expect(rows.map((row) => row.values)).toEqual(
            expenses.map((expense) => ({
              name: expense.name,
              amount: centsToAmountText(expense.cents),
              date: `2025-01-${String(expense.day).padStart(2, '0')}`,
              category: expense.category,
            })),
          );
        },
      ),
    );
  });
});

describe('categories on import', () => {
  const HEADER = 'Date,Description,Amount,Category';
  const rent: CategoryRule = { contains: 'rent', category: 'housing.rent_mortgage' };
  const categoriesOf = (text: string, rules: CategoryRule[] = []) =>
    importFile(text, [], rules).rows.map((row) => [row.values?.category, row.note]);

  it('reads the category column by its English name, its id or its Spanish name, case aside', () => {
    const text = [
      HEADER,
      '2025-03-01,Oak Street,-2100.00,Rent or mortgage',
      '2025-03-02,Little Stars,-300.00,children.child_care',
      '2025-03-03,FreshMart,-61.20,comestibles y artículos para el hogar',
      '2025-03-04,Smith & Lee,-500.00,  ATTORNEY FEES ',
    ].join('\n');

    const { mapping } = importFile(text);
    expect(mapping.category).toBe(3);
    expect(categoriesOf(text)).toEqual([
      ['housing.rent_mortgage', null],
      ['children.child_care', null],
      ['food.groceries', null],
      ['legal.attorney_fees', null],
    ]);
  });

  it('finds a column headed "Categoría"', () => {
    expect(detectColumns(['Fecha', 'Descripción', 'Importe', 'Categoría']).category).toBe(3);
  });

  it('imports a category not on the list as Other, and says so', () => {
    expect(categoriesOf(`${HEADER}\n2025-03-01,Corner store,-12.00,Sundries`)).toEqual([
      ['other', IMPORT_NOTES.unknownCategory],
    ]);
  });

  it("applies her rules where the file names none of our categories: empty, or a bank's own", () => {
    const text = [
      HEADER,
      '2025-03-01,Oak Street rent,-2100.00,',
      '2025-03-02,Rent-a-car,-80.00,Other',
      '2025-03-03,Parking,-4.00,',
      '2025-03-04,Rent payment,-2100.00,Home',
      '2025-03-05,Corner store,-12.00,Shopping',
    ].join('\n');
    expect(categoriesOf(text, [rent])).toEqual([
      ['housing.rent_mortgage', null],
      // The file's own category, when it is one of ours, wins over a rule.
      ['other', null],
      ['other', null],
      ['housing.rent_mortgage', null],
      ['other', IMPORT_NOTES.unknownCategory],
    ]);
  });

  it('gives a file without a category column the first rule that fits, case aside, else Other', () => {
    const text = [
      'Date,Description,Amount',
      '2025-03-01,OAK STREET RENT,-2100.00',
      '2025-03-02,SHELL OIL RENTAL CAR,-60.00',
      '2025-03-03,FreshMart,-61.20',
    ].join('\n');
    const rules: CategoryRule[] = [
      { contains: 'Shell  Oil', category: 'transportation.fuel' },
      rent,
    ];
    expect(categoriesOf(text, rules)).toEqual([
      ['housing.rent_mortgage', null],
      ['transportation.fuel', null],
      ['other', null],
    ]);
    expect(categoriesOf(text, [rent, ...rules]).map(([category]) => category)).toEqual([
      'housing.rent_mortgage',
      'housing.rent_mortgage',
      'other',
    ]);
  });
});
