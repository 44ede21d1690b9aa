/**
 * A CSV file keeps its English column headers in every language: an expense a Spanish reader
 * exports is read by the importer, as an English reader's browser reads it, and imported
 * unchanged.
 */
import { describe, expect, it } from 'vitest';
import { buildImportRows, detectColumns, detectDateFormat, parseCsvText } from '@shared/csv-import';
import { EXPENSE_CSV_HEADERS } from '@shared/csv';
import { TEST_DRIVERS } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';

describe.each(TEST_DRIVERS)(
  'an expense exported in Spanish, imported in English, on %s',
  (driver) => {
    const { context } = setUpTrackerApi(driver);

    it('arrives unchanged', async () => {
      const spanish = await context.premiumUser();
      const english = await context.premiumUser();
      const expense = {
        name: 'Honorarios, retención “inicial”',
        amount: '1234.56',
        date: '2026-03-05',
      };
      expect((await spanish.api.post('/api/expenses', expense)).status).toBe(201);

      const exported = await spanish.api
        .get('/api/export/expenses.csv')
        .set('Accept-Language', 'es');
      expect(exported.status).toBe(200);
      const csv = parseCsvText(exported.text);
      expect(csv.header).toEqual([...EXPENSE_CSV_HEADERS]);

      // What the English reader's importer does with the file.
      const mapping = detectColumns(csv.header);
      const format = detectDateFormat(csv.rows.map((row) => row[mapping.date!] ?? ''));
      expect(format).toBe('YYYY-MM-DD');
      const rows = buildImportRows(csv.rows, mapping, 'YYYY-MM-DD');
      expect(rows.map((row) => row.status)).toEqual(['valid']);
      const imported = await english.api
        .post('/api/expenses/import', { rows: rows.map((row) => row.values) })
        .set('Accept-Language', 'en-US');
      expect(imported.status).toBe(201);

      const list = await english.api.get('/api/expenses');
      expect(
        list.body.map(({ name, amount, date }: Record<string, string>) => ({ name, amount, date })),
      ).toEqual([{ name: expense.name, amount: '1234.56', date: expense.date }]);
    });
  },
);
