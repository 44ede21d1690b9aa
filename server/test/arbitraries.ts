/**
 * fast-check arbitraries for fuzzing the API's request bodies: values that are valid for a
 * field, values that are hostile to any field, and bodies that mix the two (fields missing,
 * fields of the wrong type, extra fields), plus raw text that is not the JSON it claims to be.
 */
import fc from 'fast-check';
import { PARTY_VALUES } from '@shared/events';
import { centsToAmountText, MAX_AMOUNT_CENTS } from '@shared/money';
import { ASSET_CATEGORIES, DEBT_CATEGORIES, OWNERSHIP_TYPES } from '@shared/networth';

const TEN_KB = 10 * 1024;

/** Leaves the field out of the body. */
const MISSING = Symbol('missing');
type Field = fc.Arbitrary<unknown>;

/** Any single UTF-16 unit, lone surrogate halves included (fc's 'binary' unit never gives those). */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'Rent\u0000',
    '\uD800',
    'a\uDFFFb',
    '\uDE00\uD83D',
    '👨‍👩‍👧‍👦💸',
    '\u202Egnp.exe',
    'مصاريف المحامي',
    'שכר טרחה',
    '\uFEFFbom',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '9007199254740993',
    '0x10',
    ' 12.50 ',
    '１２',
    '12,50',
    "'; drop table expenses; --",
    '<script>alert(1)</script>',
    '__proto__',
    '2025-02-30',
    '0000-01-01',
    '9999-12-31',
    '2025-03-05T25:00:00Z',
    '99999999.99',
    '100000000',
    'x'.repeat(201),
    'x'.repeat(2001),
    'x'.repeat(TEN_KB),
    '💸'.repeat(TEN_KB / 4),
    `${'\u0000'.repeat(10)}${'y'.repeat(TEN_KB)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: anyCodeUnit, maxLength: 12 }),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    -0,
    0,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
    0.1 + 0.2,
    0.001,
    99_999_999.99,
    99_999_999.995,
    100_000_000,
    2_147_483_648,
    -1,
    6,
    2.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything JSON can carry, nested objects and arrays included. */
const hostileValue: Field = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

const text = (maxLength: number) =>
  fc.string({ unit: 'grapheme', minLength: 1, maxLength }).filter((value) => value.trim() !== '');

const money = (minCents: number) =>
  fc.oneof(
    fc.integer({ min: minCents, max: MAX_AMOUNT_CENTS }).map(centsToAmountText),
    fc.integer({ min: Math.max(minCents, 1), max: 1_000_000 }),
    fc.integer({ min: minCents, max: 1_000_000 }).map((cents) => cents / 100),
  );

const calendarDate = fc
  .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const edgeDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '0000-12-31T12:00:00Z',
    '0001-01-01',
    '9999-12-31',
    '10000-01-01',
    '+002025-03-05',
    '2024-02-29',
    '2025-02-29',
    '2025-04-31',
    '2025-3-5',
    ' 2025-03-05 ',
    '2025-03-05T23:59:59.999-12:00',
    '2025-03-05T24:00:00Z',
    '2025-03-05 10:00',
    '2025-03-05\u0000',
  ),
  hostileString,
);

const edgeMoney = fc.oneof(
  hostileNumber,
  fc.constantFrom(
    '0',
    '0.00',
    '-0.00',
    '0.01',
    '.5',
    '5.',
    '99999999.99',
    '99999999.999',
    '100000000.00',
    '1e2',
    '+5',
    '0012.50',
    '  42  ',
    '9'.repeat(400),
  ),
  hostileString,
);

/** Extra fields a client might add, including ones that name columns it must not set. */
const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom('id', 'user_id', 'created_at', 'updated_at', '__proto__', 'constructor'),
    fc.string({ maxLength: 12 }),
  ),
  hostileValue,
  { maxKeys: 3 },
);

/** How to fuzz one field: values the schema accepts, and edge cases of the right type. */
interface FieldSpec {
  valid: Field;
  edge: Field;
}
export type BodySpec = Record<string, FieldSpec>;

/** Any edge case of the field, any hostile value, or the field left out. */
function brokenField({ edge }: FieldSpec): Field {
  return fc.oneof(
    { weight: 4, arbitrary: edge },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(MISSING) },
  );
}

function withExtras(values: fc.Arbitrary<Record<string, unknown>>) {
  return fc.tuple(values, extraFields).map(([fields, extras]) => {
    const body: Record<string, unknown> = { ...extras };
    for (const [key, value] of Object.entries(fields)) {
      if (value === MISSING) delete body[key];
      else body[key] = value;
    }
    return body;
  });
}

/** A body the schema accepts (give or take a field that is only valid on its own). */
function validBodyOf(spec: BodySpec): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(Object.entries(spec).map(([key, { valid }]) => [key, valid])),
  );
}

/**
 * Bodies for one route: valid ones; valid but for one broken field, so each edge case meets
 * otherwise good input and travels as far as the database; and ones where any field may be
 * broken. All may carry extra fields.
 */
export function bodyOf(spec: BodySpec): fc.Arbitrary<Record<string, unknown>> {
  const valid = validBodyOf(spec);
  const oneBroken = fc
    .constantFrom(...Object.keys(spec))
    .chain((key) =>
      fc.tuple(valid, brokenField(spec[key]!)).map(([body, value]) => ({ ...body, [key]: value })),
    );
  const anyBroken = fc.record(
    Object.fromEntries(
      Object.entries(spec).map(([key, fieldSpec]) => [
        key,
        fc.oneof(fieldSpec.valid, brokenField(fieldSpec)),
      ]),
    ),
  );
  return withExtras(
    fc.oneof(
      { weight: 2, arbitrary: valid },
      { weight: 5, arbitrary: oneBroken },
      { weight: 3, arbitrary: anyBroken },
    ),
  );
}

export const expenseSpec: BodySpec = {
  name: { valid: text(60), edge: hostileString },
  amount: { valid: money(1), edge: edgeMoney },
  date: { valid: calendarDate, edge: edgeDate },
};

export const eventSpec: BodySpec = {
  description: { valid: text(200), edge: hostileString },
  date: { valid: calendarDate, edge: edgeDate },
  party: {
    valid: fc.constantFrom(...PARTY_VALUES),
    edge: fc.constantFrom(' lawyer ', 'Lawyer', 'ex-spouse', 'judge\u0000'),
  },
  concern_level: {
    valid: fc.integer({ min: 1, max: 5 }),
    edge: fc.constantFrom('3', ' 2 ', '5.0', 0, 6, 2.5, -1, 1e308, '\u0003'),
  },
};

export const networthSpec: BodySpec = {
  name: { valid: text(60), edge: hostileString },
  classification: {
    valid: fc.constant('asset'),
    edge: fc.constantFrom('debt', 'Asset', ' asset ', ''),
  },
  category: {
    valid: fc.constantFrom(...ASSET_CATEGORIES),
    // A debt category is an edge case here (valid only with the 'debt' classification edge).
    edge: fc.constantFrom(...DEBT_CATEGORIES, ' real_estate ', 'Real Estate', 'vehicles\u0000'),
  },
  ownership: {
    valid: fc.constantFrom(...OWNERSHIP_TYPES),
    edge: fc.constantFrom('spouse_3', 'Joint', ' joint '),
  },
  value: { valid: money(0), edge: edgeMoney },
  notes: { valid: fc.option(text(200)), edge: hostileString },
  is_disputed: { valid: fc.boolean(), edge: fc.constantFrom('true', 1, 0, 'false') },
  dispute_notes: { valid: fc.option(text(200)), edge: hostileString },
};

/**
 * Text sent as `application/json` that mostly is not: cut-off bodies, JavaScript rather than
 * JSON, top-level scalars, deep nesting, random characters. (Some of it happens to be JSON;
 * the tests work out what the server should make of each.)
 */
export function malformedJson(spec: BodySpec): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '{',
      '}',
      '{"name": }',
      "{'name': 'Rent'}",
      '{name: "Rent"}',
      '{"name": "Rent",}',
      '[1,]',
      '{"a":1}}',
      'null',
      'true',
      '42',
      '"text"',
      'undefined',
      'NaN',
      '{"amount": NaN}',
      '{"amount": 1e400}',
      '{"amount": -0}',
      '{"amount": 123456789012345678901234567890}',
      '{"name": "\\u0000"}',
      '{"name": "\\ud800"}',
      '{"name": "a", "name": "b"}',
      '{"__proto__": {"isAdmin": true}}',
      '\u0000',
      '\uFEFF{}',
      '['.repeat(5000),
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"name": "${'x'.repeat(TEN_KB)}`,
    ),
    fc.tuple(validBodyOf(spec), fc.nat()).map(([body, cut]) => {
      const json = JSON.stringify(body);
      return json.slice(0, cut % Math.max(json.length, 1));
    }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }),
  );
}
