/**
 * /api/auth/register-db-user and /api/auth/status (docs/product.md#api-conventions): the product's
 * user row. The app registers after every sign-in; the first registration after sign-up (or after
 * the address is confirmed) also sends the welcome email, once, if the user is opted in.
 */
import { API_MESSAGES } from '@shared/api-messages';
import { Router } from 'express';
import { registerDbUserSchema } from '@shared/auth';
import type { AuthStatusResponse } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import type { ProductMail } from '../../mail/product-mail';
import { AppError } from '../../http/app-error';
import { loadUser, requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import { syncSubscriptionStatus } from '../subscriptions/subscriptions.service';
import { toUserDto } from './users.service';

export function usersRouter(db: AppDatabase, verifier: TokenVerifier, mail: ProductMail): Router {
  const router = Router();
  router.use(requireAuth(verifier));

  // The email comes from the token, never from the body.
  router.post('/register-db-user', async (req, res) => {
    const body = parseBody(registerDbUserSchema, req.body);
    const claims = req.auth!;
    if (body.id !== claims.sub) {
      throw AppError.forbidden(API_MESSAGES.ownAccountOnly);
    }
    const user = await loadUser(db, req, {
      firstName: body.first_name ?? null,
      lastName: body.last_name ?? null,
    });
    const welcome = await mail.claimWelcome(user.id);
    res.json(toUserDto(user));
    // After the answer: the sign-in never waits for a mail server.
    if (welcome) void mail.sendWelcome(welcome);
  });

  router.get('/status', requireUser(db), async (req, res) => {
    const { subscription_status, was_downgraded } = await syncSubscriptionStatus(db, req.user!);
    res.json({ subscription_status, was_downgraded } satisfies AuthStatusResponse);
  });

  return router;
}
