/** GET /api/expense-categories (premium, like the tracker): the list, names in the reader's language. */
import { Router } from 'express';
import { expenseCategoryList } from '@shared/expense-categories';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { requestLanguage } from '../../http/language';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';

export function expenseCategoriesRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));
  router.get('/', (req, res) => {
    res.json({ categories: expenseCategoryList(requestLanguage(req)) });
  });
  return router;
}
