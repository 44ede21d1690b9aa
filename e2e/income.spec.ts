/**
 * The Income page end to end (docs/disclosure.md), at 1280 and at 390 px: a Premium user adds a
 * salary paid every two weeks and reads $4,333.33 a month (not $4,000) before and after saving,
 * adds hourly pay with its hours, a mandatory deduction, edits and deletes; the totals follow to
 * the cent. Every screen passes axe and is kept as a screenshot; the page never scrolls sideways.
 * On a phone the page is reached from the drawer, on a desktop from Home's tools.
 */
import type { Locator, Page } from '@playwright/test';
import { signIn, toastRegion } from './fixtures/auth';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { Navigation } from './pages/navigation';

type Row = {
  name: string;
  /** The select's labels, as she reads them. */
  type: string;
  frequency: string;
  amount: string;
  hours?: string;
};

const SIZES = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
] as const;

function incomePage(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Income', exact: true }),
    gross: page.getByTestId('income-gross'),
    deductions: page.getByTestId('income-deductions'),
    net: page.getByTestId('income-net'),
    sources: page.getByRole('table', { name: 'Your income sources' }),
    deductionRows: page.getByRole('table', { name: 'Your mandatory deductions' }),
  };
}

/** The page is no wider than the window: nothing is reached by scrolling sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Closes the toast on screen, so it does not cover what a screenshot is for. */
async function dismissToasts(page: Page) {
  const close = toastRegion(page).getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

async function fill(dialog: Locator, row: Partial<Row>) {
  if (row.name !== undefined) await dialog.getByLabel('Name').fill(row.name);
  if (row.type !== undefined) await dialog.getByLabel('Type').selectOption({ label: row.type });
  if (row.frequency !== undefined) {
    await dialog.getByLabel('How often').selectOption({ label: row.frequency });
  }
  if (row.amount !== undefined) {
    await dialog.getByLabel(/^(Amount|Pay per hour) \(\$\)$/).fill(row.amount);
  }
  if (row.hours !== undefined) await dialog.getByLabel('Hours per week').fill(row.hours);
}

for (const size of SIZES) {
  const { width } = size;
  test.describe(`/income at ${width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
    });

    test('a salary every two weeks is $4,333.33 a month; hourly pay, a deduction, an edit and a delete keep the totals exact', async ({
      page,
      premiumAccount,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, premiumAccount, { at: '/income' });
      const income = incomePage(page);
      await expect(income.heading).toBeVisible();
      await expect(
        page.getByText(
          'No income sources yet. Add your pay, benefits or any other money you receive.',
        ),
      ).toBeVisible();
      await expect(income.net).toHaveText('$0.00');
      await checkScreen(page, `income-${width}-empty`);
      await expectNoSidewaysScroll(page);

      // The salary: the monthly figure is echoed as she types, as the server will keep it.
      await page.getByRole('button', { name: 'Add Income Source', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: 'Add Income Source' });
      await fill(dialog, { name: 'Paycheck', type: 'Salary or wages', amount: '2000' });
      await fill(dialog, { frequency: 'Every two weeks' });
      const echo = dialog.getByTestId('monthly-echo');
      await expect(echo).toHaveText('$2,000.00 every two weeks is $4,333.33 a month');
      await expect(dialog.getByLabel('Hours per week')).toHaveCount(0);
      await checkScreen(page, `income-${width}-add-source`, { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: 'Add Income Source' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        toastRegion(page).getByText('Income source added', { exact: true }),
      ).toBeVisible();
      await expect(income.sources.getByRole('row', { name: /Paycheck/ })).toContainText(
        '$4,333.33',
      );
      await expect(income.gross).toHaveText('$4,333.33');

      // Hourly pay: the hours a week appear once "By the hour" is chosen.
      await page.getByRole('button', { name: 'Add Income Source', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Add Income Source' });
      await fill(dialog, { name: 'Weekend shifts', type: 'Overtime', frequency: 'By the hour' });
      await expect(dialog.getByLabel('Hours per week')).toBeVisible();
      await fill(dialog, { amount: '25', hours: '37.5' });
      await expect(dialog.getByTestId('monthly-echo')).toHaveText(
        '$25.00 an hour for 37.5 hours a week is $4,062.50 a month',
      );
      await dialog.getByLabel('Last month ($, optional)').fill('3900');
      await checkScreen(page, `income-${width}-add-hourly`, { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: 'Add Income Source' }).click();
      await expect(dialog).toBeHidden();
      const shifts = income.sources.getByRole('row', { name: /Weekend shifts/ });
      await expect(shifts).toContainText('$4,062.50');
      await expect(shifts).toContainText('37.5 hours a week');
      await expect(shifts).toContainText('Last month: $3,900.00');
      await expect(income.gross).toHaveText('$8,395.83');

      // A mandatory deduction lowers the net figure.
      await page.getByRole('button', { name: 'Add Deduction', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Add Deduction' });
      await fill(dialog, {
        name: 'Federal tax',
        type: 'Taxes',
        amount: '400',
        frequency: 'Every two weeks',
      });
      await expect(dialog.getByTestId('monthly-echo')).toHaveText(
        '$400.00 every two weeks is $866.67 a month',
      );
      await dialog.getByRole('button', { name: 'Add Deduction' }).click();
      await expect(dialog).toBeHidden();
      await expect(toastRegion(page).getByText('Deduction added', { exact: true })).toBeVisible();
      await expect(income.deductions).toHaveText('$866.67');
      await expect(income.net).toHaveText('$7,529.16');

      // An edit: a raise to $2,100 every two weeks.
      await page.getByRole('button', { name: 'Edit Paycheck' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Income Source' });
      await expect(dialog.getByLabel('Amount ($)')).toHaveValue('2000.00');
      await fill(dialog, { amount: '2100' });
      await expect(dialog.getByTestId('monthly-echo')).toHaveText(
        '$2,100.00 every two weeks is $4,550.00 a month',
      );
      await dialog.getByRole('button', { name: 'Update Income Source' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        toastRegion(page).getByText('Income source updated', { exact: true }),
      ).toBeVisible();
      await expect(income.gross).toHaveText('$8,612.50');
      await expect(income.net).toHaveText('$7,745.83');
      await dismissToasts(page);
      await checkScreen(page, `income-${width}-filled`);
      await expectNoSidewaysScroll(page);

      // A delete asks first.
      await page.getByRole('button', { name: 'Delete Weekend shifts' }).click();
      const confirmation = page.getByRole('alertdialog', {
        name: 'Are you sure you want to delete this income source?',
      });
      await expect(confirmation).toContainText(
        '“Weekend shifts” ($4,062.50 a month) will be deleted.',
      );
      await checkScreen(page, `income-${width}-delete`, { include: '[role="alertdialog"]' });
      await confirmation.getByRole('button', { name: 'Delete' }).click();
      await expect(confirmation).toBeHidden();
      await expect(
        toastRegion(page).getByText('Income source deleted', { exact: true }),
      ).toBeVisible();
      await expect(shifts).toHaveCount(0);
      await expect(income.gross).toHaveText('$4,550.00');
      await expect(income.net).toHaveText('$3,683.33');

      // What the server keeps: the same figures after a reload.
      await page.reload();
      await expect(income.sources.getByRole('row', { name: /Paycheck/ })).toContainText(
        '$4,550.00',
      );
      await expect(income.net).toHaveText('$3,683.33');

      await page.getByRole('link', { name: 'See your financial disclosure' }).click();
      await expect(page).toHaveURL(/\/disclosure$/);
    });

    test('the page is reached from the tools: the drawer on a phone, Home on a desktop', async ({
      page,
      premiumUser: _signedIn,
    }) => {
      if (size.isMobile) {
        const navigation = new Navigation(page);
        const menu = await navigation.openMenu();
        await checkScreen(page, `income-${width}-drawer`, { include: '[role="dialog"]' });
        await menu.getByRole('link', { name: 'Income', exact: true }).click();
        await expect(menu).toBeHidden();
      } else {
        await page
          .getByRole('navigation', { name: 'Your tools' })
          .getByRole('link', { name: 'Income', exact: true })
          .click();
      }
      await expect(page).toHaveURL(/\/income$/);
      await expect(incomePage(page).heading).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Add Income Source', exact: true }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
