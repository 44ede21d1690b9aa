/**
 * "Delete my account": after the user proves it is them (email and current password, asked
 * again), an active subscription is cancelled at once; then, in one transaction, every row of
 * the user goes (the evidence log too: the append-only trigger lets exactly this transaction
 * delete this user's revisions), their snapshot codes are kept as withdrawn, the auth provider's
 * id is kept as deleted (so a token still in circulation never recreates the account), and with
 * the built-in auth server the auth user, sessions and refresh tokens go in the same
 * transaction. With hosted Supabase the auth user is removed through its admin API.
 *
 * Safe to retry: a cancelled subscription counts as done, and the transaction is all or nothing.
 * Nothing personal is logged.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { ACCOUNT_DELETE_MESSAGES } from '@shared/account';
import {
  deletedAccounts,
  snapshots,
  subscriptions,
  type User,
  users,
  withdrawnSnapshots,
} from '@shared/schema';
import type { BillingProvider } from '../../billing/provider';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import type { AuthSetup } from '../../gotrue/setup';
import type { ProductMail } from '../../mail/product-mail';
import { AppError } from '../../http/app-error';

export interface AccountDeletionDeps {
  config: Config;
  db: AppDatabase;
  auth: AuthSetup;
  billing: BillingProvider;
  mail: ProductMail;
  logger: Logger;
}

/** Subscriptions the provider may still charge. */
const ENDED = ['canceled', 'incomplete_expired'];

/** Whether `email` and `password` sign in as the auth user `authUserId`. */
async function isTheOwner(
  { config, auth }: AccountDeletionDeps,
  authUserId: string,
  credentials: { email: string; password: string },
): Promise<boolean> {
  if (auth.local) {
    const owner = await auth.local.accounts.verifyCredentials(credentials);
    return owner?.id === authUserId;
  }
  if (config.auth.mode !== 'supabase') return false;
  const response = await fetch(`${config.auth.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: config.auth.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { user?: { id?: string } };
  return body.user?.id === authUserId;
}

export async function deleteAccount(
  deps: AccountDeletionDeps,
  user: User,
  authUserId: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const { config, db, auth, billing, mail, logger } = deps;
  const serviceRoleKey = config.auth.mode === 'supabase' ? config.auth.serviceRoleKey : undefined;
  if (!auth.local && !serviceRoleKey) {
    throw new AppError('unavailable', ACCOUNT_DELETE_MESSAGES.serviceRoleKeyMissing);
  }
  if (!(await isTheOwner(deps, authUserId, credentials))) {
    throw AppError.forbidden(ACCOUNT_DELETE_MESSAGES.wrongCredentials);
  }

  const live = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), notInArray(subscriptions.status, ENDED)));
  for (const subscription of live) {
    try {
      await billing.cancelNow(user, subscription);
    } catch (error) {
      logger.warn({ err: error, userId: user.id }, 'account deletion stopped: cancelling failed');
      throw new AppError('bad_gateway', ACCOUNT_DELETE_MESSAGES.billingFailed);
    }
  }

  await db.transaction(async (tx) => {
    // The one path the revisions' append-only trigger lets through, for this user only.
    await tx.execute(sql`select set_config('fairsplit.erasing_user_id', ${String(user.id)}, true)`);
    await tx.execute(
      sql`insert into ${withdrawnSnapshots} (code)
          select ${snapshots.code} from ${snapshots} where ${snapshots.userId} = ${user.id}
          on conflict do nothing`,
    );
    // Every other table with the user's id goes with the users row (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.insert(deletedAccounts).values({ authUserId }).onConflictDoNothing();
    if (auth.local) await auth.local.accounts.deleteUser(tx, authUserId);
  });

  if (!auth.local && config.auth.mode === 'supabase') {
    const response = await fetch(`${config.auth.url}/auth/v1/admin/users/${authUserId}`, {
      method: 'DELETE',
      headers: { apikey: serviceRoleKey!, Authorization: `Bearer ${serviceRoleKey}` },
    });
    if (!response.ok && response.status !== 404) {
      // The records are gone and the id is kept as deleted, so the sign-in opens nothing; the
      // operator removes the auth user by hand (the README says how).
      logger.error({ status: response.status }, 'account deleted, but Supabase kept the auth user');
    }
  }

  try {
    await mail.sendAccountDeleted(user.email);
  } catch (error) {
    logger.warn({ err: error }, 'account deleted; the confirmation email could not be sent');
  }
}
