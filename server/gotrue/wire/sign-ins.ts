/**
 * The wire's side of sign-in history (modules/devices): each session the auth server begins is
 * recorded with the request's browser and network, and a password sign-in it refuses (wrong
 * password, locked by the attempt limit, unconfirmed address) is recorded for the account the
 * email names. The network comes from req.ip, which Express derives under TRUST_PROXY: a
 * client's own X-Forwarded-For is never believed unless a trusted proxy set it.
 */
import type { ErrorRequestHandler, Request } from 'express';
import type { SignInOutcome } from '@shared/devices';
import type { RequestDevice, SignInRecorder } from '../../modules/devices/devices.service';
import type { IssuedSession } from '../sessions/sessions.service';
import { GoTrueError } from './errors';

/** GoTrue's error codes for a refused password sign-in, as the history names them. */
const REFUSALS: Readonly<Record<string, Exclude<SignInOutcome, 'success'>>> = {
  invalid_credentials: 'wrong_password',
  email_not_confirmed: 'unconfirmed',
  over_request_rate_limit: 'locked',
};

const deviceOf = (req: Request): RequestDevice => ({
  userAgent: req.get('user-agent'),
  ip: req.ip,
});

export function signInHistory(recorder: SignInRecorder) {
  return {
    /**
     * Records a session just begun. A new device's notice is queued (a row, kept before the
     * answer); the mail queue sends it apart from the answer and retries while it is refused.
     */
    async began(req: Request, session: IssuedSession): Promise<void> {
      const notice = await recorder.recordSignIn(
        { sessionId: session.sessionId, userId: session.user.id },
        deviceOf(req),
      );
      if (notice) {
        await recorder.sendNewSignInNotice(notice).catch((error: unknown) => {
          req.log.warn({ err: error }, 'the new sign-in notice was not queued');
        });
      }
    },

    /** After a refused `grant_type=password`: records it, then passes the error on. */
    refused: (async (error, req, _res, next) => {
      const outcome =
        req.query.grant_type === 'password' && error instanceof GoTrueError
          ? REFUSALS[error.code]
          : undefined;
      if (outcome) {
        await recorder
          .recordRefusedSignIn(req.body?.email, outcome, deviceOf(req))
          .catch((failure: unknown) => {
            req.log.warn({ err: failure }, 'a refused sign-in was not recorded');
          });
      }
      next(error);
    }) satisfies ErrorRequestHandler,
  };
}
