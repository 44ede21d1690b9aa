/**
 * The division planner end to end (docs/division.md): its worked example assigned on the
 * Division tab, the sentence read, the target moved to 60 %, and the net-worth PDF's "Proposed
 * division" page read back with pdftotext; at 1280 and 390 px.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { signIn } from './fixtures/auth';
import { recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';

const item = (
  name: string,
  classification: 'asset' | 'debt',
  value: string,
  ownership = 'joint',
) => ({
  name,
  classification,
  category: classification === 'asset' ? 'other_assets' : 'other_debts',
  ownership,
  value,
});

async function goesTo(page: Page, name: string, choice: string) {
  const select = page.getByRole('combobox', { name: `${name} goes to` });
  await select.selectOption({ label: choice });
  await expect(select).toHaveValue(/.+/);
}

test('assign the items, read the payment, move the target, and find the division in the PDF', async ({
  page,
  request,
  premiumAccount,
}, testInfo) => {
  const post = await recordPoster(request, premiumAccount);
  await post('/api/networth', item('House', 'asset', '450000.00'));
  await post('/api/networth', item('Mortgage', 'debt', '300000.01'));
  await post('/api/networth', item('IRA', 'asset', '29999.70', 'spouse_2'));
  await post('/api/networth', item('Car', 'asset', '20000.20'));
  await post('/api/networth', {
    ...item('Inheritance', 'asset', '70000.00', 'spouse_1'),
    character: 'separate',
  });
  await signIn(page, premiumAccount, { at: '/networth' });

  await page.getByRole('tab', { name: 'Division' }).click();
  const sentence = page.getByTestId('division-sentence');
  // Nothing decided: everything is treated as sold, so no payment.
  await expect(sentence).toHaveText(
    'To reach a 50/50 split of the marital estate, no payment is needed.',
  );

  await goesTo(page, 'House', 'Spouse 1');
  await goesTo(page, 'Mortgage', 'Spouse 1');
  await goesTo(page, 'IRA', 'Spouse 2');
  await goesTo(page, 'Car', 'Sell');
  await expect(sentence).toHaveText(
    'To reach a 50/50 split of the marital estate, Spouse 1 pays Spouse 2 $60,000.15.',
  );
  await expect(page.getByTestId('balance-spouse_1')).toContainText('$99,999.94');
  await expect(page.getByTestId('balance-spouse_2')).toContainText('$99,999.95');
  const separate = page.getByRole('region', { name: 'Separate property' });
  await expect(separate.getByText('Inheritance', { exact: true })).toBeVisible();
  const width = page.viewportSize()!.width;
  await checkScreen(page, `division-${width}-tab`);

  // At the end of the tab, where she assigns the last items, the payment is still in view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const inView = page.getByTestId('division-payment-in-view');
  await expect(inView).toHaveText('Spouse 1 pays Spouse 2 $60,000.15 · target 50/50');
  await expect(inView).toBeInViewport();
  if (width < 1024) await expect(sentence).not.toBeInViewport();

  // 60 %: 0.6 × 179,999.69 − 149,999.99 = −42,000.176 → Spouse 1 pays $42,000.18.
  await page.getByRole('slider', { name: /Spouse 1 share of the marital estate/ }).fill('60');
  await expect(sentence).toHaveText(
    'To reach a 60/40 split of the marital estate, Spouse 1 pays Spouse 2 $42,000.18.',
  );
  await expect(
    page.getByRole('slider', { name: 'Spouse 1 share of the marital estate: 60%' }),
  ).toBeVisible();

  // Saved: a reload shows the same plan.
  await page.reload();
  await page.getByRole('tab', { name: 'Division' }).click();
  await expect(sentence).toHaveText(
    'To reach a 60/40 split of the marital estate, Spouse 1 pays Spouse 2 $42,000.18.',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  const pdfPath = testInfo.outputPath('networth-report.pdf');
  await download.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  const division = text.slice(text.indexOf('Proposed division'));
  expect(division).toContain("Spouse 1's target share of the marital estate: 60%.");
  expect(division).toMatch(/Total after payment\s+\$119,999\.93\s+\$79,999\.96/);
  expect(division).toContain(
    'To reach a 60/40 split of the marital estate, Spouse 1 pays Spouse 2 $42,000.18.',
  );
  expect(division).toMatch(/Inheritance\s+Spouse 1\s+Asset\s+\$70,000\.00/);
});
