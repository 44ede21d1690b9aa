/**
 * Calendar dates ('YYYY-MM-DD', Postgres `date`). They name a day, not an instant, so they are
 * never passed through `new Date(string)`, which would read them as UTC midnight and show the
 * previous day west of Greenwich.
 */
import { getDisplayLanguage } from './display-language';
import type { Language } from './language';
import { format } from 'date-fns';

// A date, optionally followed by an ISO time (T or space separator) and an optional offset.
const CALENDAR_DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/i;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isInRange(text: string | undefined, max: number): boolean {
  return text === undefined || Number(text) <= max;
}

/**
 * 'YYYY-MM-DD' for a real calendar date given as 'YYYY-MM-DD' or as an ISO datetime
 * ('2025-03-05T23:30:00-05:00' → '2025-03-05': the date as written, no timezone shift);
 * null for anything else ('2025-02-30', '0000-01-01', 'not a date', '', non-strings).
 */
export function parseCalendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = CALENDAR_DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [
    ,
    yearText = '',
    monthText = '',
    dayText = '',
    hours,
    minutes,
    seconds,
    offsetHours,
    offsetMinutes,
  ] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  // Year 0000 is 1 BC in ISO 8601, which Postgres's `date` refuses: not a date anyone means.
  if (year < 1) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const isTimeValid =
    isInRange(hours, 23) &&
    isInRange(minutes, 59) &&
    isInRange(seconds, 59) &&
    isInRange(offsetHours, 23) &&
    isInRange(offsetMinutes, 59);
  return isTimeValid ? `${yearText}-${monthText}-${dayText}` : null;
}

/** A local Date at midnight of a calendar date, or null when the value is not one. */
export function calendarDateToLocalDate(value: string): Date | null {
  const isoDate = parseCalendarDate(value);
  if (isoDate === null) return null;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  // setFullYear, unlike the Date constructor, does not map years 0–99 to 1900–1999.
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/**
 * 'Mar 05, 2025' for '2025-03-05' (docs/product.md#expense-tracker); the raw value when it is not a
 * calendar date.
 */
export function formatDisplayDate(
  value: string,
  language: Language = getDisplayLanguage(),
): string {
  const date = calendarDateToLocalDate(value);
  if (date === null) return value;
  return inLanguage(date, 'MMM dd, yyyy', SHORT_DATE, language);
}

/** '5 mar 2025': how es-US writes a date short. */
export const SHORT_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

/** '5 mar 2025, 6:25 p.m.': a short date with its time. */
export const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = {
  ...SHORT_DATE,
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * A moment as the screens write it: in English with the product's date-fns pattern
 * ('MMM d, yyyy'), in Spanish as es-US writes it with `spanish`'s fields.
 */
export function inLanguage(
  moment: Date,
  englishPattern: string,
  spanish: Intl.DateTimeFormatOptions,
  language: Language = getDisplayLanguage(),
): string {
  return language === 'es'
    ? new Intl.DateTimeFormat('es-US', spanish).format(moment)
    : format(moment, englishPattern);
}

/** When something was saved, as its status line says it: 'Mar 05, 2025, 6:25 PM'. */
export function savedAtText(iso: string): string {
  return inLanguage(new Date(iso), 'MMM dd, yyyy, h:mm a', SHORT_DATE_TIME);
}

/** An ISO 8601 instant (the database's clock) as a Date; null when it is not one. */
export function parseInstant(iso: string): Date | null {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** 'Mar 05, 2025', the local calendar day of an instant; the raw value when it is not a time. */
export function formatLocalDay(iso: string): string {
  const instant = parseInstant(iso);
  return instant === null ? iso : inLanguage(instant, 'MMM dd, yyyy', SHORT_DATE);
}

/** Today's local calendar date as 'YYYY-MM-DD'. */
export function todayIsoDate(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
