/**
 * Decision analysis (docs/decision-analysis.md), at 1280 and 390 px: opened from the premium
 * calculator, the offer and three results with their chances typed in, what a trial costs, the
 * expected value and the break-even read; a chance changed and the figures follow; saved; and
 * the case file's page read back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { signIn, toastRegion } from './fixtures/auth';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';

const SIZES = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
] as const;

/** The page is no wider than the window: nothing is reached by scrolling sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The n-th result's card (0: best, 1: most likely, 2: worst). */
const outcome = (page: Page, index: number): Locator =>
  page.getByRole('region', { name: 'If you go to trial' }).getByRole('listitem').nth(index);

/** The n-th step of the trial's card. */
const step = (page: Page, index: number): Locator =>
  page.getByRole('region', { name: 'What a trial costs' }).getByRole('listitem').nth(index);

for (const size of SIZES) {
  const { width } = size;
  test.describe(`/decision-analysis at ${width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
    });

    test('prices a trial against the offer, follows a changed chance, saves, and prints it in the case file', async ({
      page,
      premiumAccount,
    }, testInfo) => {
      test.setTimeout(150_000);
      await signIn(page, premiumAccount, { at: '/settlement-calculator' });
      await page.getByRole('link', { name: 'Decision analysis' }).click();
      await expect(page).toHaveURL(/\/decision-analysis$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Decision analysis' }),
      ).toBeVisible();
      // The defaults, with where they come from.
      await expect(step(page, 0).getByLabel('Hourly rate ($)')).toHaveValue('270');
      await expect(page.getByLabel('Months until a decision')).toHaveValue('9');
      await expect(page.getByText(/\$270 \(Nolo survey of attorneys\)/)).toBeVisible();
      await expect(page.getByText(/NCSC 2018/)).toBeVisible();

      // The offer: $100,000 she would receive, echoed as she types it.
      const offer = page.getByLabel('Offer amount ($)');
      await offer.fill('100000');
      await expect(page.getByText('= you receive $100,000.00')).toBeVisible();

      // Three results: best $150,000 (25 %), most likely $110,000 (50 %), worst $60,000 (25 %).
      await page.getByRole('radio', { name: 'Best, most likely and worst' }).check();
      const values = [
        ['150000', '25'],
        ['110000', '50'],
        ['60000', '25'],
      ] as const;
      for (const [index, [value, chance]] of values.entries()) {
        await outcome(page, index).getByLabel('Amount ($)').fill(value);
        await outcome(page, index).getByLabel('How likely (%)').fill(chance);
      }
      await expect(page.getByText('The chances add up to 100%.')).toBeVisible();

      // What a trial costs: 20, 8, 15 and 30 hours at $270, and $2,000 of experts and $500 of
      // court costs at trial: $22,210.
      for (const [index, hours] of ['20', '8', '15', '30'].entries()) {
        await step(page, index).getByLabel('Attorney hours').fill(hours);
      }
      await step(page, 3).getByLabel('Experts ($)').fill('2000');
      await step(page, 3).getByLabel('Court costs ($)').fill('500');
      await expect(step(page, 3).getByText('This step costs $10,600.00')).toBeVisible();

      const results = page.getByRole('region', { name: 'Results' });
      await expect(results.getByTestId('litigation-cost')).toHaveText('$22,210.00');
      // $107,500 ÷ 1.05^0.75 − $22,210 (docs/decision-analysis.md works it through).
      await expect(results.getByTestId('ev-trial')).toHaveText('$81,427.40');
      await expect(results.getByTestId('settlement-value')).toHaveText('$100,000.00');
      await expect(results.getByTestId('difference')).toHaveText('-$18,572.60');
      await expect(results.getByTestId('verdict')).toHaveText(
        'On average, settling leaves you $18,572.60 more than going to trial.',
      );
      await expect(results.getByTestId('break-even')).toHaveText(
        'Trial and the offer come out even when “Best” has a 59.0% chance (you put it at 25%). Above that, trial is worth more on average; below it, settling.',
      );
      await expectNoSidewaysScroll(page);
      await checkScreen(page, `decision-analysis-${width}-results`);

      // A changed chance: the most likely result at 40 %; the chances then add up to 90 %, and
      // the button gives the worst what is missing.
      await outcome(page, 1).getByLabel('How likely (%)').fill('40');
      await expect(
        page.getByText('The chances add up to 90%. They must add up to 100%.'),
      ).toBeVisible();
      await expect(
        page.getByText('These are the results of your last complete figures.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Set “Worst” to 35%' }).click();
      await expect(page.getByText('The chances add up to 100%.')).toBeVisible();
      // 25 % × 150,000 + 40 % × 110,000 + 35 % × 60,000 = 102,500.
      await expect(results.getByTestId('ev-trial')).toHaveText('$76,607.05');
      await expect(results.getByTestId('break-even')).toHaveText(
        'Trial and the offer come out even when “Best” has a 63.3% chance (you put it at 25%). Above that, trial is worth more on average; below it, settling.',
      );
      // The same figures as a table.
      await results.getByText('See these figures as a table').first().click();
      await expect(results.getByRole('table').first()).toContainText(
        'Expected value100%$76,607.05',
      );

      await page
        .getByRole('textbox', { name: 'What else matters' })
        .fill('The children need one home by September.');
      await page.getByRole('button', { name: 'Save for the case file' }).click();
      await expect(toastRegion(page).getByText('Analysis saved', { exact: true })).toBeVisible();
      await expect(page.getByText(/^Saved [A-Z][a-z]{2} \d{2}, \d{4}, /)).toBeVisible();
      await page.reload();
      await expect(outcome(page, 1).getByLabel('How likely (%)')).toHaveValue('40');
      await expect(results.getByTestId('ev-trial')).toHaveText('$76,607.05');

      // The case file carries the page.
      await page.goto('/home');
      const card = page.getByRole('region', { name: 'Your case file' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Download case file' }).click(),
      ]);
      const zipPath = testInfo.outputPath('fairsplit-case-file.zip');
      await download.saveAs(zipPath);
      const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
      const pdfPath = testInfo.outputPath('case-file.pdf');
      writeFileSync(pdfPath, entries['case-file.pdf']!);
      const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
      // The cover names it among what is inside; its pages come later, the last of the file.
      const pages = text.split('\f');
      const first = pages.findIndex(
        (pageText, index) => index > 0 && pageText.includes('Decision analysis'),
      );
      const analysis = first > 0 ? pages.slice(first).join('\n') : undefined;
      expect(analysis).toBeDefined();
      for (const figure of [
        'Expected value of trial',
        '$76,607.05',
        '$100,000.00',
        '63.3%',
        'The children need one home by September.',
      ]) {
        expect(analysis).toContain(figure);
      }
    });
  });
}
