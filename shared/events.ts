/**
 * Events: parties, concern levels, the request schemas (POST /api/events and the partial
 * PUT /api/events/:id) and the response shape (docs/product.md#stored-data, #validation).
 */
import type { Language } from './language';
import { z } from 'zod';
import { todayIsoDate } from './dates';
import { calendarDateField, labelFromId, requiredText, textLimit } from './validation';

/** The product sets no limit; room for a detailed account of what happened. */
export const EVENT_DESCRIPTION_MAX_LENGTH = 2000;
const descriptionLimit = textLimit('Description', EVENT_DESCRIPTION_MAX_LENGTH);

export const PARTY_VALUES = [
  'ex_spouse',
  'lawyer',
  'mediator',
  'judge',
  'financial_advisor',
  'other',
] as const;
export type Party = (typeof PARTY_VALUES)[number];

/** The labels the event form offers for each party. */
export const PARTY_LABELS: Readonly<Record<Party, string>> = {
  ex_spouse: 'Ex-Spouse',
  lawyer: 'Lawyer',
  mediator: 'Mediator',
  judge: 'Judge',
  financial_advisor: 'Financial Advisor',
  other: 'Other',
};

/**
 * How the events table shows a party: underscores become spaces, each word gets an initial
 * capital ('financial_advisor' → 'Financial Advisor', 'ex_spouse' → 'Ex Spouse').
 */
export function formatParty(value: string, language: Language = 'en'): string {
  if (language === 'es' && value in PARTY_LABELS_ES) return PARTY_LABELS_ES[value as Party];
  return labelFromId(value);
}

export const PARTY_LABELS_ES: Readonly<Record<Party, string>> = {
  ex_spouse: 'Excónyuge',
  lawyer: 'Abogado',
  mediator: 'Mediador',
  judge: 'Juez',
  financial_advisor: 'Asesor financiero',
  other: 'Otro',
};

export const CONCERN_LEVELS = [
  { level: 1, label: 'Very Low', color: 'green' },
  { level: 2, label: 'Low', color: 'blue' },
  { level: 3, label: 'Moderate', color: 'yellow' },
  { level: 4, label: 'High', color: 'orange' },
  { level: 5, label: 'Very High', color: 'red' },
] as const;
export type ConcernColor = (typeof CONCERN_LEVELS)[number]['color'] | 'gray';

function findConcernLevel(level: unknown) {
  return CONCERN_LEVELS.find((entry) => entry.level === level);
}

/** The concern levels' names in Spanish, 1 to 5, and for anything else. */
export const CONCERN_LABELS_ES = {
  1: 'Muy baja',
  2: 'Baja',
  3: 'Moderada',
  4: 'Alta',
  5: 'Muy alta',
  unknown: 'Desconocida',
} as const;

/** The concern levels' names in English, as concernLabel says them. */
export const CONCERN_LABELS = {
  ...(Object.fromEntries(CONCERN_LEVELS.map(({ level, label }) => [level, label])) as Record<
    1 | 2 | 3 | 4 | 5,
    string
  >),
  unknown: 'Unknown',
};

/** 'Very Low' … 'Very High' for 1–5; 'Unknown' otherwise (in Spanish: 'Muy baja' …). */
export function concernLabel(level: unknown, language: Language = 'en'): string {
  const known = findConcernLevel(level);
  if (language === 'es') return known ? CONCERN_LABELS_ES[known.level] : CONCERN_LABELS_ES.unknown;
  return known?.label ?? 'Unknown';
}

/** The badge colour for a concern level; 'gray' for anything outside 1–5. */
export function concernColor(level: unknown): ConcernColor {
  return findConcernLevel(level)?.color ?? 'gray';
}

export const EVENT_MESSAGES = {
  descriptionRequired: 'Description is required',
  descriptionTooLong: descriptionLimit.tooLong,
  descriptionInvalidCharacter: descriptionLimit.invalidCharacter,
  invalidDate: 'Invalid date format',
  partyRequired: 'Party is required',
  partyInvalid: `Party must be one of: ${PARTY_VALUES.map((party) => PARTY_LABELS[party]).join(', ')}`,
  concernLevelRange: 'Concern level must be between 1 and 5',
  noFieldsToUpdate: 'No fields to update',
} as const;

const concernLevelField = z
  .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
    error: EVENT_MESSAGES.concernLevelRange,
  })
  .transform((value, ctx) => {
    const level = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    const entry = findConcernLevel(level);
    if (entry === undefined) {
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.concernLevelRange, input: value });
      return z.NEVER;
    }
    return entry.level;
  });

const eventFields = {
  description: requiredText(EVENT_MESSAGES.descriptionRequired, descriptionLimit),
  date: calendarDateField(EVENT_MESSAGES.invalidDate),
  party: requiredText(EVENT_MESSAGES.partyRequired).pipe(
    z.enum(PARTY_VALUES, { error: EVENT_MESSAGES.partyInvalid }),
  ),
  concern_level: concernLevelField,
};

/** The POST /api/events body; concern_level defaults to 1. */
export const eventInputSchema = z.object({
  ...eventFields,
  concern_level: concernLevelField.default(1),
});

/**
 * The PUT /api/events/:id body: any subset of the fields, at least one. Missing fields stay
 * missing (no default), so an update never resets what it does not mention.
 */
export const eventUpdateSchema = z
  .object(eventFields)
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: EVENT_MESSAGES.noFieldsToUpdate,
  });

export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;
export type EventUpdateValues = z.output<typeof eventUpdateSchema>;

/**
 * The add-event form's starting values (docs/product.md#validation): concern level 1, dated today.
 */
export function eventFormDefaults(now: Date = new Date()): EventInput {
  return { description: '', date: todayIsoDate(now), party: '', concern_level: 1 };
}

/** An event as the API returns it. `party` is text in the database, so it stays a string. */
export interface EventDto {
  id: number;
  date: string;
  description: string;
  party: string;
  concern_level: number;
  created_at: string;
  updated_at: string;
}

/** The answer's contract, as the client reads it (requestParsed) and the tests fake it. */
export const eventDtoSchema = z.object({
  id: z.number(),
  date: z.string(),
  description: z.string(),
  party: z.string(),
  concern_level: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  document_count: z.number().int().nonnegative().default(0),
}) satisfies z.ZodType<EventDto>;

export const eventListSchema = z.array(eventDtoSchema);
