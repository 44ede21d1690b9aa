/**
 * Documents (docs/documents.md): a receipt photo attached to an expense from its row (on a
 * phone through "Take a photo"), the paperclip counting it, the photo opened in the viewer with
 * its fingerprint; the case file carrying it under documents/ with its SHA-256 in the manifest,
 * and /verify saying the photo is the one exported. Then the Documents page lists it with its
 * thumbnail, and an iPhone's HEIC photo is shown as the server's JPEG copy.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { HEIC_PHOTO } from '../server/test/images';
import { recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test('a receipt photo attached to an expense from its row travels in the case file, and /verify knows it', async ({
  page,
  browser,
  request,
  premiumAccount,
  premiumUser: _signedIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const post = await recordPoster(request, premiumAccount);
  await post('/api/expenses', { name: 'Braces', amount: 1250, date: '2025-03-05' });
  const width = page.viewportSize()!.width;
  const phone = width < 640;

  // A real JPEG: the browser photographs a page.
  await page.setContent('<h1 style="font:48px sans-serif">Orthodontist receipt $1,250.00</h1>');
  const photo = await page.screenshot({ type: 'jpeg', quality: 80 });
  const photoPath = testInfo.outputPath('receipt.jpg');
  writeFileSync(photoPath, photo);

  await page.goto('/expenses');
  const paperclip = page.getByRole('button', { name: 'Documents for Braces: 0' });
  await paperclip.click();
  const dialog = page.getByRole('dialog', { name: 'Documents for Braces' });
  await expect(dialog.getByText('No documents are attached to this record yet.')).toBeVisible();
  await checkScreen(page, `documents-${width}-record-empty`, { include: '[role="dialog"]' });
  // On a phone the camera's own picker; with a mouse, the file picker.
  const picker = dialog.getByText(phone ? 'Take a photo' : 'Choose files', { exact: true });
  await expect(picker).toBeVisible();
  await picker.locator('input[type="file"]').setInputFiles(photoPath);
  await expect(dialog.getByText('receipt.jpg was uploaded.')).toBeVisible();
  const attached = dialog.getByRole('list', { name: 'Attached documents' });
  await expect(attached.getByText('receipt.jpg')).toBeVisible();
  await checkScreen(page, `documents-${width}-record-attached`, { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Documents for Braces: 1' })).toBeVisible();

  // Opened again, the photo shows in the viewer with the fingerprint the server took.
  await page.getByRole('button', { name: 'Documents for Braces: 1' }).click();
  await dialog.getByRole('button', { name: 'View receipt.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'receipt.jpg' });
  await expect(viewer.getByRole('img', { name: 'receipt.jpg' })).toBeVisible();
  await expect(viewer.getByText(sha256(photo))).toBeVisible();
  await checkScreen(page, `documents-${width}-viewer`, { include: '[role="dialog"]' });
  // The footer's Close (the corner's × is named Close too).
  await viewer.getByRole('button', { name: 'Close' }).last().click();
  await expect(viewer).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The case file carries it, named in its manifest with its SHA-256.
  await page.goto('/home');
  const card = page.getByRole('region', { name: 'Your case file' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download case file' }).click(),
  ]);
  const zipPath = testInfo.outputPath('fairsplit-case-file.zip');
  await download.saveAs(zipPath);
  const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const name = Object.keys(entries).find((entry) => /^documents\/\d+-receipt\.jpg$/.test(entry));
  expect(name).toBeDefined();
  expect(sha256(entries[name!]!)).toBe(sha256(photo));
  const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json']));
  expect(manifest.files).toContainEqual({ name, sha256: sha256(photo), bytes: photo.byteLength });

  // A lawyer drops the photo on /verify: the one exported.
  const lawyersBrowser = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const lawyer = await lawyersBrowser.newPage();
  await lawyer.goto(`/verify?code=${manifest.snapshot_code}`);
  await lawyer.getByLabel('Check a file').setInputFiles(photoPath);
  await expect(lawyer.getByText(/^This file is identical to the one exported on /)).toBeVisible();
  await checkScreen(lawyer, `documents-${width}-verify-photo`);
  await lawyersBrowser.close();

  // The Documents page lists it with what it proves.
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page.getByText('receipt.jpg')).toBeVisible();
  // Its row starts with the thumbnail the server made of the photo.
  const thumbnail = page.getByRole('listitem').filter({ hasText: 'receipt.jpg' }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await checkScreen(page, `documents-${width}-page`);

  // An iPhone's HEIC photo: shown as the server's JPEG copy, kept and fingerprinted as itself.
  const heicPath = testInfo.outputPath('IMG_0042.HEIC');
  writeFileSync(heicPath, HEIC_PHOTO);
  await page
    .getByText(phone ? 'Take a photo' : 'Choose files', { exact: true })
    .locator('input[type="file"]')
    .setInputFiles(heicPath);
  await expect(page.getByText('IMG_0042.HEIC was uploaded.')).toBeVisible();
  await page.getByRole('button', { name: 'View IMG_0042.HEIC' }).click();
  const heicViewer = page.getByRole('dialog', { name: 'IMG_0042.HEIC' });
  const copy = heicViewer.getByRole('img', { name: 'IMG_0042.HEIC' });
  await expect(copy).toBeVisible();
  await expect.poll(() => copy.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  await expect(heicViewer.getByText(/^Shown as a JPEG copy/)).toBeVisible();
  await expect(heicViewer.getByText(sha256(HEIC_PHOTO))).toBeVisible();
  await checkScreen(page, `documents-${width}-viewer-heic`, { include: '[role="dialog"]' });
});
