import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi, toastRegion, type ApiCall } from '@/test/render-signed-in';
import { renderTrackerPage } from '@/test/tracker-pages';
import { bodyRows, dialog, previewRows } from '@/test/trackers';
import { evidenceKeys } from '@/features/evidence';
import { IMPORT_NOTES, UNREADABLE_ROW } from '@shared/csv-import';
import { RULE_MESSAGES } from './column-choice';
import type { ExpenseCategory } from '@shared/expense-categories';
import type { ExpenseDto, ExpenseValues } from '@shared/expenses';
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '@shared/import';
import debitCredit from '@shared/test-fixtures/debit-credit.csv?raw';
import usBank from '@shared/test-fixtures/us-bank.csv?raw';
import { ExpensesPage } from '../expenses-page';

const IMPORT_PATH = '/api/expenses/import';

function expense(
  id: number,
  date: string,
  name: string,
  amount: string,
  category: ExpenseCategory = 'other',
): ExpenseDto {
  return { id, date, name, amount, created_at: '', updated_at: '', category };
}

const rent = expense(1, '2025-03-05', 'Rent', '1200.00');

/** One invalid row (row 2) and one likely duplicate of `rent` (row 3). */
const STATEMENT = [
  'Date,Description,Amount',
  '2025-03-01,Mediator,250.00',
  '2025-03-02,Court fee,abc',
  '2025-03-05,Rent,1200.00',
  '2025-03-06,Copies,12.5',
].join('\n');

type ImportOverride = (rows: ExpenseValues[]) => Response | Promise<Response> | undefined;

/**
 * The expense API holding `initial`: GET lists, POST /api/expenses/import adds every row
 * (unless `refuse` answers instead). Any other request fails the test.
 */
function serve(initial: ExpenseDto[], refuse?: ImportOverride) {
  let list = [...initial];
  let nextId = 100;
  return stubApi(async (call) => {
    if (call.method === 'GET' && call.path === '/api/expenses') return reply(200, list);
    if (call.method === 'POST' && call.path === IMPORT_PATH) {
      const { rows } = call.body as { rows: ExpenseValues[] };
      const refused = await refuse?.(rows);
      if (refused !== undefined) return refused;
      const created = rows.map((row) =>
        expense(nextId++, row.date, row.name, row.amount, row.category),
      );
      list = [...created, ...list];
      return reply(201, { imported: created.length, expenses: created });
    }
    if (call.method === 'POST' && call.path === `${IMPORT_PATH}/undo`) {
      const { ids } = call.body as { ids: number[] };
      list = list.filter((item) => !ids.includes(item.id));
      return reply(200, { removed: ids.length });
    }
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

const imports = (calls: ApiCall[]) => calls.filter((call) => call.path === IMPORT_PATH);
const listLoads = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET');

function csvFile(parts: BlobPart[], name = 'statement.csv') {
  return new File(parts, name, { type: 'text/csv' });
}

/** Opens the importer once the list has loaded; resolves when its first step is there. */
async function openImporter(user: UserEvent) {
  const button = await screen.findByRole('button', { name: 'Import CSV' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  expect(screen.getByRole('dialog', { name: 'Import expenses from CSV' })).toBeInTheDocument();
  return dialog().findByLabelText('CSV file');
}

async function chooseFile(user: UserEvent, file: File) {
  await user.upload(await openImporter(user), file);
}

/** Picks `text` as a file and goes on to the preview with the detected columns. */
async function previewFile(user: UserEvent, text: string) {
  await chooseFile(user, csvFile([text]));
  await user.click(await dialog().findByRole('button', { name: 'Preview rows' }));
  return dialog().findByRole('heading', { name: 'Check the rows' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('importing expenses from a CSV file', () => {
  it('is offered in the header once the list has loaded', async () => {
    serve([]);
    renderTrackerPage(<ExpensesPage />);

    const button = screen.getByRole('button', { name: 'Import CSV' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('previews an invalid row with the schema message and a likely duplicate, with the counts', async () => {
    const user = userEvent.setup();
    serve([rent]);
    renderTrackerPage(<ExpensesPage />);

    await previewFile(user, STATEMENT);

    expect(dialog().getByRole('status')).toHaveTextContent(
      '2 ready to import · 1 invalid · 1 likely duplicate',
    );
    expect(previewRows()).toEqual([
      ['Row 1', 'Mar 01, 2025', 'MediatorOther', '$250.00', 'Ready'],
      ['Row 2', '2025-03-02', 'Court fee', 'abc', 'InvalidAmount must be positive'],
      [
        'Row 3',
        'Mar 05, 2025',
        'RentOther',
        '$1,200.00',
        `Likely duplicate${IMPORT_NOTES.duplicate}`,
      ],
      ['Row 4', 'Mar 06, 2025', 'CopiesOther', '$12.50', 'Ready'],
    ]);
    expect(dialog().getByRole('checkbox', { name: 'Import row 1' })).toBeChecked();
    expect(dialog().getByRole('checkbox', { name: 'Import row 3' })).not.toBeChecked();
    expect(dialog().queryByRole('checkbox', { name: 'Import row 2' })).not.toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Import 2 expenses' })).toBeEnabled();

    await user.selectOptions(dialog().getByLabelText('Show'), 'Invalid rows only');
    expect(previewRows()).toEqual([
      ['Row 2', '2025-03-02', 'Court fee', 'abc', 'InvalidAmount must be positive'],
    ]);
  });

  it('imports exactly the ticked rows, then closes, says so and shows the new total', async () => {
    const user = userEvent.setup();
    const calls = serve([rent]);
    const { queryClient } = renderTrackerPage(<ExpensesPage />);
    // A log read cached from elsewhere (the profile's Record integrity card).
    const integrityKey = [...evidenceKeys.all, 'integrity'];
    queryClient.setQueryData(integrityKey, { ok: true });
    await previewFile(user, STATEMENT);

    await user.click(dialog().getByRole('checkbox', { name: 'Import row 3' }));
    await user.click(dialog().getByRole('checkbox', { name: 'Import row 4' }));
    await user.click(dialog().getByRole('button', { name: 'Import 2 expenses' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(imports(calls).map((call) => call.body)).toEqual([
      {
        rows: [
          { name: 'Mediator', amount: '250.00', date: '2025-03-01', category: 'other' },
          { name: 'Rent', amount: '1200.00', date: '2025-03-05', category: 'other' },
        ],
      },
    ]);
    expect(toastRegion().getByText('Expenses imported')).toBeInTheDocument();
    expect(toastRegion().getByText('2 expenses were added to your tracker.')).toBeInTheDocument();
    expect(listLoads(calls)).toHaveLength(2);
    expect(bodyRows(3)).toHaveLength(3);
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('$2,650.00');
    expect(screen.getByRole('button', { name: 'Import CSV' })).toHaveFocus();
    expect(queryClient.getQueryState(integrityKey)?.isInvalidated).toBe(true);
  });

  it('undoes the whole import from its toast: exactly its rows go', async () => {
    const user = userEvent.setup();
    const calls = serve([rent]);
    renderTrackerPage(<ExpensesPage />);
    await previewFile(user, STATEMENT);
    await user.click(dialog().getByRole('checkbox', { name: 'Import row 3' }));
    await user.click(dialog().getByRole('checkbox', { name: 'Import row 4' }));
    await user.click(dialog().getByRole('button', { name: 'Import 2 expenses' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(toastRegion().getByRole('button', { name: 'Undo this import' }));

    expect(await toastRegion().findByText('Import undone')).toBeInTheDocument();
    expect(
      toastRegion().getByText(
        '2 imported rows were removed. You can restore any of them from Deleted items.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${IMPORT_PATH}/undo`)).toEqual([
      { method: 'POST', path: `${IMPORT_PATH}/undo`, body: { ids: [100, 101] } },
    ]);
    await waitFor(() =>
      expect(bodyRows(4)).toEqual([['Mar 05, 2025', 'Rent', 'Other', '$1,200.00']]),
    );
  });

  it('names the rows with bytes that are not UTF-8, marks them invalid and imports only the others', async () => {
    const user = userEvent.setup();
    const calls = serve([]);
    renderTrackerPage(<ExpensesPage />);
    const utf8 = (text: string) => new TextEncoder().encode(text);
    // "Café" saved by an older program: é as the single byte 0xE9, not UTF-8.
    const latinCafe = [utf8('Caf'), new Uint8Array([0xe9])];
    await chooseFile(
      user,
      csvFile([
        utf8('Date,Description,Amount\n2025-03-01,Rechtsanwalt Müller,250.00\n2025-03-02,'),
        ...latinCafe,
        utf8(',4.50\n2025-03-03,Copies,12.5\n2025-03-04,'),
        ...latinCafe,
        utf8(' au lait,3.00\n'),
      ]),
    );
    await user.click(await dialog().findByRole('button', { name: 'Preview rows' }));
    await dialog().findByRole('heading', { name: 'Check the rows' });

    expect(dialog().getByRole('alert')).toHaveTextContent(
      'Rows 2 and 4 contain characters that could not be read. Save the file as UTF-8 (CSV UTF-8 in Excel) and import it again.',
    );
    expect(dialog().getByRole('status')).toHaveTextContent('2 ready to import · 2 invalid');
    expect(previewRows()).toEqual([
      ['Row 1', 'Mar 01, 2025', 'Rechtsanwalt MüllerOther', '$250.00', 'Ready'],
      ['Row 2', '2025-03-02', 'Caf\uFFFD', '4.50', `Invalid${UNREADABLE_ROW}`],
      ['Row 3', 'Mar 03, 2025', 'CopiesOther', '$12.50', 'Ready'],
      ['Row 4', '2025-03-04', 'Caf\uFFFD au lait', '3.00', `Invalid${UNREADABLE_ROW}`],
    ]);
    expect(dialog().queryByRole('checkbox', { name: 'Import row 2' })).not.toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Import 2 expenses' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(imports(calls).map((call) => call.body)).toEqual([
      {
        rows: [
          { name: 'Rechtsanwalt Müller', amount: '250.00', date: '2025-03-01', category: 'other' },
          { name: 'Copies', amount: '12.50', date: '2025-03-03', category: 'other' },
        ],
      },
    ]);
  });

  it('cannot import when no row is ticked', async () => {
    const user = userEvent.setup();
    serve([]);
    renderTrackerPage(<ExpensesPage />);
    await previewFile(user, 'Date,Description,Amount\n2025-03-01,Mediator,250.00\n');

    await user.click(dialog().getByRole('checkbox', { name: 'Import row 1' }));

    expect(dialog().getByRole('button', { name: 'Import 0 expenses' })).toBeDisabled();
  });

  it("keeps the preview and shows the server's reasons, in the file's row numbers, when it refuses", async () => {
    const user = userEvent.setup();
    const calls = serve([rent], () =>
      reply(400, {
        error: IMPORT_MESSAGES.invalidRows,
        details: 'row 2: name: Expense name is required',
      }),
    );
    renderTrackerPage(<ExpensesPage />);
    await previewFile(user, STATEMENT);

    await user.click(dialog().getByRole('button', { name: 'Import 2 expenses' }));

    const alert = await dialog().findByRole('alert');
    expect(alert).toHaveTextContent(IMPORT_MESSAGES.invalidRows);
    // Rows 1 and 4 were sent: the server's "row 2" is the file's row 4.
    expect(alert).toHaveTextContent('row 4: name: Expense name is required');
    expect(dialog().getByRole('heading', { name: 'Check the rows' })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Import 2 expenses' })).toBeEnabled();
    expect(imports(calls)).toHaveLength(1);
    expect(listLoads(calls)).toHaveLength(1);
  });

  it('asks whether the month or the day comes first when the dates read both ways', async () => {
    const user = userEvent.setup();
    serve([]);
    renderTrackerPage(<ExpensesPage />);
    await chooseFile(
      user,
      csvFile(['Date,Description,Amount\n03/04/2025,Therapist,90.00\n05/06/2025,Parking,4.00\n']),
    );

    const order = await dialog().findByRole('group', { name: 'Date order' });
    expect(order).toHaveTextContent(
      '“03/04/2025” is Mar 04, 2025 with the month first, or Apr 03, 2025 with the day first',
    );
    const monthFirst = within(order).getByRole('radio', { name: 'Month first (MM/DD/YYYY)' });
    expect(monthFirst).not.toBeChecked();
    expect(within(order).getByRole('radio', { name: 'Day first (DD/MM/YYYY)' })).not.toBeChecked();

    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    expect(order).toHaveTextContent('Choose whether the month or the day comes first');
    expect(monthFirst).toHaveFocus();

    await user.click(within(order).getByRole('radio', { name: 'Day first (DD/MM/YYYY)' }));
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));

    expect(await dialog().findByRole('heading', { name: 'Check the rows' })).toHaveFocus();
    expect(previewRows().map((row) => row[1])).toEqual(['Apr 03, 2025', 'Jun 05, 2025']);
  });

  it('reads separate debit and credit columns, skipping the credits, and can be remapped', async () => {
    const user = userEvent.setup();
    serve([]);
    renderTrackerPage(<ExpensesPage />);
    await chooseFile(user, csvFile([debitCredit], 'checking.csv'));

    expect(
      await dialog().findByRole('radio', { name: 'Separate debit and credit columns' }),
    ).toBeChecked();
    expect(dialog().getByLabelText('Date')).toHaveDisplayValue('Date');
    expect(dialog().getByLabelText('Description')).toHaveDisplayValue('Description');
    expect(dialog().getByLabelText('Debit')).toHaveDisplayValue('Debit');
    expect(dialog().getByLabelText('Credit')).toHaveDisplayValue('Credit');
    expect(dialog().getByLabelText('Date format')).toHaveDisplayValue('YYYY-MM-DD (2025-03-14)');

    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    await dialog().findByRole('heading', { name: 'Check the rows' });
    expect(dialog().getByRole('status')).toHaveTextContent('3 ready to import · 1 credit skipped');
    expect(previewRows()[1]).toEqual([
      'Row 2',
      '2025-03-02',
      'PAYROLL ACME INC',
      '3200.00',
      `Skipped${IMPORT_NOTES.credit}`,
    ]);

    // Back to the columns: one amount column needs the amount chosen.
    await user.click(dialog().getByRole('button', { name: 'Back to columns' }));
    await user.click(dialog().getByRole('radio', { name: 'One amount column' }));
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    const amount = dialog().getByLabelText('Amount');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription('Choose the column that holds the amounts');

    await user.selectOptions(amount, 'Balance');
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    await dialog().findByRole('heading', { name: 'Check the rows' });
    expect(dialog().getByRole('status')).toHaveTextContent('4 ready to import');
  });

  it('reads a US bank layout: MM/DD/YYYY, $1,234.56 negatives as expenses, credits skipped', async () => {
    const user = userEvent.setup();
    serve([]);
    renderTrackerPage(<ExpensesPage />);
    await previewFile(user, usBank);

    expect(dialog().getByRole('status')).toHaveTextContent('3 ready to import · 1 credit skipped');
    expect(previewRows()[2]).toEqual([
      'Row 3',
      'Mar 18, 2025',
      'THERAPIST DR LEEOther',
      '$1,234.56',
      'Ready',
    ]);
  });

  it.each([
    [
      'a file over 2 MB',
      () => csvFile(['x'.repeat(MAX_IMPORT_FILE_BYTES + 1)]),
      IMPORT_MESSAGES.fileTooLarge,
    ],
    [
      'a ZIP file',
      () => csvFile([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])]),
      IMPORT_MESSAGES.notText,
    ],
    ['a PDF', () => csvFile(['%PDF-1.7\n']), IMPORT_MESSAGES.notText],
    ['an empty file', () => csvFile([]), IMPORT_MESSAGES.noRows],
    [
      'a file of 5,001 rows',
      () =>
        csvFile([
          ['Date,Description,Amount', ...Array(MAX_IMPORT_ROWS + 1).fill('2025-03-01,Fee,1')].join(
            '\n',
          ),
        ]),
      IMPORT_MESSAGES.tooManyRows,
    ],
  ])('refuses %s before anything is sent', async (_kind, makeFile, message) => {
    const user = userEvent.setup();
    const calls = serve([]);
    renderTrackerPage(<ExpensesPage />);

    await chooseFile(user, makeFile());

    expect(await dialog().findByRole('alert')).toHaveTextContent(message);
    expect(dialog().getByLabelText('CSV file')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(dialog().queryByRole('heading', { name: 'Match the columns' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('takes a file dropped on the box', async () => {
    const user = userEvent.setup();
    serve([]);
    renderTrackerPage(<ExpensesPage />);
    const input = await openImporter(user);

    fireEvent.drop(input.closest('div.border-dashed')!, {
      dataTransfer: { files: [csvFile([debitCredit])] },
    });

    expect(await dialog().findByRole('heading', { name: 'Match the columns' })).toHaveFocus();
  });

  it('draws a long preview 100 rows at a time', async () => {
    const user = userEvent.setup();
    serve([]);
    renderTrackerPage(<ExpensesPage />);
    const lines = Array.from({ length: 150 }, (_, index) => `2025-03-01,Fee ${index + 1},1`);
    await previewFile(user, ['Date,Description,Amount', ...lines].join('\n'));

    // Counted without role queries, which are slow over hundreds of rows in jsdom.
    const drawnRows = () => dialog().getByRole('table').querySelectorAll('tbody tr').length;
    expect(drawnRows()).toBe(100);
    expect(dialog().getByText('Showing 100 of 150 rows.')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Show 50 more rows' }));

    expect(drawnRows()).toBe(150);
    expect(dialog().getByRole('button', { name: 'Import 150 expenses' })).toBeEnabled();
  });

  it('imports the categories a Category column names, and an unknown one as Other', async () => {
    const user = userEvent.setup();
    const calls = serve([]);
    renderTrackerPage(<ExpensesPage />);
    await chooseFile(
      user,
      csvFile([
        [
          'Date,Description,Amount,Category',
          '2025-03-03,Oak Street,-2100.00,Rent or mortgage',
          '2025-03-09,Little Stars,-300.00,children.child_care',
          '2025-03-15,Corner store,-12.00,Sundries',
        ].join('\n'),
      ]),
    );

    const column = await dialog().findByLabelText('Category');
    expect(column).toHaveDisplayValue('Category');
    expect(column).toHaveAccessibleDescription('First value: Rent or mortgage');
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    await dialog().findByRole('heading', { name: 'Check the rows' });

    expect(previewRows().map((row) => [row[2], row[4]])).toEqual([
      ['Oak StreetRent or mortgage', 'Ready'],
      ['Little StarsChild care', 'Ready'],
      ['Corner storeOther', `Ready${IMPORT_NOTES.unknownCategory}`],
    ]);
    await user.click(dialog().getByRole('button', { name: 'Import 3 expenses' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(imports(calls).map((call) => call.body)).toEqual([
      {
        rows: [
          {
            name: 'Oak Street',
            amount: '2100.00',
            date: '2025-03-03',
            category: 'housing.rent_mortgage',
          },
          {
            name: 'Little Stars',
            amount: '300.00',
            date: '2025-03-09',
            category: 'children.child_care',
          },
          { name: 'Corner store', amount: '12.00', date: '2025-03-15', category: 'other' },
        ],
      },
    ]);
    // In the order the (stubbed) server lists them.
    expect(bodyRows(4)).toEqual([
      ['Mar 03, 2025', 'Oak Street', 'Rent or mortgage', '$2,100.00'],
      ['Mar 09, 2025', 'Little Stars', 'Child care', '$300.00'],
      ['Mar 15, 2025', 'Corner store', 'Other', '$12.00'],
    ]);
  });

  it('gives rows the category of her rule by payee text, shows it in the preview and sends it', async () => {
    const user = userEvent.setup();
    const calls = serve([]);
    renderTrackerPage(<ExpensesPage />);
    await chooseFile(
      user,
      csvFile([
        [
          'Date,Description,Amount',
          '2025-03-03,OAK STREET RENT,-2100.00',
          '2025-03-09,SHELL OIL 123,-45.10',
          '2025-03-12,Shell Oil 456,-38.00',
          '2025-04-03,Oak Street Rent,-2100.00',
        ].join('\n'),
      ]),
    );
    expect(await dialog().findByLabelText('Category')).toHaveDisplayValue('No category column');
    const rules = within(dialog().getByRole('region', { name: 'Categories by payee' }));
    const text = rules.getByLabelText('Description contains');
    const category = rules.getByLabelText('Category to use');

    // Nothing to add yet: both fields say what they need.
    await user.click(rules.getByRole('button', { name: 'Add rule' }));
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription(RULE_MESSAGES.contains);
    expect(category).toHaveAccessibleDescription(RULE_MESSAGES.category);

    await user.type(text, 'rent');
    await user.selectOptions(category, 'housing.rent_mortgage');
    await user.click(rules.getByRole('button', { name: 'Add rule' }));
    expect(rules.getByRole('list', { name: 'Your rules' })).toHaveTextContent(
      'Description contains “rent” → Rent or mortgage',
    );
    expect(text).toHaveValue('');
    expect(text).toHaveFocus();

    // The words many descriptions hold, in one tap; the rent rows are covered already.
    const suggested = within(
      rules.getByRole('list', { name: 'Words that appear often in this file:' }),
    );
    expect(suggested.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'shell oil',
    ]);
    await user.click(suggested.getByRole('button', { name: 'shell oil' }));
    expect(text).toHaveValue('shell oil');
    expect(category).toHaveFocus();

    // A rule typed but not added stops the preview rather than being lost.
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription(RULE_MESSAGES.pending);
    await user.selectOptions(category, 'transportation.fuel');
    await user.click(rules.getByRole('button', { name: 'Add rule' }));
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    await dialog().findByRole('heading', { name: 'Check the rows' });

    expect(previewRows().map((row) => row[2])).toEqual([
      'OAK STREET RENTRent or mortgage · by your rule “rent”',
      'SHELL OIL 123Fuel · by your rule “shell oil”',
      'Shell Oil 456Fuel · by your rule “shell oil”',
      'Oak Street RentRent or mortgage · by your rule “rent”',
    ]);

    // Back to the columns: the rules are kept; one removed is gone from the preview.
    await user.click(dialog().getByRole('button', { name: 'Back to columns' }));
    const kept = within(dialog().getByRole('region', { name: 'Categories by payee' }));
    await user.click(kept.getByRole('button', { name: 'Remove the rule for “shell oil”' }));
    expect(kept.getByRole('list', { name: 'Your rules' }).querySelectorAll('li')).toHaveLength(1);
    await user.click(dialog().getByRole('button', { name: 'Preview rows' }));
    await dialog().findByRole('heading', { name: 'Check the rows' });
    expect(previewRows()[1]![2]).toBe('SHELL OIL 123Other');

    await user.click(dialog().getByRole('button', { name: 'Import 4 expenses' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = imports(calls).map((call) => (call.body as { rows: ExpenseValues[] }).rows);
    expect(sent!.map((row) => [row.name, row.category])).toEqual([
      ['OAK STREET RENT', 'housing.rent_mortgage'],
      ['SHELL OIL 123', 'other'],
      ['Shell Oil 456', 'other'],
      ['Oak Street Rent', 'housing.rent_mortgage'],
    ]);
  });
});
