import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, reply, stubApi, toastRegion } from '@/test/render-signed-in';
import { dialog, previewRows } from '@/test/trackers';
import { divideEstate, toDivisionResponse } from '@shared/division';
import { UNREADABLE_ROW } from '@shared/csv-import';
import { IMPORT_MESSAGES } from '@shared/import';
import {
  categoriesResponse,
  NETWORTH_MESSAGES,
  type NetworthItemDto,
  type NetworthItemValues,
} from '@shared/networth';
import { NETWORTH_IMPORT_NOTES } from '@shared/networth-import';
import { NetworthPage } from '../networth-page';
import { makeItem, summaryFor } from '../test-data';
import { NETWORTH_CHOICE_MESSAGES } from './columns-step';

const IMPORT_PATH = '/api/networth/import';

const house = makeItem({ id: 1, name: 'Family home', value: '450000.00', ownership: 'joint' });

/** A plain spreadsheet: one invalid row (row 2) and one likely duplicate of `house` (row 3). */
const SHEET = [
  'Item,Balance,Owner',
  'Pension,"$120,000.00",Spouse 2',
  'Boat,lots,Spouse 1',
  'Family home,450000,Joint',
  'Mortgage,(300000.01),Joint',
].join('\n');

/** The net-worth API holding `initial`; the import adds every row unless `refuse` answers. */
function serve(initial: NetworthItemDto[], refuse?: () => Response) {
  let items = [...initial];
  let nextId = 100;
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/networth') {
      return reply(200, { items, summary: summaryFor(items) });
    }
    if (call.method === 'GET' && call.path === '/api/networth/categories') {
      return reply(200, categoriesResponse());
    }
    if (call.method === 'GET' && call.path === '/api/networth/division') {
      return reply(200, toDivisionResponse(divideEstate(items, 50)));
    }
    if (call.method === 'POST' && call.path === IMPORT_PATH) {
      if (refuse) return refuse();
      const { rows } = call.body as { rows: NetworthItemValues[] };
      const created = rows.map((row) =>
        makeItem({
          ...row,
          id: nextId++,
          character: row.character ?? 'marital',
          proposed_to: row.proposed_to ?? null,
          split_share: row.split_share ?? null,
        }),
      );
      items = [...created, ...items];
      return reply(201, { imported: created.length, items: created });
    }
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

function renderPage() {
  return renderSignedIn(<NetworthPage />, { plan: 'premium', path: '/networth' });
}

async function chooseSheet(user: UserEvent, text: BlobPart | BlobPart[]) {
  await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
  expect(
    screen.getByRole('dialog', { name: 'Import assets and debts from CSV' }),
  ).toBeInTheDocument();
  const input = await dialog().findByLabelText('CSV file');
  const parts = Array.isArray(text) ? text : [text];
  await user.upload(input, new File(parts, 'assets.csv', { type: 'text/csv' }));
  await dialog().findByRole('heading', { name: 'Match the columns' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('importing net-worth items from a CSV file', () => {
  it('matches a spreadsheet’s columns, previews an invalid row and a duplicate, and imports the rest', async () => {
    const user = userEvent.setup();
    const calls = serve([house]);
    renderPage();

    await chooseSheet(user, SHEET);
    expect(dialog().getByLabelText('Name')).toHaveDisplayValue('Item');
    expect(dialog().getByLabelText('Value')).toHaveDisplayValue('Balance');
    expect(dialog().getByLabelText('Owner')).toHaveDisplayValue('Owner');
    expect(dialog().getByLabelText('Asset or debt')).toHaveDisplayValue(
      'Not in this file (a negative value is a debt)',
    );
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    await dialog().findByRole('heading', { name: 'Check the rows' });

    expect(dialog().getByRole('status')).toHaveTextContent(
      '2 ready to import · 1 invalid · 1 likely duplicate',
    );
    expect(previewRows()).toEqual([
      ['Row 1', 'Asset · Other Assets · Spouse 2', 'Pension', '$120,000.00', 'Ready'],
      ['Row 2', 'Spouse 1', 'Boat', 'lots', `Invalid${NETWORTH_MESSAGES.valuePositive}`],
      [
        'Row 3',
        'Asset · Other Assets · Joint',
        'Family home',
        '$450,000.00',
        `Likely duplicate${NETWORTH_IMPORT_NOTES.duplicate}`,
      ],
      [
        'Row 4',
        'Debt · Other Debts · Joint',
        'Mortgage',
        '$300,000.01',
        `Ready${NETWORTH_IMPORT_NOTES.negativeIsDebt}`,
      ],
    ]);
    // Only the kinds of rows there are can be filtered to: no credits here.
    expect(
      within(dialog().getByLabelText('Show'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Skipped credits only');

    await user.click(dialog().getByRole('button', { name: 'Import 2 items' }));

    expect(
      await toastRegion().findByText('2 items were added to your tracker.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.filter((call) => call.path === IMPORT_PATH);
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as { rows: NetworthItemValues[] }).rows).toMatchObject([
      { name: 'Pension', classification: 'asset', ownership: 'spouse_2', value: '120000.00' },
      { name: 'Mortgage', classification: 'debt', ownership: 'joint', value: '300000.01' },
    ]);
  });

  it('asks who owns the items when the file has no owner column', async () => {
    const user = userEvent.setup();
    serve([]);
    renderPage();

    await chooseSheet(user, 'Name,Value\nSavings,100\n');
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));

    const owner = dialog().getByLabelText('Who owns these items');
    expect(owner).toHaveFocus();
    expect(owner).toHaveAccessibleDescription(NETWORTH_CHOICE_MESSAGES.ownership);
    await user.selectOptions(owner, 'Spouse 1');
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    await dialog().findByRole('heading', { name: 'Check the rows' });
    expect(previewRows()).toEqual([
      ['Row 1', 'Asset · Other Assets · Spouse 1', 'Savings', '$100.00', 'Ready'],
    ]);
  });

  it('names a row with bytes that are not UTF-8, marks it invalid and imports only the others', async () => {
    const user = userEvent.setup();
    const calls = serve([]);
    renderPage();
    const utf8 = (text: string) => new TextEncoder().encode(text);

    await chooseSheet(user, [
      utf8('Name,Value,Owner\nGemälde,1200,Joint\nChâlet '),
      // "â" saved by an older program: the single byte 0xE2, which opens a longer UTF-8 sequence.
      new Uint8Array([0xe2]),
      utf8(',300000,Joint\nSavings,100,Spouse 1\n'),
    ]);
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    await dialog().findByRole('heading', { name: 'Check the rows' });

    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Row 2 contains characters that could not be read. Save the file as UTF-8 (CSV UTF-8 in Excel) and import it again.',
    );
    expect(previewRows()[1]).toEqual([
      'Row 2',
      'Joint',
      'Châlet \uFFFD',
      '300000',
      `Invalid${UNREADABLE_ROW}`,
    ]);

    await user.click(dialog().getByRole('button', { name: 'Import 2 items' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.filter((call) => call.path === IMPORT_PATH);
    expect((sent[0]!.body as { rows: NetworthItemValues[] }).rows.map((row) => row.name)).toEqual([
      'Gemälde',
      'Savings',
    ]);
  });

  it('keeps the preview and names the file’s rows when the server refuses', async () => {
    const user = userEvent.setup();
    serve([], () =>
      reply(400, {
        error: IMPORT_MESSAGES.invalidRows,
        details: 'row 2: name: Name must be at most 200 characters',
      }),
    );
    renderPage();

    await chooseSheet(user, 'Name,Value,Owner\nBad,x,Joint\nA,1,Joint\nB,2,Joint\n');
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    await user.click(await dialog().findByRole('button', { name: 'Import 2 items' }));

    const alert = await dialog().findByRole('alert');
    expect(alert).toHaveTextContent(IMPORT_MESSAGES.invalidRows);
    expect(alert).toHaveTextContent('row 3: name: Name must be at most 200 characters');
    expect(dialog().getByRole('heading', { name: 'Check the rows' })).toBeInTheDocument();
  });
});
