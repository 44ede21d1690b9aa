import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { divideEstate, toDivisionResponse } from '@shared/division';
import { summarizeNetworth } from '@shared/networth';
import { SHARING_MESSAGES, type SharedViewResponse } from '@shared/sharing';
import { makeItem } from '@shared/test-fixtures/networth-items';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { SHARED_VIEW_TEXTS, SharedViewPage } from './shared-view-page';
import { refusalResponse } from '@/test/refusals';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'A'.repeat(43);
const VIEW: SharedViewResponse = {
  shared_by: 'M. S.',
  expires_at: '2026-12-07T10:00:00.000Z',
  scopes: ['expenses'],
  spouses: { spouse_1: 'Spouse 1', spouse_2: 'Spouse 2' },
  expenses: [
    {
      id: 7,
      user_id: 1,
      name: 'Retainer',
      amount: '1250.00',
      date: '2025-03-01',
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-01T10:00:00.000Z',
    } as NonNullable<SharedViewResponse['expenses']>[number],
  ],
  integrity: { valid: true, revisions: 3, checked_at: '2026-11-23T10:00:00.000Z' },
};

function renderAt(path = `/shared/${TOKEN}`) {
  return renderSignedIn(<Route path="/shared/:token" component={SharedViewPage} />, {
    user: null,
    path,
  });
}

describe('/shared/:token', () => {
  it('shows the banner, the integrity and only the covered records, without the viewer’s sign-in', async () => {
    const calls = stubApi(() => reply(200, VIEW));
    renderAt();

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Shared by M. S. · read-only · expires Dec 07, 2026',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shared records');
    expect(screen.getByText(SHARED_VIEW_TEXTS.integrityIntact(3))).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Retainer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of Retainer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Events' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Net worth and division' })).toBeNull();
    expect(screen.queryByRole('button', { name: /edit|delete|add/i })).toBeNull();
    expect(calls).toEqual([{ method: 'GET', path: `/api/shared/${TOKEN}`, body: undefined }]);
  });

  it('shows each item with her notes under its name and her names for the owners', async () => {
    const items = [
      makeItem({ id: 4, name: 'Savings', ownership: 'spouse_1', notes: 'From my salary' }),
      makeItem({ id: 5, name: 'Car', ownership: 'spouse_2' }),
    ];
    stubApi(() =>
      reply(200, {
        ...VIEW,
        scopes: ['networth'],
        spouses: { spouse_1: 'Spouse 1 (account holder, Jo)', spouse_2: 'Spouse 2 (Sam)' },
        expenses: undefined,
        networth: { items, summary: summarizeNetworth(items) },
        division: toDivisionResponse(divideEstate(items, 50)),
      }),
    );
    renderAt();

    const savings = await screen.findByRole('cell', { name: 'Savings From my salary' });
    expect(savings).toHaveTextContent(/^SavingsFrom my salary$/);
    expect(screen.getByRole('cell', { name: 'Car' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Spouse 1 (account holder, Jo)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Spouse 2 (Sam)' })).toBeInTheDocument();
  });

  it('asks for the passcode, sends it in its header, and says when it did not open the link', async () => {
    const passcodes: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const passcode = new Headers(init.headers).get('X-Share-Passcode');
        passcodes.push(passcode);
        if (passcode === null) {
          return refusalResponse('passcode_required', SHARING_MESSAGES.passcodeRequired);
        }
        if (passcode !== 'blue heron 42') {
          return refusalResponse('share_inactive', SHARING_MESSAGES.inactive);
        }
        return reply(200, VIEW);
      }),
    );
    renderAt();

    expect(
      await screen.findByRole('heading', { level: 1, name: SHARED_VIEW_TEXTS.passcodeTitle }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Passcode'), 'wrong one');
    await userEvent.click(screen.getByRole('button', { name: SHARED_VIEW_TEXTS.passcodeButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARED_VIEW_TEXTS.passcodeWrong);

    await userEvent.clear(screen.getByLabelText('Passcode'));
    await userEvent.type(screen.getByLabelText('Passcode'), 'blue heron 42');
    await userEvent.click(screen.getByRole('button', { name: SHARED_VIEW_TEXTS.passcodeButton }));
    expect(await screen.findByRole('cell', { name: 'Retainer' })).toBeInTheDocument();
    expect(passcodes).toEqual([null, 'wrong one', 'blue heron 42']);
  });

  it('says only that the link is no longer active when it does not open', async () => {
    stubApi(() => refusalResponse('share_inactive', SHARING_MESSAGES.inactive));
    renderAt();

    expect(
      await screen.findByRole('heading', { level: 1, name: SHARING_MESSAGES.inactive }),
    ).toBeInTheDocument();
    expect(screen.getByText(SHARED_VIEW_TEXTS.inactiveAbout)).toBeInTheDocument();
  });
});
