/**
 * The financial disclosure (premium): GET /api/disclosure?month=YYYY-MM, the statement drafted
 * from the user's records; GET /api/disclosure/export.csv?month=, the same as CSV; PUT
 * /api/disclosure/proposed, a category's proposed figure.
 */
import { Router } from 'express';
import { disclosureQuerySchema, proposedLineInputSchema } from '@shared/disclosure';
import { disclosureCsvName } from '@shared/exports';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import { disclosureCsv, findDisclosureForUser, saveProposedLine } from './disclosure.service';

export function disclosureRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));

  router.get('/', async (req, res) => {
    const { month } = parseBody(disclosureQuerySchema, req.query);
    res.json(await findDisclosureForUser(db, req.user!.id, month));
  });

  router.get('/export.csv', async (req, res) => {
    const { month } = parseBody(disclosureQuerySchema, req.query);
    const statement = await findDisclosureForUser(db, req.user!.id, month);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${disclosureCsvName(month)}"`,
    });
    res.send(disclosureCsv(statement));
  });

  router.put('/proposed', async (req, res) => {
    res.json(
      await saveProposedLine(db, req.user!.id, parseBody(proposedLineInputSchema, req.body)),
    );
  });

  return router;
}
