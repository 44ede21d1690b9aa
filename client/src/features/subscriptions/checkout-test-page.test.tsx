import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/lib/redirect';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import type { CheckoutSession } from './api';
import { CheckoutTestPage } from './checkout-test-page';

vi.mock('@/lib/redirect', () => ({ redirectTo: vi.fn() }));

const SESSION = '0b7f1c2e-1111-4222-8333-444455556666';
const open: CheckoutSession = {
  id: SESSION,
  email: 'jo@example.com',
  amount: '29.99',
  currency: 'usd',
  interval: 'month',
  status: 'open',
};

function renderCheckout(session: string | null = SESSION) {
  return renderSignedIn(<CheckoutTestPage />, {
    path: session === null ? '/checkout/test' : `/checkout/test?session=${session}`,
  });
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('CheckoutTestPage', () => {
  it('is labelled test mode and shows the plan, the price and the account', async () => {
    const calls = stubApi(() => reply(200, open));
    renderCheckout();

    expect(screen.getByText('Test mode — no real payment is taken')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fairsplit Premium' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('$29.99')).not.toHaveLength(0);
    expect(screen.getByText('/ month', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('jo@example.com')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: `/api/billing/checkout/${SESSION}` });
  });

  it.each([
    ['Pay $29.99', 'complete', 'http://localhost/home?payment_success=true', 'Cancel'],
    ['Cancel', 'cancel', 'http://localhost/account-settings?payment_success=false', 'Pay $29.99'],
  ])(
    '"%s" %ss the session and follows its redirect, the other button disabled meanwhile',
    async (button, action, redirectUrl, otherButton) => {
      const calls = stubApi((call) =>
        call.method === 'POST' ? reply(200, { redirect_url: redirectUrl }) : reply(200, open),
      );
      renderCheckout();

      await userEvent.click(await screen.findByRole('button', { name: button }));

      await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith(redirectUrl));
      expect(calls.at(-1)).toMatchObject({
        method: 'POST',
        path: `/api/billing/checkout/${SESSION}/${action}`,
      });
      expect(screen.getByRole('button', { name: otherButton })).toBeDisabled();
    },
  );

  it('says so when the session was finished meanwhile', async () => {
    let status: CheckoutSession['status'] = 'open';
    stubApi((call) =>
      call.method === 'POST'
        ? ((status = 'complete'),
          reply(409, { error: 'This checkout session is already finished.' }))
        : reply(200, { ...open, status }),
    );
    renderCheckout();

    await userEvent.click(await screen.findByRole('button', { name: 'Pay $29.99' }));

    expect(
      await screen.findByRole('heading', { name: 'This checkout is already paid' }),
    ).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it.each([
    ['complete', 'This checkout is already paid'],
    ['cancelled', 'This checkout was cancelled'],
  ] as const)('a %s session says so, with a link to Account Settings', async (status, title) => {
    stubApi(() => reply(200, { ...open, status }));
    renderCheckout();

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(screen.queryByRole('button', { name: 'Pay $29.99' })).toBeNull();
  });

  it('an unknown session, or none, is "Checkout not found"', async () => {
    stubApi(() => reply(404, { error: 'Checkout session not found' }));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
  });

  it('a link without a session is "Checkout not found"', () => {
    stubApi(() => reply(200, open));
    renderCheckout(null);
    expect(screen.getByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
  });
});
