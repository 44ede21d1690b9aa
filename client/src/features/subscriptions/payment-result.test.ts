import { describe, expect, it } from 'vitest';
import {
  paymentLandingVariant,
  paymentResultToast,
  readPaymentResult,
  searchWithoutPaymentParams,
} from './payment-result';

describe('the checkout result on the landing page', () => {
  it('reads success, failure and an error', () => {
    expect(readPaymentResult('payment_success=true')).toEqual({ succeeded: true });
    expect(readPaymentResult('payment_success=false')).toEqual({ succeeded: false, error: null });
    expect(readPaymentResult('error=card_declined')).toEqual({
      succeeded: false,
      error: 'card_declined',
    });
    expect(readPaymentResult('payment_success=true&error=late')).toEqual({
      succeeded: false,
      error: 'late',
    });
    expect(readPaymentResult('tab=summary')).toBeNull();
    expect(readPaymentResult('')).toBeNull();
  });

  it('removes only the checkout parameters', () => {
    expect(searchWithoutPaymentParams('payment_success=true&tab=x&error=e')).toBe('tab=x');
    expect(searchWithoutPaymentParams('payment_success=false')).toBe('');
  });

  it('knows the pages a checkout returns to', () => {
    expect(paymentLandingVariant('/home')).toBe('landing');
    expect(paymentLandingVariant('/dashboard')).toBe('landing');
    expect(paymentLandingVariant('/account-settings')).toBe('landing');
    expect(paymentLandingVariant('/profile')).toBe('profile');
    expect(paymentLandingVariant('/expenses')).toBeNull();
  });

  it.each([
    [
      { succeeded: true },
      'landing',
      { title: 'Payment Successful', description: 'Your premium subscription is now active!' },
    ],
    [
      { succeeded: false, error: 'x' },
      'landing',
      {
        title: 'Payment Failed',
        description: 'There was an issue processing your payment. Please try again.',
      },
    ],
    [
      { succeeded: true },
      'profile',
      {
        title: 'Subscription Successful!',
        description: 'Your premium subscription has been activated.',
      },
    ],
    [
      { succeeded: false, error: 'declined' },
      'profile',
      { title: 'Subscription Failed', description: 'Error: declined' },
    ],
    [
      { succeeded: false, error: null },
      'profile',
      { description: 'There was an issue with your subscription. Please try again.' },
    ],
  ] as const)('words the toast for %j on the %s page word for word', (result, variant, toast) => {
    expect(paymentResultToast(result, variant)).toMatchObject(toast);
  });
});
