/**
 * Bad input never breaks or changes anything. Property-based fuzzing of every write route
 * with bodies of wrong types, huge numbers, 10 KB strings, unicode (emoji, right-to-left, NUL,
 * lone surrogates), missing and extra fields, nested values and malformed JSON.
 *
 * The property, for each request: the answer is never a 5xx; a rejection is a 4xx with the JSON
 * body `{ error, details? }` and leaves the table exactly as it was (row count and a checksum of
 * the user's rows); and the answer is the one the shared zod schema predicts (201/200 with the
 * parsed values stored, or 400 with the schema's messages).
 */
import fc, { type Arbitrary } from 'fast-check';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '@shared/api';
import { targetShareSchema } from '@shared/division';
import { eventInputSchema, eventUpdateSchema } from '@shared/events';
import { SNAPSHOT_KINDS } from '@shared/evidence';
import { expenseInputSchema } from '@shared/expenses';
import { networthItemInputSchema } from '@shared/networth';
import { formatZodError } from '@shared/validation';
import {
  type BodySpec,
  bodyOf,
  eventSpec,
  expenseSpec,
  hostileString,
  malformedJson,
  networthSpec,
} from '../test/arbitraries';
import { authHeaders } from '../test/auth';
import { TEST_DRIVERS } from '../test/databases';
import { type DataTable, fingerprintTable } from '../test/snapshots';
import { setUpTrackerApi } from '../test/tracker-suites';
import { addOneOfEach, type TestUser, type TrackerResource } from '../test/trackers';

const NUM_RUNS = 200;
const PROPERTY_TIMEOUT_MS = 120_000;
const MALFORMED = Symbol('malformed');

/** What express.json (strict, as configured) makes of a body, mirrored for the oracle. */
function parsedAsExpressWould(text: string): unknown {
  // body-parser decodes with iconv-lite, which drops a byte-order mark.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body === '') return {};
  const first = /^[ \t\n\r]*(.)/s.exec(body)?.[1];
  if (first !== '{' && first !== '[') return MALFORMED;
  try {
    return JSON.parse(body);
  } catch {
    return MALFORMED;
  }
}

type SentBody = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

function sentBody(spec: BodySpec): Arbitrary<SentBody> {
  return fc.oneof(
    { weight: 7, arbitrary: bodyOf(spec).map((value): SentBody => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): SentBody => ({ kind: 'json', value })),
    },
    { weight: 2, arbitrary: malformedJson(spec).map((text): SentBody => ({ kind: 'raw', text })) },
  );
}

function textOf(body: SentBody): string {
  return body.kind === 'json' ? JSON.stringify(body.value) : body.text;
}

/**
 * The API's error shape: `error` text, a `code` from the one table with the status it is sent
 * with, optional `details` text, nothing else.
 */
function expectErrorBody(response: { status: number; type: string; body: unknown }) {
  expect(response.type).toBe('application/json');
  const body = response.body as Record<string, unknown>;
  expect(Object.keys(body).filter((key) => !['error', 'code', 'details'].includes(key))).toEqual(
    [],
  );
  expect(typeof body.error).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(0);
  expect(ERROR_STATUS[body.code as ErrorCode]).toBe(response.status);
  if ('details' in body) expect(typeof body.details).toBe('string');
}

/** The stored values the response must carry: the schema's output, minus fields left out. */
function definedEntries(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

interface WriteRoute {
  name: string;
  method: 'post' | 'put';
  /** Whether success adds a row (201) or changes one in place (200). */
  creates: boolean;
  path: () => string;
  table: DataTable;
  body: Arbitrary<SentBody>;
  /** The shared schema the route parses with; the oracle for 201/200 versus 400. */
  schema?: z.ZodType;
  /** Other statuses the route may answer for input that parses (403 for someone else's id). */
  otherStatuses?: number[];
}

describe.each(TEST_DRIVERS)('fuzzing the write routes on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);
  let user: TestUser;
  let ids: Record<TrackerResource, number>;

  beforeAll(async () => {
    const premium = await context.premiumUser();
    user = premium.user;
    ids = await addOneOfEach(premium.api);
    // The target exists, so a PUT changes it in place rather than adding its row.
    expect((await premium.api.put('/api/networth/division', { target_share: 50 })).status).toBe(
      200,
    );
  });

  const names = fc.option(fc.string({ unit: 'grapheme', maxLength: 100 }));
  const registerSpec: BodySpec = {
    // The user's own id (read when a case runs, after sign-up), as sent or in other case and
    // spacing; or somebody else's.
    id: {
      valid: fc.oneof(
        fc.constant(null).map(() => user.userId),
        fc.constant(null).map(() => ` ${user.userId.toUpperCase()} `),
      ),
      edge: fc.oneof(fc.uuid(), hostileString),
    },
    email: { valid: fc.emailAddress(), edge: hostileString },
    first_name: { valid: names, edge: hostileString },
    last_name: { valid: names, edge: hostileString },
    idType: { valid: fc.constantFrom('uuid', 'email'), edge: hostileString },
  };
  const expenseBody = sentBody(expenseSpec);
  const eventBody = sentBody(eventSpec);
  const networthBody = sentBody(networthSpec);

  const ROUTES: WriteRoute[] = [
    {
      name: 'POST /api/expenses',
      method: 'post',
      creates: true,
      path: () => '/api/expenses',
      table: 'expenses',
      body: expenseBody,
      schema: expenseInputSchema,
    },
    {
      name: 'PUT /api/expenses/:id',
      method: 'put',
      creates: false,
      path: () => `/api/expenses/${ids.expenses}`,
      table: 'expenses',
      body: expenseBody,
      schema: expenseInputSchema,
    },
    {
      name: 'POST /api/events',
      method: 'post',
      creates: true,
      path: () => '/api/events',
      table: 'events',
      body: eventBody,
      schema: eventInputSchema,
    },
    {
      name: 'PUT /api/events/:id',
      method: 'put',
      creates: false,
      path: () => `/api/events/${ids.events}`,
      table: 'events',
      body: eventBody,
      schema: eventUpdateSchema,
    },
    {
      name: 'POST /api/networth',
      method: 'post',
      creates: true,
      path: () => '/api/networth',
      table: 'networth_items',
      body: networthBody,
      schema: networthItemInputSchema,
    },
    {
      name: 'PUT /api/networth/:id',
      method: 'put',
      creates: false,
      path: () => `/api/networth/${ids.networth}`,
      table: 'networth_items',
      body: networthBody,
      schema: networthItemInputSchema,
    },
    {
      name: 'POST /api/snapshots',
      method: 'post',
      creates: true,
      path: () => '/api/snapshots',
      table: 'snapshots',
      body: sentBody({
        kind: {
          valid: fc.constantFrom(...SNAPSHOT_KINDS),
          edge: fc.oneof(hostileString, fc.constantFrom('PDF', 'networth_pdf ', '')),
        },
        files: {
          valid: fc
            .array(
              fc.record({
                name: fc
                  .string({ minLength: 1, maxLength: 40 })
                  // eslint-disable-next-line no-control-regex
                  .filter((name) => !/[\u0000-\u001f\u007f]/.test(name)),
                sha256: fc.stringMatching(/^[0-9a-f]{64}$/),
              }),
              { maxLength: 3 },
            )
            .filter((files) => new Set(files.map((file) => file.name)).size === files.length),
          edge: fc.oneof(hostileString, fc.constant([{ name: 'a', sha256: 'zz' }])),
        },
      }),
      // The answer is the snapshot's code and head, not the body: the status is the oracle.
    },
    {
      name: 'PUT /api/networth/division',
      method: 'put',
      creates: false,
      path: () => '/api/networth/division',
      table: 'division_targets',
      body: sentBody({
        target_share: {
          valid: fc.integer({ min: 0, max: 100 }),
          edge: fc.oneof(fc.constantFrom(-1, 101, 50.5, '50', null, 1e21), hostileString),
        },
      }),
      schema: targetShareSchema,
    },
    {
      name: 'POST /api/auth/register-db-user',
      method: 'post',
      creates: false,
      path: () => '/api/auth/register-db-user',
      table: 'users',
      body: sentBody(registerSpec),
      otherStatuses: [403],
    },
  ];

  it.each(ROUTES)(
    `answers $name with a 4xx JSON error or the schema's result, never a 5xx, and a rejection changes nothing (${NUM_RUNS} runs)`,
    async (route) => {
      const successStatus = route.creates ? 201 : 200;
      await fc.assert(
        fc.asyncProperty(route.body, async (body) => {
          const text = textOf(body);
          const before = await fingerprintTable(database().db, route.table, user.id);

          const response = await context.testApp.request[route.method](route.path())
            .set(authHeaders(user, context.csrf))
            .set('Content-Type', 'application/json')
            .send(text);

          expect(response.status).toBeLessThan(500);
          const after = await fingerprintTable(database().db, route.table, user.id);

          if (response.status >= 400) {
            expectErrorBody(response);
            expect(after).toEqual(before);
          } else {
            expect(response.type).toBe('application/json');
            expect(after.count).toBe(before.count + (route.creates ? 1 : 0));
          }

          const parsed = parsedAsExpressWould(text);
          if (parsed === MALFORMED) {
            expect(response.status).toBe(400);
            expect(response.body).toEqual({
              error: 'Malformed JSON in request body',
              code: 'malformed_request',
            });
            return;
          }
          if (!route.schema) {
            expect([successStatus, 400, ...(route.otherStatuses ?? [])]).toContain(response.status);
            return;
          }
          const expected = route.schema.safeParse(parsed);
          if (expected.success) {
            expect(response.status).toBe(successStatus);
            expect(response.body).toMatchObject(definedEntries(expected.data as object));
          } else {
            expect(response.status).toBe(400);
            expect(response.body).toEqual({
              error: 'Validation failed',
              code: 'validation_failed',
              details: formatZodError(expected.error),
            });
          }
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
