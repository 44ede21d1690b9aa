import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, reply, stubApi, type ApiCall } from '@/test/render-signed-in';
import { SHARING_MESSAGES, type ShareDto } from '@shared/sharing';
import { SharingPage } from './sharing-page';
import { at, makeShare, NOW } from './test-data';

// The real renderer, watched: the page must ask it for the link and show what it drew.
const qrToString = vi.hoisted(() => vi.fn());
vi.mock('qrcode', async (importOriginal) => {
  const real = await importOriginal<{
    default: { toString: (text: string, options: object) => Promise<string> };
  }>();
  // A copy of the options, as the renderer fills in its defaults on the object it gets.
  qrToString.mockImplementation((text: string, options: object) =>
    real.default.toString(text, { ...options }),
  );
  const module = { ...real.default, toString: qrToString };
  return { ...module, default: module };
});

const URL = `https://fairsplit.example/shared/${'A'.repeat(43)}`;
const CREATED = makeShare({
  id: 7,
  scopes: ['networth', 'expenses'],
  has_passcode: true,
  created_at: at(2025, 3, 5),
  expires_at: at(2025, 4, 4),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  qrToString.mockClear();
});

/** GET /api/shares answers `list()`; POST answers `create(call)`. */
function playApi(
  create: (call: ApiCall) => Response,
  list: () => ShareDto[] = () => [],
): ApiCall[] {
  return stubApi((call) => {
    if (call.path !== '/api/shares') return reply(404, { error: 'Not found' });
    return call.method === 'POST' ? create(call) : reply(200, { shares: list() });
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

async function openNewShare() {
  await userEvent.click(await screen.findByRole('button', { name: 'New share' }));
  return screen.getByRole('dialog', { name: 'New share' });
}

const createButton = () => screen.getByRole('button', { name: 'Create link' });

describe('the New share dialog', () => {
  it('starts with the three trackers but not the documents, the disclosure, support or the settlement, 14 days and no passcode, and dates the expiry', async () => {
    playApi(() => reply(500, {}));
    renderSignedIn(<SharingPage />, { plan: 'premium' });

    const dialog = await openNewShare();

    expect(dialog).toHaveAccessibleDescription(
      'Choose who it is for, what it covers and how long it works.',
    );
    // Focus starts on the dialog (read out with its title and description), not on a field.
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByLabelText('Label')).toHaveValue('');
    const covers = within(dialog).getByRole('group', { name: 'What it covers' });
    expect(
      within(covers)
        .getAllByRole('checkbox')
        .map((box) => [box.getAttribute('value'), (box as HTMLInputElement).checked]),
    ).toEqual([
      ['networth', true],
      ['expenses', true],
      ['events', true],
      ['documents', false],
      ['disclosure', false],
      ['support', false],
      ['settlement', false],
    ]);
    // How she weighs settling is her strategy: only when she says so.
    expect(
      within(covers).getByLabelText(
        'Settlement figures and decision analysis (offer, costs and outcomes)',
      ),
    ).not.toBeChecked();
    expect(within(covers).getByLabelText('Net worth and division')).toBeChecked();
    expect(within(covers).getByLabelText('Expenses')).toBeChecked();
    expect(within(covers).getByLabelText('Events')).toBeChecked();
    // The files only when she says so.
    expect(within(covers).getByLabelText('Documents')).not.toBeChecked();
    // Her income too.
    expect(
      within(covers).getByLabelText(
        'Financial disclosure (income, expense totals, debts and assets)',
      ),
    ).not.toBeChecked();
    // And her support payments.
    expect(
      within(covers).getByLabelText(
        'Support and reimbursements (orders, payments, arrears and requests)',
      ),
    ).not.toBeChecked();
    const days = within(dialog).getByLabelText('Expires after (days)');
    expect(days).toHaveValue(14);
    expect(days).toHaveAccessibleDescription('Expires on Mar 19, 2025');
    const passcode = within(dialog).getByLabelText('Passcode (optional)');
    expect(passcode).toHaveAttribute('type', 'password');
    expect(passcode).toHaveValue('');
    expect(passcode).toHaveAccessibleDescription(
      'At least 6 characters. Give it to the recipient another way than the link, such as by phone.',
    );

    await userEvent.clear(days);
    expect(days).toHaveAccessibleDescription('From 1 to 90 days');
    await userEvent.type(days, '90');
    expect(days).toHaveAccessibleDescription('Expires on Jun 3, 2025');
  });

  it('posts exactly the chosen label, parts, days and passcode, then shows the link once', async () => {
    const user = userEvent.setup();
    let shares: ShareDto[] = [];
    const calls = playApi(
      () => {
        shares = [CREATED];
        return reply(201, { share: CREATED, url: URL });
      },
      () => shares,
    );
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    await user.click(await screen.findByRole('button', { name: 'New share' }));

    await user.type(screen.getByLabelText('Label'), '  My attorney, J. Smith ');
    await user.click(screen.getByLabelText('Events'));
    await user.clear(screen.getByLabelText('Expires after (days)'));
    await user.type(screen.getByLabelText('Expires after (days)'), '30');
    await user.type(screen.getByLabelText('Passcode (optional)'), 'tulip-42');
    await user.click(createButton());

    const dialog = await screen.findByRole('dialog', { name: 'Your link is ready' });
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/shares',
        body: {
          label: 'My attorney, J. Smith',
          scopes: ['networth', 'expenses'],
          expires_in_days: 30,
          passcode: 'tulip-42',
        },
      },
    ]);
    expect(dialog).toHaveAccessibleDescription(
      'This link is shown only now. Copy it or scan the code; Fairsplit keeps only a fingerprint of it.',
    );
    const link = within(dialog).getByLabelText('Link');
    expect(link).toHaveValue(URL);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveFocus();

    const qr = await within(dialog).findByRole('img', { name: 'QR code of the link' });
    expect(qrToString).toHaveBeenCalledWith(URL, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toMatch(/^<svg [^>]*>.*<\/svg>/s);

    const copy = within(dialog).getByRole('button', { name: 'Copy link' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect(copy).toHaveTextContent('Copied');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByRole('article', { name: 'My attorney, J. Smith' }),
    ).toBeInTheDocument();
    // The empty list's button went with the empty list: focus goes to the one that is left.
    expect(screen.getByRole('button', { name: 'New share' })).toHaveFocus();

    // Shown once: the dialog opens on a new form, and the link is nowhere on the page.
    await user.click(screen.getByRole('button', { name: 'New share' }));
    expect(screen.getByRole('dialog', { name: 'New share' })).toBeInTheDocument();
    expect(screen.getByLabelText('Label')).toHaveValue('');
    expect(screen.queryByDisplayValue(URL)).toBeNull();
  });

  it('sends no passcode when none is given', async () => {
    const calls = playApi(() => reply(201, { share: makeShare(), url: URL }));
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    await openNewShare();

    await userEvent.type(screen.getByLabelText('Label'), 'Mediator');
    await userEvent.click(createButton());

    await screen.findByRole('dialog', { name: 'Your link is ready' });
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/shares',
        body: {
          label: 'Mediator',
          scopes: ['networth', 'expenses', 'events'],
          expires_in_days: 14,
        },
      },
    ]);
  });

  it('shares the documents only when she ticks Documents', async () => {
    const calls = playApi(() => reply(201, { share: makeShare(), url: URL }));
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    await openNewShare();

    await userEvent.type(screen.getByLabelText('Label'), 'Mediator');
    await userEvent.click(screen.getByLabelText('Documents'));
    await userEvent.click(screen.getByLabelText('Net worth and division'));
    await userEvent.click(screen.getByLabelText('Events'));
    await userEvent.click(createButton());

    await screen.findByRole('dialog', { name: 'Your link is ready' });
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/shares',
        body: { label: 'Mediator', scopes: ['expenses', 'documents'], expires_in_days: 14 },
      },
    ]);
  });

  it('says what is missing with the shared messages and sends nothing', async () => {
    const calls = playApi(() => reply(201, { share: makeShare(), url: URL }));
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const dialog = await openNewShare();

    await userEvent.type(screen.getByLabelText('Label'), '   ');
    await userEvent.click(screen.getByLabelText('Net worth and division'));
    await userEvent.click(screen.getByLabelText('Expenses'));
    await userEvent.click(screen.getByLabelText('Events'));
    await userEvent.clear(screen.getByLabelText('Expires after (days)'));
    await userEvent.type(screen.getByLabelText('Expires after (days)'), '91');
    await userEvent.type(screen.getByLabelText('Passcode (optional)'), '12345');
    await userEvent.click(createButton());

    expect(screen.getByLabelText('Label')).toHaveAccessibleDescription(
      SHARING_MESSAGES.labelRequired,
    );
    expect(screen.getByLabelText('Label')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByRole('group', { name: 'What it covers' }),
    ).toHaveAccessibleDescription(SHARING_MESSAGES.scopesRequired);
    expect(screen.getByLabelText('Expires after (days)')).toHaveAccessibleDescription(
      `From 1 to 90 days ${SHARING_MESSAGES.expiryInvalid}`,
    );
    expect(screen.getByLabelText('Passcode (optional)')).toHaveAccessibleDescription(
      `At least 6 characters. Give it to the recipient another way than the link, such as by phone. ${SHARING_MESSAGES.passcodeInvalid}`,
    );
    expect(SHARING_MESSAGES.passcodeInvalid).toBe('A passcode needs 6 to 128 characters');
    expect(writes(calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'New share' })).toBeInTheDocument();
  });

  it.each([
    [
      403,
      { error: 'Premium subscription required for this feature.' },
      'Premium subscription required for this feature.',
    ],
    [
      400,
      { error: 'Validation failed', details: 'label: Keep the label to 100 characters' },
      'Validation failed: label: Keep the label to 100 characters',
    ],
    [500, {}, 'The link could not be created. Please try again.'],
  ])('shows a %i refusal in the dialog and keeps the input', async (status, body, message) => {
    playApi(() => reply(status, body));
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    const dialog = await openNewShare();
    await userEvent.type(screen.getByLabelText('Label'), 'Mediator');
    await userEvent.type(screen.getByLabelText('Passcode (optional)'), 'tulip-42');

    await userEvent.click(createButton());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'New share' })).toBeInTheDocument();
    expect(screen.getByLabelText('Label')).toHaveValue('Mediator');
    expect(screen.getByLabelText('Passcode (optional)')).toHaveValue('tulip-42');
    expect(createButton()).toBeEnabled();
    expect(qrToString).not.toHaveBeenCalled();
  });

  it('closes at the first press on Cancel after Label was left empty, with no message first', async () => {
    const calls = playApi(() => reply(201, { share: makeShare(), url: URL }));
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    await openNewShare();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Label'));

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    expect(cancel).toHaveFocus();
    // A message appearing above Cancel before the release would move it from under the finger.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(SHARING_MESSAGES.labelRequired)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('closes with Cancel without sending anything', async () => {
    const calls = playApi(() => reply(201, { share: makeShare(), url: URL }));
    renderSignedIn(<SharingPage />, { plan: 'premium' });
    await openNewShare();
    await userEvent.type(screen.getByLabelText('Label'), 'Mediator');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'New share' })).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });
});
