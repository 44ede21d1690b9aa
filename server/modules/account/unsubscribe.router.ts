/**
 * POST /api/email/unsubscribe?token=… — RFC 8058 one-click unsubscribe. A mail client POSTs
 * `List-Unsubscribe=One-Click` here on the user's behalf, with no cookie and no CSRF token: the
 * signed token in the address is the only authority, and it names one user. The /unsubscribe
 * page (for a person who clicked the link in the text) posts to the same address.
 *
 * Mounted before the CSRF check and before any body parser: the body is never read, so its
 * size does not matter. The answer is the same whether or not the account still exists.
 */
import { Router } from 'express';
import { EMAIL_PREFERENCES_MESSAGES } from '@shared/account';
import type { AppDatabase } from '../../db/connect';
import { AppError } from '../../http/app-error';
import type { ProductMail } from '../../mail/product-mail';
import { setMarketingOptIn } from './email-preferences';

export function unsubscribeRouter(db: AppDatabase, mail: ProductMail): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const userId = mail.userOfToken(req.query.token);
    if (userId === null) {
      throw new AppError('invalid_link', EMAIL_PREFERENCES_MESSAGES.invalidUnsubscribeLink);
    }
    await setMarketingOptIn(db, userId, false);
    res.json({ unsubscribed: true });
  });
  return router;
}
