/**
 * The Net Worth Tracker end to end (docs/product.md#net-worth-tracker-and-division): a Premium user
 * builds an inventory through the dialogs, the summary is checked against hand-computed figures,
 * items are edited and deleted, and the PDF report is downloaded, read back with pdftotext and
 * rendered with pdftoppm. The PDF library must not load before Export PDF is pressed (network log).
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { signIn, toastRegion } from './fixtures/auth';
import { keptFile } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { NetWorthPage, type NewItem } from './pages/networth-page';

/** Closes the toast on screen, so it does not cover what a screenshot is for. */
async function dismissToast(page: Page) {
  const close = toastRegion(page).getByRole('button', { name: 'Close' });
  if ((await close.count()) > 0) await close.click();
  await expect(close).toHaveCount(0);
}

async function screenshot(page: Page, name: string) {
  if ((await page.getByRole('dialog').count()) === 0) await dismissToast(page);
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: keptFile(`networth-${width}-${name}.png`), fullPage: true });
}

const FAMILY_HOME: NewItem = {
  name: 'Family home',
  classification: 'asset',
  category: 'Real Estate',
  ownership: 'Joint',
  value: '350000',
  disputed: true,
  disputeNotes: 'Who paid the deposit',
};
const ITEMS: NewItem[] = [
  FAMILY_HOME,
  {
    name: 'Index fund',
    classification: 'asset',
    category: 'Investments',
    ownership: 'Spouse 1',
    value: '80000.50',
  },
  {
    name: 'Honda Civic',
    classification: 'asset',
    category: 'Vehicles',
    ownership: 'Spouse 2',
    value: '15000.25',
  },
  {
    name: 'Joint checking',
    classification: 'asset',
    category: 'Cash Accounts',
    ownership: 'Joint',
    value: '4999.25',
  },
  {
    name: 'Piano',
    classification: 'asset',
    category: 'Personal Property',
    ownership: 'Spouse 2',
    value: '2000',
    disputed: true,
  },
  {
    name: 'Car loan',
    classification: 'debt',
    category: 'Auto Loans',
    ownership: 'Spouse 2',
    value: '9000.10',
  },
  {
    name: 'Visa card',
    classification: 'debt',
    category: 'Credit Cards',
    ownership: 'Spouse 1',
    value: '3000.45',
    disputed: true,
    disputeNotes: 'Charges after separation',
  },
  {
    name: 'Student loan',
    classification: 'debt',
    category: 'Student Loans',
    ownership: 'Spouse 1',
    value: '12000',
  },
];
const MORTGAGE: NewItem = {
  name: 'Home mortgage',
  classification: 'debt',
  category: 'Mortgages',
  ownership: 'Joint',
  value: '200000',
};

test.describe('/networth', () => {
  test('a Premium user builds the inventory, checks the summary, edits, deletes and exports the PDF', async ({
    page,
    premiumAccount,
  }, testInfo) => {
    test.setTimeout(180_000);
    const requested: string[] = [];
    page.on('request', (request) =>
      requested.push(`${request.method()} ${new URL(request.url()).pathname}`),
    );
    // The server makes the PDF it vouches for: the browser asks for it and fetches no PDF code.
    const pdfRequests = () =>
      requested.filter(
        (request) =>
          request === 'POST /api/exports/networth-report' || /jspdf|autotable/i.test(request),
      );

    // Signed in only now, so the request log covers every page this test opens.
    await signIn(page, premiumAccount, { at: '/networth' });
    const networth = new NetWorthPage(page);
    await expect(networth.heading).toBeVisible();
    await expect(
      page.getByText('Track assets and debts for divorce financial planning'),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Nothing to export yet.
    await page.getByRole('button', { name: 'Export PDF' }).click();
    await expect(toastRegion(page).getByText('Cannot generate PDF', { exact: true })).toBeVisible();
    await expect(
      toastRegion(page).getByText('You need to add some items to your net worth tracker first.'),
    ).toBeVisible();

    // The empty Debts tab offers the first debt with the classification already on debt.
    await page.getByRole('tab', { name: 'Debts' }).click();
    await expect(page.getByText('No debts recorded yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add your first debt' }).click();
    let dialog = networth.itemDialog();
    await expect(dialog.getByLabel('Classification')).toHaveValue('debt');
    await networth.fillItem(dialog, MORTGAGE);
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog).toBeHidden();
    await expect(toastRegion(page).getByText('Item added', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Home mortgage/ })).toContainText('$200,000.00');

    // The dialog: defaults, the category list follows the classification, dispute notes toggle.
    await networth.addItemButton.click();
    dialog = networth.itemDialog();
    await expect(dialog.getByLabel('Classification')).toHaveValue('asset');
    await expect(dialog.getByLabel('Ownership')).toHaveValue('joint');
    // Empty, not the original description's 0: a 0 to delete first is how "01500" happens (docs/departures.md).
    await expect(dialog.getByLabel('Value ($)')).toHaveValue('');
    await expect(dialog.getByLabel('This item is disputed')).not.toBeChecked();
    const category = dialog.getByLabel('Category');
    await expect(category.getByRole('option', { name: 'Real Estate' })).toBeAttached();
    await expect(category.getByRole('option', { name: 'Credit Cards' })).toHaveCount(0);
    await category.selectOption({ label: 'Vehicles' });
    await dialog.getByLabel('Classification').selectOption({ label: 'Debt' });
    await expect(category).toHaveValue('');
    await expect(category.getByRole('option', { name: 'Credit Cards' })).toBeAttached();
    await expect(category.getByRole('option', { name: 'Real Estate' })).toHaveCount(0);
    await expect(dialog.getByLabel('Dispute notes')).toHaveCount(0);
    await dialog.getByLabel('This item is disputed').check();
    await expect(dialog.getByLabel('Dispute notes')).toBeVisible();
    await dialog.getByLabel('This item is disputed').uncheck();
    await expect(dialog.getByLabel('Dispute notes')).toHaveCount(0);

    // A failed add (no category) keeps the dialog open with what was typed.
    await dialog.getByLabel('Name').fill('Unfinished');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Unfinished');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    for (const item of ITEMS) await networth.addItem(item);

    // Assets: spouse 1 80,000.50; spouse 2 15,000.25 + 2,000.00 = 17,000.25;
    //   joint 350,000.00 + 4,999.25 = 354,999.25; total 452,000.00.
    //   Shares: 80,000.50 / 452,000 = 17.70 %, 17,000.25 / 452,000 = 3.76 %, 354,999.25 / 452,000 = 78.54 %.
    // Debts: spouse 1 3,000.45 + 12,000.00 = 15,000.45; spouse 2 9,000.10; joint 200,000.00;
    //   total 224,000.55. Shares: 6.70 %, 4.02 %, 89.29 %.
    // Net worth: 452,000.00 − 224,000.55 = 227,999.45.
    await networth.expectSummary({
      netWorth: '$227,999.45',
      totalAssets: '$452,000.00',
      totalDebts: '$224,000.55',
      assets: {
        spouse_1: ['$80,000.50', '17.7%'],
        spouse_2: ['$17,000.25', '3.8%'],
        joint: ['$354,999.25', '78.5%'],
      },
      debts: {
        spouse_1: ['$15,000.45', '6.7%'],
        spouse_2: ['$9,000.10', '4.0%'],
        joint: ['$200,000.00', '89.3%'],
      },
    });
    await expect(page.getByRole('progressbar', { name: 'Joint share of assets' })).toHaveAttribute(
      'aria-valuenow',
      '78.5',
    );
    await expect(
      page.getByRole('progressbar', { name: 'Spouse 2 share of debts' }),
    ).toHaveAttribute('aria-valuenow', '4');

    // The inventories.
    await page.getByRole('tab', { name: 'Assets' }).click();
    const assets = page.getByRole('table', { name: 'Asset Inventory' });
    await expect(assets.getByRole('columnheader')).toHaveText([
      'Name',
      'Category',
      'Ownership',
      'Value',
      'Status',
      'Actions',
    ]);
    await expect(assets.getByRole('row', { name: /Family home/ })).toContainText(
      /Real Estate\s*Joint\s*\$350,000\.00\s*Disputed/,
    );
    await expect(assets.getByRole('row', { name: /Index fund/ })).toContainText(
      /Investments\s*Spouse 1\s*\$80,000\.50\s*Agreed/,
    );
    await expect(assets.getByRole('row', { name: /Piano/ })).toContainText('Personal Property');
    await expect(assets.getByRole('row', { name: /Total Assets/ })).toContainText('$452,000.00');
    await expect(assets.getByRole('row')).toHaveCount(1 + 5 + 1);
    await screenshot(page, 'assets');

    await page.getByRole('tab', { name: 'Debts' }).click();
    const debts = page.getByRole('table', { name: 'Debt Inventory' });
    await expect(debts.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    await expect(debts.getByRole('row', { name: /Visa card/ })).toContainText(
      /Credit Cards\s*Spouse 1\s*\$3,000\.45\s*Disputed/,
    );
    await expect(debts.getByRole('row', { name: /Total Debts/ })).toContainText('$224,000.55');
    await expect(debts.getByRole('row')).toHaveCount(1 + 4 + 1);
    await screenshot(page, 'debts');

    // Edit: the family home is revalued and no longer disputed.
    await page.getByRole('tab', { name: 'Assets' }).click();
    await page.getByRole('button', { name: 'Edit Family home' }).click();
    dialog = networth.itemDialog('Edit Net Worth Item');
    await expect(dialog.getByLabel('Name')).toHaveValue('Family home');
    await expect(dialog.getByLabel('Dispute notes')).toHaveValue('Who paid the deposit');
    await dialog.getByLabel('Value ($)').fill('360000');
    await dialog.getByLabel('This item is disputed').uncheck();
    await dialog.getByRole('button', { name: 'Update Item' }).click();
    await expect(dialog).toBeHidden();
    await expect(toastRegion(page).getByText('Item updated', { exact: true })).toBeVisible();
    await expect(assets.getByRole('row', { name: /Family home/ })).toContainText(
      /\$360,000\.00\s*Agreed/,
    );

    // Delete: the student loan, after confirming.
    await page.getByRole('tab', { name: 'Debts' }).click();
    await page.getByRole('button', { name: 'Delete Student loan' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this item?',
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(toastRegion(page).getByText('Item deleted', { exact: true })).toBeVisible();
    await expect(debts.getByRole('row', { name: /Student loan/ })).toHaveCount(0);

    // Assets: joint 360,000.00 + 4,999.25 = 364,999.25; total 462,000.00;
    //   shares 80,000.50 / 462,000 = 17.32 %, 17,000.25 / 462,000 = 3.68 %, 364,999.25 / 462,000 = 79.00 %.
    // Debts: spouse 1 3,000.45; spouse 2 9,000.10; joint 200,000.00; total 212,000.55;
    //   shares 1.42 %, 4.25 %, 94.34 %. Net worth 462,000.00 − 212,000.55 = 249,999.45.
    await networth.expectSummary({
      netWorth: '$249,999.45',
      totalAssets: '$462,000.00',
      totalDebts: '$212,000.55',
      assets: {
        spouse_1: ['$80,000.50', '17.3%'],
        spouse_2: ['$17,000.25', '3.7%'],
        joint: ['$364,999.25', '79.0%'],
      },
      debts: {
        spouse_1: ['$3,000.45', '1.4%'],
        spouse_2: ['$9,000.10', '4.2%'],
        joint: ['$200,000.00', '94.3%'],
      },
    });
    await screenshot(page, 'summary');

    // The dialog, for the screenshots: disputed, so the notes field shows.
    await dismissToast(page);
    await networth.addItemButton.click();
    dialog = networth.itemDialog();
    await dialog.getByLabel('This item is disputed').check();
    await screenshot(page, 'dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // No page has asked for a PDF so far.
    expect(pdfRequests()).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    await expect(toastRegion(page).getByText('PDF Generated', { exact: true })).toBeVisible();
    await expect(
      toastRegion(page).getByText('Your net worth report has been downloaded.'),
    ).toBeVisible();
    expect(download.suggestedFilename()).toBe('networth-report.pdf');
    expect(pdfRequests()).toEqual(['POST /api/exports/networth-report']);

    const pdfPath = testInfo.outputPath('networth-report.pdf');
    await download.saveAs(pdfPath);
    const pdfText = (first: number, last: number) =>
      execFileSync(
        'pdftotext',
        ['-layout', '-f', String(first), '-l', String(last), pdfPath, '-'],
        {
          encoding: 'utf8',
        },
      );
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+3\n/);
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);

    const one = pdfText(1, 1);
    const two = pdfText(2, 2);
    await testInfo.attach('networth-report.txt', {
      body: `${one}\f${two}\f${pdfText(3, 3)}`,
      contentType: 'text/plain',
    });

    expect(one).toContain('Fairsplit — Net Worth Report');
    expect(one).toMatch(/Generated on \w+ \d{1,2}, \d{4}/);
    const line = (text: string, ...cells: string[]) =>
      expect(text).toMatch(
        new RegExp(cells.map((cell) => cell.replace(/[$.()]/g, '\\$&')).join('\\s+')),
      );
    // Page one: Summary, Asset Ownership, Debt Responsibility, in that order.
    expect(one.indexOf('Summary')).toBeLessThan(one.indexOf('Asset Ownership'));
    expect(one.indexOf('Asset Ownership')).toBeLessThan(one.indexOf('Debt Responsibility'));
    line(one, 'Net Worth', '$249,999.45');
    line(one, 'Total Assets', '$462,000.00');
    line(one, 'Total Debts', '$212,000.55');
    const assetPart = one.slice(one.indexOf('Asset Ownership'), one.indexOf('Debt Responsibility'));
    line(assetPart, 'Spouse 1', '$80,000.50', '17.3%');
    line(assetPart, 'Spouse 2', '$17,000.25', '3.7%');
    line(assetPart, 'Joint', '$364,999.25', '79.0%');
    line(assetPart, 'Total Assets', '$462,000.00');
    const debtPart = one.slice(one.indexOf('Debt Responsibility'));
    line(debtPart, 'Spouse 1', '$3,000.45', '1.4%');
    line(debtPart, 'Spouse 2', '$9,000.10', '4.2%');
    line(debtPart, 'Joint', '$200,000.00', '94.3%');
    line(debtPart, 'Total Debts', '$212,000.55');
    expect(one).toContain('Page 1 of 3');

    // Page two: Assets, Debts, Disputed Items.
    const assetsAt = two.indexOf('Assets');
    const debtsAt = two.indexOf('Debts');
    const disputedAt = two.indexOf('Disputed Items');
    expect(assetsAt).toBeGreaterThanOrEqual(0);
    expect(assetsAt).toBeLessThan(debtsAt);
    expect(debtsAt).toBeLessThan(disputedAt);
    const assetTable = two.slice(assetsAt, debtsAt);
    line(assetTable, 'Name', 'Category', 'Ownership', 'Value', 'Status');
    line(assetTable, 'Family home', 'Real Estate', 'Joint', '$360,000.00', 'Agreed');
    line(assetTable, 'Index fund', 'Investments', 'Spouse 1', '$80,000.50', 'Agreed');
    line(assetTable, 'Honda Civic', 'Vehicles', 'Spouse 2', '$15,000.25', 'Agreed');
    line(assetTable, 'Joint checking', 'Cash Accounts', 'Joint', '$4,999.25', 'Agreed');
    line(assetTable, 'Piano', 'Personal Property', 'Spouse 2', '$2,000.00', 'Disputed');
    line(assetTable, 'Total Assets', '$462,000.00');
    const debtTable = two.slice(debtsAt, disputedAt);
    line(debtTable, 'Name', 'Category', 'Ownership', 'Amount', 'Status');
    line(debtTable, 'Home mortgage', 'Mortgages', 'Joint', '$200,000.00', 'Agreed');
    line(debtTable, 'Car loan', 'Auto Loans', 'Spouse 2', '$9,000.10', 'Agreed');
    line(debtTable, 'Visa card', 'Credit Cards', 'Spouse 1', '$3,000.45', 'Disputed');
    line(debtTable, 'Total Debts', '$212,000.55');
    expect(debtTable).not.toContain('Student loan');
    const disputedTable = two.slice(disputedAt);
    line(disputedTable, 'Piano', 'Asset', 'Personal Property', '$2,000.00', 'No details provided');
    line(
      disputedTable,
      'Visa card',
      'Debt',
      'Credit Cards',
      '$3,000.45',
      'Charges after separation',
    );
    expect(disputedTable).not.toContain('Family home');
    expect(two).toContain('Page 2 of 3');

    // Page three: the proposed division (nothing decided yet: everything is treated as sold).
    const three = pdfText(3, 3);
    expect(three).toContain('Proposed division');
    line(three, 'Total after payment', '$124,999.73', '$124,999.72');
    expect(three).toContain('To reach a 50/50 split of the marital estate, no payment is needed.');
    expect(three).toContain('Page 3 of 3');

    execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, keptFile('networth-report')]);
  });

  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 }, startAt: '/networth' });

    test('looks right on a phone: tabs, tables and the dialog at 390 px', async ({
      page,
      premiumUser: _signedIn,
    }) => {
      const networth = new NetWorthPage(page);
      for (const item of [ITEMS[0]!, ITEMS[1]!, ITEMS[6]!, MORTGAGE]) await networth.addItem(item);

      await expect(page.getByTestId('summary-total-debts')).toHaveText('$203,000.45');
      await screenshot(page, 'summary');
      // Neither the page nor the tables scroll sideways: on a phone each item is a stacked row.
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('tab', { name: 'Assets' }).click();
      const table = page.getByRole('table', { name: 'Asset Inventory' });
      await expect(table).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(
        await table.locator('..').evaluate((card) => card.scrollWidth > card.clientWidth),
      ).toBe(false);
      await screenshot(page, 'assets');
      await page.getByRole('tab', { name: 'Debts' }).click();
      await expect(page.getByRole('table', { name: 'Debt Inventory' })).toBeVisible();
      await screenshot(page, 'debts');

      await dismissToast(page);
      await networth.addItemButton.click();
      const dialog = networth.itemDialog();
      await dialog.getByLabel('This item is disputed').check();
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      const fontSize = await dialog
        .getByLabel('Name')
        .evaluate((input) => getComputedStyle(input).fontSize);
      expect(fontSize).toBe('16px');
      await screenshot(page, 'dialog');
    });
  });
});
