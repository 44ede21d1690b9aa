/**
 * The whole product in one sitting, at 1280×800 and at 390×844 (one run per Playwright
 * project): sign up → upgrade through the local checkout → an expense, a net-worth item and
 * an event → both settlement calculators → the PDF report → log out. Every screen on the way
 * passes axe and is kept as a screenshot (fixtures/screens.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, toastRegion } from './fixtures/auth';
import { checkScreen } from './fixtures/screens';
import { SignupPage } from './pages/auth-pages';
import { isPhone, Navigation } from './pages/navigation';

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Opens a premium tool from its card on Home, as a user would. */
async function openFromHome(page: Page, title: string, headingText = title) {
  await new Navigation(page).navigateTo('Home');
  await expect(heading(page, 'Home')).toBeVisible();
  await page.getByRole('link', { name: `Open ${title}` }).click();
  await expect(heading(page, headingText)).toBeVisible();
}

test('sign up, upgrade, track, compare, export and log out', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const account = newAccount('journey');

  // A visitor lands, reads, and signs up.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, '01-landing');
  await page
    .getByRole('main')
    .getByRole('link', { name: /sign up/i })
    .first()
    .click();
  await expect(heading(page, 'Sign up')).toBeVisible();
  await checkScreen(page, '02-signup');
  await new SignupPage(page).signUp(account);
  await expect(heading(page, 'Home')).toBeVisible();
  await expect(page.getByRole('main').getByText('Free', { exact: true })).toBeVisible();
  await checkScreen(page, '03-home-free');

  // Upgrade through the local test-mode checkout.
  await new Navigation(page).navigateTo('Account Settings');
  await expect(heading(page, 'Account Settings')).toBeVisible();
  await checkScreen(page, '04-account-settings-free');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\?session=/);
  await expect(heading(page, 'Fairsplit Premium')).toBeVisible();
  await checkScreen(page, '05-checkout');
  await page.getByRole('button', { name: 'Pay $29.99' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(toastRegion(page).getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Premium', { exact: true })).toBeVisible();
  await checkScreen(page, '06-home-premium');

  // An expense.
  await openFromHome(page, 'Expense Tracker');
  await checkScreen(page, '07-expenses-empty');
  await page.getByRole('button', { name: 'Add Expense', exact: true }).click();
  const expenseDialog = page.getByRole('dialog', { name: 'Add New Expense' });
  await expenseDialog.getByLabel('Date').fill('2026-10-01');
  await expenseDialog.getByLabel('Expense Name').fill('Mediator retainer');
  await expenseDialog.getByLabel('Amount').fill('1250.40');
  await checkScreen(page, '08-expense-dialog', { include: '[role="dialog"]' });
  await expenseDialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(expenseDialog).toBeHidden();
  await expect(page.getByTestId('expenses-total')).toHaveText('$1,250.40');
  await checkScreen(page, '09-expenses');

  // A net-worth item.
  await openFromHome(page, 'Net Worth Tracker', 'Combined Net Worth Tracker');
  await checkScreen(page, '10-networth-empty');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Add Net Worth Item' });
  await itemDialog.getByLabel('Name').fill('Family home');
  await itemDialog.getByLabel('Category').selectOption({ label: 'Real Estate' });
  await itemDialog.getByLabel('Ownership').selectOption({ label: 'Joint' });
  await itemDialog.getByLabel('Value ($)').fill('420000');
  await checkScreen(page, '11-networth-dialog', { include: '[role="dialog"]' });
  await itemDialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(page.getByRole('main').getByText('$420,000.00').first()).toBeVisible();
  await checkScreen(page, '12-networth');

  // The report: a real PDF, named as docs/product.md says.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  await expect(toastRegion(page).getByText('PDF Generated', { exact: true })).toBeVisible();
  expect(download.suggestedFilename()).toBe('networth-report.pdf');
  const pdfPath = testInfo.outputPath('networth-report.pdf');
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  expect(readFileSync(pdfPath, 'latin1')).toContain('Family home');

  // An event.
  await openFromHome(page, 'Event Tracker');
  await checkScreen(page, '13-events-empty');
  await page.getByRole('button', { name: 'Add Your First Event' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'Add Event' });
  await eventDialog.getByLabel('Date').fill('2026-10-12');
  await eventDialog.getByLabel('Description').fill('First mediation session');
  await eventDialog.getByLabel('Party').selectOption({ label: 'Mediator' });
  await eventDialog.getByLabel('Concern Level').selectOption('2');
  await checkScreen(page, '14-event-dialog', { include: '[role="dialog"]' });
  await eventDialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(eventDialog).toBeHidden();
  await expect(
    page.getByRole('cell', { name: 'First mediation session', exact: true }),
  ).toBeVisible();
  await checkScreen(page, '15-events');

  // Both settlement calculators.
  await openFromHome(page, 'Settlement Calculator', 'Free Settlement Calculator');
  await expect(page.getByTestId('net-settlement')).toHaveText('$140,000');
  await checkScreen(page, '16-free-settlement-calculator');
  await openFromHome(page, 'Settlement vs. Trial Calculator');
  // The trackers' numbers: 420,000 of assets, no debts, 1,250.40 of expenses — in whole
  // dollars, as the calculator formulas in docs/product.md show currency.
  await expect(page.getByTestId('total-assets')).toHaveText('$420,000');
  await expect(page.getByTestId('net-worth')).toHaveText('$420,000');
  await expect(page.getByTestId('expenses')).toHaveText('$1,250');
  await checkScreen(page, '17-settlement-calculator');

  // Log out: back on /login with the product's toast.
  if (isPhone(page)) await checkScreenWithDrawer(page);
  await new Navigation(page).logOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastRegion(page).getByText('Logged Out', { exact: true })).toBeVisible();
  await checkScreen(page, '19-logged-out');
});

async function checkScreenWithDrawer(page: Page) {
  const navigation = new Navigation(page);
  await navigation.openMenu();
  await checkScreen(page, '18-drawer-premium');
  await navigation.closeMenu();
}
