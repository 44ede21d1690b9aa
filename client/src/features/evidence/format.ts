/**
 * How the evidence screens write a moment: revisions and exports carry the database's clock
 * (ISO 8601 UTC), shown in the reader's own time zone, dated as the trackers date their rows.
 */
import { plural, t } from '@lingui/core/macro';
import {
  inLanguage,
  parseCalendarDate,
  parseInstant,
  SHORT_DATE_TIME,
  todayIsoDate,
} from '@shared/dates';

/** 'Mar 05, 2025, 6:25 PM' in local time; the raw value when it is not a time. */
export function formatDateTime(iso: string): string {
  const instant = parseInstant(iso);
  return instant === null ? iso : inLanguage(instant, 'MMM dd, yyyy, h:mm a', SHORT_DATE_TIME);
}

export { formatLocalDay as formatDay } from '@shared/dates';

/**
 * Whether a record's own date (an expense's or event's `date`) lies before the local day it
 * was recorded on: a backdated entry, which a reader should know was written later.
 */
export function isBackdated(data: Record<string, unknown>, recordedAt: string): boolean {
  const recordDate = parseCalendarDate(data.date);
  const instant = parseInstant(recordedAt);
  if (recordDate === null || instant === null) return false;
  return recordDate < todayIsoDate(instant);
}

/** 'No changes', '1 change', '12 changes'. */
export function countChanges(count: number): string {
  if (count === 0) return t`No changes`;
  return plural(count, { one: '# change', other: '# changes' });
}
