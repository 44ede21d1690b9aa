/**
 * The evidence log end to end (docs/evidence.md): an edited expense's History shows
 * the old and the new amount; a deleted event comes back from Deleted items; the net-worth PDF
 * carries a verification code on every page (read back with pdftotext) that /verify answers for
 * without an account, and a dropped copy of the file is found identical, a changed copy different.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FAMILY_HOME_ITEM } from './fixtures/records';
import { recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { EventsPage } from './pages/events-page';
import { ExpensesPage } from './pages/expenses-page';

const CODE =
  /FS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/** The project's width, so each screenshot says which layout it shows. */
const width = (page: Page) => page.viewportSize()!.width;

test.describe('the evidence log', () => {
  test('an edited expense shows the old and the new amount in its History', async ({
    page,
    request,
    premiumAccount,
    premiumUser: _signedIn,
  }) => {
    const post = await recordPoster(request, premiumAccount);
    await post('/api/expenses', { name: 'Lawyer retainer', amount: 1250, date: '2025-03-05' });
    const expenses = new ExpensesPage(page);
    await page.goto('/expenses');
    await expenses.expectOpen();

    await expenses.submitEdit('Lawyer retainer', { amount: '1300' });
    await expect(expenses.editDialog).toBeHidden();
    await expenses.historyButton('Lawyer retainer').click();

    const history = page.getByRole('dialog', { name: 'History of Lawyer retainer' });
    await expect(history).toBeVisible();
    await expect(history.getByText('Created')).toBeVisible();
    await expect(history.getByText('Edited')).toBeVisible();
    await expect(history.getByText(/\$1,250\.00\s*→\s*\$1,300\.00/)).toBeVisible();
    // Dated March 2025, recorded today: the entry says when it was really recorded.
    await expect(history.getByText(/^Recorded on /).first()).toBeVisible();
    await checkScreen(page, `evidence-${width(page)}-history`, { include: '[role="dialog"]' });
  });

  test('a deleted event comes back from Deleted items, under its own History', async ({
    page,
    request,
    premiumAccount,
    premiumUser: _signedIn,
  }) => {
    const post = await recordPoster(request, premiumAccount);
    await post('/api/events', {
      description: 'Missed pickup',
      date: '2025-04-02',
      party: 'ex_spouse',
      concern_level: 4,
    });
    const events = new EventsPage(page);
    await page.goto('/events');
    await events.expectOpen();

    await events.deleteRecord('Missed pickup');
    await expect(events.emptyText).toBeVisible();
    await page.getByRole('button', { name: 'Deleted items' }).click();
    const deleted = page.getByRole('dialog', { name: 'Deleted items' });
    await expect(deleted.getByText('Missed pickup')).toBeVisible();
    await checkScreen(page, `evidence-${width(page)}-deleted-items`, {
      include: '[role="dialog"]',
    });
    await deleted.getByRole('button', { name: 'Restore Missed pickup' }).click();
    await expect(deleted.getByText('No deleted items.')).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(events.historyButton('Missed pickup')).toBeVisible();
    await events.historyButton('Missed pickup').click();
    const history = page.getByRole('dialog', { name: 'History of Missed pickup' });
    await expect(history.getByText('Deleted')).toBeVisible();
    await expect(history.getByText('Restored')).toBeVisible();
  });

  test('the net-worth PDF carries a code that /verify answers for, and vouches for that exact file', async ({
    page,
    browser,
    request,
    premiumAccount,
    premiumUser: _signedIn,
  }, testInfo) => {
    const post = await recordPoster(request, premiumAccount);
    await post('/api/networth', FAMILY_HOME_ITEM);
    await page.goto('/networth');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Combined Net Worth Tracker' }),
    ).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    const pdfPath = testInfo.outputPath('networth-report.pdf');
    await download.saveAs(pdfPath);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((pageText) => pageText.trim() !== '');
    const code = CODE.exec(text)?.[0];
    expect(code).toBeDefined();
    pages.forEach((pageText, index) => {
      expect(pageText).toMatch(
        new RegExp(
          `Page ${index + 1} of ${pages.length} · Verify at http://localhost:\\d+/verify · Code ${code}`,
        ),
      );
    });

    // A lawyer with the code, in a browser that has never signed in.
    const lawyersBrowser = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: page.viewportSize(),
    });
    const lawyer = await lawyersBrowser.newPage();
    await lawyer.goto(`/verify?code=${code}`);
    const result = lawyer.getByRole('region', { name: 'Verification result' });
    await expect(result.getByText('Net worth report (PDF)')).toBeVisible();
    await expect(result.getByText(/Exported by J\. T\. on /)).toBeVisible();
    await expect(result.getByTestId('changed-since')).toHaveText('Changed since: No');
    await expect(
      result.getByText("Signature valid: Fairsplit signed this export's receipt."),
    ).toBeVisible();
    await expect(result.getByText("The record's history is intact.")).toBeVisible();
    expect(await lawyer.evaluate(() => Object.keys(localStorage).join())).not.toMatch(/auth/);

    await lawyer.getByLabel('Check a file').setInputFiles(pdfPath);
    await expect(lawyer.getByText(/^This file is identical to the one exported on /)).toBeVisible();
    await expect(result.getByTestId('verdict')).toHaveText(
      /^Genuine: this is the file exported on [A-Z][a-z]{2} \d{2}, \d{4}, and nothing has changed since\.$/,
    );
    await checkScreen(lawyer, `evidence-${width(page)}-verify`);

    const changed = testInfo.outputPath('networth-report-changed.pdf');
    const bytes = readFileSync(pdfPath);
    writeFileSync(changed, Buffer.concat([bytes, Buffer.from('\n% edited\n')]));
    await lawyer.getByLabel('Check a file').setInputFiles(changed);
    await expect(lawyer.getByText('This file differs from the exported one.')).toBeVisible();
    await expect(result.getByTestId('verdict')).toHaveText(/^Not genuine: /);
    await lawyersBrowser.close();
  });

  test('Security & devices shows the record’s integrity', async ({
    page,
    request,
    premiumAccount,
    premiumUser: _signedIn,
  }) => {
    const post = await recordPoster(request, premiumAccount);
    await post('/api/expenses', { name: 'Filing fee', amount: 435, date: '2025-03-05' });
    await post('/api/expenses', { name: 'Mediation', amount: 300, date: '2025-03-06' });
    await page.goto('/settings/security');
    const card = page.getByRole('region', { name: 'Record integrity' });
    await expect(card.getByText('2 changes recorded')).toBeVisible();
    await expect(card.getByText('Nothing altered')).toBeVisible();
    await card.getByRole('button', { name: 'Verify now' }).click();
    await expect(card.getByText('Nothing altered')).toBeVisible();
    await checkScreen(page, `evidence-${width(page)}-profile-integrity`);
  });
});
