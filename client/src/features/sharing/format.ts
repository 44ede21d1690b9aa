/**
 * How the Sharing page writes a moment: the server's instants (ISO 8601 UTC) in the reader's
 * own time zone.
 */
import { addDays } from 'date-fns';
import { inLanguage, SHORT_DATE, SHORT_DATE_TIME } from '@shared/dates';

function parseInstant(iso: string): Date | null {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** 'Mar 5, 2025' in local time; the raw value when it is not a time. */
export function formatDay(iso: string): string {
  const instant = parseInstant(iso);
  return instant === null ? iso : inLanguage(instant, 'MMM d, yyyy', SHORT_DATE);
}

/** 'Mar 5, 2025, 6:25 PM' in local time; the raw value when it is not a time. */
export function formatDateTime(iso: string): string {
  const instant = parseInstant(iso);
  return instant === null ? iso : inLanguage(instant, 'MMM d, yyyy, h:mm a', SHORT_DATE_TIME);
}

/** The day a link made (or extended) now for `days` days stops working: 'Mar 19, 2025'. */
export function expiryDay(days: number, now = new Date()): string {
  return inLanguage(addDays(now, days), 'MMM d, yyyy', SHORT_DATE);
}
