import { describe, expect, it, vi } from 'vitest';
import {
  calendarDateToLocalDate,
  formatDisplayDate,
  parseCalendarDate,
  todayIsoDate,
} from './dates';

describe('parseCalendarDate', () => {
  it.each([
    ['2025-03-05', '2025-03-05'],
    ['  2025-03-05 ', '2025-03-05'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['2025-03-05T00:00:00.000Z', '2025-03-05'],
    ['2025-03-05T23:30:00-05:00', '2025-03-05'],
    ['2025-03-05T00:30:00+14:00', '2025-03-05'],
    ['2025-03-05T10:15', '2025-03-05'],
    ['2025-03-05 10:15:00+00', '2025-03-05'],
    ['2025-12-31T23:59:59.999999Z', '2025-12-31'],
    ['0001-01-01', '0001-01-01'],
    ['9999-12-31', '9999-12-31'],
  ])('reads %j as %j, keeping the date as written', (input, date) => {
    expect(parseCalendarDate(input)).toBe(date);
  });

  it.each([
    ['a day that does not exist', '2025-02-30'],
    ['29 February of a common year', '2025-02-29'],
    ['29 February 1900', '1900-02-29'],
    ['month 13', '2025-13-01'],
    ['month 0', '2025-00-10'],
    ['day 0', '2025-01-00'],
    ['31 April', '2025-04-31'],
    ['text', 'not a date'],
    ['empty string', ''],
    ['a US date', '03/05/2025'],
    ['an unpadded date', '2025-3-5'],
    ['trailing text', '2025-03-05abc'],
    ['hour 24', '2025-03-05T24:00:00Z'],
    ['minute 60', '2025-03-05T10:60:00Z'],
    ['a bad offset', '2025-03-05T10:00:00+25:00'],
    ['year 0000, which Postgres has no date for', '0000-01-01'],
    ['year 0000 in a datetime', '0000-12-31T10:00:00Z'],
  ])('returns null for %s (%j)', (_label, input) => {
    expect(parseCalendarDate(input)).toBeNull();
  });

  it.each([
    ['a number', 20250305],
    ['a Date', new Date(2025, 2, 5)],
    ['null', null],
    ['undefined', undefined],
  ])('returns null for a non-string: %s', (_label, input) => {
    expect(parseCalendarDate(input)).toBeNull();
  });
});

describe('calendarDateToLocalDate', () => {
  it('gives local midnight of the day', () => {
    const date = calendarDateToLocalDate('2025-03-05');
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(5);
    expect(date?.getHours()).toBe(0);
  });

  it('keeps two-digit years as written', () => {
    expect(calendarDateToLocalDate('0025-01-02')?.getFullYear()).toBe(25);
  });

  it('returns null for a value that is not a date', () => {
    expect(calendarDateToLocalDate('2025-02-30')).toBeNull();
  });
});

describe('formatDisplayDate', () => {
  it("formats '2025-03-05' as 'Mar 05, 2025' whatever the time zone", () => {
    expect(formatDisplayDate('2025-03-05')).toBe('Mar 05, 2025');
  });

  it('does not shift the first or last day of the year', () => {
    expect(formatDisplayDate('2025-01-01')).toBe('Jan 01, 2025');
    expect(formatDisplayDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('formats the date part of a datetime as written', () => {
    expect(formatDisplayDate('2025-03-05T23:30:00-05:00')).toBe('Mar 05, 2025');
  });

  it('returns the raw value when it is not a date', () => {
    expect(formatDisplayDate('not a date')).toBe('not a date');
    expect(formatDisplayDate('2025-02-30')).toBe('2025-02-30');
    expect(formatDisplayDate('')).toBe('');
  });
});

describe('todayIsoDate', () => {
  it('gives the local calendar date of the moment', () => {
    expect(todayIsoDate(new Date(2025, 2, 5, 23, 59))).toBe('2025-03-05');
    expect(todayIsoDate(new Date(2025, 0, 1, 0, 0))).toBe('2025-01-01');
  });

  it('defaults to now', () => {
    vi.useFakeTimers({ now: new Date(2024, 1, 29, 12, 0) });
    try {
      expect(todayIsoDate()).toBe('2024-02-29');
    } finally {
      vi.useRealTimers();
    }
  });
});
