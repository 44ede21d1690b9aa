/**
 * Devices and sign-ins under /api/account, beside the account's other controls: the product's
 * API (its CSRF check, its one error model, a live session checked per request) rather than
 * /auth/v1, which speaks only GoTrue's wire format. Every query is scoped by the verified
 * token's user; a session id from the path only narrows it.
 *
 *   GET    /sessions                   the account's signed-in devices
 *   DELETE /sessions/:id               signs one out (404 unless it is the caller's and live)
 *   POST   /sessions/sign-out-others   signs out all but this one
 *   GET    /sign-ins                   ninety days of sign-ins
 *   POST   /sign-out-link              the emailed link's token; no session needed
 *
 * Hosted Supabase keeps its sessions to itself (its admin API lists no user's sessions or
 * devices): there the listing routes say so, and the page signs the other devices out through
 * supabase-js instead.
 */
import { type Request, Router } from 'express';
import { DEVICES_MESSAGES, signOutLinkSchema } from '@shared/devices';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { AppError } from '../../http/app-error';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import {
  listSessions,
  listSignIns,
  signOutOtherSessions,
  signOutSession,
  signOutWithLink,
} from './devices.service';

/** The caller as the built-in auth server knows them, or the hosted-mode answer. */
function sessionOf(req: Request) {
  const rules = req.authSessionRules;
  const claims = req.auth!;
  if (!rules || !claims.sessionId) throw new AppError('not_found', DEVICES_MESSAGES.notListed);
  return { authUserId: claims.sub, sessionId: claims.sessionId, rules };
}

export function devicesRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  const auth = requireAuth(verifier);
  const user = requireUser(db);

  router.get('/sessions', auth, user, async (req, res) => {
    const { authUserId, sessionId, rules } = sessionOf(req);
    res.json(await listSessions(db, { authUserId, sessionId }, rules));
  });

  router.post('/sessions/sign-out-others', auth, user, async (req, res) => {
    const { authUserId, sessionId, rules } = sessionOf(req);
    res.json({ signed_out: await signOutOtherSessions(db, authUserId, sessionId, rules) });
  });

  router.delete('/sessions/:id', auth, user, async (req, res) => {
    const { authUserId } = sessionOf(req);
    if (!(await signOutSession(db, authUserId, String(req.params.id)))) {
      throw new AppError('not_found', DEVICES_MESSAGES.sessionNotFound);
    }
    res.status(204).end();
  });

  router.get('/sign-ins', auth, user, async (req, res) => {
    res.json(await listSignIns(db, sessionOf(req).authUserId));
  });

  // The link's token is the authority: whoever opens the mail may end that one session.
  router.post('/sign-out-link', async (req, res) => {
    const { token } = parseBody(signOutLinkSchema, req.body);
    if (!verifier.sessionRules || !(await signOutWithLink(db, token))) {
      throw new AppError('not_found', DEVICES_MESSAGES.linkInvalid);
    }
    res.json({ signed_out: true });
  });

  return router;
}
