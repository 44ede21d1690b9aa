import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import { SettingHistoryButton } from './setting-history';

describe('SettingHistoryButton', () => {
  it('opens the setting’s History: each change in the words of its screen', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() =>
      reply(200, {
        revisions: [
          {
            seq: 5,
            action: 'create',
            recorded_at: '2026-11-20T10:00:00.000Z',
            data: { target_share: 50 },
            changes: [{ field: 'target_share', from: null, to: 50 }],
          },
          {
            seq: 9,
            action: 'update',
            recorded_at: '2026-11-21T10:00:00.000Z',
            data: { target_share: 60 },
            changes: [{ field: 'target_share', from: 50, to: 60 }],
          },
        ],
      }),
    );
    renderSignedIn(<SettingHistoryButton entity="division_target" name="the target share" />, {
      plan: 'premium',
    });

    await user.click(screen.getByRole('button', { name: 'History of the target share' }));

    const dialog = await screen.findByRole('dialog', { name: 'History of the target share' });
    const changes = (await within(dialog).findAllByRole('listitem'))
      .filter((item) => item.textContent?.startsWith('Target share'))
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Target share for Spouse 1: 50%',
      'Target share for Spouse 1: 50% → 60%',
    ]);
    expect(calls.map((call) => call.path)).toEqual(['/api/history?entity=division_target&id=1']);
  });
});

describe('the saved figures in History', () => {
  it('shows the costs in whole dollars, as the calculator does', async () => {
    const user = userEvent.setup();
    stubApi(() =>
      reply(200, {
        revisions: [
          {
            seq: 3,
            action: 'update',
            recorded_at: '2026-11-21T10:00:00.000Z',
            data: { trial_costs: 42000 },
            changes: [{ field: 'trial_costs', from: 40000, to: 42000 }],
          },
        ],
      }),
    );
    renderSignedIn(<SettingHistoryButton entity="settlement_scenario" name="the saved figures" />, {
      plan: 'premium',
    });
    await user.click(screen.getByRole('button', { name: 'History of the saved figures' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of the saved figures' });
    expect(await within(dialog).findByText('$40,000 → $42,000')).toBeInTheDocument();
  });
});
