/**
 * /api/support (premium): orders (GET, POST, PUT /:id, DELETE /:id — 409 while it has payments),
 * payments (likewise), GET /ledger?through=YYYY-MM-DD, reimbursement requests (GET, POST,
 * POST /:id/transition — 409 for a move the state does not allow), GET / (everything the page
 * reads) and GET /export.csv.
 */
import { Router } from 'express';
import {
  ledgerQuerySchema,
  reimbursementInputSchema,
  reimbursementTransitionSchema,
  SUPPORT_MESSAGES,
  supportOrderInputSchema,
  supportOrderUpdateSchema,
  supportPaymentInputSchema,
} from '@shared/support';
import { SUPPORT_CSV_NAME } from '@shared/exports';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import type { AppDatabase } from '../../db/connect';
import type { TokenVerifier } from '../../gotrue/sessions/access-tokens';
import { AppError } from '../../http/app-error';
import { requirePremium } from '../../http/require-premium';
import { requireAuth, requireUser } from '../../http/require-user';
import { parseBody, parseId } from '../../http/validate';
import { supportCsv } from './support-csv';
import {
  createOrder,
  createPayment,
  createReimbursement,
  deleteOrder,
  deletePayment,
  findLedger,
  findSupportForUser,
  listOrders,
  listPayments,
  listReimbursements,
  transitionReimbursement,
  updateOrder,
  updatePayment,
} from './support.service';

export function supportRouter(db: AppDatabase, verifier: TokenVerifier): Router {
  const router = Router();
  router.use(requireAuth(verifier), requireUser(db), requirePremium(db, PREMIUM_REQUIRED));

  router.get('/', async (req, res) => {
    const { through } = parseBody(ledgerQuerySchema, req.query);
    res.json(await findSupportForUser(db, req.user!.id, through));
  });

  router.get('/export.csv', async (req, res) => {
    const { through } = parseBody(ledgerQuerySchema, req.query);
    const overview = await findSupportForUser(db, req.user!.id, through);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${SUPPORT_CSV_NAME}"`,
    });
    res.send(supportCsv(overview));
  });

  router.get('/ledger', async (req, res) => {
    const { through } = parseBody(ledgerQuerySchema, req.query);
    res.json(await findLedger(db, req.user!.id, through));
  });

  router.get('/orders', async (req, res) => {
    res.json({ orders: await listOrders(db, req.user!.id) });
  });
  router.post('/orders', async (req, res) => {
    res
      .status(201)
      .json(await createOrder(db, req.user!.id, parseBody(supportOrderInputSchema, req.body)));
  });
  router.put('/orders/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const values = parseBody(supportOrderUpdateSchema, req.body);
    const order = await updateOrder(db, req.user!.id, id, values);
    if (!order) throw AppError.notFound(SUPPORT_MESSAGES.orderNotFound);
    res.json(order);
  });
  router.delete('/orders/:id', async (req, res) => {
    if (!(await deleteOrder(db, req.user!.id, parseId(req.params.id)))) {
      throw AppError.notFound(SUPPORT_MESSAGES.orderNotFound);
    }
    res.status(204).end();
  });

  router.get('/payments', async (req, res) => {
    res.json({ payments: await listPayments(db, req.user!.id) });
  });
  router.post('/payments', async (req, res) => {
    res
      .status(201)
      .json(await createPayment(db, req.user!.id, parseBody(supportPaymentInputSchema, req.body)));
  });
  router.put('/payments/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const values = parseBody(supportPaymentInputSchema, req.body);
    const payment = await updatePayment(db, req.user!.id, id, values);
    if (!payment) throw AppError.notFound(SUPPORT_MESSAGES.paymentNotFound);
    res.json(payment);
  });
  router.delete('/payments/:id', async (req, res) => {
    if (!(await deletePayment(db, req.user!.id, parseId(req.params.id)))) {
      throw AppError.notFound(SUPPORT_MESSAGES.paymentNotFound);
    }
    res.status(204).end();
  });

  router.get('/reimbursements', async (req, res) => {
    res.json(await listReimbursements(db, req.user!.id));
  });
  router.post('/reimbursements', async (req, res) => {
    const values = parseBody(reimbursementInputSchema, req.body);
    res.status(201).json(await createReimbursement(db, req.user!.id, values));
  });
  router.post('/reimbursements/:id/transition', async (req, res) => {
    const id = parseId(req.params.id);
    const move = parseBody(reimbursementTransitionSchema, req.body);
    const request = await transitionReimbursement(db, req.user!.id, id, move);
    if (!request) throw AppError.notFound(SUPPORT_MESSAGES.reimbursementNotFound);
    res.json(request);
  });

  return router;
}
