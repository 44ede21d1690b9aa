/**
 * The preview's words for what an import holds: the rows' counts by fate, the button, and the
 * server's answer in the file's row numbers. Shared by every tracker's importer.
 */
import { plural, t } from '@lingui/core/macro';
import type { ImportRow, ImportRowStatus } from '@shared/csv-import';

export type StatusCounts = Record<ImportRowStatus, number>;

export function countStatuses(rows: readonly ImportRow<unknown>[]): StatusCounts {
  const counts: StatusCounts = { valid: 0, invalid: 0, duplicate: 0, skipped: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

const number = (count: number) => count.toLocaleString('en-US');

/** '12 ready to import · 1 invalid · 1 likely duplicate · 1 credit skipped' (parts at 0 left out). */
export function describeCounts(counts: StatusCounts): string {
  const ready = number(counts.valid);
  const parts = [t`${ready} ready to import`];
  if (counts.invalid > 0) {
    const invalid = number(counts.invalid);
    parts.push(t`${invalid} invalid`);
  }
  if (counts.duplicate > 0) {
    parts.push(
      plural(counts.duplicate, { one: '# likely duplicate', other: '# likely duplicates' }),
    );
  }
  if (counts.skipped > 0) {
    parts.push(plural(counts.skipped, { one: '# credit skipped', other: '# credits skipped' }));
  }
  return parts.join(' · ');
}

/** What an import adds, in the singular and the plural: 'expense', 'expenses'. */
export type ImportNoun = { one: string; many: string };

/** 'Import 12 expenses', 'Import 1 expense'. */
export function importButtonLabel(count: number, noun: ImportNoun): string {
  const amount = number(count);
  const what = count === 1 ? noun.one : noun.many;
  return t`Import ${amount} ${what}`;
}

/**
 * The server's details name rows by their place among those sent ('row 2: name: …'); the
 * preview numbers them by their place in the file, so the details are renumbered to match.
 */
export function detailsInFileRows(details: string, sent: readonly ImportRow<unknown>[]): string {
  return details.replace(/\brow (\d+):/g, (match, position: string) => {
    const row = sent[Number(position) - 1];
    return row === undefined ? match : `row ${row.line}:`;
  });
}

/** The unreadable rows named one by one before the rest are only counted. */
const NAMED_ROWS = 10;

/**
 * 'Rows 4 and 9 contain characters that could not be read. …': which rows held bytes that are
 * not valid UTF-8, and how to save the file so they come through. Rows are numbered as the
 * preview numbers them.
 */
export function describeUnreadableRows(lines: readonly number[]): string {
  const named = lines.slice(0, NAMED_ROWS).map(String);
  const more = lines.length - named.length;
  const moreRows = number(more);
  const last = more > 0 ? t`${moreRows} more` : named.pop()!;
  if (named.length === 0) {
    return t`Row ${last} contains characters that could not be read. Save the file as UTF-8 (CSV UTF-8 in Excel) and import it again.`;
  }
  const list = named.join(', ');
  return t`Rows ${list} and ${last} contain characters that could not be read. Save the file as UTF-8 (CSV UTF-8 in Excel) and import it again.`;
}
