/**
 * Professional access (docs/sharing.md): a subscriber makes a link with a passcode for
 * their lawyer, covering her expenses and documents; the lawyer, in a browser of their own with
 * no account, gives the passcode, reads the covered records under the banner, views the receipt
 * that proves an expense and downloads it, and downloads the case file; the owner sees each file
 * opened in the access log and revokes the link, and the lawyer's next visit finds the one
 * neutral page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { toastRegion } from './fixtures/auth';
import { apiHeaders, recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test('share with a passcode, open it elsewhere, download the case file, revoke it', async ({
  page,
  browser,
  request,
  premiumAccount,
  premiumUser: _signedIn,
}, testInfo) => {
  // Two browsers, a PDF built and read back, a ZIP: about 27 s alone, more beside another worker.
  test.setTimeout(90_000);
  const post = await recordPoster(request, premiumAccount);
  await post('/api/expenses', { name: 'Retainer', amount: 1250, date: '2025-03-01' });
  await post('/api/events', {
    description: 'Missed pickup',
    date: '2025-04-02',
    party: 'ex_spouse',
    concern_level: 4,
  });
  const width = page.viewportSize()!.width;

  // A receipt photo that proves the expense: a real JPEG, the browser photographs a page.
  await page.setContent('<h1 style="font:48px sans-serif">Retainer receipt $1,250.00</h1>');
  const photo = await page.screenshot({ type: 'jpeg', quality: 80 });
  const headers = await apiHeaders(request, premiumAccount);
  const uploaded = await request.post('/api/documents', {
    headers,
    multipart: {
      sha256: sha256(photo),
      file: { name: 'retainer-receipt.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const [retainer] = await (await request.get('/api/expenses', { headers })).json();
  const linked = await request.post(`/api/documents/${(await uploaded.json()).id}/links`, {
    headers,
    data: { entity: 'expense', entity_id: retainer.id },
  });
  expect(linked.status(), await linked.text()).toBe(201);

  // The owner: Settings → Sharing → New share.
  await page.goto('/settings/sharing');
  await page.getByRole('link', { name: 'Manage sharing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sharing' })).toBeVisible();
  await checkScreen(page, `sharing-${width}-empty`);
  await page.getByRole('button', { name: 'New share' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New share' });
  await dialog.getByLabel('Label').fill('My attorney, J. Smith');
  await dialog.getByLabel('Events').uncheck();
  await expect(dialog.getByLabel('Documents')).not.toBeChecked();
  await dialog.getByLabel('Documents').check();
  await dialog.getByLabel('Passcode (optional)').fill('blue heron 42');
  await checkScreen(page, `sharing-${width}-new`, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const linkDialog = page.getByRole('dialog');
  const link = await linkDialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await expect(linkDialog.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  await checkScreen(page, `sharing-${width}-link`, { include: '[role="dialog"]' });
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('My attorney, J. Smith')).toBeVisible();

  // The lawyer: another browser, nobody signed in.
  const lawyer = await browser.newContext({
    viewport: page.viewportSize()!,
    acceptDownloads: true,
  });
  const lawyerPage = await lawyer.newPage();
  const path = new URL(link).pathname;
  const opened = await lawyerPage.goto(path);
  expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened!.headers()['x-robots-tag']).toContain('noindex');
  expect(opened!.headers()['cache-control']).toBe('no-store');
  await expect(
    lawyerPage.getByRole('heading', { level: 1, name: 'This link has a passcode' }),
  ).toBeVisible();
  await expect(lawyerPage.getByText('Retainer')).toHaveCount(0);
  await checkScreen(lawyerPage, `sharing-${width}-passcode`);
  await lawyerPage.getByLabel('Passcode').fill('wrong passcode');
  await lawyerPage.getByRole('button', { name: 'Open the records' }).click();
  await expect(lawyerPage.getByRole('alert')).toContainText('That passcode did not open the link.');
  await lawyerPage.getByLabel('Passcode').fill('blue heron 42');
  await lawyerPage.getByRole('button', { name: 'Open the records' }).click();
  await expect(lawyerPage.getByRole('heading', { level: 1, name: 'Shared records' })).toBeVisible();
  await expect(lawyerPage.getByRole('note')).toContainText(/Shared by .+ · read-only · expires /);
  await expect(lawyerPage.getByRole('cell', { name: 'Retainer', exact: true })).toBeVisible();
  await expect(lawyerPage.getByText('Missed pickup')).toHaveCount(0);
  await expect(lawyerPage.getByText(/Record integrity: intact/)).toBeVisible();
  await checkScreen(lawyerPage, `sharing-${width}-shared-view`);

  await lawyerPage.getByRole('button', { name: 'History of Retainer', exact: true }).click();
  const history = lawyerPage.getByRole('dialog', { name: 'History of Retainer' });
  await expect(history.getByText('Created')).toBeVisible();
  await lawyerPage.keyboard.press('Escape');

  // The receipt that proves the expense: viewed through the link, then downloaded.
  const documents = lawyerPage.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('retainer-receipt.jpg', { exact: true })).toBeVisible();
  await expect(documents.getByText(sha256(photo))).toBeVisible();
  await expect(documents.getByRole('list', { name: 'Proves' })).toHaveText('Expense: Retainer');
  await documents.getByRole('button', { name: 'View retainer-receipt.jpg' }).click();
  const viewer = lawyerPage.getByRole('dialog', { name: 'retainer-receipt.jpg' });
  await expect(viewer.getByRole('img', { name: 'retainer-receipt.jpg' })).toBeVisible();
  await expect(viewer.getByText(sha256(photo))).toBeVisible();
  await checkScreen(lawyerPage, `sharing-${width}-shared-document`, {
    include: '[role="dialog"]',
  });
  await viewer.getByRole('button', { name: 'Close' }).last().click();
  await expect(viewer).toBeHidden();
  const [receipt] = await Promise.all([
    lawyerPage.waitForEvent('download'),
    documents.getByRole('button', { name: 'Download retainer-receipt.jpg' }).click(),
  ]);
  expect(receipt.suggestedFilename()).toBe('retainer-receipt.jpg');
  const receiptPath = testInfo.outputPath('retainer-receipt.jpg');
  await receipt.saveAs(receiptPath);
  expect(sha256(new Uint8Array(readFileSync(receiptPath)))).toBe(sha256(photo));

  const [download] = await Promise.all([
    lawyerPage.waitForEvent('download'),
    lawyerPage.getByRole('button', { name: 'Download case file' }).click(),
  ]);
  const zipPath = testInfo.outputPath('shared-case-file.zip');
  await download.saveAs(zipPath);
  const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
  expect(Object.keys(entries).sort()).toEqual(
    [
      'case-file.pdf',
      'expenses.csv',
      'networth.csv',
      'manifest.json',
      'receipt.json',
      'receipt.sig',
    ].sort(),
  );
  const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json']));
  for (const file of manifest.files as { name: string; sha256: string }[]) {
    expect(sha256(entries[file.name]!), file.name).toBe(file.sha256);
  }
  const verified = await (await request.get(`/api/verify/${manifest.snapshot_code}`)).json();
  expect(verified.files.map((file: { name: string }) => file.name)).toContain('case-file.pdf');
  expect(verified.through_shared_link).toBe(true);
  expect(verified.receipt.signature_valid).toBe(true);
  expect(new TextDecoder().decode(entries['expenses.csv'])).toContain('Retainer');

  // The owner sees the visit and revokes the link.
  await page.reload();
  await page.getByRole('button', { name: 'Access log for My attorney, J. Smith' }).click();
  await expect(page.getByText('Downloaded the case file')).toBeVisible();
  await expect(
    page.getByText('Viewed the document “retainer-receipt.jpg”', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Downloaded the document “retainer-receipt.jpg”', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Opened', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Never opened')).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke My attorney, J. Smith' }).click();
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await expect(toastRegion(page).getByText('Link revoked', { exact: true })).toBeVisible();
  await checkScreen(page, `sharing-${width}-revoked`);

  await lawyerPage.reload();
  await expect(
    lawyerPage.getByRole('heading', { level: 1, name: 'This link is no longer active' }),
  ).toBeVisible();
  await expect(lawyerPage.getByText('Retainer')).toHaveCount(0);
  await checkScreen(lawyerPage, `sharing-${width}-inactive`);
  await lawyer.close();
});
