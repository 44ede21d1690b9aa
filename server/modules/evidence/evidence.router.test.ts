import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkChain,
  EVIDENCE_MESSAGES,
  GENESIS_HASH,
  hashRevision,
  sha256HexWeb,
} from '@shared/evidence';
import { events, users } from '../../db/schema';
import { PREMIUM_REQUIRED, PREMIUM_REQUIRED_EVENTS } from '@shared/subscriptions';
import { type AppDatabase, queryRows } from '../../db/connect';
import { migrateDatabase } from '../../db/migrate';
import { createTestApp } from '../../test/app';
import { downloadNetworthReport, sha256Hex, signatureChecks } from '../../test/exports';
import { inOneWindow } from '../../test/clock';
import { migrationsBefore } from '../../test/migrations';
import { storedChain } from '../../test/revisions';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';
import {
  type ApiClient,
  createTrackerTestContext,
  MANY_SIGN_UPS_ENV,
  VALID_BODIES,
} from '../../test/trackers';
import { eventRecords } from '../events/events.service';
import { expenseRecords } from '../expenses/expenses.service';
import { networthItemRecords } from '../networth/networth.service';
import { FULL_CHECK_LIMIT, VERIFY_LIMIT } from './evidence.router';

const CODE =
  /^FS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const HASH = /^[0-9a-f]{64}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The database's own message for a refused statement (Drizzle wraps it as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? (error as Error).message);
  }
  throw new Error('the statement was not refused');
}

/** Runs `statement` as the table's owner with the append-only triggers off: a tamperer. */
async function tamper(db: AppDatabase, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table revisions disable trigger revisions_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table revisions enable trigger revisions_append_only`);
  });
}

describe.each(TEST_DRIVERS)('the evidence log on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);
  const db = () => database().db;

  async function expenseOf(api: ApiClient, body: object = VALID_BODIES.expenses) {
    const response = await api.post('/api/expenses', body);
    expect(response.status).toBe(201);
    return response.body as { id: number; amount: string; name: string };
  }

  describe('GET /api/history', () => {
    it('lists every revision of a record oldest first, with the changed fields as from → to', async () => {
      const { api } = await context.premiumUser();
      const expense = await expenseOf(api, {
        name: 'Retainer',
        amount: '1250.00',
        date: '2025-03-05',
      });
      await api.put(`/api/expenses/${expense.id}`, {
        name: 'Retainer',
        amount: '1300.00',
        date: '2025-03-05',
      });

      const response = await api.get(`/api/history?entity=expense&id=${expense.id}`);

      expect(response.status).toBe(200);
      const [created, updated] = response.body.revisions;
      expect(response.body.revisions).toHaveLength(2);
      expect(created).toMatchObject({
        seq: 1,
        action: 'create',
        data: { id: expense.id, name: 'Retainer', amount: '1250.00', date: '2025-03-05' },
        changes: [
          { field: 'date', from: null, to: '2025-03-05' },
          { field: 'name', from: null, to: 'Retainer' },
          { field: 'amount', from: null, to: '1250.00' },
          { field: 'category', from: null, to: 'other' },
        ],
      });
      expect(created.recorded_at).toMatch(ISO);
      expect(updated).toMatchObject({
        seq: 2,
        action: 'update',
        data: { amount: '1300.00' },
        changes: [{ field: 'amount', from: '1250.00', to: '1300.00' }],
      });
      expect(Date.parse(updated.recorded_at)).toBeGreaterThanOrEqual(
        Date.parse(created.recorded_at),
      );
    });

    it('keeps the record as it was in a delete revision, and the history after the delete', async () => {
      const { api } = await context.premiumUser();
      // A revision keeps the record's fields; how many documents prove it is not one of them.
      const { document_count: _count, ...event } = (
        await api.post('/api/events', VALID_BODIES.events)
      ).body;
      await api.delete(`/api/events/${event.id}`);

      const response = await api.get(`/api/history?entity=event&id=${event.id}`);

      expect(response.body.revisions.map((r: { action: string }) => r.action)).toEqual([
        'create',
        'delete',
      ]);
      expect(response.body.revisions[1]).toMatchObject({ data: event, changes: [] });
    });

    it("answers 404 for another user's record, exactly as for one that never existed", async () => {
      const alice = await context.premiumUser();
      const bob = await context.premiumUser();
      const bobs = await expenseOf(bob.api);

      const theirs = await alice.api.get(`/api/history?entity=expense&id=${bobs.id}`);
      const nobodys = await alice.api.get('/api/history?entity=expense&id=2147483647');

      expect([theirs.status, theirs.body]).toEqual([
        404,
        { error: 'Expense not found', code: 'not_found' },
      ]);
      expect([nobodys.status, nobodys.body]).toEqual([
        404,
        { error: 'Expense not found', code: 'not_found' },
      ]);
      expect(theirs.text).not.toContain('Retainer');
    });

    it('answers 404 when the id names a record of another kind', async () => {
      const { api } = await context.premiumUser();
      const expense = await expenseOf(api);
      const response = await api.get(`/api/history?entity=networth_item&id=${expense.id}`);
      expect([response.status, response.body]).toEqual([
        404,
        { error: 'Net worth item not found', code: 'not_found' },
      ]);
    });

    it.each([
      ['no entity', 'id=1', `entity: ${EVIDENCE_MESSAGES.entityInvalid}`],
      ['an unknown entity', 'entity=users&id=1', `entity: ${EVIDENCE_MESSAGES.entityInvalid}`],
      ['no id', 'entity=expense', `id: ${EVIDENCE_MESSAGES.idInvalid}`],
      ['a fractional id', 'entity=expense&id=1.5', `id: ${EVIDENCE_MESSAGES.idInvalid}`],
      ['an id past serial', 'entity=expense&id=99999999999', `id: ${EVIDENCE_MESSAGES.idInvalid}`],
      [
        'a repeated entity',
        'entity=expense&entity=event&id=1',
        `entity: ${EVIDENCE_MESSAGES.entityInvalid}`,
      ],
    ])('answers 400 for %s', async (_case, query, details) => {
      const { api } = await context.premiumUser();
      const response = await api.get(`/api/history?${query}`);
      expect([response.status, response.body]).toEqual([
        400,
        { error: 'Validation failed', code: 'validation_failed', details },
      ]);
    });

    it('answers 403 with the tracker’s own message to a free user', async () => {
      const { api } = await context.freeUser();
      const expense = await api.get('/api/history?entity=expense&id=1');
      const event = await api.get('/api/history?entity=event&id=1');
      expect([expense.status, expense.body]).toEqual([
        403,
        { error: PREMIUM_REQUIRED, code: 'premium_required' },
      ]);
      expect([event.status, event.body]).toEqual([
        403,
        { error: PREMIUM_REQUIRED_EVENTS, code: 'premium_required' },
      ]);
    });
  });

  describe('GET /api/history/deleted and POST /api/history/restore', () => {
    it('lists deleted records newest first, and restores one under its id with a restore revision', async () => {
      const { api } = await context.premiumUser();
      const { document_count: _event, ...event } = (
        await api.post('/api/events', VALID_BODIES.events)
      ).body;
      const { document_count: _item, ...item } = (
        await api.post('/api/networth', VALID_BODIES.networth)
      ).body;
      await api.delete(`/api/events/${event.id}`);
      await api.delete(`/api/networth/${item.id}`);

      const deleted = await api.get('/api/history/deleted');
      expect(deleted.status).toBe(200);
      expect(deleted.body.items).toEqual([
        {
          entity: 'networth_item',
          entity_id: item.id,
          seq: 4,
          deleted_at: expect.stringMatching(ISO),
          data: item,
        },
        {
          entity: 'event',
          entity_id: event.id,
          seq: 3,
          deleted_at: expect.stringMatching(ISO),
          data: event,
        },
      ]);
      const onlyEvents = await api.get('/api/history/deleted?entity=event');
      expect(onlyEvents.body.items.map((i: { seq: number }) => i.seq)).toEqual([3]);

      const restored = await api.post('/api/history/restore', { seq: 3 });

      expect(restored.status).toBe(201);
      expect(restored.body).toEqual({ ...event, updated_at: expect.stringMatching(ISO) });
      expect((await api.get('/api/events')).body).toEqual([
        { ...restored.body, document_count: 0 },
      ]);
      expect(
        (await api.get('/api/history/deleted')).body.items.map((i: { seq: number }) => i.seq),
      ).toEqual([4]);
      const history = await api.get(`/api/history?entity=event&id=${event.id}`);
      expect(
        history.body.revisions.map((r: { action: string; seq: number }) => [r.seq, r.action]),
      ).toEqual([
        [1, 'create'],
        [3, 'delete'],
        [5, 'restore'],
      ]);
    });

    it('restores an expense that can then be edited and deleted again like any other', async () => {
      const { api } = await context.premiumUser();
      const expense = await expenseOf(api);
      await api.delete(`/api/expenses/${expense.id}`);
      await api.post('/api/history/restore', { seq: 2 });

      const edited = await api.put(`/api/expenses/${expense.id}`, {
        ...VALID_BODIES.expenses,
        amount: 5,
      });
      expect([edited.status, edited.body.amount]).toEqual([200, '5.00']);
      expect((await api.delete(`/api/expenses/${expense.id}`)).status).toBe(204);
      expect((await api.get('/api/integrity')).body).toMatchObject({ valid: true, revisions: 5 });
    });

    it('answers 409 to a second restore of the same delete, and writes nothing', async () => {
      const { api, user } = await context.premiumUser();
      const expense = await expenseOf(api);
      await api.delete(`/api/expenses/${expense.id}`);
      expect((await api.post('/api/history/restore', { seq: 2 })).status).toBe(201);
      const before = await storedChain(db(), user.id);

      const again = await api.post('/api/history/restore', { seq: 2 });

      expect([again.status, again.body]).toEqual([
        409,
        { error: EVIDENCE_MESSAGES.alreadyRestored, code: 'already_restored' },
      ]);
      expect(await storedChain(db(), user.id)).toEqual(before);
    });

    it('restores only one of two simultaneous restores of one delete', async () => {
      const { api } = await context.premiumUser();
      const expense = await expenseOf(api);
      await api.delete(`/api/expenses/${expense.id}`);
      const answers = await Promise.all([
        api.post('/api/history/restore', { seq: 2 }),
        api.post('/api/history/restore', { seq: 2 }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect((await api.get('/api/expenses')).body).toHaveLength(1);
    });

    it("answers 404 for another user's delete, and 400 for a revision that is not a delete", async () => {
      const alice = await context.premiumUser();
      const bob = await context.premiumUser();
      const bobs = await expenseOf(bob.api);
      await bob.api.delete(`/api/expenses/${bobs.id}`);
      await expenseOf(alice.api);

      const theirs = await alice.api.post('/api/history/restore', { seq: 2 });
      const notADelete = await alice.api.post('/api/history/restore', { seq: 1 });
      const invalid = await alice.api.post('/api/history/restore', { seq: 'two' });

      expect([theirs.status, theirs.body]).toEqual([
        404,
        { error: EVIDENCE_MESSAGES.revisionNotFound, code: 'not_found' },
      ]);
      expect([notADelete.status, notADelete.body]).toEqual([
        400,
        { error: EVIDENCE_MESSAGES.notADelete, code: 'not_a_deletion' },
      ]);
      expect([invalid.status, invalid.body]).toEqual([
        400,
        {
          error: 'Validation failed',
          code: 'validation_failed',
          details: `seq: ${EVIDENCE_MESSAGES.seqInvalid}`,
        },
      ]);
      expect((await bob.api.get('/api/expenses')).body).toEqual([]);
      expect((await alice.api.get('/api/history/deleted')).body.items).toEqual([]);
    });
  });

  describe('writes and the chain', () => {
    it('chains create, update and delete revisions by SHA-256 from 64 zeros', async () => {
      const { api, user } = await context.premiumUser();
      const expense = await expenseOf(api);
      await api.put(`/api/expenses/${expense.id}`, { ...VALID_BODIES.expenses, amount: 1 });
      await api.delete(`/api/expenses/${expense.id}`);

      const chain = await storedChain(db(), user.id);

      expect(chain.map((r) => [r.seq, r.action])).toEqual([
        [1, 'create'],
        [2, 'update'],
        [3, 'delete'],
      ]);
      expect(chain[0]!.prev_hash).toBe(GENESIS_HASH);
      expect(chain[1]!.prev_hash).toBe(chain[0]!.hash);
      expect(chain.every((r) => HASH.test(r.hash))).toBe(true);
      expect(await checkChain(chain, sha256HexWeb)).toEqual({
        valid: true,
        revisions: 3,
        head: { seq: 3, hash: chain[2]!.hash },
        first_bad_seq: null,
      });
    });

    it('writes no revision for a refused write or a missing record', async () => {
      const { api, user } = await context.premiumUser();
      await api.post('/api/expenses', { name: '', amount: 0, date: 'x' });
      await api.put('/api/expenses/2147483647', VALID_BODIES.expenses);
      await api.delete('/api/events/2147483647');
      expect(await storedChain(db(), user.id)).toEqual([]);
    });

    it('gives 50 concurrent writes of one user seqs 1 to 50 and a valid chain', async () => {
      const { api, user } = await context.premiumUser();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          api.post('/api/expenses', { ...VALID_BODIES.expenses, amount: i + 1 }),
        ),
      );
      expect(answers.every((answer) => answer.status === 201)).toBe(true);

      const chain = await storedChain(db(), user.id);
      expect(chain.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(new Set(chain.map((r) => r.entity_id)).size).toBe(50);
      const integrity = await api.get('/api/integrity');
      expect(integrity.body).toEqual({
        valid: true,
        revisions: 50,
        head: { seq: 50, hash: chain[49]!.hash },
        first_bad_seq: null,
      });
    });

    it('keeps each user’s chain apart: seqs start at 1 for everyone', async () => {
      const alice = await context.premiumUser();
      const bob = await context.premiumUser();
      await Promise.all([expenseOf(alice.api), expenseOf(bob.api), expenseOf(alice.api)]);
      expect((await storedChain(db(), alice.user.id)).map((r) => r.seq)).toEqual([1, 2]);
      expect((await storedChain(db(), bob.user.id)).map((r) => r.seq)).toEqual([1]);
    });

    it.runIf(driver === 'postgres')(
      "lets another user write while one user's chain is locked",
      async () => {
        const alice = await context.premiumUser();
        const bob = await context.premiumUser();
        const holder = new pg.Client({ connectionString: database().url! });
        await holder.connect();
        try {
          await holder.query('begin');
          await holder.query('select pg_advisory_xact_lock(724311002, $1)', [alice.user.id]);
          let alicesDone = false;
          const alices = alice.api.post('/api/expenses', VALID_BODIES.expenses).then((answer) => {
            alicesDone = true;
            return answer;
          });

          const bobs = await bob.api.post('/api/expenses', VALID_BODIES.expenses);

          expect(bobs.status).toBe(201);
          expect(alicesDone).toBe(false);
          await holder.query('commit');
          expect((await alices).status).toBe(201);
        } finally {
          await holder.end();
        }
      },
    );
  });

  describe('the append-only table', () => {
    it.each([
      ['UPDATE', sql`update revisions set data = '{}'::jsonb`],
      ['DELETE', sql`delete from revisions`],
      ['TRUNCATE', sql`truncate revisions`],
    ])('refuses %s in the database, for everyone', async (operation, statement) => {
      const { api, user } = await context.premiumUser();
      await expenseOf(api);
      const before = await storedChain(db(), user.id);

      expect(await refusal(db().execute(statement))).toBe(
        `revisions are append-only: ${operation} refused`,
      );

      expect(await storedChain(db(), user.id)).toEqual(before);
    });

    it('refuses an UPDATE even on the account-deletion path', async () => {
      const { api, user } = await context.premiumUser();
      await expenseOf(api);
      const refused = await refusal(
        db().transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('fairsplit.erasing_user_id', ${String(user.id)}, true)`,
          );
          await tx.execute(sql`update revisions set data = '{}'::jsonb where user_id = ${user.id}`);
        }),
      );
      expect(refused).toBe('revisions are append-only: UPDATE refused');
    });

    it("lets the account-deletion path delete that user's revisions and nobody else's", async () => {
      const leaving = await context.premiumUser();
      const staying = await context.premiumUser();
      await expenseOf(leaving.api);
      await expenseOf(staying.api);
      const erase = (userId: number) =>
        db().transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('fairsplit.erasing_user_id', ${String(leaving.user.id)}, true)`,
          );
          await tx.execute(sql`delete from revisions where user_id = ${userId}`);
        });

      expect(await refusal(erase(staying.user.id))).toBe(
        'revisions are append-only: DELETE refused',
      );
      await erase(leaving.user.id);

      expect(await storedChain(db(), leaving.user.id)).toEqual([]);
      expect(await storedChain(db(), staying.user.id)).toHaveLength(1);
      // The setting lived only as long as its transaction.
      expect(
        await refusal(db().execute(sql`delete from revisions where user_id = ${staying.user.id}`)),
      ).toBe('revisions are append-only: DELETE refused');
    });
  });

  describe('GET /api/integrity', () => {
    it('answers an empty chain for a user with no records, free users included', async () => {
      const { api } = await context.freeUser();
      const response = await api.get('/api/integrity');
      expect([response.status, response.body]).toEqual([
        200,
        { valid: true, revisions: 0, head: { seq: 0, hash: GENESIS_HASH }, first_bad_seq: null },
      ]);
    });

    it('finds an edited data field at its seq, and a broken link after a deleted revision', async () => {
      const { api, user } = await context.premiumUser();
      for (let i = 0; i < 4; i += 1) await expenseOf(api);
      expect((await api.get('/api/integrity')).body).toMatchObject({ valid: true, revisions: 4 });

      await tamper(
        db(),
        sql`update revisions set data = jsonb_set(data, '{amount}', '"1.00"') where user_id = ${user.id} and seq = 3`,
      );
      expect((await api.get('/api/integrity')).body).toMatchObject({
        valid: false,
        revisions: 4,
        first_bad_seq: 3,
      });

      await tamper(db(), sql`delete from revisions where user_id = ${user.id} and seq = 2`);
      expect((await api.get('/api/integrity')).body).toMatchObject({
        valid: false,
        revisions: 3,
        first_bad_seq: 3,
      });
    });

    it('finds a revision rewritten with its hash recomputed, by the link it breaks', async () => {
      /** Rewrites the user's revision `seq` (data, and maybe prev_hash) and recomputes its hash. */
      async function rewrite(userId: number, seq: number, prevHash?: string) {
        const stored = (await storedChain(db(), userId))[seq - 1]!;
        const forged = {
          ...stored,
          data: { ...stored.data, amount: '1.00' },
          prev_hash: prevHash ?? stored.prev_hash,
        };
        const hash = await hashRevision(forged.prev_hash, forged, sha256HexWeb);
        await tamper(
          db(),
          sql`update revisions set data = ${JSON.stringify(forged.data)}::jsonb,
                prev_hash = ${forged.prev_hash}, hash = ${hash}
              where user_id = ${userId} and seq = ${seq}`,
        );
      }

      const { api, user } = await context.premiumUser();
      for (let i = 0; i < 3; i += 1) await expenseOf(api);
      // Revision 2 rewritten and rehashed over its own prev_hash: revision 3 still names the
      // hash it had.
      await rewrite(user.id, 2);
      expect((await api.get('/api/integrity')).body).toMatchObject({
        valid: false,
        revisions: 3,
        first_bad_seq: 3,
      });

      // Revision 2 rewritten and rehashed over another prev_hash: it no longer follows 1.
      const other = await context.premiumUser();
      for (let i = 0; i < 3; i += 1) await expenseOf(other.api);
      await rewrite(other.user.id, 2, 'f'.repeat(64));
      expect((await other.api.get('/api/integrity')).body).toMatchObject({
        valid: false,
        revisions: 3,
        first_bad_seq: 2,
      });
    });

    it(`runs the full check ${FULL_CHECK_LIMIT.max} times an hour per user, then 429; the everyday check is not limited`, async () => {
      const { api } = await context.premiumUser();
      const { api: other } = await context.premiumUser();
      const answers = await inOneWindow(FULL_CHECK_LIMIT.windowSeconds, async () => {
        const received = [];
        for (let i = 0; i <= FULL_CHECK_LIMIT.max; i += 1) {
          received.push(await api.get('/api/integrity?full=1'));
        }
        received.push(await api.get('/api/integrity'), await other.get('/api/integrity?full=1'));
        return received;
      });
      const statuses = answers.map((answer) => answer.status);
      expect(statuses).toEqual([...Array(FULL_CHECK_LIMIT.max).fill(200), 429, 200, 200]);
      expect(answers[FULL_CHECK_LIMIT.max]!.body).toEqual({
        error: EVIDENCE_MESSAGES.fullCheckRateLimited,
        code: 'rate_limited',
      });
      expect(Number(answers[FULL_CHECK_LIMIT.max]!.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('finds a revision whose recorded time was moved', async () => {
      const { api, user } = await context.premiumUser();
      await expenseOf(api);
      await expenseOf(api);
      await tamper(
        db(),
        sql`update revisions set recorded_at = recorded_at - interval '30 days' where user_id = ${user.id} and seq = 1`,
      );
      expect((await api.get('/api/integrity')).body).toMatchObject({
        valid: false,
        first_bad_seq: 1,
      });
    });
  });

  describe('snapshots and GET /api/verify/:code', () => {
    it('vouches for the report the server made, publicly, with initials and no more', async () => {
      const { api } = await context.premiumUser();
      await expenseOf(api);
      const head = (await api.get('/api/integrity')).body.head;

      const report = await downloadNetworthReport(api);

      expect(report.status).toBe(200);
      expect(report.code).toMatch(CODE);
      const verified = await context.testApp.request.get(`/api/verify/${report.code}`);
      expect([verified.status, verified.body]).toEqual([
        200,
        {
          kind: 'networth_pdf',
          created_at: expect.stringMatching(ISO),
          owner: 'A. M.',
          head,
          files: [{ name: 'networth-report.pdf', sha256: sha256Hex(report.bytes) }],
          changed_since: false,
          chain_valid: true,
          through_shared_link: false,
          receipt: {
            json: expect.any(String),
            signature: expect.any(String),
            key_id: expect.stringMatching(/^fs-[0-9a-f]{16}$/),
            signature_valid: true,
          },
        },
      ]);
      expect(verified.text).not.toMatch(/Alex|Morgan|@|Lawyer|Retainer/);
    });

    it('reads a code typed in lower case, without dashes, with O for 0 and l for 1', async () => {
      const { api } = await context.premiumUser();
      const { code } = await downloadNetworthReport(api);
      const typed = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
      const verified = await context.testApp.request.get(
        `/api/verify/${encodeURIComponent(typed)}`,
      );
      expect([verified.status, verified.body.kind]).toEqual([200, 'networth_pdf']);
    });

    it('says whether anything changed since, never how much, and when the chain no longer holds the head', async () => {
      const { api, user } = await context.premiumUser();
      const expense = await expenseOf(api);
      const { code } = await downloadNetworthReport(api);
      expect((await context.testApp.request.get(`/api/verify/${code}`)).body.changed_since).toBe(
        false,
      );
      await api.put(`/api/expenses/${expense.id}`, { ...VALID_BODIES.expenses, amount: 2 });
      await api.delete(`/api/expenses/${expense.id}`);

      const later = await context.testApp.request.get(`/api/verify/${code}`);
      expect(later.body).toMatchObject({ changed_since: true, chain_valid: true });
      expect(later.body).not.toHaveProperty('changes_since');

      await tamper(
        db(),
        sql`update revisions set data = jsonb_set(data, '{amount}', '"9.99"') where user_id = ${user.id} and seq = 1`,
      );
      expect((await context.testApp.request.get(`/api/verify/${code}`)).body).toMatchObject({
        chain_valid: false,
      });
    });

    it.each([
      [
        '/api/snapshots',
        { kind: 'case_file', files: [{ name: 'forged.pdf', sha256: 'a'.repeat(64) }] },
      ],
      ['/api/snapshots', { kind: 'csv' }],
      ['/api/snapshots/CODE/files', { files: [{ name: 'forged.pdf', sha256: 'a'.repeat(64) }] }],
      [
        '/api/share-exports/CODE/files',
        { files: [{ name: 'forged.pdf', sha256: 'a'.repeat(64) }] },
      ],
    ])(
      'refuses a hash named by the client at %s (400) and lists nothing new',
      async (path, body) => {
        const { api } = await context.premiumUser();
        const { code, bytes } = await downloadNetworthReport(api);
        const response = await api.post(path.replace('CODE', code), body);
        expect([response.status, response.body]).toEqual([
          400,
          { error: EVIDENCE_MESSAGES.clientHashRefused, code: 'client_hash_refused' },
        ]);
        expect((await context.testApp.request.get(`/api/verify/${code}`)).body.files).toEqual([
          { name: 'networth-report.pdf', sha256: sha256Hex(bytes) },
        ]);
      },
    );

    it('keeps a receipt that checks with the published key and fails after one changed byte', async () => {
      const { api } = await context.premiumUser();
      const { code } = await downloadNetworthReport(api);
      const { receipt } = (await context.testApp.request.get(`/api/verify/${code}`)).body;
      const published = await context.testApp.request.get('/.well-known/fairsplit-receipts.json');
      const key = published.body.keys.find((k: { kid: string }) => k.kid === receipt.key_id);
      const signature = Buffer.from(receipt.signature, 'base64');

      expect(signatureChecks(receipt.json, signature, key.public_key_pem)).toBe(true);
      const changed = Buffer.from(receipt.json);
      const at = changed.indexOf('"head"') + 2;
      changed[at] = changed[at]! ^ 1;
      expect(signatureChecks(changed, signature, key.public_key_pem)).toBe(false);
      expect(JSON.parse(receipt.json)).toEqual({
        code,
        kind: 'networth_pdf',
        created_at: expect.stringMatching(ISO),
        owner_initials: 'A. M.',
        files: [
          { name: 'networth-report.pdf', sha256: expect.any(String), bytes: expect.any(Number) },
        ],
        head: { seq: 0, hash: '0'.repeat(64) },
        through_shared_link: false,
        key_id: receipt.key_id,
      });
    });

    it('says the signature is not valid when the stored receipt was changed', async () => {
      const { api } = await context.premiumUser();
      const { code } = await downloadNetworthReport(api);
      await tamper(
        db(),
        sql`update snapshots set receipt = replace(receipt, '"A. M."', '"B. M."') where code = ${code}`,
      );
      const verified = await context.testApp.request.get(`/api/verify/${code}`);
      expect(verified.body.receipt.signature_valid).toBe(false);
    });

    it.each(['FS-0000-0000-0000-0000', 'not-a-code', 'FS-UUUU-UUUU-UUUU-UUUU', 'FS-7K2M-9QXD'])(
      'answers 404 with a clear message for the code %s',
      async (code) => {
        const response = await context.testApp.request.get(`/api/verify/${code}`);
        expect([response.status, response.body]).toEqual([
          404,
          { error: EVIDENCE_MESSAGES.snapshotNotFound, code: 'not_found' },
        ]);
      },
    );

    it('answers 400, not 500, for a code that is not valid percent-encoding', async () => {
      const response = await context.testApp.request.get('/api/verify/%E0%A4%A');
      expect(response.status).toBe(400);
    });

    it('requires a signed-in user to make an export or read the integrity (401)', async () => {
      const anonymous = context.anonymous();
      expect(
        (await anonymous.post('/api/exports/networth-report', { time_zone: 'UTC' })).status,
      ).toBe(401);
      expect((await anonymous.get('/api/integrity')).status).toBe(401);
    });
  });

  it('recomputes to the same head in the browser’s code as on the server, for any sequence of changes', async () => {
    const operation = fc.oneof(
      fc.record({
        op: fc.constant('create' as const),
        entity: fc.constantFrom('expenses', 'events', 'networth'),
      }),
      fc.record({
        op: fc.constant('update' as const),
        pick: fc.nat(),
        amount: fc.integer({ min: 1, max: 99_999_999 }),
      }),
      fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('restore' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const { api, user } = await context.premiumUser();
        const live: { resource: string; id: number }[] = [];
        for (const step of operations) {
          if (step.op === 'create') {
            const created = await api.post(`/api/${step.entity}`, VALID_BODIES[step.entity]);
            live.push({ resource: step.entity, id: created.body.id });
          } else if (step.op === 'update' && live.length > 0) {
            const { resource, id } = live[step.pick % live.length]!;
            const body =
              resource === 'expenses'
                ? { ...VALID_BODIES.expenses, amount: step.amount / 100 }
                : resource === 'events'
                  ? { concern_level: (step.amount % 5) + 1 }
                  : { ...VALID_BODIES.networth, value: step.amount / 100 };
            expect((await api.put(`/api/${resource}/${id}`, body)).status).toBe(200);
          } else if (step.op === 'delete' && live.length > 0) {
            const { resource, id } = live.splice(step.pick % live.length, 1)[0]!;
            expect((await api.delete(`/api/${resource}/${id}`)).status).toBe(204);
          } else if (step.op === 'restore') {
            const { items } = (await api.get('/api/history/deleted')).body;
            if (items.length === 0) continue;
            const item = items[step.pick % items.length];
            expect((await api.post('/api/history/restore', { seq: item.seq })).status).toBe(201);
            const resource = { expense: 'expenses', event: 'events', networth_item: 'networth' }[
              item.entity as 'expense'
            ];
            live.push({ resource, id: item.entity_id });
          }
        }
        const server = (await api.get('/api/integrity')).body;
        const browser = await checkChain(await storedChain(db(), user.id), sha256HexWeb);
        expect(server.valid).toBe(true);
        expect(browser).toEqual(server);
      }),
      { numRuns: 12 },
    );
  });
});

describe.each(TEST_DRIVERS)('verification limits on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.destroy());

  it('answers 429 with Retry-After once an address has asked too often', async () => {
    const testApp = await createTestApp(database, MANY_SIGN_UPS_ENV);
    const answers = await inOneWindow(VERIFY_LIMIT.windowSeconds, async () => {
      const received = [];
      for (let i = 0; i <= VERIFY_LIMIT.max; i += 1) {
        received.push(await testApp.request.get('/api/verify/FS-0000-0000-0000-0000'));
      }
      return received;
    });
    expect(answers.slice(0, -1).every((answer) => answer.status === 404)).toBe(true);
    const refused = answers.at(-1)!;
    expect([refused.status, refused.body]).toEqual([
      429,
      { error: EVIDENCE_MESSAGES.verifyRateLimited, code: 'rate_limited' },
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.each(TEST_DRIVERS)('the backfill migration on %s', (driver) => {
  let database: TestDatabase;
  let before: ReturnType<typeof migrationsBefore>;
  beforeAll(async () => {
    // The migrations up to the one before the evidence log.
    before = migrationsBefore('0005_evidence_log');
    database = await createTestDatabase(driver, { migrate: false });
    await migrateDatabase(database, before.folder);
  });
  afterAll(async () => {
    await database.destroy();
    before.remove();
  });

  it("gives every existing record a create revision, chained per user, that the server's check accepts", async () => {
    const db = database.db;
    // Raw SQL for the tables as they were before the evidence log (later migrations add columns).
    const [ann, ben] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (auth_user_id, username, email)
          values (${crypto.randomUUID()}, 'ann', 'ann@example.com'),
                 (${crypto.randomUUID()}, 'ben', 'ben@example.com')
          returning id`,
    );
    await db.execute(sql`insert into expenses (user_id, date, name, amount)
      values (${ann!.id}, '2025-01-02', ${'Quote "x" \\ \n tab\t ünïcode'}, '1250.50'),
             (${ben!.id}, '2025-01-03', ${'Ben’s'}, '0.01')`);
    await db.insert(events).values({
      userId: ann!.id,
      date: '2025-01-04',
      description: 'Hearing',
      party: 'judge',
      concernLevel: 4,
    });
    await db.execute(sql`insert into networth_items
      (user_id, name, classification, category, ownership, value, notes, is_disputed, dispute_notes)
      values (${ann!.id}, 'House', 'asset', 'real_estate', 'joint', '300000.00', null, true, 'Value contested')`);

    await migrateDatabase(database);

    const annsChain = await storedChain(db, ann!.id);
    expect(annsChain.map((r) => [r.seq, r.entity, r.action])).toEqual([
      [1, 'expense', 'create'],
      [2, 'event', 'create'],
      [3, 'networth_item', 'create'],
    ]);
    expect(annsChain[0]!.data).toMatchObject({
      name: 'Quote "x" \\ \n tab\t ünïcode',
      amount: '1250.50',
      date: '2025-01-02',
    });
    expect(annsChain[2]!.data).toMatchObject({
      value: '300000.00',
      is_disputed: true,
      notes: null,
      dispute_notes: 'Value contested',
    });
    expect(await checkChain(annsChain, sha256HexWeb)).toMatchObject({ valid: true, revisions: 3 });
    expect(await checkChain(await storedChain(db, ben!.id), sha256HexWeb)).toMatchObject({
      valid: true,
      revisions: 1,
    });
  });

  it('stores each backfilled record exactly as the API answers it', async () => {
    const [ann] = await database.db
      .select()
      .from(users)
      .where(sql`username = 'ann'`);
    const answers = [
      ...(await expenseRecords.list(database.db, ann!.id)),
      ...(await eventRecords.list(database.db, ann!.id)),
      ...(await networthItemRecords.list(database.db, ann!.id)),
    ];
    const chain = await storedChain(database.db, ann!.id);
    // Later migrations may add fields to the answer; every field the revision kept is the API's.
    expect(chain).toHaveLength(answers.length);
    chain.forEach((revision, index) => expect(answers[index]).toMatchObject(revision.data));
  });

  it("continues a new user's chain at seq 1 after the backfill", async () => {
    const testApp = await createTestApp(database, MANY_SIGN_UPS_ENV);
    const context = await createTrackerTestContext(testApp, database.db);
    const { api, user } = await context.premiumUser();
    const { document_count: _count, ...expense } = (
      await api.post('/api/expenses', VALID_BODIES.expenses)
    ).body;
    expect(await storedChain(database.db, user.id)).toMatchObject([{ seq: 1, data: expense }]);
  });
});
