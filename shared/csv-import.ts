/**
 * Reading a bank's CSV (or our own export) into expenses, in the browser, before anything is
 * sent: Papa Parse splits the text (it finds the delimiter: comma, semicolon or tab); these
 * functions find the date, description and amount columns (or separate debit and credit
 * columns), read dates and amounts the ways banks write them, and check each row with the same
 * schema a single POST /api/expenses uses. Pure, so it is tested once for both sides.
 */
import Papa from 'papaparse';
import type { z } from 'zod';
import { CSV_BOM, readNeutralisedText } from './csv';
import { parseCalendarDate } from './dates';
import {
  categoryByRules,
  type CategoryRule,
  DEFAULT_EXPENSE_CATEGORY,
  readExpenseCategory,
} from './expense-categories';
import { type ExpenseValues, expenseInputSchema } from './expenses';
import { centsToAmountText } from './money';
import { fieldErrors } from './validation';

export interface ParsedCsv {
  header: string[];
  rows: string[][];
  /** The delimiter Papa Parse found. */
  delimiter: string;
  /**
   * The data rows, numbered like ImportRow.line, that hold characters the file's bytes could
   * not give (bytes that are not valid in its encoding): they are shown, but never imported.
   */
  unreadableLines: number[];
}

/** A stretch of a text: from `start` up to, not including, `end`. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * The table in a CSV text: the first non-empty line is the header. `unreadable` are the
 * stretches of the text decoded from bytes that were not valid; the rows they touch are named
 * in `unreadableLines`. Papa Parse reports where each row ends, which is what ties a stretch of
 * the text to a row, since a quoted value may run over several lines and blank lines are skipped.
 */
export function parseCsvText(text: string, unreadable: readonly TextRange[] = []): ParsedCsv {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const bodyStart = text.length - body.length;
  const records: string[][] = [];
  const recordEnds: number[] = [];
  let delimiter = ',';
  Papa.parse<string[]>(body, {
    skipEmptyLines: 'greedy',
    step: (result) => {
      records.push(result.data);
      recordEnds.push(bodyStart + result.meta.cursor);
      delimiter = result.meta.delimiter;
    },
  });
  const [header = [], ...rows] = records;
  const unreadableLines = rows
    .map((_, index) => index + 1)
    .filter((line) =>
      unreadable.some(
        (range) => range.start < recordEnds[line]! && range.end > recordEnds[line - 1]!,
      ),
    );
  return { header: header.map((cell) => cell.trim()), rows, delimiter, unreadableLines };
}

/** What an unreadable row says in the preview. */
export const UNREADABLE_ROW = 'Some characters in this row could not be read';

/**
 * The rows as a tracker read them, with each unreadable row (by its line) made invalid: its
 * name or amount would hold a U+FFFD where the user's file holds something else.
 */
export function markUnreadableRows<Values>(
  rows: readonly ImportRow<Values>[],
  unreadableLines: readonly number[],
): ImportRow<Values>[] {
  const unreadable = new Set(unreadableLines);
  return rows.map((row) =>
    unreadable.has(row.line)
      ? {
          line: row.line,
          status: 'invalid',
          values: null,
          errors: { row: UNREADABLE_ROW },
          note: null,
        }
      : row,
  );
}

/** The trimmed text of a row's cell in `column`; empty when no column is chosen or it is short. */
export function cellAt(row: readonly string[], column: number | null): string {
  return column === null ? '' : (row[column] ?? '').trim();
}

/** The first non-empty cell of `column`, shown as an example of what it holds. */
export function firstValue(csv: ParsedCsv, column: number | null): string | null {
  if (column === null) return null;
  return csv.rows.map((row) => cellAt(row, column)).find((cell) => cell !== '') ?? null;
}

/** Which column holds what; a bank export has either one amount column or debit and credit. */
export interface ColumnMapping {
  date: number | null;
  name: number | null;
  amount: number | null;
  debit: number | null;
  credit: number | null;
  /** A category column (our own export has one); null when the file has none. */
  category?: number | null;
}

/** Header words for each column, most telling first ("Description" before "Details"). */
const HEADER_PATTERNS: Record<keyof ColumnMapping, RegExp[]> = {
  debit: [/\b(debit|withdrawals?|money out|paid out|outflow)\b/i],
  credit: [/\b(credit|deposits?|money in|paid in|inflow)\b/i],
  date: [/\b(transaction date|posting date|booking date|date)\b/i, /\b(posted|booked)\b/i],
  amount: [/\bamount\b/i, /\b(value|sum|total)\b/i],
  category: [/\b(category|categoría|categoria)\b/i],
  name: [
    /\b(description|payee|name)\b/i,
    /\b(memo|narrative|merchant)\b/i,
    /\b(details|reference|transaction)\b/i,
  ],
};

/** The columns a header names, each used once; debit and credit before a plain amount. */
export function detectColumns(header: readonly string[]): ColumnMapping {
  const taken = new Set<number>();
  const find = (key: keyof ColumnMapping) => {
    for (const pattern of HEADER_PATTERNS[key]) {
      const index = header.findIndex((cell, column) => !taken.has(column) && pattern.test(cell));
      if (index !== -1) {
        taken.add(index);
        return index;
      }
    }
    return null;
  };
  // "Debit amount" is a debit column, not the amount.
  const debit = find('debit');
  const credit = find('credit');
  const date = find('date');
  const amount = debit !== null || credit !== null ? null : find('amount');
  const name = find('name');
  const category = find('category');
  return { date, name, amount, debit, credit, category };
}

export type DateFormat = 'YYYY-MM-DD' | 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'D MMM YYYY';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const NAMED = /^(\d{1,2})[\s-]+([a-z]{3})[a-z]*\.?[\s-]+(\d{4})$/i;

/**
 * The format a column's dates are written in; null when they fit none. Slashed dates whose
 * parts are all 12 or less could be either way round: 'ambiguous', and the user is asked.
 */
export function detectDateFormat(values: readonly string[]): DateFormat | 'ambiguous' | null {
  const cells = values.map((value) => value.trim()).filter(Boolean);
  if (cells.length === 0) return null;
  if (cells.every((cell) => ISO.test(cell))) return 'YYYY-MM-DD';
  if (cells.every((cell) => NAMED.test(cell))) return 'D MMM YYYY';
  if (!cells.every((cell) => SLASHED.test(cell))) return null;
  const parts = cells.map((cell) => SLASHED.exec(cell)!.slice(1, 3).map(Number));
  const firstOver12 = parts.some(([first]) => first! > 12);
  const secondOver12 = parts.some(([, second]) => second! > 12);
  if (firstOver12 && !secondOver12) return 'DD/MM/YYYY';
  if (secondOver12 && !firstOver12) return 'MM/DD/YYYY';
  return firstOver12 && secondOver12 ? null : 'ambiguous';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date cell as 'YYYY-MM-DD' in `format`, or null when it is not a real date. */
export function readDate(cell: string, format: DateFormat): string | null {
  const text = cell.trim();
  let year: number;
  let month: number;
  let day: number;
  if (format === 'YYYY-MM-DD') {
    const match = ISO.exec(text);
    if (!match) return null;
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if (format === 'D MMM YYYY') {
    const match = NAMED.exec(text);
    if (!match) return null;
    month = MONTHS.indexOf(match[2]!.toLowerCase()) + 1;
    [day, year] = [Number(match[1]), Number(match[3])];
  } else {
    const match = SLASHED.exec(text);
    if (!match) return null;
    const [first, second] = [Number(match[1]), Number(match[2])];
    [month, day] = format === 'MM/DD/YYYY' ? [first, second] : [second, first];
    year = Number(match[3]);
  }
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return month >= 1 && parseCalendarDate(iso) === iso ? iso : null;
}

/**
 * An amount cell in signed cents, or null: '$1,234.56', '1.234,56' (a decimal comma, when the
 * last separator is a comma followed by one or two digits), '(12.00)' and '-12.00' are negative,
 * '12.00-' too; currency signs, spaces and thousands separators are ignored.
 */
export function readAmountCents(cell: string): number | null {
  let text = cell.trim().replace(/[$€£\s\u00a0]|USD|EUR|GBP/gi, '');
  if (text === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1)];
  if (text.startsWith('-')) [negative, text] = [!negative, text.slice(1)];
  else if (text.endsWith('-')) [negative, text] = [!negative, text.slice(0, -1)];
  else if (text.startsWith('+')) text = text.slice(1);
  const decimalComma =
    /,\d{1,2}$/.test(text) &&
    (!text.includes('.') || text.lastIndexOf('.') < text.lastIndexOf(','));
  const [thousands, decimal] = decimalComma ? ['.', ','] : [',', '.'];
  const grouped = new RegExp(
    `^\\d{1,3}(\\${thousands}\\d{3})+(\\${decimal}\\d{1,2})?$|^\\d+(\\${decimal}\\d{1,2})?$`,
  );
  if (!grouped.test(text)) return null;
  const [whole, fraction = ''] = text.split(thousands).join('').split(decimal);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

export type ImportRowStatus = 'valid' | 'invalid' | 'duplicate' | 'skipped';

/** A row of the file and its fate; `Values` is what would be sent (an expense by default). */
export interface ImportRow<Values = ExpenseValues> {
  /** The row's line among the data rows, from 1. */
  line: number;
  status: ImportRowStatus;
  /** What would be sent: for an expense, name, amount ('12.50'), date ('YYYY-MM-DD'). */
  values: Values | null;
  /** The schema's message per field, for an invalid row. */
  errors: Record<string, string>;
  /** Why a row is skipped ('A credit, not an expense'), a likely duplicate, or was read as. */
  note: string | null;
}

export const IMPORT_NOTES = {
  credit: 'A credit (money in), not an expense: skipped',
  duplicate: 'Likely a duplicate of an expense already recorded (same date, amount and name)',
  repeated: 'The same date, amount and name as an earlier row of this file',
  sameDayAmount:
    'Possibly a duplicate: an expense already recorded has the same date and amount (banks word the same payment differently)',
  amountMissing: 'Amount missing',
  unknownCategory: 'A category that is not on the list: imported as Other',
} as const;

/**
 * Which rows repeat an entry already recorded (`existing`, by their keys) or an earlier row of
 * the file: call it once per valid row, in order, with that row's key; it answers the note to
 * show, or null for a row seen for the first time.
 */
export function duplicateFinder(
  existing: Iterable<string>,
  notes: { duplicate: string; repeated: string },
): (key: string) => string | null {
  const recorded = new Set(existing);
  const inFile = new Set<string>();
  return (key) => {
    const note = recorded.has(key) ? notes.duplicate : inFile.has(key) ? notes.repeated : null;
    inFile.add(key);
    return note;
  };
}

/** A row the schema refused, with its messages per field. */
export function invalidRow<Values>(line: number, error: z.ZodError): ImportRow<Values> {
  return { line, status: 'invalid', values: null, errors: fieldErrors(error), note: null };
}

/**
 * The key two expenses share when they may be the same payment under two wordings: a bank's
 * "AMZN MKTP US*2K4" and the "Amazon" typed by hand.
 */
function sameDayAmountKey(expense: { date: string; amount: string }): string {
  return `${expense.date}|${expense.amount}`;
}

/** The key two expenses share when they are likely the same one. */
function duplicateKey(expense: { date: string; amount: string; name: string }): string {
  return `${expense.date}|${expense.amount}|${expense.name.trim().toLowerCase()}`;
}

/**
 * Each data row as an expense to import, or why not. A debit (a negative amount in an amount
 * column, or a value in the debit column) becomes a positive expense; a credit is skipped, as is
 * a positive amount when the file also has negatives (a bank's money in). A row that matches an
 * existing expense, or an earlier row, is marked a likely duplicate.
 */
export function buildImportRows(
  rows: readonly string[][],
  mapping: ColumnMapping,
  dateFormat: DateFormat,
  existing: readonly { date: string; amount: string; name: string }[] = [],
  /** Rules by payee text she confirmed, for rows whose file gives no category. */
  rules: readonly CategoryRule[] = [],
): ImportRow[] {
  const amounts = rows.map((row) => readAmountCents(cellAt(row, mapping.amount)));
  // A single amount column with negatives is a bank statement: negatives are money out.
  const signedStatement =
    mapping.amount !== null && amounts.some((cents) => cents !== null && cents < 0);
  const findDuplicate = duplicateFinder(existing.map(duplicateKey), IMPORT_NOTES);
  // Against what is recorded only: within one bank file, two equal payments on a day are two.
  const recordedSameDayAmount = new Set(existing.map(sameDayAmountKey));

  return rows.map((row, index): ImportRow => {
    const line = index + 1;
    let cents: number | null;
    if (mapping.debit !== null || mapping.credit !== null) {
      const debit = readAmountCents(cellAt(row, mapping.debit));
      const credit = readAmountCents(cellAt(row, mapping.credit));
      if ((debit === null || debit === 0) && credit !== null && credit !== 0) {
        return { line, status: 'skipped', values: null, errors: {}, note: IMPORT_NOTES.credit };
      }
      cents = debit === null ? null : Math.abs(debit);
    } else {
      const amount = amounts[index] ?? null;
      if (signedStatement && amount !== null && amount > 0) {
        return { line, status: 'skipped', values: null, errors: {}, note: IMPORT_NOTES.credit };
      }
      cents = amount === null ? null : Math.abs(amount);
    }
    const dateCell = cellAt(row, mapping.date);
    const name = readNeutralisedText(cellAt(row, mapping.name));
    // The file's category when it names one of ours; else her rules by payee text (a bank's own
    // categories, "Shopping", are not ours); else Other, with a note when the file said something.
    const categoryCell = readNeutralisedText(cellAt(row, mapping.category ?? null));
    const named = categoryCell === '' ? null : readExpenseCategory(categoryCell);
    const ruled = named === null ? categoryByRules(name, rules) : null;
    const unknownCategory = categoryCell !== '' && named === null && ruled === null;
    const category = named ?? ruled ?? DEFAULT_EXPENSE_CATEGORY;
    const parsed = expenseInputSchema.safeParse({
      category,
      name,
      amount:
        cents === null
          ? cellAt(row, mapping.amount ?? mapping.debit) || undefined
          : centsToAmountText(cents),
      date: readDate(dateCell, dateFormat) ?? (dateCell || undefined),
    });
    if (!parsed.success) {
      const invalid = invalidRow<ExpenseValues>(line, parsed.error);
      const amountCell = cellAt(row, mapping.amount ?? mapping.debit).trim();
      if (cents === null && amountCell === '') invalid.errors.amount = IMPORT_NOTES.amountMissing;
      return invalid;
    }
    const duplicate =
      findDuplicate(duplicateKey(parsed.data)) ??
      (recordedSameDayAmount.has(sameDayAmountKey(parsed.data))
        ? IMPORT_NOTES.sameDayAmount
        : null);
    const note = duplicate ?? (unknownCategory ? IMPORT_NOTES.unknownCategory : null);
    return {
      line,
      status: duplicate ? 'duplicate' : 'valid',
      values: parsed.data,
      errors: {},
      note,
    };
  });
}
