import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

// Both calculators are login-only routes: each test starts as a fresh signed-in user on them.
test.describe('/calculator', () => {
  test.use({ startAt: '/calculator' });

  test.beforeEach(async ({ page, freeUser: _signedIn }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Calculator' })).toBeVisible();
  });

  const display = (page: Page) => page.getByTestId('calculator-display');

  async function press(page: Page, ...keys: string[]) {
    for (const name of keys) await page.getByRole('button', { name, exact: true }).click();
  }

  test('chains left to right: 2 + 3 × 4 = 20', async ({ page }) => {
    await press(page, '2', 'Add', '3', 'Multiply');
    await expect(display(page)).toHaveText('5');
    await press(page, '4', 'Equals');
    await expect(display(page)).toHaveText('20');
  });

  test('equals clears the pending operation; the next digit starts a new number', async ({
    page,
  }) => {
    await press(page, '9', 'Subtract', '4', 'Equals');
    await expect(display(page)).toHaveText('5');
    await press(page, 'Equals');
    await expect(display(page)).toHaveText('5');
    await press(page, '7');
    await expect(display(page)).toHaveText('7');
  });

  test('backspace removes the last digit and clear starts over', async ({ page }) => {
    await press(page, '1', '2', '3', 'Backspace');
    await expect(display(page)).toHaveText('12');
    await press(page, 'Add', '8', 'Clear');
    await expect(display(page)).toHaveText('0');
    await press(page, '4', 'Equals');
    await expect(display(page)).toHaveText('4');
  });

  test('divides to 6 decimals: 1 ÷ 3 = 0.333333, 2 ÷ 3 = 0.666667', async ({ page }) => {
    await press(page, '1', 'Divide', '3', 'Equals');
    await expect(display(page)).toHaveText('0.333333');
    await press(page, '2', 'Divide', '3', 'Equals');
    await expect(display(page)).toHaveText('0.666667');
  });

  test('adds decimals exactly: 0.1 + 0.2 = 0.3', async ({ page }) => {
    await press(page, 'Decimal point', '1', 'Add', '0', 'Decimal point', '2', 'Equals');
    await expect(display(page)).toHaveText('0.3');
  });

  test('dividing by zero shows an error, never Infinity or NaN', async ({ page }) => {
    await press(page, '5', 'Divide', '0', 'Equals');
    await expect(display(page)).toHaveText('Cannot divide by zero');
    await expect(page.getByText(/Infinity|NaN/)).toHaveCount(0);
    await press(page, '6');
    await expect(display(page)).toHaveText('6');
  });

  test('takes keyboard input', async ({ page }) => {
    await page.keyboard.type('12*3');
    await page.keyboard.press('Enter');
    await expect(display(page)).toHaveText('36');
    await page.keyboard.press('Escape');
    await expect(display(page)).toHaveText('0');
    await page.keyboard.type('10/4=');
    await expect(display(page)).toHaveText('2.5');
    await page.keyboard.type('7-');
    await page.keyboard.type('58');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(display(page)).toHaveText('2');
  });
});

test.describe('/free-settlement-calculator', () => {
  test.use({ startAt: '/free-settlement-calculator' });

  test.beforeEach(async ({ page, freeUser: _signedIn }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Free Settlement Calculator' }),
    ).toBeVisible();
  });

  /** Moves a slider with the keyboard, one step per key press, as a user would. */
  async function moveSlider(page: Page, name: string, steps: number) {
    const slider = page.getByRole('slider', { name, exact: true });
    await slider.focus();
    const key = steps > 0 ? 'ArrowRight' : 'ArrowLeft';
    for (let i = 0; i < Math.abs(steps); i++) await slider.press(key);
  }

  async function expectFigures(
    page: Page,
    figures: Partial<
      Record<
        | 'settlement-amount'
        | 'net-settlement'
        | 'break-even'
        | 'trial-worst-amount'
        | 'trial-expected-amount'
        | 'trial-best-amount'
        | 'net-worth',
        string
      >
    >,
  ) {
    for (const [testId, text] of Object.entries(figures)) {
      await expect(page.getByTestId(testId), testId).toHaveText(text);
    }
  }

  test('shows the results for its defaults', async ({ page }) => {
    // Assets 500,000 − debts 200,000; expenses 5,000; settlement costs 5,000; trial costs 25,000.
    await expectFigures(page, {
      'net-worth': '$300,000',
      'settlement-amount': '$150,000',
      'net-settlement': '$140,000',
      'trial-worst-amount': '$60,000',
      'trial-expected-amount': '$120,000',
      'trial-best-amount': '$180,000',
      'break-even': '43.3%',
    });
    await expect(page.getByTestId('recommendation')).toContainText(
      'Settling looks slightly better',
    );
    await expect(page.getByTestId('trial-worst')).toHaveAttribute('data-tone', 'red');
    await expect(page.getByTestId('trial-expected')).toHaveAttribute('data-tone', 'red');
    await expect(page.getByTestId('trial-best')).toHaveAttribute('data-tone', 'green');
  });

  test('moving the settlement percentage to 60% recomputes the settlement', async ({ page }) => {
    await moveSlider(page, 'Settlement Percentage', 10);
    await expect(page.getByRole('slider', { name: 'Settlement Percentage' })).toHaveValue('60');
    // 300,000 × 60% = 180,000, less 5,000 and 5,000.
    await expectFigures(page, {
      'settlement-amount': '$180,000',
      'net-settlement': '$170,000',
      'break-even': '43.3%',
    });
    // 180,000 is now above 170,000 × 1.1, so the best case turns yellow.
    await expect(page.getByTestId('trial-best')).toHaveAttribute('data-tone', 'yellow');
  });

  test('moving the worst case to 40% recomputes it', async ({ page }) => {
    await moveSlider(page, 'Worst Case', 10);
    // 300,000 × 40% − 5,000 − 25,000
    await expectFigures(page, { 'trial-worst-amount': '$90,000', 'net-settlement': '$140,000' });
  });

  test('moving the expected case to 60% changes the break-even and the recommendation', async ({
    page,
  }) => {
    await moveSlider(page, 'Expected Case', 10);
    // 300,000 × 60% − 30,000 = 150,000; break-even (180,000 − 25,000 + 5,000) / 300,000 = 53.3%.
    await expectFigures(page, { 'trial-expected-amount': '$150,000', 'break-even': '53.3%' });
    // Free thresholds: 150,000 ≤ 140,000 × 1.2 and 140,000 ≤ 150,000 × 1.1.
    await expect(page.getByTestId('recommendation')).toContainText('The two paths are similar');
  });

  test('moving the best case to 80% recomputes it', async ({ page }) => {
    await moveSlider(page, 'Best Case', 10);
    await expectFigures(page, { 'trial-best-amount': '$210,000' });
  });

  test('the risk tolerance picks the recommendation by band', async ({ page }) => {
    await moveSlider(page, 'Risk Tolerance', -3);
    // Low: 140,000 > 60,000 × 1.1.
    await expect(page.getByTestId('recommendation')).toContainText(
      'Settling looks like the safer choice',
    );
    await moveSlider(page, 'Risk Tolerance', 7);
    // High (9): 180,000 is not above 140,000 × 1.3 = 182,000.
    await expect(page.getByTestId('recommendation')).toContainText('Settling still looks better');
    await moveSlider(page, 'Best Case', 1);
    // 300,000 × 71% − 30,000 = 183,000 > 182,000.
    await expect(page.getByTestId('trial-best-amount')).toHaveText('$183,000');
    await expect(page.getByTestId('recommendation')).toContainText('A trial could pay off');
  });

  test('the worst case cannot pass the expected case', async ({ page }) => {
    const worst = page.getByRole('slider', { name: 'Worst Case', exact: true });
    await worst.focus();
    await worst.press('End');
    await expect(worst).toHaveValue('50');
    await expectFigures(page, { 'trial-worst-amount': '$120,000' });
  });

  test('typed assets keep only digits and recompute', async ({ page }) => {
    const assets = page.getByRole('textbox', { name: 'Total Assets' });
    await assets.fill('');
    await assets.pressSequentially('6a00,000');
    await expect(assets).toHaveValue('600000');
    await expectFigures(page, { 'net-worth': '$400,000', 'net-settlement': '$190,000' });
  });

  test('the About tab explains the tool and goes back to the calculator', async ({ page }) => {
    await page.getByRole('tab', { name: 'About This Tool' }).click();
    await page.getByRole('button', { name: 'Trial Parameters' }).click();
    await expect(page.getByRole('region', { name: 'Trial Parameters' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Limitations' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Calculator' }).click();
    await expect(page.getByTestId('net-settlement')).toHaveText('$140,000');
  });
});
