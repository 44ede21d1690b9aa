import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { divisionTargets, events, expenses, networthItems, subscriptions, users } from './schema';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { connectDatabase, queryRows, type AppDatabase } from './connect';
import { DataDirLockedError } from './lock';
import { migrateDatabase } from './migrate';

const TABLES = ['users', 'subscriptions', 'expenses', 'networth_items', 'events', 'app_versions'];

async function appliedMigrations(db: AppDatabase): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count);
}

/** Postgres reports a failed check as "violates check constraint <name>" on both drivers. */
async function violation(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the write was accepted');
}

describe.each(TEST_DRIVERS)('the schema on %s', (driver) => {
  let database: TestDatabase;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver, { migrate: false });
    await migrateDatabase(database);
    const [user] = await database.db
      .insert(users)
      .values({
        authUserId: '5b0d8c2e-4a1f-4c3e-9a57-3f0a3b1f9c11',
        username: 'alex',
        email: 'alex@example.com',
      })
      .returning();
    userId = user!.id;
  });
  afterAll(() => database.destroy());

  it('creates every table the product stores', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(TABLES));
  });

  it('applies no migration twice', async () => {
    const before = await appliedMigrations(database.db);
    expect(before).toBeGreaterThan(0);
    await migrateDatabase(database);
    expect(await appliedMigrations(database.db)).toBe(before);
  });

  it('indexes every user_id column (as an index’s first column)', async () => {
    const rows = await queryRows<{ tablename: string }>(
      database.db,
      sql`select distinct tablename from pg_indexes where schemaname = 'public' and indexdef like '%(user_id%' and tablename not like 'auth_%'`,
    );
    const indexed = rows.map((row) => row.tablename);
    const withUserId = await queryRows<{ table_name: string }>(
      database.db,
      sql`select distinct table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id' and table_name not like 'auth_%'`,
    );
    expect(indexed.sort()).toEqual(withUserId.map((row) => row.table_name).sort());
    expect(indexed).toEqual(expect.arrayContaining(['expenses', 'revisions', 'shares']));
  });

  it('stores money exactly as numeric(10,2) and dates as calendar dates', async () => {
    const [row] = await database.db
      .insert(expenses)
      .values({ userId, date: '2025-02-28', name: 'Filing fee', amount: '99999999.99' })
      .returning();
    expect(row).toMatchObject({ amount: '99999999.99', date: '2025-02-28' });
  });

  it('gives users the product’s defaults: not verified, free', async () => {
    const [row] = await database.db
      .insert(users)
      .values({ authUserId: crypto.randomUUID(), username: 'sam', email: 'sam@example.com' })
      .returning();
    expect(row).toMatchObject({ isVerified: false, subscriptionStatus: 'free' });
  });

  describe('check constraints', () => {
    const item = () => ({
      userId,
      name: 'House',
      classification: 'asset',
      category: 'real_estate',
      ownership: 'joint',
      value: '1.00',
    });

    it('reject an expense below 0.01', async () => {
      const message = await violation(
        database.db
          .insert(expenses)
          .values({ userId, date: '2025-01-01', name: 'x', amount: '0.00' }),
      );
      expect(message).toContain('expenses_amount_min');
    });

    it('reject an amount with more than 10 digits', async () => {
      const message = await violation(
        database.db
          .insert(expenses)
          .values({ userId, date: '2025-01-01', name: 'x', amount: '100000000.00' }),
      );
      expect(message).toMatch(/numeric field overflow/);
    });

    it('reject a classification other than asset or debt', async () => {
      const message = await violation(
        database.db.insert(networthItems).values({ ...item(), classification: 'income' }),
      );
      expect(message).toContain('networth_items_classification');
    });

    it('reject an ownership other than spouse_1, spouse_2 or joint', async () => {
      const message = await violation(
        database.db.insert(networthItems).values({ ...item(), ownership: 'spouse_3' }),
      );
      expect(message).toContain('networth_items_ownership');
    });

    it('reject a negative value', async () => {
      const message = await violation(
        database.db.insert(networthItems).values({ ...item(), value: '-0.01' }),
      );
      expect(message).toContain('networth_items_value_min');
    });

    it.each([
      [
        'a joint item marked separate',
        { character: 'separate' },
        'networth_items_joint_is_marital',
      ],
      [
        'a character other than marital or separate',
        { ownership: 'spouse_1', character: 'gift' },
        'networth_items_character',
      ],
      ['an unknown proposal', { proposedTo: 'court' }, 'networth_items_proposed_to'],
      ['a split without a share', { proposedTo: 'split' }, 'networth_items_split_share'],
      [
        'a share without a split',
        { proposedTo: 'sell', splitShare: '50.0' },
        'networth_items_split_share',
      ],
      [
        'a share above 100',
        { proposedTo: 'split', splitShare: '100.1' },
        'networth_items_split_share',
      ],
    ])('reject %s', async (_case, extra, constraint) => {
      const message = await violation(
        database.db.insert(networthItems).values({ ...item(), ...extra }),
      );
      expect(message).toContain(constraint);
    });

    it('reject a division target outside 0–100', async () => {
      const message = await violation(
        database.db.insert(divisionTargets).values({ userId, targetShare: 101 }),
      );
      expect(message).toContain('division_targets_share');
    });

    it.each([0, 6])('reject concern level %i', async (concernLevel) => {
      const message = await violation(
        database.db.insert(events).values({
          userId,
          date: '2025-01-01',
          description: 'Call',
          party: 'lawyer',
          concernLevel,
        }),
      );
      expect(message).toContain('events_concern_level_range');
    });

    it('reject a subscription status other than free or premium', async () => {
      const message = await violation(
        database.db.execute(
          sql`update users set subscription_status = 'gold' where id = ${userId}`,
        ),
      );
      expect(message).toContain('users_subscription_status');
    });

    it('accept the boundary values', async () => {
      await database.db.insert(networthItems).values({ ...item(), value: '0.00' });
      await database.db.insert(events).values({
        userId,
        date: '2025-01-01',
        description: 'Call',
        party: 'lawyer',
        concernLevel: 5,
      });
      await database.db
        .insert(expenses)
        .values({ userId, date: '2025-01-01', name: 'Stamp', amount: '0.01' });
    });
  });

  it('deletes a user’s rows with the user (ON DELETE CASCADE)', async () => {
    const [other] = await database.db
      .insert(users)
      .values({ authUserId: crypto.randomUUID(), username: 'kim', email: 'kim@example.com' })
      .returning();
    await database.db
      .insert(expenses)
      .values({ userId: other!.id, date: '2025-01-01', name: 'Lawyer', amount: '10.00' });
    await database.db.insert(subscriptions).values({
      userId: other!.id,
      externalId: 'sub_1',
      status: 'active',
      plan: 'premium',
    });
    await database.db.execute(sql`delete from users where id = ${other!.id}`);
    const [left] = await queryRows<{ count: number }>(
      database.db,
      sql`select (select count(*) from expenses where user_id = ${other!.id})::int
            + (select count(*) from subscriptions where user_id = ${other!.id})::int as count`,
    );
    expect(Number(left?.count)).toBe(0);
  });
});

describe('PGlite on disk', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairsplit-pglite-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the data across a restart', async () => {
    const dir = newDir();
    const first = await connectDatabase({ kind: 'pglite', dir });
    await migrateDatabase(first);
    await first.db
      .insert(users)
      .values({ authUserId: crypto.randomUUID(), username: 'lee', email: 'lee@example.com' });
    await first.close();

    const second = await connectDatabase({ kind: 'pglite', dir });
    await migrateDatabase(second);
    const rows = await second.db.select().from(users);
    await second.close();
    expect(rows.map((row) => row.email)).toEqual(['lee@example.com']);
  });

  it('refuses a second open of the same directory with a clear message', async () => {
    const dir = newDir();
    const first = await connectDatabase({ kind: 'pglite', dir });
    try {
      const second = connectDatabase({ kind: 'pglite', dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `The data directory ${dir} is in use by another Fairsplit server (pid ${process.pid}).`,
      );
    } finally {
      await first.close();
    }
    const again = await connectDatabase({ kind: 'pglite', dir });
    await again.close();
  });
});
