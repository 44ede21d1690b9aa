/**
 * The benchmark's data: one premium user made through the running app (sign-up on the
 * built-in auth server, then the local test-mode checkout, as e2e/fixtures/premium.ts does),
 * and their rows bulk-inserted with SQL.
 */
import { sql } from 'drizzle-orm';
import { ASSET_CATEGORIES, DEBT_CATEGORIES } from '@shared/networth';
import { PARTY_VALUES } from '@shared/events';
import { type AppDatabase, queryRows } from '../../server/db/connect';

export const SEED = { expenses: 1000, networthItems: 500, events: 500 } as const;

export interface BenchUser {
  email: string;
  /** The auth user's uuid: the token's `sub` and the `user-id` header. */
  authUserId: string;
  accessToken: string;
}

export interface CsrfPair {
  /** `XSRF-TOKEN=…` for the Cookie header. */
  cookie: string;
  /** The value the SPA echoes in the CSRF-Token header. */
  token: string;
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The XSRF-TOKEN cookie the server issues on a GET without one. */
export async function fetchCsrf(origin: string): Promise<CsrfPair> {
  const response = await fetch(`${origin}/api/config`);
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => /^XSRF-TOKEN=([^;]+)/.exec(line))
    .find(Boolean);
  if (!cookie?.[1]) throw new Error('the server issued no XSRF-TOKEN cookie');
  return { cookie: `XSRF-TOKEN=${cookie[1]}`, token: decodeURIComponent(cookie[1]) };
}

/** The headers the SPA's request helper sends for a signed-in user, CSRF included. */
export function userHeaders(user: BenchUser, csrf: CsrfPair): Record<string, string> {
  return {
    authorization: `Bearer ${user.accessToken}`,
    'user-id': user.authUserId,
    cookie: csrf.cookie,
    'csrf-token': csrf.token,
  };
}

export async function createPremiumUser(origin: string): Promise<BenchUser> {
  const config = (await expectOk(await fetch(`${origin}/api/config`), 'GET /api/config')) as {
    auth: { anonKey: string };
  };
  const key = config.auth.anonKey;
  const email = `bench-${Date.now()}@example.com`;
  const signUp = (await expectOk(
    await fetch(`${origin}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}` },
      body: JSON.stringify({
        email,
        password: 'Bench-Passw0rd!',
        data: { first_name: 'Bench', last_name: 'User' },
      }),
    }),
    'sign-up',
  )) as { access_token: string; user: { id: string } };
  const user = { email, authUserId: signUp.user.id, accessToken: signUp.access_token };

  const headers = userHeaders(user, await fetchCsrf(origin));
  const checkout = (await expectOk(
    await fetch(`${origin}/api/subscriptions/create-checkout`, { method: 'POST', headers }),
    'create-checkout',
  )) as { checkout_url: string };
  const session = new URL(checkout.checkout_url).searchParams.get('session');
  await expectOk(
    await fetch(`${origin}/api/billing/checkout/${session}/complete`, { method: 'POST', headers }),
    'checkout complete',
  );
  return user;
}

export async function findUserId(db: AppDatabase, authUserId: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where auth_user_id = ${authUserId}`,
  );
  if (!row) throw new Error(`no users row for ${authUserId}`);
  return row.id;
}

function textArray(values: readonly string[]) {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * 1,000 expenses, 500 net-worth items (assets and debts, a fifth disputed, some with notes)
 * and 500 events, with varied dates, amounts and text lengths. Returns the highest expense
 * id, so rows the POST load adds can be removed again.
 */
export async function insertRows(db: AppDatabase, userId: number): Promise<number> {
  await db.execute(sql`
    insert into expenses (user_id, date, name, amount)
    select ${userId},
           date '2024-01-01' + (i * 7) % 700,
           'Expense ' || i || repeat(' for the children', i % 3),
           ((i * 7919) % 250000) / 100.0 + 0.01
    from generate_series(1, ${SEED.expenses}) as i`);
  await db.execute(sql`
    insert into networth_items
      (user_id, name, classification, category, ownership, value, notes, is_disputed, dispute_notes)
    select ${userId},
           'Item ' || i,
           case when i % 3 = 0 then 'debt' else 'asset' end,
           case when i % 3 = 0 then (${textArray(DEBT_CATEGORIES)})[1 + i % 8]
                else (${textArray(ASSET_CATEGORIES)})[1 + i % 8] end,
           (array['spouse_1', 'spouse_2', 'joint'])[1 + i % 3],
           ((i * 104729) % 5000000) / 100.0,
           case when i % 4 = 0 then 'Valued by appraisal in March' end,
           i % 5 = 0,
           case when i % 5 = 0 then 'Both claim it as separate property' end
    from generate_series(1, ${SEED.networthItems}) as i`);
  await db.execute(sql`
    insert into events (user_id, date, description, party, concern_level)
    select ${userId},
           date '2024-01-01' + (i * 3) % 700,
           'Event ' || i || ': ' || repeat('what was said and agreed. ', 1 + i % 4),
           (${textArray(PARTY_VALUES)})[1 + i % ${PARTY_VALUES.length}],
           1 + i % 5
    from generate_series(1, ${SEED.events}) as i`);
  const [row] = await queryRows<{ max: number }>(
    db,
    sql`select max(id)::int as max from expenses where user_id = ${userId}`,
  );
  return row!.max;
}

/** Removes what a POST /api/expenses load added, back to the seeded rows. */
export async function removeRowsAfter(
  db: AppDatabase,
  userId: number,
  lastExpenseId: number,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from expenses where user_id = ${userId} and id > ${lastExpenseId} returning id`,
  );
  return rows.length;
}
