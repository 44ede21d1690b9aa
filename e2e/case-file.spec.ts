/**
 * Hand it to your lawyer (docs/case-file-and-import.md): a bank CSV imported into the Expense
 * Tracker through the preview (one invalid row, one likely duplicate), a spreadsheet of assets and
 * debts into the net-worth tracker the same way, and the case file downloaded as one ZIP whose
 * manifest hashes match its files and /verify, whose PDF reads back with pdftotext, is identical
 * and signed on /verify (changed since once the target share moves), and whose CSVs open with the
 * records in their cells.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { apiHeaders, recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { toastRegion } from './fixtures/auth';
import { expect, test } from './fixtures/test';
import { ExpensesPage } from './pages/expenses-page';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test.describe('the case file', () => {
  test('imports a bank CSV through the preview: one invalid row, one likely duplicate, new totals', async ({
    page,
    request,
    premiumAccount,
    premiumUser: _signedIn,
  }, testInfo) => {
    const post = await recordPoster(request, premiumAccount);
    await post('/api/expenses', { name: 'Retainer', amount: 1250, date: '2025-03-01' });
    const csvPath = testInfo.outputPath('bank.csv');
    writeFileSync(
      csvPath,
      [
        'Date,Description,Amount',
        '2025-03-01,Retainer,-1250.00',
        '2025-03-02,Filing fee,-435.00',
        '2025-03-03,,-10.00',
        '2025-03-04,Mediation,-300.50',
        '2025-03-05,Salary,2500.00',
      ].join('\n'),
    );
    const expenses = new ExpensesPage(page);
    await page.goto('/expenses');
    await expenses.expectOpen();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import expenses from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles(csvPath);
    await expect(dialog.getByLabel('Date', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Preview rows' }).click();

    await expect(dialog.getByRole('status').filter({ hasText: 'ready to import' })).toHaveText(
      '2 ready to import · 1 invalid · 1 likely duplicate · 1 credit skipped',
    );
    await expect(dialog.getByText('Expense name is required')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Import row 1' })).not.toBeChecked();
    const width = page.viewportSize()!.width;
    await checkScreen(page, `case-file-${width}-import-preview`, { include: '[role="dialog"]' });

    await dialog.getByRole('button', { name: 'Import 2 expenses' }).click();
    await expect(toastRegion(page).getByText('Expenses imported', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(expenses.total).toHaveText('$1,985.50');
  });

  test('imports a spreadsheet of assets and debts into the net-worth tracker: one invalid row, one likely duplicate, new net worth', async ({
    page,
    request,
    premiumAccount,
    premiumUser: _signedIn,
  }, testInfo) => {
    const post = await recordPoster(request, premiumAccount);
    await post('/api/networth', {
      name: 'Family home',
      classification: 'asset',
      category: 'real_estate',
      ownership: 'joint',
      value: 450000,
    });
    const csvPath = testInfo.outputPath('assets.csv');
    writeFileSync(
      csvPath,
      [
        'Item;Balance;Owner;Category',
        'Family home;450.000,00;Joint;Real estate',
        'Mortgage;-300.000,01;Joint;Mortgages',
        'Pension;29.999,70;Spouse 2;Retirement accounts',
        'Boat;ask John;Spouse 1;',
      ].join('\n'),
    );
    await page.goto('/networth');
    await expect(page.getByTestId('summary-net-worth')).toHaveText('$450,000.00');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import assets and debts from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles(csvPath);
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('0');
    const width = page.viewportSize()!.width;
    await checkScreen(page, `case-file-${width}-networth-import-columns`, {
      include: '[role="dialog"]',
    });
    await dialog.getByRole('button', { name: 'Preview rows' }).click();

    await expect(dialog.getByRole('status').filter({ hasText: 'ready to import' })).toHaveText(
      '2 ready to import · 1 invalid · 1 likely duplicate',
    );
    await expect(dialog.getByText('Value must be a positive number')).toBeVisible();
    await expect(dialog.getByText('A negative value: imported as a debt')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Import row 1' })).not.toBeChecked();
    await checkScreen(page, `case-file-${width}-networth-import-preview`, {
      include: '[role="dialog"]',
    });

    await dialog.getByRole('button', { name: 'Import 2 items' }).click();
    await expect(toastRegion(page).getByText('Items imported', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    // 450,000.00 + 29,999.70 − 300,000.01
    await expect(page.getByTestId('summary-net-worth')).toHaveText('$179,999.69');
  });

  test('downloads one ZIP: manifest hashes match the files and /verify, the PDF and CSVs read back', async ({
    page,
    browser,
    request,
    premiumAccount,
    premiumUser: _signedIn,
  }, testInfo) => {
    // Records, the calculator, the download, /verify, and the PDF and every CSV read back: 23 s
    // alone on the 2-core machine, past 30 s beside the other worker in the full suite.
    test.setTimeout(90_000);
    const post = await recordPoster(request, premiumAccount);
    await post('/api/expenses', { name: 'Court fee, "urgent"', amount: 435, date: '2025-03-05' });
    await post('/api/expenses', { name: '=SUM(A1)', amount: 20, date: '2025-04-01' });
    await post('/api/events', {
      description: 'Missed pickup',
      date: '2025-04-02',
      party: 'ex_spouse',
      concern_level: 4,
    });
    await post('/api/networth', {
      name: 'House',
      classification: 'asset',
      category: 'real_estate',
      ownership: 'joint',
      value: 300000,
      proposed_to: 'spouse_1',
    });
    // The settlement figures, saved in the calculator for the case file.
    await page.goto('/settlement-calculator');
    await expect(page.getByTestId('net-worth')).toHaveText('$300,000');
    const slider = page.getByRole('slider', { name: 'Settlement Percentage' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('51');
    await page.getByRole('button', { name: 'Save for the case file' }).click();
    await expect(toastRegion(page).getByText('Figures saved', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Saved [A-Z][a-z]{2} \d{2}, \d{4}, /)).toBeVisible();
    await checkScreen(page, `case-file-${page.viewportSize()!.width}-settlement-saved`);
    await page.reload();
    await expect(slider).toHaveValue('51');

    await page.goto('/home');
    const card = page.getByRole('region', { name: 'Your case file' });
    await expect(card).toBeVisible();
    const width = page.viewportSize()!.width;
    await checkScreen(page, `case-file-${width}-home-card`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download case file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fairsplit-case-file.zip');
    await expect(
      toastRegion(page).getByText('Case file downloaded', { exact: true }),
    ).toBeVisible();
    const zipPath = testInfo.outputPath('fairsplit-case-file.zip');
    await download.saveAs(zipPath);
    const zipBytes = new Uint8Array(readFileSync(zipPath));
    const entries = unzipSync(zipBytes);
    expect(Object.keys(entries)).toEqual([
      'case-file.pdf',
      'expenses.csv',
      'events.csv',
      'networth.csv',
      'manifest.json',
      'receipt.json',
      'receipt.sig',
    ]);

    const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json']));
    expect(manifest.snapshot_code).toMatch(/^FS(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(manifest.record_head.hash).toMatch(/^[0-9a-f]{64}$/);
    for (const file of manifest.files as { name: string; sha256: string }[]) {
      expect(sha256(entries[file.name]!), file.name).toBe(file.sha256);
    }
    // /verify vouches for every file and for the ZIP itself.
    const verified = await (await request.get(`/api/verify/${manifest.snapshot_code}`)).json();
    expect(verified.kind).toBe('case_file');
    expect(verified.head).toEqual(manifest.record_head);
    expect(verified.files).toEqual(
      expect.arrayContaining([
        ...manifest.files.map(({ name, sha256: hash }: { name: string; sha256: string }) => ({
          name,
          sha256: hash,
        })),
        { name: 'fairsplit-case-file.zip', sha256: sha256(zipBytes) },
      ]),
    );

    const pdfPath = testInfo.outputPath('case-file.pdf');
    writeFileSync(pdfPath, entries['case-file.pdf']!);

    // A lawyer drops the ZIP's PDF on /verify in a browser that has never signed in: identical,
    // signed by Fairsplit, nothing changed since. Then the target share changes: changed since.
    const lawyersBrowser = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: page.viewportSize(),
    });
    const lawyer = await lawyersBrowser.newPage();
    await lawyer.goto(`/verify?code=${manifest.snapshot_code}`);
    const result = lawyer.getByRole('region', { name: 'Verification result' });
    await lawyer.getByLabel('Check a file').setInputFiles(pdfPath);
    await expect(lawyer.getByText(/^This file is identical to the one exported on /)).toBeVisible();
    await expect(
      result.getByText("Signature valid: Fairsplit signed this export's receipt."),
    ).toBeVisible();
    await expect(result.getByTestId('changed-since')).toHaveText('Changed since: No');
    await expect(result.getByTestId('verdict')).toHaveText(
      /^Genuine: .* nothing has changed since\.$/,
    );
    await checkScreen(lawyer, `case-file-${width}-verify-pdf`);

    const changedTarget = await request.put('/api/networth/division', {
      headers: await apiHeaders(request, premiumAccount),
      data: { target_share: 40 },
    });
    expect(changedTarget.status()).toBe(200);
    await lawyer.reload();
    await expect(result.getByTestId('changed-since')).toHaveText('Changed since: Yes');
    await lawyersBrowser.close();
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((pageText) => pageText.trim() !== '');
    expect(pages[0]).toContain('Fairsplit — Case File');
    expect(pages[0]).toContain(manifest.snapshot_code);
    expect(pages[0]).toContain("What's inside");
    for (const title of [
      'Summary',
      'Assets and debts',
      'Expense ledger',
      'Event timeline',
      'Settlement vs. trial',
    ]) {
      expect(text).toContain(title);
    }
    // 300,000 × 51% − 455 of expenses − 5,000 of settlement costs
    expect(text).toMatch(/Net settlement \(after expenses and settlement costs\)\s+\$147,545/);
    expect(text).toMatch(/Settlement percentage\s+51%/);
    // The settlement page holds its inputs, result and recommendation together.
    const settlementPage = pages.find((pageText) => pageText.includes('Settlement vs. trial\n'));
    expect(settlementPage).toContain('An estimate from the figures above');
    pages.forEach((pageText, index) =>
      expect(pageText).toContain(`Page ${index + 1} of ${pages.length}`),
    );
    expect(text).toContain('Missed pickup');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      String(pages.length),
      pdfPath,
      testInfo.outputPath('case-file'),
    ]);

    // As the server sent it, byte-order mark included (TextDecoder drops it unless told).
    const expensesCsv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      entries['expenses.csv'],
    );
    const lines = expensesCsv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFID,Date,Name,Amount,Category,Last changed');
    expect(lines[1]).toMatch(/^\d+,2025-03-05,"Court fee, ""urgent""",435\.00,/);
    expect(lines[2]).toMatch(/^\d+,2025-04-01,'=SUM\(A1\),20\.00,/);
  });
});
