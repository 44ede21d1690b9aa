import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, reply, stubApi } from '@/test/render-signed-in';
import type { EvidenceEntity, HistoryRevision, RevisionAction } from '@shared/evidence';
import type { SpouseLabels } from '@shared/parties';
import { expense, march2025 } from '../test-data';
import { HistoryDialog, type HistoryTarget } from './history-dialog';

const rent = expense(2, '2025-03-05', 'Rent', '1250.00');
const HISTORY_PATH = '/api/history?entity=expense&id=2';

/** A revision as /api/history lists it, its changes as [field, from, to]. */
function revision(
  seq: number,
  action: RevisionAction,
  recordedAt: string,
  data: Record<string, unknown>,
  changes: ReadonlyArray<[string, unknown, unknown]> = [],
): HistoryRevision {
  return {
    seq,
    action,
    recorded_at: recordedAt,
    data,
    changes: changes.map(([field, from, to]) => ({ field, from, to })),
  };
}

/** /api/history's answer listing `revisions`. */
function historyOf(...revisions: HistoryRevision[]) {
  return { status: 200, body: { revisions } };
}

/** Entered on Mar 10 for that day, edited on Mar 12 to Mar 05 and $1,250, deleted, restored. */
const rentHistory = historyOf(
  revision(1, 'create', march2025(10, 14, 30), { ...rent, date: '2025-03-10', amount: '1200.00' }, [
    ['date', null, '2025-03-10'],
    ['name', null, 'Rent'],
    ['amount', null, '1200.00'],
  ]),
  revision(4, 'update', march2025(12, 9, 5), rent, [
    ['date', '2025-03-10', '2025-03-05'],
    ['amount', '1200.00', '1250.00'],
  ]),
  revision(6, 'delete', march2025(14, 8, 0), rent),
  revision(7, 'restore', march2025(14, 8, 1), rent),
);

/** A row's History button and the dialog it opens, as a tracker page has them. */
function HistoryOpener({
  entity,
  target,
  spouses,
}: {
  entity: EvidenceEntity;
  target: HistoryTarget;
  spouses?: SpouseLabels;
}) {
  const [open, setOpen] = useState<HistoryTarget | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(target)}>
        History of {target.name}
      </button>
      <HistoryDialog
        entity={entity}
        target={open}
        onClose={() => setOpen(null)}
        spouses={spouses}
      />
    </>
  );
}

/** Opens the History of `target` against a server answering its history with `history`. */
async function openHistory(
  history: { status: number; body: unknown },
  entity: EvidenceEntity = 'expense',
  target: HistoryTarget = { id: rent.id, name: rent.name },
  spouses?: SpouseLabels,
) {
  const user = userEvent.setup();
  const calls = stubApi(() => reply(history.status, history.body));
  renderSignedIn(<HistoryOpener entity={entity} target={target} spouses={spouses} />, {
    plan: 'premium',
  });
  await user.click(screen.getByRole('button', { name: `History of ${target.name}` }));
  return { user, calls };
}

/** The entries of the open History dialog, oldest first, as their texts. */
function historyEntries() {
  const list = within(screen.getByRole('dialog')).getByRole('list', {
    name: 'Changes, oldest first',
  });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => {
      const entry = within(item);
      return {
        heading: entry.getByRole('heading').textContent,
        recordedOn: entry.queryByText(/^Recorded on/)?.textContent ?? null,
        changes: entry.queryAllByRole('listitem').map((change) => change.textContent),
      };
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the History dialog', () => {
  it('lists every change of an expense, oldest first, with the old and new amount', async () => {
    const { calls } = await openHistory(rentHistory);

    expect(screen.getByRole('dialog', { name: 'History of Rent' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Changes, oldest first' });
    expect(calls.map((call) => call.path)).toEqual([HISTORY_PATH]);
    // Each entry's place in her history, in words (not "Change 1").
    expect(screen.getAllByText(/^History entry \d+$/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Change \d+$/)).toBeNull();
    expect(historyEntries()).toEqual([
      {
        heading: 'Created Mar 10, 2025, 2:30 PM',
        recordedOn: null,
        changes: ['Date: Mar 10, 2025', 'Name: Rent', 'Amount: $1,200.00'],
      },
      {
        heading: 'Edited Mar 12, 2025, 9:05 AM',
        recordedOn: 'Recorded on Mar 12, 2025',
        changes: ['Date: Mar 10, 2025 → Mar 05, 2025', 'Amount: $1,200.00 → $1,250.00'],
      },
      { heading: 'Deleted Mar 14, 2025, 8:00 AM', recordedOn: null, changes: [] },
      { heading: 'Restored Mar 14, 2025, 8:01 AM', recordedOn: null, changes: [] },
    ]);
  });

  it('says "Recorded on" only for an entry dated before the local day it was recorded', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const dated = (date: string) => ({ ...rent, date });
    await openHistory(
      historyOf(
        // Entered on Mar 10 for Mar 01: backdated.
        revision(1, 'create', march2025(10, 9, 0), dated('2025-03-01'), [
          ['date', null, '2025-03-01'],
        ]),
        // Moved to the day it was edited, late in the evening: Mar 11 in UTC, Mar 10 in New York.
        revision(2, 'update', march2025(10, 23, 30), dated('2025-03-10'), [
          ['date', '2025-03-01', '2025-03-10'],
        ]),
        // Moved to a later day.
        revision(3, 'update', march2025(11, 8, 0), dated('2025-03-15'), [
          ['date', '2025-03-10', '2025-03-15'],
        ]),
        // Deleting an old record backdates nothing.
        revision(4, 'delete', march2025(20, 8, 0), dated('2025-03-15')),
      ),
    );

    await screen.findByRole('list', { name: 'Changes, oldest first' });
    expect(historyEntries().map((entry) => entry.recordedOn)).toEqual([
      'Recorded on Mar 10, 2025',
      null,
      null,
      null,
    ]);
  });

  it('opens with focus on itself and gives it back to the History button on close', async () => {
    const { user } = await openHistory(rentHistory);

    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of Rent' })).toHaveFocus();
  });

  it('shows a spinner while the history loads', async () => {
    const user = userEvent.setup();
    stubApi(() => new Promise<Response>(() => {}));
    renderSignedIn(<HistoryOpener entity="expense" target={{ id: 2, name: 'Rent' }} />);

    await user.click(screen.getByRole('button', { name: 'History of Rent' }));

    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Loading the history',
    );
  });

  it("shows the server's reason when the history does not load, with a retry", async () => {
    const { user, calls } = await openHistory({
      status: 404,
      body: { error: 'Expense not found' },
    });

    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(within(alert).getByText('Error Loading History')).toBeInTheDocument();
    expect(within(alert).getByText('Expense not found')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(calls.map((call) => call.path)).toEqual([HISTORY_PATH, HISTORY_PATH]);
  });

  it('shows a net worth change in plain words, the value as money', async () => {
    const house = { id: 8, name: 'House', value: '350000.00', is_disputed: true };
    const { calls } = await openHistory(
      historyOf(
        revision(3, 'update', march2025(20, 16, 0), house, [
          ['category', 'vehicles', 'real_estate'],
          ['value', '320000.00', '350000.00'],
          ['is_disputed', false, true],
          ['dispute_notes', null, 'Appraisal pending'],
          ['character', 'separate', 'marital'],
          ['proposed_to', 'spouse_1', 'split'],
          ['split_share', null, '62.5'],
        ]),
      ),
      'networth_item',
      { id: house.id, name: house.name },
    );

    await screen.findByRole('list', { name: 'Changes, oldest first' });
    expect(calls.map((call) => call.path)).toEqual(['/api/history?entity=networth_item&id=8']);
    expect(historyEntries()[0]?.changes).toEqual([
      'Category: Vehicles → Real Estate',
      'Value: $320,000.00 → $350,000.00',
      'Disputed: No → Yes',
      'Dispute notes: none → Appraisal pending',
      'Marital or separate: Separate → Marital',
      'Goes to: Spouse 1 → Split',
      'Spouse 1 share of a split: none → 62.5%',
    ]);
  });

  it('names the owners as she said who is who', async () => {
    const car = { id: 9, name: 'Car', value: '20000.00' };
    await openHistory(
      historyOf(
        revision(5, 'update', march2025(21, 9, 0), car, [
          ['ownership', 'joint', 'spouse_2'],
          ['proposed_to', null, 'spouse_1'],
        ]),
      ),
      'networth_item',
      { id: car.id, name: car.name },
      { spouse_1: 'Spouse 1 (you, Jo)', spouse_2: 'Spouse 2 (Sam)' },
    );

    await screen.findByRole('list', { name: 'Changes, oldest first' });
    expect(historyEntries()[0]?.changes).toEqual([
      'Ownership: Joint → Spouse 2 (Sam)',
      'Goes to: none → Spouse 1 (you, Jo)',
    ]);
  });

  it('shows an event’s party and concern level as the tracker does', async () => {
    const hearing = { id: 5, date: '2025-03-03', description: 'Court hearing' };
    await openHistory(
      historyOf(
        revision(5, 'update', march2025(3, 10, 0), hearing, [
          ['party', 'ex_spouse', 'financial_advisor'],
          ['concern_level', 2, 5],
        ]),
      ),
      'event',
      { id: hearing.id, name: hearing.description },
    );

    await screen.findByRole('list', { name: 'Changes, oldest first' });
    expect(historyEntries()[0]?.changes).toEqual([
      'Party: Ex Spouse → Financial Advisor',
      'Concern level: Low → Very High',
    ]);
  });
});
