import { describe, expect, it } from 'vitest';
import {
  checkStatusResponseSchema,
  grantsPremiumAccess,
  PREMIUM_PRICE,
  PREMIUM_PRICE_AMOUNT,
  profileSchema,
} from './subscriptions';

const now = new Date('2026-06-05T12:00:00Z');
const later = new Date('2026-07-05T12:00:00Z');
const earlier = new Date('2026-05-05T12:00:00Z');

describe('grantsPremiumAccess (the one Premium rule)', () => {
  it.each([
    ['active', later, true],
    ['trialing', later, true],
    ['past_due', later, true],
    ['active', null, true],
    ['active', earlier, false],
    ['active', now, false],
    ['canceled', later, false],
    ['incomplete', later, false],
    ['unpaid', null, false],
  ] as const)('%s until %s grants access: %s', (status, periodEnd, grants) => {
    expect(grantsPremiumAccess({ status, periodEnd }, now)).toBe(grants);
  });
});

describe('the plan', () => {
  it('costs $29.99 a month, carried as "29.99"', () => {
    expect(PREMIUM_PRICE_AMOUNT).toBe('29.99');
    expect(PREMIUM_PRICE).toBe('$29.99');
  });
});

describe('the answers as the client reads them', () => {
  it('reads a profile whose names are missing and whose plan is unknown as free, without names', () => {
    expect(profileSchema.parse({ subscription_status: 'gold', email: 'jo@example.com' })).toEqual({
      subscription_status: 'free',
      subscription: null,
      first_name: null,
      last_name: null,
      email: 'jo@example.com',
      username: null,
    });
  });

  it('keeps cancel_at_period_end as the server sent it (t, yes, 1… count as true)', () => {
    const subscription = {
      id: 1,
      external_id: 'sub_1',
      status: 'active',
      cancel_at_period_end: 't',
      period_end: null,
    };
    expect(
      profileSchema.parse({ subscription_status: 'premium', subscription }).subscription,
    ).toEqual(subscription);
  });

  it('reads the status check’s flags as true only when they are exactly true', () => {
    expect(
      checkStatusResponseSchema.parse({
        subscription_status: 'premium',
        status_changed: 'yes',
        was_downgraded: true,
      }),
    ).toEqual({ subscription_status: 'premium', status_changed: false, was_downgraded: true });
  });
});
