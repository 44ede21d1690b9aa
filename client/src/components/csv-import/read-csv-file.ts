/**
 * The checks a chosen file passes before the importer shows it, each reading as little as it
 * can: its size (nothing read), its first kilobyte (a binary file: a NUL byte, or the signature
 * of a ZIP, PDF, spreadsheet or image), then its text and its rows, with the rows that hold
 * bytes which are not valid text named so the preview can hold them back. Nothing is sent
 * anywhere.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { parseCsvText, type ParsedCsv, type TextRange } from '@shared/csv-import';
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '@shared/import';

/** `shared/`'s messages stay English here (the step shows them through useSharedText). */
export const FILE_MESSAGES = liveTexts({
  ...IMPORT_MESSAGES,
  oneColumn: msg`This file has only one column; an import needs each value (a name, an amount, a date) in a column of its own`,
  unreadable: msg`This file could not be read. Please try again, or choose another file.`,
});

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

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** 'utf-16le' or 'utf-16be' when the bytes open with that byte-order mark (Excel's "Unicode text"). */
function utf16Encoding(head: Uint8Array): TextEncoding | null {
  if (startsWith(head, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(head, [0xfe, 0xff])) return 'utf-16be';
  return null;
}

/** Whether a file opening with `head` is binary: a NUL byte (never in UTF-8 text) or a known signature. */
function looksBinary(head: Uint8Array): boolean {
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

type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** The file's text, and the stretches of it decoded from bytes not valid in its encoding. */
type DecodedText = { text: string; unreadable: TextRange[] };

/** Where each line of `bytes` ends: just after each CR and each LF, and at the end. */
function lineEnds(bytes: Uint8Array, encoding: TextEncoding): number[] {
  const unitSize = encoding === 'utf-8' ? 1 : 2;
  const ends: number[] = [];
  for (let index = 0; index + unitSize <= bytes.length; index += unitSize) {
    const unit =
      encoding === 'utf-8'
        ? bytes[index]!
        : encoding === 'utf-16le'
          ? bytes[index]! | (bytes[index + 1]! << 8)
          : (bytes[index]! << 8) | bytes[index + 1]!;
    if (unit === 0x0a || unit === 0x0d) ends.push(index + unitSize);
  }
  if (ends.at(-1) !== bytes.length) ends.push(bytes.length);
  return ends;
}

function isValid(bytes: Uint8Array, decoder: TextDecoder): boolean {
  try {
    decoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text a line at a time: a byte that is not valid becomes U+FFFD, as it would anyway, and
 * its line is reported, so the rows it lands in can be named instead of imported with a
 * character the user never typed. Only a line that decoded to a U+FFFD is checked, since the
 * file may hold that character itself. A CR or LF is never part of a longer sequence in these
 * encodings, so a line decodes to exactly its part of the whole text.
 */
function decodeByLine(bytes: Uint8Array, encoding: TextEncoding) {
  const decoder = new TextDecoder(encoding, { fatal: false });
  const strict = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  const unreadable: TextRange[] = [];
  let text = '';
  let hasUtf8BeyondAscii = false;
  let start = 0;
  for (const end of lineEnds(bytes, encoding)) {
    const line = bytes.subarray(start, end);
    const decoded = decoder.decode(line, { stream: end < bytes.length });
    if (decoded.includes('\uFFFD') && !isValid(line, strict)) {
      unreadable.push({ start: text.length, end: text.length + decoded.length });
    } else if (/[\u0080-\uffff]/.test(decoded)) {
      hasUtf8BeyondAscii = true;
    }
    text += decoded;
    start = end;
  }
  return { text, unreadable, hasUtf8BeyondAscii };
}

/**
 * The file as text. UTF-16 when it opens with that byte-order mark, else UTF-8; but a file in
 * which no line beyond plain ASCII is valid UTF-8, and with no UTF-8 byte-order mark, is taken
 * for Windows-1252 (what older Excel and banks write), where every byte is a character.
 */
function decodeText(bytes: Uint8Array, utf16: TextEncoding | null): DecodedText {
  const encoding = utf16 ?? 'utf-8';
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes), unreadable: [] };
  } catch {
    // Some bytes are not valid: find out which lines hold them.
  }
  const { text, unreadable, hasUtf8BeyondAscii } = decodeByLine(bytes, encoding);
  if (encoding === 'utf-8' && !hasUtf8BeyondAscii && !startsWith(bytes, UTF8_BOM)) {
    return { text: new TextDecoder('windows-1252').decode(bytes), unreadable: [] };
  }
  return { text, unreadable };
}

const refuse = (message: string): CsvFileResult => ({ ok: false, message });

/** The file's table, or why it cannot be imported, in the words the importer shows. */
export async function readCsvFile(file: Blob): Promise<CsvFileResult> {
  if (file.size > MAX_IMPORT_FILE_BYTES) return refuse(FILE_MESSAGES.fileTooLarge);
  if (file.size === 0) return refuse(FILE_MESSAGES.noRows);
  let decoded: DecodedText;
  try {
    const head = await readBytes(file.slice(0, SNIFF_BYTES));
    const encoding = utf16Encoding(head);
    if (encoding === null && looksBinary(head)) return refuse(FILE_MESSAGES.notText);
    decoded = decodeText(await readBytes(file), encoding);
  } catch {
    return refuse(FILE_MESSAGES.unreadable);
  }
  if (decoded.text.includes('\u0000')) return refuse(FILE_MESSAGES.notText);
  const csv = parseCsvText(decoded.text, decoded.unreadable);
  if (csv.rows.length === 0) return refuse(FILE_MESSAGES.noRows);
  if (csv.rows.length > MAX_IMPORT_ROWS) return refuse(FILE_MESSAGES.tooManyRows);
  if (csv.header.length < 2) return refuse(FILE_MESSAGES.oneColumn);
  return { ok: true, csv };
}
