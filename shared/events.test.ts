import { describe, expect, it } from 'vitest';
import {
  CONCERN_LEVELS,
  concernColor,
  concernLabel,
  EVENT_DESCRIPTION_MAX_LENGTH,
  type EventInput,
  eventFormDefaults,
  eventInputSchema,
  eventUpdateSchema,
  formatParty,
  PARTY_LABELS,
  PARTY_VALUES,
} from './events';
import { fieldErrors, formatZodError } from './validation';

const valid: EventInput = {
  description: 'Mediation session',
  date: '2025-03-05',
  party: 'mediator',
  concern_level: 3,
};

function errorsFor(input: Record<string, unknown>): Record<string, string> {
  const result = eventInputSchema.safeParse(input);
  if (result.success) throw new Error('expected the event to be rejected');
  return fieldErrors(result.error);
}

const PARTY_MESSAGE =
  'Party must be one of: Ex-Spouse, Lawyer, Mediator, Judge, Financial Advisor, Other';

describe('parties', () => {
  it('lists the product’s parties with their form labels', () => {
    expect(PARTY_VALUES).toEqual([
      'ex_spouse',
      'lawyer',
      'mediator',
      'judge',
      'financial_advisor',
      'other',
    ]);
    expect(PARTY_VALUES.map((party) => PARTY_LABELS[party])).toEqual([
      'Ex-Spouse',
      'Lawyer',
      'Mediator',
      'Judge',
      'Financial Advisor',
      'Other',
    ]);
  });

  it.each([
    ['financial_advisor', 'Financial Advisor'],
    ['ex_spouse', 'Ex Spouse'],
    ['lawyer', 'Lawyer'],
    ['', ''],
  ])('shows the party %j as %j', (value, text) => {
    expect(formatParty(value)).toBe(text);
  });
});

describe('concern levels', () => {
  it.each([
    [1, 'Very Low', 'green'],
    [2, 'Low', 'blue'],
    [3, 'Moderate', 'yellow'],
    [4, 'High', 'orange'],
    [5, 'Very High', 'red'],
  ])('labels level %i %j in %s', (level, label, color) => {
    expect(concernLabel(level)).toBe(label);
    expect(concernColor(level)).toBe(color);
  });

  it.each([[0], [6], [2.5], ['3'], [null]])('shows %j as Unknown in gray', (level) => {
    expect(concernLabel(level)).toBe('Unknown');
    expect(concernColor(level)).toBe('gray');
  });

  it('has five levels', () => {
    expect(CONCERN_LEVELS.map((entry) => entry.level)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('eventInputSchema', () => {
  it('accepts a valid event', () => {
    expect(eventInputSchema.parse(valid)).toEqual(valid);
  });

  it('trims the description and the party, and takes the date part of a datetime', () => {
    expect(
      eventInputSchema.parse({
        ...valid,
        description: '  Call with lawyer ',
        party: ' lawyer ',
        date: '2025-03-05T22:00:00-07:00',
      }),
    ).toEqual({
      description: 'Call with lawyer',
      date: '2025-03-05',
      party: 'lawyer',
      concern_level: 3,
    });
  });

  it('defaults the concern level to 1', () => {
    const { concern_level: _omitted, ...withoutLevel } = valid;
    expect(eventInputSchema.parse(withoutLevel).concern_level).toBe(1);
  });

  it('accepts the concern level as a numeric string from a form', () => {
    expect(eventInputSchema.parse({ ...valid, concern_level: '5' }).concern_level).toBe(5);
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
    ['not text', 7],
  ])('rejects a %s description with "Description is required"', (_label, description) => {
    expect(errorsFor({ ...valid, description })).toEqual({
      description: 'Description is required',
    });
  });

  it('accepts a description of 2000 characters', () => {
    const description = 'd'.repeat(EVENT_DESCRIPTION_MAX_LENGTH);
    expect(eventInputSchema.parse({ ...valid, description }).description).toBe(description);
  });

  it('rejects a description of 2001 characters with "Description must be at most 2000 characters"', () => {
    expect(errorsFor({ ...valid, description: 'd'.repeat(2001) })).toEqual({
      description: 'Description must be at most 2000 characters',
    });
  });

  it.each([
    ['a NUL character', 'Call\u0000'],
    ['half of a surrogate pair', '\uDE00 call'],
  ])(
    'rejects a description with %s with "Description contains a character that is not allowed"',
    (_label, description) => {
      expect(errorsFor({ ...valid, description })).toEqual({
        description: 'Description contains a character that is not allowed',
      });
    },
  );

  it.each([
    ['an impossible day', '2025-02-30'],
    ['text', 'yesterday'],
    ['missing', undefined],
    ['year 0000', '0000-06-01'],
  ])('rejects %s as the date with "Invalid date format"', (_label, date) => {
    expect(errorsFor({ ...valid, date })).toEqual({ date: 'Invalid date format' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '  '],
  ])('rejects a %s party with "Party is required"', (_label, party) => {
    expect(errorsFor({ ...valid, party })).toEqual({ party: 'Party is required' });
  });

  it.each([
    ['unknown', 'neighbour'],
    ['a label instead of a value', 'Ex-Spouse'],
  ])(`rejects an %s party with "${PARTY_MESSAGE}"`, (_label, party) => {
    expect(errorsFor({ ...valid, party })).toEqual({ party: PARTY_MESSAGE });
  });

  it.each([
    ['zero', 0],
    ['six', 6],
    ['a fraction', 2.5],
    ['a fractional string', '2.5'],
    ['text', 'high'],
    ['null', null],
    ['NaN', NaN],
    ['a boolean', true],
  ])(
    'rejects %s as the concern level with "Concern level must be between 1 and 5"',
    (_label, level) => {
      expect(errorsFor({ ...valid, concern_level: level })).toEqual({
        concern_level: 'Concern level must be between 1 and 5',
      });
    },
  );

  it('reports every invalid field at once', () => {
    expect(errorsFor({ concern_level: 9 })).toEqual({
      description: 'Description is required',
      date: 'Invalid date format',
      party: 'Party is required',
      concern_level: 'Concern level must be between 1 and 5',
    });
  });
});

describe('eventUpdateSchema', () => {
  it('accepts a single field and does not fill in the others', () => {
    expect(eventUpdateSchema.parse({ concern_level: '4' })).toEqual({ concern_level: 4 });
    expect(eventUpdateSchema.parse({ description: ' New ' })).toEqual({ description: 'New' });
  });

  it('accepts a full body', () => {
    expect(eventUpdateSchema.parse(valid)).toEqual(valid);
  });

  it('rejects an empty body with "No fields to update"', () => {
    const result = eventUpdateSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error && formatZodError(result.error)).toBe('No fields to update');
  });

  it('rejects a body with only unknown fields with "No fields to update"', () => {
    const result = eventUpdateSchema.safeParse({ id: 3 });
    expect(result.error && formatZodError(result.error)).toBe('No fields to update');
  });

  it('validates the fields it is given with the same messages', () => {
    const result = eventUpdateSchema.safeParse({ party: 'neighbour', date: '2025-02-30' });
    expect(result.error && fieldErrors(result.error)).toEqual({
      party: PARTY_MESSAGE,
      date: 'Invalid date format',
    });
  });
});

describe('eventFormDefaults', () => {
  it('starts with concern level 1, dated today', () => {
    expect(eventFormDefaults(new Date(2025, 2, 5, 9, 0))).toEqual({
      description: '',
      date: '2025-03-05',
      party: '',
      concern_level: 1,
    });
  });
});
