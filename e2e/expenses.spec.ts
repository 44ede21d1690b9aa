import { signIn } from './fixtures/auth';
import { apiHeaders } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { holdRequests, recordPosts, toasts, trackerTable } from './fixtures/trackers';
import { ExpensesPage, type ExpenseFields } from './pages/expenses-page';

/** Date, Expense Name and Amount of every row, top to bottom. */
// Date, name, category and amount.
const { expectRows } = trackerTable(4);

const RENT: ExpenseFields = { date: '2025-03-05', name: 'Rent', amount: '1200' };
const MOVERS: ExpenseFields = { date: '2025-03-01', name: 'Movers', amount: '300' };

test.describe('/expenses', () => {
  test.use({ startAt: '/expenses' });
  let expenses: ExpensesPage;

  test.beforeEach(async ({ page, premiumUser: _signedIn }) => {
    expenses = new ExpensesPage(page);
    await expenses.expectOpen();
  });

  test('starts empty, adds expenses newest first, and totals them exactly', async ({ page }) => {
    await expect(page.getByText('Track your expenses and manage your budget.')).toBeVisible();
    await expect(expenses.emptyText).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await expenses.add({ date: '2025-01-02', name: 'Copies', amount: '0.01' });
    await expect(toasts(page).getByText('Expense added', { exact: true })).toBeVisible();
    await expenses.add({ date: '2025-03-05', name: 'Retainer', amount: '99999999.99' });
    await expenses.add({ date: '2025-02-10', name: 'Parking', amount: '12.5' });
    await expenses.add({ date: '2025-02-10', name: 'Coffee', amount: '0.1' });

    const expected = [
      ['Mar 05, 2025', 'Retainer', 'Other', '$99,999,999.99'],
      ['Feb 10, 2025', 'Coffee', 'Other', '$0.10'],
      ['Feb 10, 2025', 'Parking', 'Other', '$12.50'],
      ['Jan 02, 2025', 'Copies', 'Other', '$0.01'],
    ];
    await expectRows(page, expected);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Date',
      'Expense Name',
      'Category',
      'Amount',
      'Actions',
    ]);
    await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(expenses.total).toHaveText('$100,000,012.60');

    // Amounts line up: right-aligned tabular figures.
    const amountCell = page.getByRole('cell', { name: '$12.50' });
    await expect(amountCell).toHaveCSS('text-align', 'right');
    await expect(amountCell).toHaveCSS('font-variant-numeric', 'tabular-nums');

    await page.reload();
    await expectRows(page, expected);
    await expect(expenses.total).toHaveText('$100,000,012.60');
  });

  test('shows every validation message and sends nothing until the form is valid', async ({
    page,
  }) => {
    const posts = recordPosts(page, '/api/expenses');
    await expenses.addButton.click();
    const dialog = expenses.addDialog;
    await expect(dialog.getByLabel('Amount')).toHaveAttribute('step', '0.01');
    await expect(dialog.getByLabel('Amount')).toHaveAttribute('min', '0.01');

    await dialog.getByLabel('Date').fill('');
    await expenses.saveNewButton.click();
    await expect(dialog.getByText('Expense name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Amount must be positive', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Invalid date format', { exact: true })).toBeVisible();

    await expenses.fill(dialog, { date: '2025-05-01', name: '   ', amount: '0' });
    await expenses.saveNewButton.click();
    await expect(dialog.getByText('Expense name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Amount must be positive', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Invalid date format')).toHaveCount(0);

    await expenses.fill(dialog, { name: 'Lawyer', amount: '-5' });
    await expect(dialog.getByText('Amount must be positive', { exact: true })).toBeVisible();
    await expenses.fill(dialog, { amount: '1.234' });
    await expect(
      dialog.getByText('Amount can have at most 2 decimal places', { exact: true }),
    ).toBeVisible();
    await expenses.fill(dialog, { amount: '100000000' });
    await expect(
      dialog.getByText('Amount must be at most 99,999,999.99', { exact: true }),
    ).toBeVisible();
    expect(posts).toEqual([]);

    await expenses.fill(dialog, { amount: '99999999.99' });
    await expenses.saveNewButton.click();
    await expect(dialog).toBeHidden();
    await expectRows(page, [['May 01, 2025', 'Lawyer', 'Other', '$99,999,999.99']]);
  });

  test('edits an expense through the Edit Expense dialog', async ({ page }) => {
    await expenses.add(RENT);
    await expenses.editButton('Rent').click();

    const dialog = expenses.editDialog;
    await expect(dialog.getByLabel('Date')).toHaveValue('2025-03-05');
    await expect(dialog.getByLabel('Expense Name')).toHaveValue('Rent');
    await expect(dialog.getByLabel('Amount')).toHaveValue('1200.00');
    await expenses.fill(dialog, { name: '', amount: '1250.75' });
    await expenses.updateButton.click();
    await expect(dialog.getByText('Expense name is required', { exact: true })).toBeVisible();

    await expenses.fill(dialog, { date: '2025-04-01', name: 'April rent' });
    await expenses.updateButton.click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Expense updated', { exact: true })).toBeVisible();
    await expectRows(page, [['Apr 01, 2025', 'April rent', 'Other', '$1,250.75']]);
    await expect(expenses.total).toHaveText('$1,250.75');

    await page.reload();
    await expectRows(page, [['Apr 01, 2025', 'April rent', 'Other', '$1,250.75']]);
  });

  test('asks before deleting: Cancel keeps the expense, Delete removes it', async ({ page }) => {
    await expenses.add(RENT);
    await expenses.add(MOVERS);

    await expenses.deleteButton('Rent').click();
    const confirm = expenses.confirmation;
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expectRows(page, [
      ['Mar 05, 2025', 'Rent', 'Other', '$1,200.00'],
      ['Mar 01, 2025', 'Movers', 'Other', '$300.00'],
    ]);

    await expenses.deleteRecord('Rent');
    await expect(toasts(page).getByText('Expense deleted', { exact: true })).toBeVisible();
    await expectRows(page, [['Mar 01, 2025', 'Movers', 'Other', '$300.00']]);
    await expect(expenses.total).toHaveText('$300.00');

    await page.reload();
    await expectRows(page, [['Mar 01, 2025', 'Movers', 'Other', '$300.00']]);

    await expenses.deleteRecord('Movers');
    await expect(expenses.emptyText).toBeVisible();
  });

  test('a failed add shows at once, rolls back, says why, and keeps the input', async ({
    page,
  }) => {
    await expenses.add(RENT);
    const failing = await holdRequests(page, '**/api/expenses', 'POST', {
      status: 500,
      json: { error: 'Database unavailable', code: 'internal' },
    });

    await expenses.submitNew({ date: '2025-04-01', name: 'Mediator', amount: '450' });

    // Optimistic: the row and the total change before the server answers.
    await expect(expenses.addDialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expectRows(page, [
      ['Apr 01, 2025', 'Mediator', 'Other', '$450.00'],
      ['Mar 05, 2025', 'Rent', 'Other', '$1,200.00'],
    ]);
    await expect(expenses.total).toHaveText('$1,650.00');

    failing.release();
    await expect(toasts(page).getByText('Failed to add expense', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Database unavailable', { exact: true })).toBeVisible();
    await expectRows(page, [['Mar 05, 2025', 'Rent', 'Other', '$1,200.00']]);
    await expect(expenses.total).toHaveText('$1,200.00');
    const dialog = expenses.addDialog;
    await expect(dialog.getByRole('alert')).toContainText('Database unavailable');
    await expect(dialog.getByLabel('Expense Name')).toHaveValue('Mediator');
    await expect(dialog.getByLabel('Amount')).toHaveValue('450');

    // With the server back, the same dialog saves the expense.
    await failing.stop();
    await expenses.saveNewButton.click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Expense added', { exact: true })).toBeVisible();

    await page.reload();
    await expectRows(page, [
      ['Apr 01, 2025', 'Mediator', 'Other', '$450.00'],
      ['Mar 05, 2025', 'Rent', 'Other', '$1,200.00'],
    ]);
  });

  test('reopens the add dialog with the input when the add fails after it was closed', async ({
    page,
  }) => {
    const failing = await holdRequests(page, '**/api/expenses', 'POST', {
      status: 400,
      json: {
        error: 'Validation failed',
        code: 'validation_failed',
        details: 'name: Expense name is required',
      },
    });
    await expenses.submitNew({ date: '2025-06-01', name: 'Appraisal', amount: '300' });
    await expenses.cancel(expenses.addDialog);
    await expect(expenses.addDialog).toBeHidden();
    await expectRows(page, [['Jun 01, 2025', 'Appraisal', 'Other', '$300.00']]);

    failing.release();
    await expect(
      toasts(page).getByText('Validation failed: name: Expense name is required', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(expenses.addDialog).toBeVisible();
    await expect(expenses.addDialog.getByLabel('Expense Name')).toHaveValue('Appraisal');
    await expect(expenses.addDialog.getByLabel('Amount')).toHaveValue('300.00');
    await expect(expenses.emptyText).toBeAttached();
  });

  test('a failed edit or delete puts the expense back, and a reload matches the server', async ({
    page,
  }) => {
    await expenses.add(RENT);
    await expenses.add(MOVERS);
    const saved = [
      ['Mar 05, 2025', 'Rent', 'Other', '$1,200.00'],
      ['Mar 01, 2025', 'Movers', 'Other', '$300.00'],
    ];

    const failingUpdate = await holdRequests(page, '**/api/expenses/*', 'PUT', {
      status: 400,
      json: {
        error: 'Validation failed',
        code: 'validation_failed',
        details: 'amount: Amount must be positive',
      },
    });
    await expenses.submitEdit('Rent', { name: 'Rent (March)', amount: '1300' });
    await expectRows(page, [['Mar 05, 2025', 'Rent (March)', 'Other', '$1,300.00'], saved[1]!]);

    failingUpdate.release();
    await expect(toasts(page).getByText('Failed to update expense', { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText('Validation failed: amount: Amount must be positive', {
        exact: true,
      }),
    ).toBeVisible();
    await expectRows(page, saved);
    await expenses.cancel(expenses.editDialog);
    await failingUpdate.stop();

    const failingDelete = await holdRequests(page, '**/api/expenses/*', 'DELETE', {
      status: 500,
      json: { error: 'Database unavailable', code: 'internal' },
    });
    await expenses.deleteRecord('Movers');
    await expectRows(page, [saved[0]!]);
    await expect(expenses.total).toHaveText('$1,200.00');

    failingDelete.release();
    await expect(toasts(page).getByText('Failed to delete expense', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Database unavailable', { exact: true })).toBeVisible();
    await expectRows(page, saved);
    await expect(expenses.total).toHaveText('$1,500.00');

    await failingDelete.stop();
    await page.reload();
    await expectRows(page, saved);
  });

  test("shows the 'Error Loading Expenses' card when the list cannot load", async ({ page }) => {
    await page.route('**/api/expenses', (route) =>
      route.fulfill({ status: 500, json: { error: 'Database unavailable', code: 'internal' } }),
    );
    await page.reload();

    await expect(page.getByRole('heading', { name: 'Error Loading Expenses' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      page.getByText('There was a problem loading your expenses. Please try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('imports a bank CSV without a category column, categorised by rules on the payee text', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import expenses from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'checking.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Date,Description,Amount',
          '2025-03-03,OAK STREET RENT,-2100.00',
          '2025-03-09,POS PURCHASE FRESHMART #12,-61.20',
          '2025-03-16,POS PURCHASE FRESHMART #12,-48.75',
          '2025-03-20,PARKING METER,-4.00',
        ].join('\n'),
      ),
    });
    await expect(dialog.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
    await expect(dialog.getByLabel('Category', { exact: true })).toHaveValue('');

    // A rule typed in, and one from a word the file's descriptions share.
    const rules = dialog.getByRole('region', { name: 'Categories by payee' });
    await rules.getByLabel('Description contains').fill('rent');
    await rules.getByLabel('Category to use').selectOption('housing.rent_mortgage');
    await rules.getByRole('button', { name: 'Add rule' }).click();
    await rules.getByRole('button', { name: 'freshmart', exact: true }).click();
    await expect(rules.getByLabel('Description contains')).toHaveValue('freshmart');
    await rules.getByLabel('Category to use').selectOption('food.groceries');
    await rules.getByRole('button', { name: 'Add rule' }).click();
    await expect(rules.getByRole('list', { name: 'Your rules' }).getByRole('listitem')).toHaveText([
      /Description contains “rent” → Rent or mortgage/,
      /Description contains “freshmart” → Groceries and household supplies/,
    ]);
    await checkScreen(page, 'expenses-import-rules', { include: '[role="dialog"]' });

    await dialog.getByRole('button', { name: 'Preview rows' }).click();
    await expect(dialog.getByRole('heading', { name: 'Check the rows' })).toBeVisible();
    const previewRow = (name: string) => dialog.locator('tbody tr', { hasText: name });
    await expect(previewRow('OAK STREET RENT')).toContainText(
      'Rent or mortgage · by your rule “rent”',
    );
    await expect(previewRow('FRESHMART').first()).toContainText(
      'Groceries and household supplies · by your rule “freshmart”',
    );
    await expect(previewRow('PARKING METER')).toContainText('Other');
    await checkScreen(page, 'expenses-import-preview-categories', { include: '[role="dialog"]' });

    await dialog.getByRole('button', { name: 'Import 4 expenses' }).click();
    await expect(dialog).toBeHidden();
    const tableRow = (name: string) => page.locator('tbody tr', { hasText: name });
    await expect(tableRow('OAK STREET RENT')).toContainText('Rent or mortgage');
    await expect(tableRow('FRESHMART')).toHaveCount(2);
    await expect(tableRow('FRESHMART').first()).toContainText('Groceries and household supplies');
    await expect(tableRow('PARKING METER')).toContainText('Other');
    await expect(expenses.total).toHaveText('$2,213.95');
    await checkScreen(page, 'expenses-imported-categories');
  });
});

test.describe('/expenses with a long list', () => {
  const COUNT = 600;
  /** Expense n (1 the oldest) on its own day, so newest first puts Expense 600 on top. */
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    name: `Expense ${i + 1}`,
    amount: 1,
    date: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  }));
  /** The expense a row shows, from its aria-rowindex (the header row is 1). */
  const expenseAt = (rowIndex: number) => `Expense ${COUNT - (rowIndex - 2)}`;

  test('renders the rows near the viewport; scrolling and Tab reach every row', async ({
    page,
    premiumAccount,
  }) => {
    const imported = await page.request.post('/api/expenses/import', {
      headers: await apiHeaders(page.request, premiumAccount),
      data: { rows },
    });
    expect(imported.status(), await imported.text()).toBe(201);
    await signIn(page, premiumAccount, { at: '/expenses' });

    const table = page.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1));
    await expect(page.getByTestId('expenses-total')).toHaveText('$600.00');
    const rendered = page.locator('tbody tr[aria-rowindex]');
    await expect(rendered.first()).toHaveAttribute('aria-rowindex', '2');
    await expect(rendered.first()).toContainText('Expense 600');
    const inDocument = await rendered.count();
    expect(inDocument).toBeGreaterThan(10);
    expect(inDocument).toBeLessThan(100);

    // Tab from the last rendered row goes on into rows that were not there at first.
    const lastIndex = Number(await rendered.last().getAttribute('aria-rowindex'));
    await page.getByRole('button', { name: `Delete ${expenseAt(lastIndex)}`, exact: true }).focus();
    // Four controls a row: its documents (the paperclip), history, edit and delete.
    for (let press = 0; press < 4 * 20; press += 1) await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(
      `Delete ${expenseAt(lastIndex + 20)}`,
    );
    await expect(page.locator(':focus')).toBeInViewport();

    // The page keeps the full list's height: its bottom shows the oldest expense.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const oldest = page.getByRole('cell', { name: 'Expense 1', exact: true });
    await expect(oldest).toBeInViewport();
    await expect(page.locator('tbody tr', { has: oldest })).toHaveAttribute(
      'aria-rowindex',
      String(COUNT + 1),
    );
  });
});
