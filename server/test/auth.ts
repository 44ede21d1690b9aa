import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../db/schema';
import type { AppDatabase } from '../db/connect';
import { ensureUser } from '../modules/users/users.service';
import type { TestApp } from './app';

export const TEST_PASSWORD = 'Sup3r$ecret!';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export interface SignedUp {
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs a new user up through the built-in auth server, as supabase-js would. */
export async function signUp(
  testApp: TestApp,
  email = uniqueEmail(),
  data: Record<string, string> = { first_name: 'Alex', last_name: 'Morgan' },
): Promise<SignedUp> {
  const response = await testApp.request
    .post('/auth/v1/signup')
    .send({ email, password: TEST_PASSWORD, data });
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return {
    email,
    userId: response.body.user.id,
    accessToken: response.body.access_token,
    refreshToken: response.body.refresh_token,
  };
}

/** Makes a signed-up user premium, as a completed checkout would, for a month. */
export async function makePremium(db: AppDatabase, signedUp: SignedUp): Promise<void> {
  const user = await ensureUser(db, { authUserId: signedUp.userId, email: signedUp.email });
  await db.update(users).set({ subscriptionStatus: 'premium' }).where(eq(users.id, user.id));
  const now = Date.now();
  await db.insert(subscriptions).values({
    userId: user.id,
    externalId: `test_sub_${signedUp.userId}`,
    status: 'active',
    plan: 'premium',
    periodStart: new Date(now),
    periodEnd: new Date(now + 30 * 24 * 60 * 60 * 1000),
  });
}

/** Headers the SPA's request helper sends, for a signed-in user. */
export function authHeaders(user: SignedUp, csrf?: string): Record<string, string> {
  return {
    Authorization: `Bearer ${user.accessToken}`,
    'user-id': user.userId,
    ...(csrf ? { 'CSRF-Token': csrf } : {}),
  };
}
