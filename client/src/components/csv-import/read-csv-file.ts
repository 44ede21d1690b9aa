/**
 * The checks a chosen file passes before the importer shows it, each reading as little as it
 * can: its size (nothing read), its first kilobyte (a binary file: a NUL byte, or the signature
 * of a ZIP, PDF, spreadsheet or image), then its text and its rows. Nothing is sent anywhere.
 */
import { parseCsvText, type ParsedCsv } from '@shared/csv-import';
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '@shared/import';

export const FILE_MESSAGES = {
  ...IMPORT_MESSAGES,
  oneColumn:
    'This file has only one column; an import needs each value (a name, an amount, a date) in a column of its own',
  unreadable: 'This file could not be read. Please try again, or choose another file.',
} as const;

export type CsvFileResult = { ok: true; csv: ParsedCsv } | { ok: false; message: string };

const SNIFF_BYTES = 1024;

/** The first bytes of files people pick by mistake instead of a CSV export. */
const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // ZIP, so also .xlsx and .docx
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0xd0, 0xcf, 0x11, 0xe0], // an older .xls or .doc
  [0x1f, 0x8b], // gzip
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** 'utf-16le' or 'utf-16be' when the bytes open with that byte-order mark (Excel's "Unicode text"). */
function utf16Encoding(head: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (startsWith(head, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(head, [0xfe, 0xff])) return 'utf-16be';
  return null;
}

/** Whether a file opening with `head` is binary: a NUL byte (never in UTF-8 text) or a known signature. */
export function looksBinary(head: Uint8Array): boolean {
  return head.includes(0) || BINARY_SIGNATURES.some((signature) => startsWith(head, signature));
}

/** A blob's bytes. FileReader, not Blob.arrayBuffer(), so the test DOM (jsdom) reads them too. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what older Excel and banks write). */
function decodeText(bytes: Uint8Array, encoding: string | null): string {
  if (encoding !== null) return new TextDecoder(encoding).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const refuse = (message: string): CsvFileResult => ({ ok: false, message });

/** The file's table, or why it cannot be imported, in the words the importer shows. */
export async function readCsvFile(file: Blob): Promise<CsvFileResult> {
  if (file.size > MAX_IMPORT_FILE_BYTES) return refuse(FILE_MESSAGES.fileTooLarge);
  if (file.size === 0) return refuse(FILE_MESSAGES.noRows);
  let text: string;
  try {
    const head = await readBytes(file.slice(0, SNIFF_BYTES));
    const encoding = utf16Encoding(head);
    if (encoding === null && looksBinary(head)) return refuse(FILE_MESSAGES.notText);
    text = decodeText(await readBytes(file), encoding);
  } catch {
    return refuse(FILE_MESSAGES.unreadable);
  }
  if (text.includes('\u0000')) return refuse(FILE_MESSAGES.notText);
  const csv = parseCsvText(text);
  if (csv.rows.length === 0) return refuse(FILE_MESSAGES.noRows);
  if (csv.rows.length > MAX_IMPORT_ROWS) return refuse(FILE_MESSAGES.tooManyRows);
  if (csv.header.length < 2) return refuse(FILE_MESSAGES.oneColumn);
  return { ok: true, csv };
}
