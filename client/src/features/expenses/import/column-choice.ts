/**
 * What the user decides on the "Match the columns" step, and what the preview makes of it: the
 * columns (found by detectColumns, changeable), one amount column or debit and credit, and the
 * date format; then the rows' counts and the server's answer in the file's row numbers.
 */
import {
  type ColumnMapping,
  type DateFormat,
  detectColumns,
  detectDateFormat,
  type ImportRow,
  type ImportRowStatus,
  type ParsedCsv,
} from '@shared/csv-import';

/** One amount column (negatives are money out), or separate debit and credit columns. */
export type AmountLayout = 'single' | 'split';

export type ColumnChoice = ColumnMapping & { layout: AmountLayout };

/** The columns detectColumns finds; debit and credit columns mean the split layout. */
export function detectChoice(header: readonly string[]): ColumnChoice {
  const mapping = detectColumns(header);
  const layout = mapping.debit !== null || mapping.credit !== null ? 'split' : 'single';
  return { ...mapping, layout };
}

/** The mapping buildImportRows reads: only the chosen layout's amount columns. */
export function mappingOf({ layout, ...mapping }: ColumnChoice): ColumnMapping {
  return layout === 'single'
    ? { ...mapping, debit: null, credit: null }
    : { ...mapping, amount: null };
}

/** The cells of `column` (empty ones included), for detecting and describing its format. */
export function columnCells(csv: ParsedCsv, column: number | null): string[] {
  if (column === null) return [];
  return csv.rows.map((row) => (row[column] ?? '').trim());
}

/** The first non-empty cell of `column`, shown as an example of what it holds. */
export function firstValue(csv: ParsedCsv, column: number | null): string | null {
  return columnCells(csv, column).find((cell) => cell !== '') ?? null;
}

/**
 * The date column's format: detectDateFormat over every cell, or, when a few cells are not
 * dates at all ('Pending', a typo), over the cells that are, so one bad row does not make the
 * user choose; the bad row then shows as invalid in the preview.
 */
export function suggestDateFormat(cells: readonly string[]): DateFormat | 'ambiguous' | null {
  const all = detectDateFormat(cells);
  if (all !== null) return all;
  const dates = cells.filter((cell) => cell !== '' && detectDateFormat([cell]) !== null);
  return dates.length === 0 ? null : detectDateFormat(dates);
}

export const DATE_FORMATS: readonly { value: DateFormat; label: string }[] = [
  { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD (2025-03-14)' },
  { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY (03/14/2025)' },
  { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY (14/03/2025)' },
  { value: 'D MMM YYYY', label: 'D MMM YYYY (14 Mar 2025)' },
];

/** The two readings of a date whose parts are all 12 or less. */
export const DATE_ORDERS: readonly { value: DateFormat; label: string }[] = [
  { value: 'MM/DD/YYYY', label: 'Month first (MM/DD/YYYY)' },
  { value: 'DD/MM/YYYY', label: 'Day first (DD/MM/YYYY)' },
];

export const CHOICE_MESSAGES = {
  date: 'Choose the column that holds the dates',
  name: 'Choose the column that describes each expense',
  amount: 'Choose the column that holds the amounts',
  debit: 'Choose the column that holds the debits (money out)',
  dateFormat: 'Choose how the dates are written',
  dateOrder: 'Choose whether the month or the day comes first',
} as const;

export type ChoiceField = 'date' | 'name' | 'amount' | 'debit' | 'dateFormat';
export type ChoiceErrors = Partial<Record<ChoiceField, string>>;

/** What is still missing before the preview, in the order the fields appear. */
export function checkChoice(
  choice: ColumnChoice,
  dateFormat: DateFormat | null,
  isAmbiguous: boolean,
): ChoiceErrors {
  const errors: ChoiceErrors = {};
  if (choice.date === null) errors.date = CHOICE_MESSAGES.date;
  if (choice.name === null) errors.name = CHOICE_MESSAGES.name;
  if (choice.layout === 'single' && choice.amount === null) errors.amount = CHOICE_MESSAGES.amount;
  if (choice.layout === 'split' && choice.debit === null) errors.debit = CHOICE_MESSAGES.debit;
  if (choice.date !== null && dateFormat === null) {
    errors.dateFormat = isAmbiguous ? CHOICE_MESSAGES.dateOrder : CHOICE_MESSAGES.dateFormat;
  }
  return errors;
}

export type StatusCounts = Record<ImportRowStatus, number>;

export function countStatuses(rows: readonly ImportRow[]): StatusCounts {
  const counts: StatusCounts = { valid: 0, invalid: 0, duplicate: 0, skipped: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

const number = (count: number) => count.toLocaleString('en-US');

/** '12 ready to import · 1 invalid · 1 likely duplicate · 1 credit skipped' (parts at 0 left out). */
export function describeCounts(counts: StatusCounts): string {
  const parts = [`${number(counts.valid)} ready to import`];
  if (counts.invalid > 0) parts.push(`${number(counts.invalid)} invalid`);
  if (counts.duplicate > 0) {
    parts.push(`${number(counts.duplicate)} likely duplicate${counts.duplicate === 1 ? '' : 's'}`);
  }
  if (counts.skipped > 0) {
    parts.push(`${number(counts.skipped)} credit${counts.skipped === 1 ? '' : 's'} skipped`);
  }
  return parts.join(' · ');
}

/** 'Import 12 expenses', 'Import 1 expense'. */
export function importButtonLabel(count: number): string {
  return `Import ${number(count)} expense${count === 1 ? '' : 's'}`;
}

/**
 * The server's details name rows by their place among those sent ('row 2: name: …'); the
 * preview numbers them by their place in the file, so the details are renumbered to match.
 */
export function detailsInFileRows(details: string, sent: readonly ImportRow[]): string {
  return details.replace(/\brow (\d+):/g, (match, position: string) => {
    const row = sent[Number(position) - 1];
    return row === undefined ? match : `row ${row.line}:`;
  });
}
