/**
 * A user's support orders, payments and reimbursement requests (shared/support.ts). Every query
 * is scoped by the owner's id, so another user's row behaves exactly like a missing one; every
 * write appends its revision (support_order, support_payment, reimbursement) in the same
 * transaction. Dues are never stored: the ledger generates them from each order's terms.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { RevisionAction } from '@shared/evidence';
import { centsToAmountText, requireAmountCents } from '@shared/money';
import { todayIsoDate } from '@shared/dates';
import {
  DEFAULT_SHARE_PERCENT,
  type ReimbursementDto,
  type ReimbursementList,
  type ReimbursementTransition,
  type ReimbursementValues,
  SUPPORT_MESSAGES,
  type SupportLedgerDto,
  type SupportOrderDto,
  type SupportOrderUpdateValues,
  type SupportOrderValues,
  type SupportOverview,
  type SupportPaymentDto,
  type SupportPaymentValues,
  type SupportTermDto,
  reimbursementDeadlines,
  reimbursementTransition,
  requestedAmountCents,
  supportLedger,
} from '@shared/support';
import { AppError } from '../../http/app-error';
export { supportCsv } from './support-csv';
import {
  documentLinks,
  expenses,
  supportOrders,
  supportPayments,
  supportReimbursements,
} from '../../db/schema';
import { type AppDatabase, queryRows } from '../../db/connect';
import { type RecordedChange, writeWithRevision } from '../../db/revisions';

type OrderRow = typeof supportOrders.$inferSelect;
type PaymentRow = typeof supportPayments.$inferSelect;
type ReimbursementRow = typeof supportReimbursements.$inferSelect;

function orderDto(row: OrderRow): SupportOrderDto {
  return {
    id: row.id,
    type: row.type as SupportOrderDto['type'],
    payer: row.payer as SupportOrderDto['payer'],
    amount: row.amount,
    frequency: row.frequency as SupportOrderDto['frequency'],
    first_due: row.firstDue,
    end_date: row.endDate,
    case_number: row.caseNumber,
    terms: row.terms,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function paymentDto(row: PaymentRow): SupportPaymentDto {
  return {
    id: row.id,
    order_id: row.orderId,
    date: row.date,
    amount: row.amount,
    method: row.method as SupportPaymentDto['method'],
    reference: row.reference,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    document_count: 0,
  };
}

function reimbursementDto(row: ReimbursementRow): ReimbursementDto {
  const clocks = reimbursementDeadlines({
    expense_date: row.expenseDate,
    requested_on: row.requestedOn,
    statement_days: row.statementDays,
    payment_days: row.paymentDays,
  });
  return {
    id: row.id,
    expense_id: row.expenseId,
    name: row.name,
    category: row.category,
    expense_date: row.expenseDate,
    amount: row.amount,
    share_percent: row.sharePercent,
    requested_amount: row.requestedAmount,
    paid_amount: row.paidAmount,
    requested_on: row.requestedOn,
    status: row.status as ReimbursementDto['status'],
    dispute_reason: row.disputeReason as ReimbursementDto['dispute_reason'],
    note: row.note,
    statement_days: row.statementDays,
    payment_days: row.paymentDays,
    statement_due: clocks.statement_due,
    payment_due: clocks.payment_due,
    events: row.events,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function recorded<Dto extends { id: number }>(
  entity: 'support_order' | 'support_payment' | 'reimbursement',
  action: RevisionAction,
  dto: Dto,
): NonNullable<RecordedChange<Dto>> {
  return { result: dto, revisions: [{ entity, entityId: dto.id, action, data: dto }] };
}

// ---- Orders -------------------------------------------------------------------------------

export async function listOrders(db: AppDatabase, userId: number): Promise<SupportOrderDto[]> {
  const rows = await db
    .select()
    .from(supportOrders)
    .where(eq(supportOrders.userId, userId))
    .orderBy(asc(supportOrders.createdAt), asc(supportOrders.id));
  return rows.map(orderDto);
}

function scheduleOf(values: SupportOrderValues): Omit<SupportTermDto, 'from'> {
  return { amount: values.amount, frequency: values.frequency, first_due: values.first_due };
}

function orderColumns(values: SupportOrderValues) {
  return {
    type: values.type,
    payer: values.payer,
    amount: values.amount,
    frequency: values.frequency,
    firstDue: values.first_due,
    endDate: values.end_date,
    caseNumber: values.case_number,
  };
}

export async function createOrder(
  db: AppDatabase,
  userId: number,
  values: SupportOrderValues,
): Promise<SupportOrderDto> {
  const created = await writeWithRevision(db, userId, async (tx) => {
    const [row] = await tx
      .insert(supportOrders)
      .values({ ...orderColumns(values), terms: [{ from: null, ...scheduleOf(values) }], userId })
      .returning();
    return recorded('support_order', 'create', orderDto(row!));
  });
  return created!;
}

/**
 * The order's terms after an edit. A changed amount, frequency or first due takes effect on
 * `effectiveFrom`: the terms before that date stay as they were, so dues already fallen keep
 * their amounts; a change from on or before the first due replaces the schedule outright.
 */
function termsAfterEdit(
  terms: readonly SupportTermDto[],
  schedule: Omit<SupportTermDto, 'from'>,
  effectiveFrom: string,
): SupportTermDto[] {
  const current = terms.at(-1);
  if (
    current &&
    current.amount === schedule.amount &&
    current.frequency === schedule.frequency &&
    current.first_due === schedule.first_due
  ) {
    return [...terms];
  }
  const kept = terms.filter((term) => (term.from ?? term.first_due) < effectiveFrom);
  return kept.length === 0
    ? [{ from: null, ...schedule }]
    : [...kept, { from: effectiveFrom, ...schedule }];
}

export async function updateOrder(
  db: AppDatabase,
  userId: number,
  id: number,
  values: SupportOrderUpdateValues,
): Promise<SupportOrderDto | undefined> {
  const updated = await writeWithRevision(db, userId, async (tx) => {
    const [existing] = await tx
      .select({ terms: supportOrders.terms })
      .from(supportOrders)
      .where(and(eq(supportOrders.id, id), eq(supportOrders.userId, userId)))
      .for('update');
    if (!existing) return null;
    const terms = termsAfterEdit(
      existing.terms,
      scheduleOf(values),
      values.effective_from ?? todayIsoDate(),
    );
    const [row] = await tx
      .update(supportOrders)
      .set({ ...orderColumns(values), terms, updatedAt: sql`now()` })
      .where(and(eq(supportOrders.id, id), eq(supportOrders.userId, userId)))
      .returning();
    return recorded('support_order', 'update', orderDto(row!));
  });
  return updated ?? undefined;
}

/** Deletes an order without payments; one with payments is 409 (end it with an end date). */
export async function deleteOrder(db: AppDatabase, userId: number, id: number): Promise<boolean> {
  const removed = await writeWithRevision(db, userId, async (tx) => {
    const [existing] = await tx
      .select({ id: supportOrders.id })
      .from(supportOrders)
      .where(and(eq(supportOrders.id, id), eq(supportOrders.userId, userId)))
      .for('update');
    if (!existing) return null;
    const [payment] = await tx
      .select({ id: supportPayments.id })
      .from(supportPayments)
      .where(eq(supportPayments.orderId, id))
      .limit(1);
    if (payment) throw new AppError('order_has_payments', SUPPORT_MESSAGES.orderHasPayments);
    const [row] = await tx.delete(supportOrders).where(eq(supportOrders.id, id)).returning();
    return recorded('support_order', 'delete', orderDto(row!));
  });
  return removed !== null;
}

// ---- Payments -----------------------------------------------------------------------------

const isoOf = (column: typeof supportPayments.createdAt | typeof supportPayments.updatedAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Her payments, oldest first, as the API answers them. Ten years of weekly payments is hundreds
 * of rows: Postgres writes them as one JSON text, which is parsed once, rather than each row's
 * numbers and times being read one by one (docs/benchmarks.md).
 */
export async function listPayments(db: AppDatabase, userId: number): Promise<SupportPaymentDto[]> {
  const p = supportPayments;
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
          'id', ${p.id}, 'order_id', ${p.orderId}, 'date', ${p.date}::text,
          'amount', ${p.amount}::text, 'method', ${p.method}, 'reference', ${p.reference},
          'note', ${p.note}, 'created_at', ${isoOf(p.createdAt)},
          'updated_at', ${isoOf(p.updatedAt)},
          'document_count', (select count(*)::int from ${documentLinks}
            where ${documentLinks.userId} = ${userId} and ${documentLinks.entity} = 'support_payment'
              and ${documentLinks.entityId} = ${p.id})) order by ${p.date}, ${p.id})::text, '[]') as json
        from ${p} where ${p.userId} = ${userId}`,
  );
  return JSON.parse(row!.json) as SupportPaymentDto[];
}

/** Locks the user's order for a payment's write; 404 when she has none by that id. */
async function requireOrder(tx: AppDatabase, userId: number, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ id: supportOrders.id })
    .from(supportOrders)
    .where(and(eq(supportOrders.id, orderId), eq(supportOrders.userId, userId)))
    .for('share');
  if (!order) throw AppError.notFound(SUPPORT_MESSAGES.orderNotFound);
}

function paymentColumns(values: SupportPaymentValues) {
  return {
    orderId: values.order_id,
    date: values.date,
    amount: values.amount,
    method: values.method,
    reference: values.reference,
    note: values.note,
  };
}

export async function createPayment(
  db: AppDatabase,
  userId: number,
  values: SupportPaymentValues,
): Promise<SupportPaymentDto> {
  const created = await writeWithRevision(db, userId, async (tx) => {
    await requireOrder(tx, userId, values.order_id);
    const [row] = await tx
      .insert(supportPayments)
      .values({ ...paymentColumns(values), userId })
      .returning();
    return recorded('support_payment', 'create', paymentDto(row!));
  });
  return created!;
}

export async function updatePayment(
  db: AppDatabase,
  userId: number,
  id: number,
  values: SupportPaymentValues,
): Promise<SupportPaymentDto | undefined> {
  const updated = await writeWithRevision(db, userId, async (tx) => {
    const [existing] = await tx
      .select({ id: supportPayments.id })
      .from(supportPayments)
      .where(and(eq(supportPayments.id, id), eq(supportPayments.userId, userId)));
    if (!existing) return null;
    await requireOrder(tx, userId, values.order_id);
    const [row] = await tx
      .update(supportPayments)
      .set({ ...paymentColumns(values), updatedAt: sql`now()` })
      .where(and(eq(supportPayments.id, id), eq(supportPayments.userId, userId)))
      .returning();
    return recorded('support_payment', 'update', paymentDto(row!));
  });
  return updated ?? undefined;
}

export async function deletePayment(db: AppDatabase, userId: number, id: number): Promise<boolean> {
  const removed = await writeWithRevision(db, userId, async (tx) => {
    const [row] = await tx
      .delete(supportPayments)
      .where(and(eq(supportPayments.id, id), eq(supportPayments.userId, userId)))
      .returning();
    return row ? recorded('support_payment', 'delete', paymentDto(row)) : null;
  });
  return removed !== null;
}

// ---- The ledger ---------------------------------------------------------------------------

/** GET /api/support/ledger: dues and payments dated on or before `through` (default today). */
export async function findLedger(
  db: AppDatabase,
  userId: number,
  through: string | null,
): Promise<SupportLedgerDto> {
  const [orders, payments] = await Promise.all([listOrders(db, userId), listPayments(db, userId)]);
  return supportLedger(orders, payments, through ?? todayIsoDate());
}

// ---- Reimbursement requests ---------------------------------------------------------------

/** The share she last asked for in each expense category: the next request's starting point. */
function presetsOf(requests: readonly ReimbursementDto[]): Record<string, string> {
  const presets: Record<string, string> = {};
  for (const request of requests) {
    if (request.category !== null && !(request.category in presets)) {
      presets[request.category] = request.share_percent;
    }
  }
  return presets;
}

export async function listReimbursements(
  db: AppDatabase,
  userId: number,
): Promise<ReimbursementList> {
  const rows = await db
    .select()
    .from(supportReimbursements)
    .where(eq(supportReimbursements.userId, userId))
    .orderBy(desc(supportReimbursements.requestedOn), desc(supportReimbursements.id));
  const requests = rows.map(reimbursementDto);
  return { requests, presets: presetsOf(requests) };
}

export async function createReimbursement(
  db: AppDatabase,
  userId: number,
  values: ReimbursementValues,
): Promise<ReimbursementDto> {
  const created = await writeWithRevision(db, userId, async (tx) => {
    let source: { name: string; amount: string; date: string | null; category: string | null };
    if (values.expense_id !== null) {
      const [expense] = await tx
        .select()
        .from(expenses)
        .where(and(eq(expenses.id, values.expense_id), eq(expenses.userId, userId)));
      if (!expense) throw AppError.notFound(SUPPORT_MESSAGES.expenseNotFound);
      source = {
        name: expense.name,
        amount: expense.amount,
        date: expense.date,
        category: expense.category,
      };
    } else {
      source = { name: values.name!, amount: values.amount!, date: null, category: null };
    }
    const share = values.share_percent ?? (await presetShare(tx, userId, source.category));
    const requested = centsToAmountText(
      requestedAmountCents(requireAmountCents(source.amount), share),
    );
    const [row] = await tx
      .insert(supportReimbursements)
      .values({
        userId,
        expenseId: values.expense_id,
        name: source.name,
        category: source.category,
        expenseDate: source.date,
        amount: source.amount,
        sharePercent: share,
        requestedAmount: requested,
        requestedOn: values.requested_on,
        statementDays: values.statement_days,
        paymentDays: values.payment_days,
        events: [
          {
            status: 'requested',
            on: values.requested_on,
            amount: requested,
            reason: null,
            note: null,
          },
        ],
      })
      .returning();
    return recorded('reimbursement', 'create', reimbursementDto(row!));
  });
  return created!;
}

/** The share of her latest request in the category, else 50 %. */
async function presetShare(
  tx: AppDatabase,
  userId: number,
  category: string | null,
): Promise<string> {
  if (category === null) return DEFAULT_SHARE_PERCENT;
  const [latest] = await tx
    .select({ share: supportReimbursements.sharePercent })
    .from(supportReimbursements)
    .where(
      and(eq(supportReimbursements.userId, userId), eq(supportReimbursements.category, category)),
    )
    .orderBy(desc(supportReimbursements.requestedOn), desc(supportReimbursements.id))
    .limit(1);
  return latest?.share ?? DEFAULT_SHARE_PERCENT;
}

/** POST /api/support/reimbursements/:id/transition: 409 for a move the state does not allow. */
export async function transitionReimbursement(
  db: AppDatabase,
  userId: number,
  id: number,
  move: ReimbursementTransition,
): Promise<ReimbursementDto | undefined> {
  const moved = await writeWithRevision(db, userId, async (tx) => {
    const [row] = await tx
      .select()
      .from(supportReimbursements)
      .where(and(eq(supportReimbursements.id, id), eq(supportReimbursements.userId, userId)))
      .for('update');
    if (!row) return null;
    const status = row.status as ReimbursementDto['status'];
    const outcome = reimbursementTransition(
      status,
      requireAmountCents(row.requestedAmount),
      requireAmountCents(row.paidAmount),
      move.to,
      move.amount === null ? null : requireAmountCents(move.amount),
    );
    if (!outcome.ok && outcome.reason === 'not_allowed') {
      throw new AppError('transition_not_allowed', SUPPORT_MESSAGES.transitionNotAllowed);
    }
    if (!outcome.ok) {
      throw AppError.validation(`amount: ${SUPPORT_MESSAGES.paidTooMuch}`);
    }
    const paidNow = outcome.paid_cents - requireAmountCents(row.paidAmount);
    const today = todayIsoDate();
    const [updated] = await tx
      .update(supportReimbursements)
      .set({
        status: outcome.status,
        paidAmount: centsToAmountText(outcome.paid_cents),
        disputeReason: move.to === 'disputed' ? move.reason : row.disputeReason,
        note: move.note ?? row.note,
        events: [
          ...row.events,
          {
            status: outcome.status,
            on: today,
            amount: move.to === 'paid' ? centsToAmountText(paidNow) : null,
            reason: move.to === 'disputed' ? move.reason : null,
            note: move.note,
          },
        ],
        updatedAt: sql`now()`,
      })
      .where(eq(supportReimbursements.id, id))
      .returning();
    return recorded('reimbursement', 'update', reimbursementDto(updated!));
  });
  return moved ?? undefined;
}

// ---- Everything at once -------------------------------------------------------------------

/** The Support page's one read (also the shared view's, the PDF's and the case file's). */
export async function findSupportForUser(
  db: AppDatabase,
  userId: number,
  through: string | null = null,
): Promise<SupportOverview> {
  const [orders, payments, reimbursements] = await Promise.all([
    listOrders(db, userId),
    listPayments(db, userId),
    listReimbursements(db, userId),
  ]);
  return {
    orders,
    payments,
    ledger: supportLedger(orders, payments, through ?? todayIsoDate()),
    reimbursements,
  };
}

/** Whether she has any support record (the case file carries the statement only then). */
export async function hasSupportRecords(db: AppDatabase, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${supportOrders} where ${supportOrders.userId} = ${userId})
        or exists (select 1 from ${supportReimbursements}
                   where ${supportReimbursements.userId} = ${userId}) as found`,
  );
  return row?.found === true;
}
