/**
 * The exports the server makes and vouches for (the net-worth report, the case file), as the
 * browser asks for them: the paper, and the reader's time zone for the times printed on them.
 */
import { z } from 'zod';
import { DISCLOSURE_LAYOUTS, DISCLOSURE_MESSAGES, monthField } from './disclosure';
import { PAPER_SIZES } from './paper-size';
import { SUPPORT_MESSAGES, supportDate } from './support';

/** The files' names, as the browser saves them and the snapshot lists them. */
export const NETWORTH_REPORT_NAME = 'networth-report.pdf';
export const CASE_FILE_ZIP_NAME = 'fairsplit-case-file.zip';
export const CASE_FILE_PDF_NAME = 'case-file.pdf';
export const DISCLOSURE_PDF_NAME = 'financial-disclosure.pdf';
export const DISCLOSURE_CSV_NAME = 'financial-disclosure.csv';
/** The disclosure's CSV of one month, as its own download names it. */
export const disclosureCsvName = (month: string) => `financial-disclosure-${month}.csv`;
export const SUPPORT_PDF_NAME = 'support-arrears-statement.pdf';
export const SUPPORT_CSV_NAME = 'support-ledger.csv';

export const EXPORT_MESSAGES = {
  paperSizeInvalid: 'Paper size must be a4 or letter',
  timeZoneInvalid: 'Time zone must be a time zone name such as America/New_York',
  /** A shared link's case files, per link and day. */
  sharedExportsLimited:
    'This link has made 10 case files today, the most a link may make in a day. Please try again tomorrow.',
} as const;

/** Case files made through one shared link in a day: enough for a lawyer's work, not a scraper's. */
export const SHARED_EXPORTS_PER_DAY = 10;

/** Whether the runtime knows `name` as a time zone (what Intl.DateTimeFormat accepts). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = z
  .string({ error: EXPORT_MESSAGES.timeZoneInvalid })
  .max(64, { error: EXPORT_MESSAGES.timeZoneInvalid })
  .refine(isTimeZone, { error: EXPORT_MESSAGES.timeZoneInvalid });

export const networthReportRequestSchema = z.object({ time_zone: timeZoneSchema });

export const caseFileRequestSchema = z.object({
  paper_size: z.enum(PAPER_SIZES, { error: EXPORT_MESSAGES.paperSizeInvalid }),
  time_zone: timeZoneSchema,
});

/** The browser's own time zone, for the request (UTC where the browser does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** POST /api/exports/disclosure: the month, the layout (FL-150's order or generic), the zone. */
export const disclosureReportRequestSchema = z.object({
  month: monthField,
  layout: z.enum(DISCLOSURE_LAYOUTS, { error: DISCLOSURE_MESSAGES.layoutInvalid }),
  time_zone: timeZoneSchema,
});

/** POST /api/exports/support: the arrears statement through a date (default today), the zone. */
export const supportReportRequestSchema = z.object({
  through: z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    supportDate(SUPPORT_MESSAGES.throughInvalid).nullable(),
  ),
  time_zone: timeZoneSchema,
});
