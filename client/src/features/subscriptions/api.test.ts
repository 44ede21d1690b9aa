import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys, profileCacheKey } from '@/lib/storage';
import {
  accessEndDate,
  getDisplayName,
  isCancelAtPeriodEnd,
  isCancelledStatus,
  readCachedProfile,
  type Profile,
} from './api';
import { createCheckout } from './billing';

describe('getDisplayName', () => {
  it('joins the first and last name', () => {
    expect(
      getDisplayName({ first_name: 'Jo', last_name: 'Smith', email: 'x@y.z', username: 'u' }),
    ).toBe('Jo Smith');
  });

  it('uses a lone first or last name', () => {
    expect(getDisplayName({ first_name: 'Jo', last_name: '', email: 'x@y.z' })).toBe('Jo');
    expect(getDisplayName({ first_name: null, last_name: 'Smith', email: 'x@y.z' })).toBe('Smith');
  });

  it('falls back to the part of the email before the @', () => {
    expect(
      getDisplayName({ first_name: ' ', last_name: null, email: 'jo.smith@example.com' }),
    ).toBe('jo.smith');
  });

  it('then to the username', () => {
    expect(getDisplayName({ email: '', username: 'josmith' })).toBe('josmith');
    expect(getDisplayName({ email: '@example.com', username: 'josmith' })).toBe('josmith');
  });

  it("then to 'User'", () => {
    expect(getDisplayName({})).toBe('User');
    expect(getDisplayName(null)).toBe('User');
  });
});

describe('isCancelAtPeriodEnd', () => {
  it.each([true, 't', 'true', 'yes', 'y', 1, '1', 'TRUE', ' Yes '])('is true for %j', (value) => {
    expect(isCancelAtPeriodEnd(value)).toBe(true);
  });

  it.each([false, 'f', 'false', 'no', 'n', 0, '0', '', null, undefined, 2, {}])(
    'is false for %j',
    (value) => {
      expect(isCancelAtPeriodEnd(value)).toBe(false);
    },
  );
});

describe('isCancelledStatus', () => {
  it.each(['cancelled', 'canceled', 'Canceled'])('counts %j as cancelled', (status) => {
    expect(isCancelledStatus(status)).toBe(true);
  });

  it.each(['active', 'past_due', '', null, undefined])('does not count %j', (status) => {
    expect(isCancelledStatus(status)).toBe(false);
  });
});

describe('accessEndDate', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('is the period end when known', () => {
    expect(accessEndDate('2026-04-10T12:00:00.000Z', now).toISOString()).toBe(
      '2026-04-10T12:00:00.000Z',
    );
  });

  it('is 30 calendar days ahead when the period end is unknown or unreadable', () => {
    for (const end of [accessEndDate(null, now), accessEndDate('soon', now)]) {
      expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2026, 3, 9]);
      expect(end.getHours()).toBe(now.getHours());
    }
  });
});

describe('readCachedProfile (valid 5 minutes, per user)', () => {
  const profile = { subscription_status: 'premium' } as Profile;
  const now = 1_000_000_000;

  beforeEach(() => localStorage.clear());

  it('returns a profile cached at most 5 minutes before', () => {
    localStorage.setItem(
      profileCacheKey('u1'),
      JSON.stringify({ profile, timestamp: now - 5 * 60_000 }),
    );
    expect(readCachedProfile('u1', now)).toEqual(profile);
    expect(readCachedProfile('u2', now)).toBeNull();
  });

  it('ignores an older or unreadable entry', () => {
    localStorage.setItem(
      profileCacheKey('u1'),
      JSON.stringify({ profile, timestamp: now - 5 * 60_000 - 1 }),
    );
    expect(readCachedProfile('u1', now)).toBeNull();
    localStorage.setItem(profileCacheKey('u1'), '{not json');
    expect(readCachedProfile('u1', now)).toBeNull();
  });
});

describe('createCheckout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("clears 'payment status already checked' and answers the checkout URL", async () => {
    document.cookie = 'XSRF-TOKEN=test-token';
    localStorage.setItem(localKeys.paymentStatusChecked, 'payment_success=true');
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ checkout_url: 'http://x/checkout/test?session=1' }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetch);

    await expect(createCheckout()).resolves.toBe('http://x/checkout/test?session=1');
    expect(fetch).toHaveBeenCalledWith(
      '/api/subscriptions/create-checkout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(localStorage.getItem(localKeys.paymentStatusChecked)).toBeNull();
  });
});
