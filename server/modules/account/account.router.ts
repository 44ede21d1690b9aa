/**
 * /api/account: the caller's own account, whatever her plan: the data download (made by
 * account-export.ts, streamed from here), deletion, email preferences and "who is who".
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { CLEAR_SITE_DATA } from '@shared/offline';
import { partiesSchema } from '@shared/parties';
import {
  ACCOUNT_DELETE_MESSAGES,
  accountDeleteSchema,
  accountExportQuerySchema,
  accountLanguageBodySchema,
  emailPreferencesSchema,
} from '@shared/account';
import { AppError } from '../../http/app-error';
import { hitRateLimit, PASSWORD_RECONFIRM_LIMIT } from '../../security/rate-limit';
import { loadUser, requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import {
  type AccountDeletionDeps,
  deleteAccount,
  finishSupabaseDeletion,
  isDeletedAccount,
} from './account-deletion';
import { saveParties, toParties } from '../users/users.service';
import { makeAccountExport } from './account-export';
import {
  setAccountLanguage,
  setMarketingOptIn,
  toAccountLanguage,
  toEmailPreferences,
} from './email-preferences';

export function accountRouter(deps: AccountDeletionDeps): Router {
  const { config, db, auth } = deps;
  const router = Router();
  router.use(requireAuth(auth.verifier));

  /**
   * POST /api/account/delete: the account and everything in it, for good (account-deletion.ts).
   * With hosted Supabase, a caller whose records are already gone (an earlier call could not
   * remove the sign-in) has no users row: the same call then finishes the job. With the
   * built-in auth server such a caller has no session left, and loadUser answers 401.
   */
  router.post('/delete', async (req, res) => {
    const claims = req.auth!;
    const unfinished = config.auth.mode === 'supabase' && (await isDeletedAccount(db, claims.sub));
    const user = unfinished ? null : await loadUser(db, req);
    const credentials = parseBody(accountDeleteSchema, req.body);
    // Counted per account (its auth id, which outlives the users row), whichever path it takes.
    const limit = await hitRateLimit(
      db,
      `account-delete:auth:${claims.sub}`,
      PASSWORD_RECONFIRM_LIMIT.max,
      PASSWORD_RECONFIRM_LIMIT.windowSeconds,
    );
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('rate_limited', ACCOUNT_DELETE_MESSAGES.tooManyAttempts);
    }
    if (user) await deleteAccount(deps, user, claims.sub, credentials);
    else await finishSupabaseDeletion(deps, claims, credentials);
    // Nothing of the account stays in this browser either (docs/offline.md).
    res.set('Clear-Site-Data', CLEAR_SITE_DATA);
    res.json({ deleted: true });
  });

  // Every route below needs the user's row (created on a first visit).
  router.use(requireUser(db));

  /** Email preferences, for every signed-in user (email-preferences.ts). */
  router.get('/email-preferences', (req, res) => {
    res.json(toEmailPreferences(req.user!));
  });

  router.put('/email-preferences', async (req, res) => {
    const { marketing_emails } = parseBody(emailPreferencesSchema, req.body);
    res.json(await setMarketingOptIn(db, req.user!.id, marketing_emails));
  });

  /** Her language, for every signed-in user (email-preferences.ts). */
  router.get('/language', (req, res) => {
    res.json(toAccountLanguage(req.user!));
  });

  router.put('/language', async (req, res) => {
    const { language } = parseBody(accountLanguageBodySchema, req.body);
    res.json(await setAccountLanguage(db, req.user!.id, language));
  });

  /** "Who is who" (shared/parties.ts), for every signed-in user. */
  router.get('/parties', (req, res) => {
    res.json(toParties(req.user!));
  });

  router.put('/parties', async (req, res) => {
    res.json(await saveParties(db, req.user!.id, parseBody(partiesSchema, req.body)));
  });

  router.get('/export', async (req, res) => {
    const { format } = parseBody(accountExportQuerySchema, req.query);
    const download = await makeAccountExport(db, deps.stores, req.user!, format, config.publicUrl);
    res.set({
      'Content-Type': download.contentType,
      'Content-Disposition': `attachment; filename="${download.fileName}"`,
    });
    try {
      await pipeline(Readable.from(download.chunks), res);
    } catch (error) {
      // The browser went away; the snapshot names the file only if all of it was made.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      throw error;
    }
  });

  return router;
}
