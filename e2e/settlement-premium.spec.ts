/**
 * The premium Settlement vs. Trial Calculator with the user's own tracker data.
 */
import { recordPoster } from './fixtures/premium';
import { FAMILY_HOME_ITEM } from './fixtures/records';
import { expect, test } from './fixtures/test';

test('uses the totals from the Net Worth and Expense trackers', async ({
  page,
  premiumUser: account,
}) => {
  const post = await recordPoster(page.request, account);
  const item = { notes: null, is_disputed: false, dispute_notes: null };
  await post('/api/networth', { ...item, ...FAMILY_HOME_ITEM });
  await post('/api/networth', {
    ...item,
    name: 'Brokerage account',
    classification: 'asset',
    category: 'investments',
    ownership: 'spouse_1',
    value: 150000,
  });
  await post('/api/networth', {
    ...item,
    name: 'Mortgage',
    classification: 'debt',
    category: 'mortgages',
    ownership: 'joint',
    value: 200000,
  });
  await post('/api/expenses', { name: 'Retainer', amount: 5000, date: '2026-10-01' });
  await post('/api/expenses', { name: 'Appraisal', amount: 2500, date: '2026-10-15' });

  await page.goto('/settlement-calculator');
  await expect(page.getByText('Premium Feature')).toBeVisible();
  // Assets 600,000 − debts 200,000 = net worth 400,000; expenses 7,500.
  await expect(page.getByTestId('total-assets')).toHaveText('$600,000');
  await expect(page.getByTestId('total-debts')).toHaveText('$200,000');
  await expect(page.getByTestId('net-worth')).toHaveText('$400,000');
  await expect(page.getByTestId('expenses')).toHaveText('$7,500');
  // Defaults: settle at 50% with 5,000 costs → 200,000 − 7,500 − 5,000 = 187,500.
  await expect(page.getByText('$187,500').first()).toBeVisible();
  // Expected trial at 50% with 25,000 costs → 200,000 − 7,500 − 25,000 = 167,500.
  await expect(page.getByText('$167,500').first()).toBeVisible();
  await expect(page.getByText(/No assets found/)).toHaveCount(0);
});

test.describe(() => {
  test.use({ startAt: '/settlement-calculator' });

  test('points to the trackers when they are empty', async ({ page, premiumUser: _signedIn }) => {
    await expect(page.getByTestId('net-worth')).toHaveText('$0');
    await expect(
      page.getByText(
        'No assets found. Add your assets in the Net Worth Tracker to include them here.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText('No debts found. If you have debts, add them in the Net Worth Tracker.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'No expenses found. Add the expenses you have already paid in the Expense Tracker.',
      ),
    ).toBeVisible();
  });
});
