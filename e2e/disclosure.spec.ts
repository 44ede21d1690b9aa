/**
 * The financial disclosure (docs/disclosure.md): a bank CSV with a category column imported
 * into the Expense Tracker (an unknown category becomes Other, and says so), a bi-weekly salary
 * added on the Income page, a debt with its monthly payment (over the API); the statement for last month shows
 * $4,333.33 a month of income, each category's last month and 12-month average computed by hand
 * here, a proposed figure that moves the totals, and a PDF in FL-150's order whose text reads
 * back with pdftotext. At 1280 and 390 px.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';

/** 'YYYY-MM' of the month `back` months before this one, in the browser's (and runner's) zone. */
function monthsAgo(back: number): string {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}`;
}

test('imported, categorised expenses and a bi-weekly salary make a statement and a PDF that say $4,333.33', async ({
  page,
  request,
  premiumAccount,
  premiumUser: _signedIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = page.viewportSize()!.width;
  const last = monthsAgo(1);
  const before = monthsAgo(2);
  const longAgo = monthsAgo(14); // outside the 12 months: left out of every average

  // Three months with expenses in the window (last, before) and one outside it.
  const csvPath = testInfo.outputPath('bank.csv');
  writeFileSync(
    csvPath,
    [
      'Date,Description,Amount,Category',
      `${last}-03,Oak Street rent,-2100.00,Rent or mortgage`,
      `${last}-09,FreshMart,-612.45,Groceries and household supplies`,
      `${last}-20,Smith & Lee retainer,-2500.00,Attorney fees`,
      `${before}-03,Oak Street rent,-2100.00,Rent or mortgage`,
      `${before}-11,FreshMart,-540.11,Groceries and household supplies`,
      `${before}-15,Corner store,-12.00,Sundries`,
      `${longAgo}-03,Old rent,-1900.00,Rent or mortgage`,
    ].join('\n'),
  );
  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import expenses from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(csvPath);
  await dialog.getByRole('button', { name: 'Preview rows' }).click();
  await expect(
    dialog.getByText('A category that is not on the list: imported as Other'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 7 expenses' }).click();
  await expect(dialog).toBeHidden();

  // The tracker filters and totals by category.
  await page.getByLabel('Show').selectOption('housing.rent_mortgage');
  await expect(page.getByText('3 of 7 expenses')).toBeVisible();
  await expect(page.getByTestId('expenses-total')).toHaveText('$6,100.00');
  await checkScreen(page, `disclosure-${width}-expenses-by-category`);

  // A debt with its monthly payment, over the API (the net-worth dialog is tested on its own).
  const post = await recordPoster(request, premiumAccount);
  await post('/api/networth', {
    name: 'Visa card',
    classification: 'debt',
    category: 'credit_cards',
    ownership: 'joint',
    value: 4200,
    monthly_payment: 150,
  });
  // A bi-weekly salary, on the Income page (reached from the disclosure's own link later).
  await page.goto('/income');
  await page.getByRole('button', { name: 'Add Income Source', exact: true }).click();
  const salary = page.getByRole('dialog', { name: 'Add Income Source' });
  await salary.getByLabel('Name').fill('Acme payroll');
  await salary.getByLabel('Type').selectOption({ label: 'Salary or wages' });
  await salary.getByLabel('How often').selectOption({ label: 'Every two weeks' });
  await salary.getByLabel('Amount ($)').fill('2000');
  await expect(salary.getByTestId('monthly-echo')).toContainText('$4,333.33');
  await salary.getByRole('button', { name: 'Add Income Source' }).click();
  await expect(salary).toBeHidden();
  await expect(page.getByTestId('income-gross')).toContainText('$4,333.33');

  await page.goto('/disclosure');
  await expect(page.getByRole('heading', { name: 'Financial disclosure', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(last);
  const totals = page.getByRole('region', { name: 'Each month' });
  const total = (label: string) =>
    totals
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .last();
  await expect(total('Monthly income (gross)')).toContainText('$4,333.33');
  // By hand, over the 2 months with expenses (the one 14 months back is outside the window):
  // rent 4,200.00 ÷ 2 = 2,100.00; groceries 1,152.56 ÷ 2 = 576.28; attorney 2,500.00 ÷ 2 =
  // 1,250.00; Other 12.00 ÷ 2 = 6.00; total 3,932.28.
  const lines = page.getByRole('table', { name: 'Monthly expenses by category' });
  const rent = lines.getByRole('row', { name: /Rent or mortgage/ });
  await expect(rent).toContainText('$2,100.00');
  const groceries = lines.getByRole('row', { name: /Groceries and household supplies/ });
  await expect(groceries).toContainText('$612.45');
  await expect(groceries).toContainText('$576.28');
  await expect(page.getByTestId('disclosure-expenses-total')).toHaveText('$3,932.28');
  await checkScreen(page, `disclosure-${width}-statement`);

  // A proposed figure for child care moves the total.
  await page.getByRole('button', { name: 'Show all categories' }).click();
  await page.getByRole('button', { name: 'Set figure for Child care' }).click();
  const proposed = page.getByRole('dialog', { name: 'Set the figure for Child care' });
  await proposed.getByLabel('Monthly figure').fill('800');
  await proposed.getByLabel('This figure is').selectOption('proposed');
  await checkScreen(page, `disclosure-${width}-proposed`, { include: '[role="dialog"]' });
  await proposed.getByRole('button', { name: 'Save figure' }).click();
  await expect(proposed).toBeHidden();
  await expect(page.getByTestId('disclosure-expenses-total')).toHaveText('$4,732.28');
  // Net income 4,333.33, minus 4,732.28 of expenses.
  await expect(page.getByTestId('disclosure-gap')).toHaveText(
    'These expenses are $398.95 a month more than your net income.',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdfPath = testInfo.outputPath('financial-disclosure.pdf');
  await download.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain("Draft to copy onto your court's form — not a court form");
  expect(text).toMatch(/Total monthly income \(gross\)\s+\$4,333\.33/);
  expect(text).toMatch(
    /Acme payroll\s+Salary or\s+\$2,000\.00 · Every two\s+\$4,333\.33\s+\$4,333\.33/,
  );
  expect(text).toMatch(
    /13a\. Rent or mortgage\s+Rent or mortgage\s+\$2,100\.00\s+\$2,100\.00\s+\$2,100\.00/,
  );
  expect(text).toMatch(/13f\. Child care\s+Child care\s+\$0\.00\s+\$0\.00\s+\$800\.00\s+Proposed/);
  expect(text).toMatch(/Total monthly expenses\s+\$4,732\.28/);
  expect(text).toMatch(/Visa card\s+Credit Cards\s+\$4,200\.00\s+\$150\.00/);
  expect(text).toMatch(/Verify at \S+\/verify · Code FS(-[0-9A-HJKMNP-TV-Z]{4}){4}/);
});
