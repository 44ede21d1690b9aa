import { describe, expect, it } from 'vitest';
import type { ImportRow } from '@shared/csv-import';
import {
  describeCounts,
  describeUnreadableRows,
  detailsInFileRows,
  importButtonLabel,
} from './import-counts';

const EXPENSES = { one: 'expense', many: 'expenses' };

describe('the preview', () => {
  it('counts the rows, leaving out the kinds there are none of', () => {
    expect(describeCounts({ valid: 12, invalid: 1, duplicate: 1, skipped: 1 })).toBe(
      '12 ready to import · 1 invalid · 1 likely duplicate · 1 credit skipped',
    );
    expect(describeCounts({ valid: 4999, invalid: 0, duplicate: 2, skipped: 3 })).toBe(
      '4,999 ready to import · 2 likely duplicates · 3 credits skipped',
    );
    expect(importButtonLabel(1, EXPENSES)).toBe('Import 1 expense');
    expect(importButtonLabel(1200, EXPENSES)).toBe('Import 1,200 expenses');
  });

  it("renumbers the server's rows (their place among those sent) as the file's rows", () => {
    const sent = [3, 7, 9].map((line): ImportRow => ({
      line,
      status: 'valid',
      values: null,
      errors: {},
      note: null,
    }));

    expect(
      detailsInFileRows(
        'row 2: name: Expense name is required; amount: Amount must be positive; row 3: date: Invalid date format',
        sent,
      ),
    ).toBe(
      'row 7: name: Expense name is required; amount: Amount must be positive; row 9: date: Invalid date format',
    );
  });

  it.each([
    ['one row', [4], 'Row 4 contains'],
    ['two rows', [4, 9], 'Rows 4 and 9 contain'],
    ['three rows', [1, 2, 30], 'Rows 1, 2 and 30 contain'],
    ['ten rows', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'Rows 1, 2, 3, 4, 5, 6, 7, 8, 9 and 10 contain'],
    [
      'the first ten of 1,200 rows',
      Array.from({ length: 1200 }, (_, index) => index + 1),
      'Rows 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 1,190 more contain',
    ],
  ])('names %s that could not be read, and says how to fix the file', (_count, lines, start) => {
    expect(describeUnreadableRows(lines)).toBe(
      `${start} characters that could not be read. Save the file as UTF-8 (CSV UTF-8 in Excel) and import it again.`,
    );
  });
});
