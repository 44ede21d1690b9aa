/**
 * "Delete my account": after the user proves it is them (email and current password, asked
 * again), an active subscription is cancelled at once; then, in one transaction, every row of
 * the user goes (the evidence log too: the append-only trigger lets exactly this transaction
 * delete this user's revisions), their snapshot codes are kept as withdrawn, the auth provider's
 * id is kept as deleted (so a token still in circulation never recreates the account), and with
 * the built-in auth server the auth user, sessions and refresh tokens go in the same
 * transaction. With hosted Supabase the auth user is removed through its admin API afterwards;
 * if that fails the call answers 502, and the same call again (finishSupabaseDeletion) only
 * repeats that last step. The confirmation email goes once, when the whole job is done.
 *
 * Safe to retry: a cancelled subscription counts as done, the transaction is all or nothing,
 * and an auth user Supabase no longer has counts as removed. Nothing personal is logged.
 */
import { API_MESSAGES } from '@shared/api-messages';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { ACCOUNT_DELETE_MESSAGES } from '@shared/account';
import {
  deletedAccounts,
  snapshots,
  subscriptions,
  type User,
  users,
  withdrawnSnapshots,
} from '../../db/schema';
import type { BillingProvider } from '../../billing/provider';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import { signsInAs } from '../../gotrue/confirm-password';
import type { AuthSetup } from '../../gotrue/setup';
import type { ProductMail } from '../../mail/product-mail';
import { AppError } from '../../http/app-error';
import { type DocumentStores, removeDocumentBytesOf } from '../documents/documents.service';

export interface AccountDeletionDeps {
  config: Config;
  db: AppDatabase;
  auth: AuthSetup;
  billing: BillingProvider;
  mail: ProductMail;
  logger: Logger;
  /** Where documents' bytes are: those outside the database are removed first. */
  stores: DocumentStores;
}

/** Subscriptions the provider may still charge. */
const ENDED = ['canceled', 'incomplete_expired'];

/** Hosted Supabase's service-role key, 503 without it; null with the built-in auth server. */
function serviceRoleKeyOf({ config, auth }: AccountDeletionDeps): string | null {
  if (auth.local) return null;
  const key = config.auth.mode === 'supabase' ? config.auth.serviceRoleKey : undefined;
  if (!key) throw new AppError('unavailable', ACCOUNT_DELETE_MESSAGES.serviceRoleKeyMissing);
  return key;
}

async function proveOwner(
  deps: AccountDeletionDeps,
  authUserId: string,
  credentials: { email: string; password: string },
): Promise<void> {
  if (!(await signsInAs(deps, authUserId, credentials))) {
    throw new AppError('wrong_credentials', ACCOUNT_DELETE_MESSAGES.wrongCredentials);
  }
}

/** How long the admin API may take before the removal counts as failed (and may be retried). */
const ADMIN_API_TIMEOUT_MS = 10_000;

/**
 * Removes the auth user through Supabase's admin API; one it no longer has counts as removed.
 * Otherwise 502: the records are gone and the id is kept as deleted, so the sign-in opens
 * nothing, and the same call again finishes the job (finishSupabaseDeletion).
 */
async function removeSupabaseUser(
  { config, logger }: AccountDeletionDeps,
  serviceRoleKey: string,
  authUserId: string,
): Promise<void> {
  if (config.auth.mode !== 'supabase') return;
  let status: number | 'unreachable';
  try {
    const response = await fetch(`${config.auth.url}/auth/v1/admin/users/${authUserId}`, {
      method: 'DELETE',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      signal: AbortSignal.timeout(ADMIN_API_TIMEOUT_MS),
    });
    if (response.ok || response.status === 404) return;
    status = response.status;
  } catch {
    status = 'unreachable';
  }
  logger.error({ status }, 'account records deleted, but Supabase kept the auth user');
  throw new AppError('upstream_failed', ACCOUNT_DELETE_MESSAGES.signInNotRemoved);
}

/** The confirmation, once the whole job is done; a mail failure does not undo anything. */
async function sendConfirmation({ mail, logger }: AccountDeletionDeps, email: string) {
  try {
    await mail.sendAccountDeleted(email);
  } catch (error) {
    logger.warn({ err: error }, 'account deleted; the confirmation email could not be sent');
  }
}

export async function deleteAccount(
  deps: AccountDeletionDeps,
  user: User,
  authUserId: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const { db, auth, billing, logger } = deps;
  const serviceRoleKey = serviceRoleKeyOf(deps);
  await proveOwner(deps, authUserId, credentials);

  const live = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), notInArray(subscriptions.status, ENDED)));
  for (const subscription of live) {
    try {
      await billing.cancelNow(user, subscription);
    } catch (error) {
      logger.warn({ err: error, userId: user.id }, 'account deletion stopped: cancelling failed');
      throw new AppError('upstream_failed', ACCOUNT_DELETE_MESSAGES.billingFailed);
    }
  }

  // Documents kept outside the database go first: a store that is down stops the deletion here,
  // before any record is gone (a retry removes what is left).
  try {
    await removeDocumentBytesOf(db, deps.stores, user.id);
  } catch (error) {
    logger.warn({ err: error, userId: user.id }, 'account deletion stopped: documents unreachable');
    throw new AppError('unavailable', ACCOUNT_DELETE_MESSAGES.documentsUnreachable);
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

  if (serviceRoleKey) await removeSupabaseUser(deps, serviceRoleKey, authUserId);
  await sendConfirmation(deps, user.email);
}

/**
 * Whether the records of `authUserId` are already gone (kept as deleted, no users row): with
 * hosted Supabase, a deletion whose last step, removing the auth user, may still be owed.
 */
export async function isDeletedAccount(db: AppDatabase, authUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ authUserId: deletedAccounts.authUserId })
    .from(deletedAccounts)
    .leftJoin(users, eq(users.authUserId, deletedAccounts.authUserId))
    .where(and(eq(deletedAccounts.authUserId, authUserId), isNull(users.id)));
  return row !== undefined;
}

/**
 * A retry with hosted Supabase after the records went but the auth user stayed (the admin API
 * failed, or the server stopped in between): the same proof, then only the admin API's removal
 * and the confirmation, sent to the address in the caller's token (the users row is gone).
 */
export async function finishSupabaseDeletion(
  deps: AccountDeletionDeps,
  claims: { sub: string; email: string },
  credentials: { email: string; password: string },
): Promise<void> {
  const serviceRoleKey = serviceRoleKeyOf(deps);
  // The built-in auth server removed its auth user in the deleting transaction: nothing is owed.
  if (!serviceRoleKey) {
    throw AppError.unauthorized(API_MESSAGES.sessionExpired);
  }
  await proveOwner(deps, claims.sub, credentials);
  await removeSupabaseUser(deps, serviceRoleKey, claims.sub);
  await sendConfirmation(deps, claims.email);
}
