/**
 * How the Support page words its records, in the language being spoken: an order's schedule
 * ('$500.00 every month from Jan 01, 2025'), an order and a payment as a toast or a
 * confirmation names them, and where a payment went in the ledger.
 */
import { t } from '@lingui/core/macro';
import { currentLanguage } from '@/lib/i18n';
import { formatDisplayDate } from '@shared/dates';
import { formatUsd, requireAmountCents } from '@shared/money';
import {
  supportOrderName,
  type SupportFrequency,
  type SupportLedgerDto,
  type SupportOrderDto,
  type SupportPaymentDto,
} from '@shared/support';

/** 'Child support #3', in the language being spoken. */
export function orderName(order: Pick<SupportOrderDto, 'id' | 'type'>): string {
  return supportOrderName(order, currentLanguage());
}

/** '$500.00 every month': an amount and how often it falls due. */
export function scheduleText(amount: string, frequency: SupportFrequency): string {
  const money = formatUsd(amount);
  switch (frequency) {
    case 'weekly':
      return t`${money} every week`;
    case 'biweekly':
      return t`${money} every two weeks`;
    case 'semimonthly':
      return t`${money} twice a month`;
    case 'monthly':
      return t`${money} every month`;
  }
}

/** '$500.00 every month from Jan 01, 2025': a schedule and the day it starts. */
export function scheduleFromText(amount: string, frequency: SupportFrequency, from: string) {
  const money = formatUsd(amount);
  const date = formatDisplayDate(from);
  switch (frequency) {
    case 'weekly':
      return t`${money} every week from ${date}`;
    case 'biweekly':
      return t`${money} every two weeks from ${date}`;
    case 'semimonthly':
      return t`${money} twice a month from ${date}`;
    case 'monthly':
      return t`${money} every month from ${date}`;
  }
}

/** 'the payment of $500.00 on Jan 05, 2025'. */
export function describePayment(payment: Pick<SupportPaymentDto, 'amount' | 'date'>): string {
  const money = formatUsd(payment.amount);
  const date = formatDisplayDate(payment.date);
  return t`the payment of ${money} on ${date}`;
}

/** 'Payment of $500.00 on Jan 05, 2025': a payment's name on its row's buttons. */
export function paymentName(payment: Pick<SupportPaymentDto, 'amount' | 'date'>): string {
  const money = formatUsd(payment.amount);
  const date = formatDisplayDate(payment.date);
  return t`Payment of ${money} on ${date}`;
}

/**
 * Where a payment went: '$400.00 to dues, $100.00 credit'; a payment dated after the ledger's
 * day is not counted yet.
 */
export function allocationText(
  payment: Pick<SupportPaymentDto, 'id'>,
  ledger: Pick<SupportLedgerDto, 'payments'>,
): string {
  const allocation = ledger.payments.find((entry) => entry.payment_id === payment.id);
  if (allocation === undefined) return t`Counted from its date`;
  const toDues = formatUsd(allocation.allocated);
  const credit = formatUsd(allocation.credit);
  if (requireAmountCents(allocation.credit) === 0) return t`${toDues} to dues`;
  if (requireAmountCents(allocation.allocated) === 0) return t`${credit} credit`;
  return t`${toDues} to dues, ${credit} credit`;
}
