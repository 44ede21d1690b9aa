import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderSignedIn, reply, stubApi, toastRegion } from '@/test/render-signed-in';
import { EmailPreferencesCard } from './email-preferences-card';
import { EMAIL_PREFERENCES_TEXTS } from './email-preferences';

afterEach(() => vi.unstubAllGlobals());

const marketingSwitch = () =>
  screen.findByRole('switch', { name: EMAIL_PREFERENCES_TEXTS.marketingLabel });

describe('the Email preferences card', () => {
  it('shows the saved choice and turns tips and news off with one press', async () => {
    const calls = stubApi(({ method, body }) =>
      method === 'GET' ? reply(200, { marketing_emails: true }) : reply(200, body),
    );
    renderSignedIn(<EmailPreferencesCard />);

    const card = screen.getByRole('region', { name: EMAIL_PREFERENCES_TEXTS.title });
    expect(within(card).getByText(EMAIL_PREFERENCES_TEXTS.about)).toBeInTheDocument();
    const toggle = await marketingSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(EMAIL_PREFERENCES_TEXTS.marketingAbout);

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await toastRegion().findByText(EMAIL_PREFERENCES_TEXTS.savedOff)).toBeVisible();
    expect(calls).toEqual([
      { method: 'GET', path: '/api/account/email-preferences', body: undefined },
      { method: 'PUT', path: '/api/account/email-preferences', body: { marketing_emails: false } },
    ]);
  });

  it('switches at once with the keyboard, and back when the save fails, saying why', async () => {
    const save = deferred<Response>();
    stubApi(({ method }) =>
      method === 'GET' ? reply(200, { marketing_emails: false }) : save.promise,
    );
    renderSignedIn(<EmailPreferencesCard />);

    const toggle = await marketingSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    save.resolve(reply(500, { error: 'Internal server error' }));

    const toasts = toastRegion();
    expect(await toasts.findByText(EMAIL_PREFERENCES_TEXTS.saveFailedTitle)).toBeVisible();
    expect(toasts.getByText('Internal server error')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('says so when the preferences cannot be loaded', async () => {
    stubApi(() => reply(500, { error: 'Internal server error' }));
    renderSignedIn(<EmailPreferencesCard />);

    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_PREFERENCES_TEXTS.loadFailed);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
