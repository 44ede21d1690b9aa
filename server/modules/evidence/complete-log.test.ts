/**
 * Nothing a user can change in the case file escapes the evidence log: the division's target
 * share, the saved settlement figures and "who is who" are entities of the log like the
 * trackers' rows, and a test lists every table holding a user's data with its revision path.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkChain, EVIDENCE_ENTITIES, sha256HexWeb } from '@shared/evidence';
import { divisionTargets, settlementScenarios } from '../../db/schema';
import { queryRows } from '../../db/connect';
import { migrateDatabase } from '../../db/migrate';
import { writeWithRevision } from '../../db/revisions';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { migrationsBefore } from '../../test/migrations';
import { storedChain } from '../../test/revisions';
import { SCENARIO_BODY } from '../../test/routes';
import { tablesWithUserId, USER_TABLES } from '../../test/user-tables';
import { setUpTrackerApi } from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';
import { findScenario } from '../settlement/settlement.service';
import { findParties } from '../users/users.service';

describe.each(TEST_DRIVERS)('the complete log on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);

  const history = async (api: ApiClient, entity: string) =>
    (await api.get(`/api/history?entity=${entity}&id=1`)).body.revisions as {
      action: string;
      data: Record<string, unknown>;
      changes: { field: string; from: unknown; to: unknown }[];
    }[];

  /** The code of a fresh data download's snapshot, and what /verify says of it. */
  async function exportedCode(api: ApiClient): Promise<string> {
    const response = await api.get('/api/account/export?format=json');
    return JSON.parse(response.text).verification_code as string;
  }
  const changedSince = async (code: string) =>
    (await context.testApp.request.get(`/api/verify/${code}`)).body.changed_since as boolean;

  it('records the target share: created, changed, and nothing for the same share again; /verify sees it', async () => {
    const { api } = await context.premiumUser();
    expect((await api.put('/api/networth/division', { target_share: 60 })).status).toBe(200);
    const code = await exportedCode(api);
    expect(await changedSince(code)).toBe(false);

    await api.put('/api/networth/division', { target_share: 60 });
    expect(await changedSince(code)).toBe(false);
    await api.put('/api/networth/division', { target_share: 45 });
    expect(await changedSince(code)).toBe(true);

    const revisions = await history(api, 'division_target');
    expect(revisions.map((revision) => revision.action)).toEqual(['create', 'update']);
    expect(revisions[1]!.changes).toEqual([{ field: 'target_share', from: 60, to: 45 }]);
    expect((await api.get('/api/integrity')).body.valid).toBe(true);
  });

  it('records the saved settlement figures the same way', async () => {
    const { api } = await context.premiumUser();
    expect((await api.put('/api/settlement', SCENARIO_BODY)).status).toBe(200);
    const code = await exportedCode(api);
    await api.put('/api/settlement', SCENARIO_BODY);
    expect(await changedSince(code)).toBe(false);
    await api.put('/api/settlement', { ...SCENARIO_BODY, trial_costs: 42_000 });
    expect(await changedSince(code)).toBe(true);

    const revisions = await history(api, 'settlement_scenario');
    expect(revisions.map((revision) => revision.action)).toEqual(['create', 'update']);
    expect(revisions[0]!.data).toMatchObject(SCENARIO_BODY);
    expect(revisions[1]!.changes).toEqual([
      { field: 'trial_costs', from: SCENARIO_BODY.trial_costs, to: 42_000 },
    ]);
  });

  it('records who is who', async () => {
    const { api } = await context.premiumUser();
    const jo = { spouse_role: 'spouse_1', spouse_1_name: 'Jo', spouse_2_name: 'Sam' };
    await api.put('/api/account/parties', jo);
    await api.put('/api/account/parties', { ...jo, spouse_2_name: 'Samuel' });

    const revisions = await history(api, 'parties');
    expect(revisions.map((revision) => revision.action)).toEqual(['create', 'update']);
    expect(revisions[0]!.data).toEqual(jo);
    expect(revisions[1]!.changes).toEqual([{ field: 'spouse_2_name', from: 'Sam', to: 'Samuel' }]);
  });

  it('lists every table of user data with its revision path (a new one must join the log)', async () => {
    expect(await tablesWithUserId(database().db)).toEqual(Object.keys(USER_TABLES).sort());
    // Each is logged under an entity the log knows, or says why it is not.
    for (const [table, { revisions }] of Object.entries(USER_TABLES)) {
      expect([
        table,
        EVIDENCE_ENTITIES.includes(revisions as never) || revisions.startsWith('none: '),
      ]).toEqual([table, true]);
    }
    const users = await queryRows<{ column_name: string }>(
      database().db,
      sql`select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'users' order by column_name`,
    );
    // The users row's columns a user writes through the API: who is who, logged as 'parties';
    // the others are the account (names, email, preferences), which is not the case file.
    expect(users.map((row) => row.column_name).filter((name) => name.startsWith('spouse'))).toEqual(
      ['spouse_1_name', 'spouse_2_name', 'spouse_role'],
    );
  });
});

describe.each(TEST_DRIVERS)('the complete-log backfill on %s', (driver) => {
  let database: TestDatabase;
  let before: ReturnType<typeof migrationsBefore>;
  beforeAll(async () => {
    before = migrationsBefore('0015_complete_log');
    database = await createTestDatabase(driver, { migrate: false });
    await migrateDatabase(database, before.folder);
  });
  afterAll(async () => {
    await database.destroy();
    before.remove();
  });

  it("appends each user's settings after their chain, as the API answers them, and the check accepts it", async () => {
    const db = database.db;
    const [ann, ben] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (auth_user_id, username, email, spouse_role, spouse_1_name)
          values (${crypto.randomUUID()}, 'ann', 'ann@example.com', 'spouse_1', 'Ann "A." \\ ü'),
                 (${crypto.randomUUID()}, 'ben', 'ben@example.com', null, null)
          returning id`,
    );
    // Ann already has a chain (an expense, through the server), Ben none.
    await writeWithRevision(db, ann!.id, async (tx) => {
      // Raw SQL for the table as it was then (later migrations add columns).
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into expenses (user_id, date, name, amount)
            values (${ann!.id}, '2025-01-02', 'Retainer', '1250.00') returning id`,
      );
      return {
        result: row,
        revisions: [
          { entity: 'expense', entityId: row!.id, action: 'create', data: { id: row!.id } },
        ],
      };
    });
    await db.insert(divisionTargets).values([
      { userId: ann!.id, targetShare: 60 },
      { userId: ben!.id, targetShare: 35 },
    ]);
    await db.insert(settlementScenarios).values({
      userId: ann!.id,
      settlementCosts: 5000,
      trialCosts: 40000,
      settlementPercent: 50,
      worstPercent: 30,
      expectedPercent: 50,
      bestPercent: 70,
      riskTolerance: 5,
      useDivision: true,
    });

    await migrateDatabase(database);

    const annsChain = await storedChain(db, ann!.id);
    expect(annsChain.map((r) => [r.seq, r.entity, r.entity_id, r.action])).toEqual([
      [1, 'expense', expect.any(Number), 'create'],
      [2, 'division_target', 1, 'create'],
      [3, 'settlement_scenario', 1, 'create'],
      [4, 'parties', 1, 'create'],
    ]);
    expect(annsChain[1]!.data).toEqual({
      target_share: 60,
      updated_at: expect.stringMatching(/Z$/),
    });
    expect(annsChain[2]!.data).toEqual(await findScenario(db, ann!.id));
    expect(annsChain[3]!.data).toEqual(await findParties(db, ann!.id));
    expect(await checkChain(annsChain, sha256HexWeb)).toMatchObject({ valid: true, revisions: 4 });
    const bensChain = await storedChain(db, ben!.id);
    expect(bensChain.map((r) => [r.seq, r.entity])).toEqual([[1, 'division_target']]);
    expect(await checkChain(bensChain, sha256HexWeb)).toMatchObject({ valid: true });
  });
});
