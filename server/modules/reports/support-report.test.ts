import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ReimbursementDto,
  type SupportOrderDto,
  type SupportOverview,
  type SupportPaymentDto,
  supportLedger,
} from '@shared/support';
import { pagesOf, textsOf } from '../../test/pdf-text';
import { buildSupportReport } from './support-report';

const stamp = { created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };

const childSupport: SupportOrderDto = {
  id: 3,
  type: 'child_support',
  payer: 'other_party',
  amount: '600.00',
  frequency: 'monthly',
  first_due: '2025-01-01',
  end_date: null,
  case_number: '25-FL-00123',
  terms: [
    { from: null, amount: '500.00', frequency: 'monthly', first_due: '2025-01-01' },
    { from: '2025-03-01', amount: '600.00', frequency: 'monthly', first_due: '2025-01-01' },
  ],
  ...stamp,
};

const spousal: SupportOrderDto = {
  id: 4,
  type: 'spousal_support',
  payer: 'me',
  amount: '100.00',
  frequency: 'biweekly',
  first_due: '2025-03-07',
  end_date: '2025-03-21',
  case_number: null,
  terms: [{ from: null, amount: '100.00', frequency: 'biweekly', first_due: '2025-03-07' }],
  ...stamp,
};

const payment = (
  id: number,
  orderId: number,
  date: string,
  amount: string,
  extra: Partial<SupportPaymentDto> = {},
): SupportPaymentDto => ({
  id,
  order_id: orderId,
  date,
  amount,
  method: 'bank_transfer',
  reference: null,
  note: null,
  document_count: 0,
  ...stamp,
  ...extra,
});

const request: ReimbursementDto = {
  id: 9,
  expense_id: 12,
  name: 'Braces',
  category: 'children.health',
  expense_date: '2025-02-10',
  amount: '3000.00',
  share_percent: '50.00',
  requested_amount: '1500.00',
  paid_amount: '500.00',
  requested_on: '2025-02-20',
  status: 'partly_paid',
  dispute_reason: null,
  note: null,
  statement_days: 30,
  payment_days: 30,
  statement_due: '2025-03-12',
  payment_due: '2025-03-22',
  events: [],
  ...stamp,
};

function overview(through: string): SupportOverview {
  const orders = [childSupport, spousal];
  const payments = [
    payment(1, 3, '2025-01-03', '500.00'),
    payment(2, 3, '2025-02-15', '200.00', { method: 'check', reference: '1042' }),
    payment(3, 4, '2025-03-07', '100.00'),
  ];
  return {
    orders,
    payments,
    ledger: supportLedger(orders, payments, through),
    reimbursements: { requests: [request], presets: {} },
  };
}

const verification = {
  code: 'FS-ABCD-EFGH-JKMN-PQRS',
  verifyUrl: 'https://fairsplit.example/verify',
};

const textOf = (language: 'en' | 'es' = 'en') =>
  pagesOf(buildSupportReport(overview('2025-03-31'), { verification, language }))
    .map((page) => textsOf(page).map((text) => text.replace(/\u0097/g, '—')))
    .flat();

describe('the support arrears statement PDF', () => {
  it('sums each order to date and splits the arrears by who pays', () => {
    const text = textOf();
    expect(text).toContain('Fairsplit — Support Arrears Statement');
    expect(text.some((cell) => cell.startsWith('Through Mar 31, 2025 · Generated on '))).toBe(true);
    // Child support: 500 + 500 + 600 due, 700 paid → 900 behind.
    const row = text.indexOf('Child support #3');
    expect(text.slice(row, row + 3)).toEqual([
      'Child support #3',
      '25-FL-00123',
      'The other party pays',
    ]);
    expect(
      text
        .slice(row + 3)
        .filter((cell) => /^\$[\d,]+\.\d\d$/.test(cell))
        .slice(0, 4),
    ).toEqual(['$1,600.00', '$700.00', '$900.00', '$0.00']);
    const owedToHer = text.indexOf('Arrears on orders the other party pays');
    expect(text[owedToHer + 1]).toBe('$900.00');
    // Spousal support she pays: two dues of 100 (Mar 7 and the end date Mar 21), one paid.
    const owedByHer = text.indexOf('Arrears on orders you pay');
    expect(text[owedByHer + 1]).toBe('$100.00');
  });

  it('lists each period with what fell due, what was paid, what is still unpaid and the arrears then', () => {
    const text = textOf();
    const history = text.indexOf('Payment history — Child support #3');
    const period = (name: string) => {
      const at = text.indexOf(name, history);
      return text.slice(at, at + 5);
    };
    expect(period('January 2025')).toEqual([
      'January 2025',
      '$500.00',
      '$500.00',
      '$0.00',
      '$0.00',
    ]);
    expect(period('February 2025')).toEqual([
      'February 2025',
      '$500.00',
      '$200.00',
      '$300.00',
      '$300.00',
    ]);
    // The new amount from March on.
    expect(period('March 2025')).toEqual(['March 2025', '$600.00', '$0.00', '$600.00', '$900.00']);
  });

  it('names each payment with its method, check number and where it went, the requests, and where to verify', () => {
    const text = textOf();
    const check = text.indexOf('1042');
    expect(text.slice(check - 4, check + 3)).toEqual([
      'Feb 15, 2025',
      'Child support #3',
      '$200.00',
      'Check',
      '1042',
      '$200.00',
      '$0.00',
    ]);
    const braces = text.indexOf('Braces');
    expect(text.slice(braces, braces + 5).join(' ')).toContain('$1,500.00 $500.00 Partly paid');
    expect(text.join(' ')).toContain('Code FS-ABCD-EFGH-JKMN-PQRS');
  });

  it('speaks Spanish when asked', () => {
    const text = textOf('es');
    expect(text).toContain('Fairsplit — Estado de atrasos de manutención');
    expect(text).toContain('Manutención de los hijos #3');
    expect(text).toContain('Pagado en parte');
  });

  it.runIf(process.env.SUPPORT_PDF_OUT)('writes the PDF to look at', () => {
    const doc = buildSupportReport(overview('2025-03-31'), { verification });
    writeFileSync(process.env.SUPPORT_PDF_OUT!, new Uint8Array(doc.output('arraybuffer')));
  });
});
