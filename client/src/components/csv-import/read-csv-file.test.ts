import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '@shared/import';
import debitCredit from '@shared/test-fixtures/debit-credit.csv?raw';
import { FILE_MESSAGES, readCsvFile } from './read-csv-file';

const file = (parts: BlobPart[], name = 'statement.csv') => new File(parts, name);
const bytes = (...values: number[]) => new Uint8Array(values);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading a chosen CSV file', () => {
  it('reads a bank export into its header and rows', async () => {
    const result = await readCsvFile(file([debitCredit]));

    expect(result).toMatchObject({
      ok: true,
      csv: { header: ['Date', 'Description', 'Debit', 'Credit', 'Balance'] },
    });
    expect(result.ok && result.csv.rows).toHaveLength(4);
  });

  it('refuses a file over 2 MB without reading any of it', async () => {
    const read = vi.spyOn(FileReader.prototype, 'readAsArrayBuffer');

    const result = await readCsvFile(file(['x'.repeat(MAX_IMPORT_FILE_BYTES + 1)]));

    expect(result).toEqual({ ok: false, message: IMPORT_MESSAGES.fileTooLarge });
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    ['a ZIP (or .xlsx) file', [bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)]],
    ['a PDF', ['%PDF-1.7\n1 0 obj']],
    ['an old Excel file', [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1)]],
    ['text with a NUL byte', ['Date,Description,Amount\n2025-03-01,Rent\u0000,5\n']],
  ])('refuses %s as not a CSV text file', async (_kind, parts) => {
    expect(await readCsvFile(file(parts))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.notText,
    });
  });

  it('reads only the first kilobyte to tell a binary file', async () => {
    const read = vi.spyOn(FileReader.prototype, 'readAsArrayBuffer');

    await readCsvFile(file([bytes(0x25, 0x50, 0x44, 0x46), 'x'.repeat(5000)]));

    expect(read).toHaveBeenCalledTimes(1);
    expect((read.mock.calls[0]![0] as Blob).size).toBe(1024);
  });

  it('refuses an empty file and a file with a header but no rows', async () => {
    expect(await readCsvFile(file([]))).toEqual({ ok: false, message: IMPORT_MESSAGES.noRows });
    expect(await readCsvFile(file(['Date,Description,Amount\r\n\r\n']))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.noRows,
    });
  });

  it('takes 5,000 rows and refuses 5,001', async () => {
    const rows = (count: number) =>
      ['Date,Description,Amount', ...Array.from({ length: count }, () => '2025-03-01,Fee,1')].join(
        '\n',
      );

    expect((await readCsvFile(file([rows(MAX_IMPORT_ROWS)]))).ok).toBe(true);
    expect(await readCsvFile(file([rows(MAX_IMPORT_ROWS + 1)]))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.tooManyRows,
    });
  });

  it('refuses a file with a single column', async () => {
    expect(await readCsvFile(file(['Just some notes\nline two\n']))).toEqual({
      ok: false,
      message: FILE_MESSAGES.oneColumn,
    });
  });

  it('reads Windows-1252 text (older Excel) and UTF-16 with its byte-order mark', async () => {
    // "Café" with é as the single Windows-1252 byte 0xE9: not valid UTF-8.
    const latin = await readCsvFile(
      file(['Date,Description,Amount\n2025-03-01,Caf', bytes(0xe9), ',4.50\n']),
    );
    expect(latin.ok && latin.csv.rows[0]).toEqual(['2025-03-01', 'Café', '4.50']);

    const text = 'Date\tDescription\tAmount\n2025-03-01\tCafé\t4.50\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    [...text].forEach((char, index) => utf16.set([char.charCodeAt(0), 0], 2 + index * 2));
    const wide = await readCsvFile(file([utf16]));
    expect(wide.ok && wide.csv.rows[0]).toEqual(['2025-03-01', 'Café', '4.50']);
  });
});

describe('reading a file with bytes that are not valid UTF-8', () => {
  const encoder = new TextEncoder();
  const utf8 = (text: string) => encoder.encode(text);
  /** "Café" with é as the single Windows-1252 byte 0xE9, which is not UTF-8. */
  const latinCafe = () => [utf8('Caf'), bytes(0xe9)];

  it('names the rows with undecodable bytes and reads the rest of a UTF-8 file as UTF-8', async () => {
    const result = await readCsvFile(
      file([
        utf8('Date,Description,Amount\n'),
        utf8('2025-03-01,Rechtsanwalt Müller,250.00\n'),
        utf8('2025-03-02,'),
        ...latinCafe(),
        utf8(',4.50\n'),
        utf8('2025-03-03,Fee,3\n2025-03-04,Fee,3\n'),
        utf8('2025-03-05,Bad '),
        bytes(0xe2, 0x82),
        utf8(',1\n2025-03-06,Gebühr,2\n'),
      ]),
    );

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.csv.unreadableLines).toEqual([2, 5]);
    expect(result.csv.rows.map((row) => row[1])).toEqual([
      'Rechtsanwalt Müller',
      'Caf\uFFFD',
      'Fee',
      'Fee',
      'Bad \uFFFD',
      'Gebühr',
    ]);
  });

  it('takes a UTF-8 byte-order mark as the file saying it is UTF-8', async () => {
    const result = await readCsvFile(
      file([
        bytes(0xef, 0xbb, 0xbf),
        utf8('Date,Description,Amount\n2025-03-01,'),
        ...latinCafe(),
        utf8(',4\n'),
      ]),
    );

    expect(result.ok && result.csv.unreadableLines).toEqual([1]);
    expect(result.ok && result.csv.header).toEqual(['Date', 'Description', 'Amount']);
  });

  it('finds the row in a file whose lines end in a carriage return alone', async () => {
    const result = await readCsvFile(
      file([
        utf8('Date,Description,Amount\r2025-03-01,Müller,1\r2025-03-02,'),
        ...latinCafe(),
        utf8(',2\r2025-03-03,Fee,3\r'),
      ]),
    );

    expect(result.ok && result.csv.unreadableLines).toEqual([2]);
  });

  it('still reads a Windows-1252 file, with no UTF-8 in it, as Windows-1252', async () => {
    const result = await readCsvFile(
      file([utf8('Date,Description,Amount\n2025-03-01,'), ...latinCafe(), utf8(',4.50\n')]),
    );

    expect(result.ok && result.csv.unreadableLines).toEqual([]);
    expect(result.ok && result.csv.rows[0]).toEqual(['2025-03-01', 'Café', '4.50']);
  });

  it('does not take a replacement character the file really holds for an undecodable byte', async () => {
    const result = await readCsvFile(
      file([
        utf8('Date,Description,Amount\n2025-03-01,Already lost \uFFFD,1\n2025-03-02,Müller '),
        bytes(0xff),
        utf8(',2\n'),
      ]),
    );

    expect(result.ok && result.csv.unreadableLines).toEqual([2]);
    expect(result.ok && result.csv.rows[0]![1]).toBe('Already lost \uFFFD');
  });

  it('names the row of a UTF-16 file that holds half a character', async () => {
    const text = 'Date\tDescription\tAmount\n2025-03-01\tCafé\t4.50\n2025-03-02\tX\uD800\t1\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    [...text].forEach((char, index) =>
      utf16.set([char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8], 2 + index * 2),
    );

    const result = await readCsvFile(file([utf16]));

    expect(result.ok && result.csv.unreadableLines).toEqual([2]);
    expect(result.ok && result.csv.rows[0]).toEqual(['2025-03-01', 'Café', '4.50']);
  });
});
