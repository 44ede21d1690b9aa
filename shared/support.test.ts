import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from './money';
import {
  daysLeft,
  isWaiting,
  ledgerQuerySchema,
  percentToHundredths,
  REIMBURSEMENT_STATUSES,
  REIMBURSEMENT_TARGETS,
  type ReimbursementStatus,
  type ReimbursementTarget,
  reimbursementDeadlines,
  reimbursementInputSchema,
  reimbursementTransition,
  reimbursementTransitionSchema,
  requestedAmountCents,
  type SupportOrderDto,
  supportLedger,
  supportOrderInputSchema,
  type SupportPaymentDto,
} from './support';

/** n ÷ d for n ≥ 0, d > 0, rounded half away from zero by quotient and remainder. */
function roundedQuotient(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  return 2n * (n % d) >= d ? quotient + 1n : quotient;
}

/** Each issue as [path, message]. */
function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

const SHARE_INVALID = 'Share must be a percentage from 0.01 to 100, with at most 2 decimals';

describe('requestedAmountCents', () => {
  it.each([
    // 12345 × 50% = 6172.5 → half away from zero
    [12_345, '50.00', 6173],
    // 12345 × 33.33% = 4114.5885
    [12_345, '33.33', 4115],
    [12_345, '100.00', 12_345],
    [12_345, '100', 12_345],
    // 1.2345
    [12_345, '0.01', 1],
    [1, '50.00', 1],
    [1, '49.99', 0],
    [3, '50', 2],
    [10_000, '33.33', 3333],
    // 9999999999 × 0.3333 = 3332999999.6667
    [MAX_AMOUNT_CENTS, '33.33', 3_333_000_000],
    [MAX_AMOUNT_CENTS, '100.00', MAX_AMOUNT_CENTS],
  ] as const)('asks %i cents × %s%% = %i cents', (amount, share, requested) => {
    expect(requestedAmountCents(amount, share)).toBe(requested);
  });

  it('refuses a share that is not a percentage with two decimals', () => {
    expect(() => requestedAmountCents(100, '33.333')).toThrow(TypeError);
    expect(() => requestedAmountCents(100, 'half')).toThrow('Not a share: half');
  });

  it('is the exact product rounded half away from zero once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }),
        fc.integer({ min: 1, max: 10_000 }),
        (amount, hundredths) => {
          const share = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
          expect(requestedAmountCents(amount, share)).toBe(
            Number(roundedQuotient(BigInt(amount) * BigInt(hundredths), 10_000n)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('percentToHundredths', () => {
  it.each([
    ['33.33', 3333],
    [33.33, 3333],
    ['50', 5000],
    [50, 5000],
    ['0.5', 50],
    [0.5, 50],
    [' 7.25 ', 725],
    ['100.00', 10_000],
    ['0', 0],
    ['999.99', 99_999],
    ['1000', null],
    ['33.333', null],
    ['-1', null],
    ['1e2', null],
    ['.5', null],
    ['5.', null],
    ['', null],
    ['fifty', null],
    [0.1 + 0.2, null],
    [null, null],
    [undefined, null],
  ] as const)('reads %j as %j', (value, hundredths) => {
    expect(percentToHundredths(value)).toBe(hundredths);
  });
});

describe('reimbursementTransition', () => {
  // What each state allows, written out again.
  const allowed: Record<ReimbursementStatus, readonly ReimbursementTarget[]> = {
    requested: ['paid', 'disputed'],
    partly_paid: ['paid', 'disputed'],
    disputed: ['resolved', 'paid'],
    paid: [],
    resolved: [],
  };
  const pairs = REIMBURSEMENT_STATUSES.flatMap((status) =>
    REIMBURSEMENT_TARGETS.map((to) => [status, to] as const),
  );

  it('has 15 status and target pairs, 6 of them allowed', () => {
    expect(pairs).toHaveLength(15);
    expect(pairs.filter(([status, to]) => allowed[status].includes(to))).toHaveLength(6);
  });

  it.each(pairs)('from %s to %s', (status, to) => {
    // A request of $100.00 with $40.00 paid when partly paid (and kept through a dispute).
    const paid = status === 'requested' ? 0 : status === 'paid' ? 10_000 : 4000;
    const outcome = reimbursementTransition(status, 10_000, paid, to, null);
    if (!allowed[status].includes(to)) {
      expect(outcome).toEqual({ ok: false, reason: 'not_allowed' });
    } else if (to === 'paid') {
      expect(outcome).toEqual({ ok: true, status: 'paid', paid_cents: 10_000 });
    } else {
      expect(outcome).toEqual({ ok: true, status: to, paid_cents: paid });
    }
  });

  it('is partly paid after a payment short of the rest, adding up the payments', () => {
    expect(reimbursementTransition('requested', 10_000, 0, 'paid', 4000)).toEqual({
      ok: true,
      status: 'partly_paid',
      paid_cents: 4000,
    });
    expect(reimbursementTransition('partly_paid', 10_000, 4000, 'paid', 1000)).toEqual({
      ok: true,
      status: 'partly_paid',
      paid_cents: 5000,
    });
    expect(reimbursementTransition('partly_paid', 10_000, 4000, 'paid', 6000)).toEqual({
      ok: true,
      status: 'paid',
      paid_cents: 10_000,
    });
    expect(reimbursementTransition('disputed', 10_000, 4000, 'paid', 1000)).toEqual({
      ok: true,
      status: 'partly_paid',
      paid_cents: 5000,
    });
  });

  it('pays the rest when no amount is given', () => {
    expect(reimbursementTransition('requested', 6173, 0, 'paid', null)).toEqual({
      ok: true,
      status: 'paid',
      paid_cents: 6173,
    });
    expect(reimbursementTransition('partly_paid', 6173, 173, 'paid', null)).toEqual({
      ok: true,
      status: 'paid',
      paid_cents: 6173,
    });
  });

  it('refuses a payment of more than is still requested, saying how much is', () => {
    expect(reimbursementTransition('requested', 10_000, 0, 'paid', 10_001)).toEqual({
      ok: false,
      reason: 'paid_too_much',
      still_requested_cents: 10_000,
    });
    expect(reimbursementTransition('partly_paid', 10_000, 4000, 'paid', 6001)).toEqual({
      ok: false,
      reason: 'paid_too_much',
      still_requested_cents: 6000,
    });
    expect(reimbursementTransition('disputed', 10_000, 4000, 'paid', 10_000)).toEqual({
      ok: false,
      reason: 'paid_too_much',
      still_requested_cents: 6000,
    });
  });

  it('keeps what was paid through a dispute and its resolution', () => {
    expect(reimbursementTransition('partly_paid', 10_000, 4000, 'disputed', null)).toEqual({
      ok: true,
      status: 'disputed',
      paid_cents: 4000,
    });
    expect(reimbursementTransition('disputed', 10_000, 4000, 'resolved', null)).toEqual({
      ok: true,
      status: 'resolved',
      paid_cents: 4000,
    });
  });
});

describe('reimbursementDeadlines', () => {
  it('adds the statement days to the expense date and the payment days to the request', () => {
    expect(
      reimbursementDeadlines({
        expense_date: '2025-01-15',
        requested_on: '2025-02-20',
        statement_days: 30,
        payment_days: 30,
      }),
    ).toEqual({ statement_due: '2025-02-14', payment_due: '2025-03-22' });
  });

  it('crosses month and year ends and counts leap days', () => {
    expect(
      reimbursementDeadlines({
        expense_date: '2024-12-15',
        requested_on: '2024-12-31',
        statement_days: 30,
        payment_days: 1,
      }),
    ).toEqual({ statement_due: '2025-01-14', payment_due: '2025-01-01' });
    expect(
      reimbursementDeadlines({
        expense_date: '2024-02-15',
        requested_on: '2025-02-15',
        statement_days: 30,
        payment_days: 30,
      }),
    ).toEqual({ statement_due: '2024-03-16', payment_due: '2025-03-17' });
    expect(
      reimbursementDeadlines({
        expense_date: '2024-01-01',
        requested_on: '2025-01-01',
        statement_days: 365,
        payment_days: 365,
      }),
    ).toEqual({ statement_due: '2024-12-31', payment_due: '2026-01-01' });
  });

  it('has no statement deadline without an expense date', () => {
    expect(
      reimbursementDeadlines({
        expense_date: null,
        requested_on: '2025-03-01',
        statement_days: 30,
        payment_days: 10,
      }),
    ).toEqual({ statement_due: null, payment_due: '2025-03-11' });
  });

  it('counts the days left to a deadline, negative once it has passed', () => {
    expect(daysLeft('2025-03-01', '2025-03-22')).toBe(21);
    expect(daysLeft('2025-03-22', '2025-03-22')).toBe(0);
    expect(daysLeft('2025-03-23', '2025-03-22')).toBe(-1);
    expect(daysLeft('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('waits on a request only while it is requested or partly paid', () => {
    expect(REIMBURSEMENT_STATUSES.filter(isWaiting)).toEqual(['requested', 'partly_paid']);
  });
});

describe('supportOrderInputSchema', () => {
  const body = {
    type: 'child_support',
    payer: 'other_party',
    amount: '500',
    frequency: 'monthly',
    first_due: '2025-01-31',
  };

  it('accepts an order and makes blank end date and case number null', () => {
    const expected = {
      type: 'child_support',
      payer: 'other_party',
      amount: '500.00',
      frequency: 'monthly',
      first_due: '2025-01-31',
      end_date: null,
      case_number: null,
    };
    expect(supportOrderInputSchema.parse(body)).toEqual(expected);
    expect(supportOrderInputSchema.parse({ ...body, end_date: '', case_number: '' })).toEqual(
      expected,
    );
    expect(supportOrderInputSchema.parse({ ...body, end_date: null, case_number: '  ' })).toEqual(
      expected,
    );
    expect(
      supportOrderInputSchema.parse({
        ...body,
        amount: 1234.5,
        end_date: '2025-01-31',
        case_number: ' FL-123 ',
      }),
    ).toEqual({ ...expected, amount: '1234.50', end_date: '2025-01-31', case_number: 'FL-123' });
  });

  it('refuses an end date before the first due date, on the end date', () => {
    expect(
      issuesOf(supportOrderInputSchema.safeParse({ ...body, end_date: '2025-01-30' })),
    ).toEqual([['end_date', 'End date cannot be before the first due date']]);
  });

  it.each([
    [{ type: 'alimony' }, 'type', 'Choose the kind of support'],
    [{ type: undefined }, 'type', 'Choose the kind of support'],
    [{ payer: 'them' }, 'payer', 'Choose who pays'],
    [{ frequency: 'daily' }, 'frequency', 'Choose how often it is due'],
    [{ amount: '0' }, 'amount', 'Amount must be positive'],
    [{ amount: '-5' }, 'amount', 'Amount must be positive'],
    [{ amount: '1.234' }, 'amount', 'Amount can have at most 2 decimal places'],
    [{ amount: '100000000' }, 'amount', 'Amount must be at most 99,999,999.99'],
    [{ first_due: '2025-02-30' }, 'first_due', 'First due date must be a date from 1950 to 2100'],
    [{ first_due: '0001-01-01' }, 'first_due', 'First due date must be a date from 1950 to 2100'],
    [{ end_date: '2025-13-01' }, 'end_date', 'End date must be a date from 1950 to 2100'],
    [{ end_date: '2101-01-01' }, 'end_date', 'End date must be a date from 1950 to 2100'],
  ] as const)('refuses %j: %s says %j', (change, path, message) => {
    expect(issuesOf(supportOrderInputSchema.safeParse({ ...body, ...change }))).toEqual([
      [path, message],
    ]);
  });
});

describe('reimbursementInputSchema', () => {
  const base = { requested_on: '2025-03-01' };
  const expenseOrName = 'Choose an expense, or give a name and an amount';

  it('accepts an expense alone, with the clocks at 30 days by default', () => {
    expect(reimbursementInputSchema.parse({ ...base, expense_id: 7 })).toEqual({
      expense_id: 7,
      name: null,
      amount: null,
      share_percent: null,
      requested_on: '2025-03-01',
      statement_days: 30,
      payment_days: 30,
    });
    expect(
      reimbursementInputSchema.parse({
        ...base,
        expense_id: 7,
        name: '',
        amount: '',
        share_percent: '',
        statement_days: '',
        payment_days: null,
      }),
    ).toMatchObject({
      name: null,
      amount: null,
      share_percent: null,
      statement_days: 30,
      payment_days: 30,
    });
  });

  it('accepts a name and an amount alone, with a share as two-decimal text', () => {
    expect(
      reimbursementInputSchema.parse({
        ...base,
        name: ' Braces ',
        amount: '1200',
        share_percent: 33.33,
        statement_days: 45,
        payment_days: 365,
      }),
    ).toEqual({
      expense_id: null,
      name: 'Braces',
      amount: '1200.00',
      share_percent: '33.33',
      requested_on: '2025-03-01',
      statement_days: 45,
      payment_days: 365,
    });
    expect(
      reimbursementInputSchema.parse({ ...base, name: 'X', amount: '1', share_percent: '50' })
        .share_percent,
    ).toBe('50.00');
    expect(
      reimbursementInputSchema.parse({ ...base, name: 'X', amount: '1', share_percent: '0.01' })
        .share_percent,
    ).toBe('0.01');
    expect(
      reimbursementInputSchema.parse({ ...base, name: 'X', amount: '1', share_percent: '100' })
        .share_percent,
    ).toBe('100.00');
  });

  it.each([
    [{ expense_id: 7, name: 'Braces', amount: '1200' }],
    [{ expense_id: 7, name: 'Braces' }],
    [{ expense_id: 7, amount: '1200' }],
    [{}],
    [{ name: 'Braces' }],
    [{ amount: '1200' }],
    [{ expense_id: '', name: '', amount: '' }],
  ])('wants an expense or a name and an amount, not %j', (fields) => {
    expect(issuesOf(reimbursementInputSchema.safeParse({ ...base, ...fields }))).toEqual([
      ['expense_id', expenseOrName],
    ]);
  });

  it.each(['33.333', '0', '0.00', '100.01', '1000', '-5', 'half', 0, 101, true])(
    'refuses the share %j',
    (share) => {
      expect(
        issuesOf(
          reimbursementInputSchema.safeParse({ ...base, expense_id: 7, share_percent: share }),
        ),
      ).toEqual([['share_percent', SHARE_INVALID]]);
    },
  );

  it.each([0, 366, 1.5, '30'])('refuses %j days on a clock', (days) => {
    expect(
      issuesOf(
        reimbursementInputSchema.safeParse({ ...base, expense_id: 7, statement_days: days }),
      ),
    ).toEqual([['statement_days', 'Days must be a whole number from 1 to 365']]);
  });

  it('refuses an expense id that is not a positive whole number', () => {
    expect(issuesOf(reimbursementInputSchema.safeParse({ ...base, expense_id: -1 }))).toEqual([
      ['expense_id', 'Expense not found'],
    ]);
  });
});

describe('reimbursementTransitionSchema', () => {
  it('accepts paid with or without an amount, and resolved', () => {
    expect(reimbursementTransitionSchema.parse({ to: 'paid' })).toEqual({
      to: 'paid',
      amount: null,
      reason: null,
      note: null,
    });
    expect(reimbursementTransitionSchema.parse({ to: 'paid', amount: '12.5', note: '' })).toEqual({
      to: 'paid',
      amount: '12.50',
      reason: null,
      note: null,
    });
    expect(reimbursementTransitionSchema.parse({ to: 'resolved', note: ' agreed ' })).toEqual({
      to: 'resolved',
      amount: null,
      reason: null,
      note: 'agreed',
    });
  });

  it('needs a reason to dispute, and a note when the reason is other', () => {
    expect(issuesOf(reimbursementTransitionSchema.safeParse({ to: 'disputed' }))).toEqual([
      ['reason', 'Choose why the request is disputed'],
    ]);
    expect(
      issuesOf(reimbursementTransitionSchema.safeParse({ to: 'disputed', reason: '' })),
    ).toEqual([['reason', 'Choose why the request is disputed']]);
    expect(
      issuesOf(reimbursementTransitionSchema.safeParse({ to: 'disputed', reason: 'other' })),
    ).toEqual([['note', 'Say in the note why the request is disputed']]);
    expect(
      issuesOf(
        reimbursementTransitionSchema.safeParse({ to: 'disputed', reason: 'other', note: '  ' }),
      ),
    ).toEqual([['note', 'Say in the note why the request is disputed']]);
    expect(
      reimbursementTransitionSchema.parse({ to: 'disputed', reason: 'other', note: 'Not ours' }),
    ).toEqual({ to: 'disputed', amount: null, reason: 'other', note: 'Not ours' });
    expect(reimbursementTransitionSchema.parse({ to: 'disputed', reason: 'duplicate' })).toEqual({
      to: 'disputed',
      amount: null,
      reason: 'duplicate',
      note: null,
    });
  });

  it('refuses an unknown target or reason', () => {
    expect(issuesOf(reimbursementTransitionSchema.safeParse({ to: 'partly_paid' }))).toEqual([
      ['to', 'Choose paid, disputed or resolved'],
    ]);
    expect(
      issuesOf(reimbursementTransitionSchema.safeParse({ to: 'disputed', reason: 'too_much' })),
    ).toEqual([['reason', 'Choose why the request is disputed']]);
    expect(issuesOf(reimbursementTransitionSchema.safeParse({ to: 'paid', amount: '0' }))).toEqual([
      ['amount', 'Amount must be positive'],
    ]);
  });
});

describe('ledgerQuerySchema', () => {
  it('reads a missing or blank date as null', () => {
    expect(ledgerQuerySchema.parse({})).toEqual({ through: null });
    expect(ledgerQuerySchema.parse({ through: '' })).toEqual({ through: null });
    expect(ledgerQuerySchema.parse({ through: '2024-02-29' })).toEqual({ through: '2024-02-29' });
  });

  it.each([
    '2025-02-30',
    '2025-2-3',
    '2025-03-05T10:00:00Z',
    '1899-12-31',
    '2200-01-01',
    'today',
    20250101,
  ])('refuses %j', (through) => {
    const messages = ledgerQuerySchema.safeParse({ through }).error?.issues.map((i) => i.message);
    expect(messages?.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(
      new Set(['Through must be a date as YYYY-MM-DD, from 1950 to 2100']),
    );
  });
});

describe('supportLedger', () => {
  const TIMESTAMP = '2025-01-01T00:00:00.000Z';
  function orderDto(id: number, payer: SupportOrderDto['payer'], amount: string): SupportOrderDto {
    return {
      id,
      type: 'child_support',
      payer,
      amount,
      frequency: 'monthly',
      first_due: '2025-01-01',
      end_date: null,
      case_number: null,
      terms: [{ from: null, amount, frequency: 'monthly', first_due: '2025-01-01' }],
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    };
  }
  function paymentDto(
    id: number,
    orderId: number,
    date: string,
    amount: string,
  ): SupportPaymentDto {
    return {
      id,
      order_id: orderId,
      date,
      amount,
      method: 'check',
      reference: null,
      note: null,
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
      document_count: 0,
    };
  }

  it('gives the ledger in decimal text, with totals split by who pays', () => {
    const ledger = supportLedger(
      [orderDto(1, 'other_party', '500.00'), orderDto(2, 'me', '250.00')],
      [paymentDto(1, 1, '2025-01-10', '200.00'), paymentDto(2, 2, '2025-01-05', '300.00')],
      '2025-01-31',
    );
    expect(ledger).toEqual({
      through: '2025-01-31',
      dues: [
        {
          order_id: 1,
          due_date: '2025-01-01',
          amount: '500.00',
          allocated: '200.00',
          status: 'partial',
        },
        {
          order_id: 2,
          due_date: '2025-01-01',
          amount: '250.00',
          allocated: '250.00',
          status: 'paid',
        },
      ],
      months: [
        { order_id: 1, month: '2025-01', due: '500.00', paid: '200.00', arrears_end: '300.00' },
        { order_id: 2, month: '2025-01', due: '250.00', paid: '300.00', arrears_end: '0.00' },
      ],
      payments: [
        { payment_id: 1, order_id: 1, allocated: '200.00', credit: '0.00' },
        { payment_id: 2, order_id: 2, allocated: '250.00', credit: '50.00' },
      ],
      orders: [
        {
          order_id: 1,
          payer: 'other_party',
          due: '500.00',
          paid: '200.00',
          arrears: '300.00',
          credit: '0.00',
        },
        {
          order_id: 2,
          payer: 'me',
          due: '250.00',
          paid: '300.00',
          arrears: '0.00',
          credit: '50.00',
        },
      ],
      arrears: '300.00',
      credit: '0.00',
      arrears_i_owe: '0.00',
      credit_i_hold: '50.00',
    });
  });
});
