/**
 * The CSV rules, one home for the server that writes the exports and the browser that reads an
 * import: RFC 4180 fields (quoted when they hold a comma, a quote, a CR or LF; quotes doubled),
 * CRLF line ends, a UTF-8 byte-order mark so Excel reads the file as UTF-8, and OWASP's rule
 * against formula injection for text a user typed.
 */

/** Written first, so spreadsheet programs read UTF-8. */
export const CSV_BOM = '\uFEFF';
const CSV_LINE_END = '\r\n';

/**
 * What a spreadsheet may take for a formula at the start of a cell: OWASP's list (= + - @, a tab,
 * a CR), the pipe of old DDE payloads, the percent sign some programs expand, and the full-width
 * ＝ ＋ － ＠ that an import, a paste or a spreadsheet's own normalising can turn into ASCII ones.
 * Invisible characters (zero-width spaces and joiners, soft hyphens, bidi marks, a BOM: Unicode's
 * default-ignorable code points) and white space before it hide a trigger from a reader of the
 * text without hiding it from every spreadsheet, so they are looked through.
 */
const FORMULA_START =
  /^[\p{Default_Ignorable_Code_Point}\s]*[=+\-@\t\r|%\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * User-typed text made safe to open in a spreadsheet: text that starts like a formula gets a
 * leading apostrophe, which spreadsheets show as text. A leading apostrophe of the user's own is
 * doubled, so `readNeutralisedText` can always undo exactly what this did. Only text goes
 * through here: the app's own numbers (amounts, values, ids) are written as they are, so a
 * spreadsheet still reads them as numbers.
 */
export function neutraliseText(text: string): string {
  return FORMULA_START.test(text) || text.startsWith("'") ? `'${text}` : text;
}

/** The inverse of neutraliseText, for a cell read back from one of our exports. */
export function readNeutralisedText(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

/** One RFC 4180 field: quoted only when it must be. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record, CRLF-terminated. */
export function csvRecord(fields: readonly string[]): string {
  return fields.map(csvField).join(',') + CSV_LINE_END;
}

/** A column of an export: its header in plain English, and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string;
}

/** A cell of text the user typed (neutralised), or empty for null. */
export const userText = (value: string | null): string =>
  value === null ? '' : neutraliseText(value);

export const EXPENSE_CSV_HEADERS = [
  'ID',
  'Date',
  'Name',
  'Amount',
  'Category',
  'Last changed',
] as const;
export const EVENT_CSV_HEADERS = [
  'ID',
  'Date',
  'Description',
  'Party',
  'Concern level',
  'Last changed',
] as const;
export const NETWORTH_CSV_HEADERS = [
  'ID',
  'Name',
  'Type',
  'Category',
  'Ownership',
  'Value',
  'Character',
  'Proposed to',
  'Spouse 1 share of a split (%)',
  'Disputed',
  'Dispute notes',
  'Notes',
  'Last changed',
] as const;

export const EXPORT_FILES = {
  expenses: 'expenses.csv',
  events: 'events.csv',
  networth: 'networth.csv',
} as const;
export type ExportTracker = keyof typeof EXPORT_FILES;
