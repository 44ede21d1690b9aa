import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

// The calculators' money field and who-is-who rule (docs/product.md#calculators), walked as a new
// user on the free calculator (the same money field and the same rule serve the premium one).
test.describe('the free settlement calculator reads figures as she meant them', () => {
  test.use({ startAt: '/free-settlement-calculator' });

  test.beforeEach(async ({ page, freeUser: _signedIn }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Free Settlement Calculator' }),
    ).toBeVisible();
  });

  async function enter(page: Page, label: string, text: string) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await field.fill('');
    await field.pressSequentially(text);
    return field;
  }

  test('a typed decimal point ends the dollars, and the field echoes the amount read', async ({
    page,
  }) => {
    const debts = await enter(page, 'Total Debts', '5031.12');
    await expect(debts).toHaveValue('5031.12');
    await expect(page.getByText('= $5,031 (cents rounded to the nearest dollar)')).toBeVisible();
    // 500,000 − 5,031, not 500,000 − 503,112.
    await expect(page.getByTestId('net-worth')).toHaveText('$494,969');

    await enter(page, 'Total Debts', '5031.50');
    await expect(page.getByTestId('net-worth')).toHaveText('$494,968');
    await debts.blur();
    await expect(debts).toHaveValue('5032');
    await expect(page.getByText('= $5,032', { exact: true })).toBeVisible();
  });

  test('when both outcomes are losses, the advice picks the smaller loss, as the findings do', async ({
    page,
  }) => {
    await enter(page, 'Total Assets', '360000');
    await enter(page, 'Total Debts', '300000');
    await enter(page, 'Current Expenses', '60000');
    await enter(page, 'Settlement Costs', '5000');
    await enter(page, 'Trial Costs', '10000');

    await expect(page.getByTestId('net-settlement')).toHaveText('-$35,000');
    await expect(page.getByTestId('trial-expected-amount')).toHaveText('-$40,000');
    const recommendation = page.getByTestId('recommendation');
    await expect(recommendation).toHaveAttribute('data-branch', 'moderate-settlement-better');
    await expect(recommendation).toContainText('Settling looks slightly better');
    await expect(page.getByTestId('key-findings')).toContainText(
      'Settling leaves you $5,000 more than the expected trial outcome.',
    );
    await expect(page.getByTestId('trial-expected')).toHaveAttribute('data-tone', 'red');
  });
});
