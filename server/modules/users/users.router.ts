import { Router } from 'express';
import { z } from 'zod';
import type { User } from '@shared/schema';
import { hasOnlyStorableCharacters } from '@shared/validation';
import type { TokenVerifier } from '../../auth/access-tokens';
import { requireAuth, requireUser } from '../../auth/require-user';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { parseBody } from '../../http/validate';
import { syncSubscriptionStatus } from '../subscriptions/premium';
import { ensureUser } from '../users/users.service';

const name = z
  .string({ error: 'must be text' })
  .trim()
  .max(100, { error: 'must be at most 100 characters' })
  .refine(hasOnlyStorableCharacters, { error: 'contains a character that is not allowed' })
  .nullish()
  .transform((value) => (value ? value : null));

/** Spec §7: body id, email, first_name, last_name, idType. The email comes from the token. */
const registerSchema = z.object({
  id: z.string({ error: 'id is required' }).trim().toLowerCase(),
  email: z.string().optional(),
  first_name: name,
  last_name: name,
  idType: z.string().optional(),
});

export function toUserDto(user: User) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    subscription_status: user.subscriptionStatus,
  };
}

export function authApiRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier));

  router.post('/register-db-user', async (req, res) => {
    const body = parseBody(registerSchema, req.body);
    const claims = req.auth!;
    if (body.id !== claims.sub) {
      throw AppError.forbidden('You can only register your own account.');
    }
    const user = await ensureUser(db, {
      authUserId: claims.sub,
      email: claims.email,
      firstName: body.first_name,
      lastName: body.last_name,
    });
    res.json(toUserDto(user));
  });

  router.get('/status', requireUser(db), async (req, res) => {
    const { subscription_status, was_downgraded } = await syncSubscriptionStatus(db, req.user!);
    res.json({ subscription_status, was_downgraded });
  });

  return router;
}
