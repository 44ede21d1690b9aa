/**
 * The installable app at 390 px (docs/offline.md): the browser sees a manifest and a service
 * worker; her records read offline with the banner and every write button off; online again
 * writes work; after sign-out nothing of hers is left, online or offline, and a second user on
 * the same browser sees none of it. Then a new version: "Update available", and Reload takes it.
 *
 * The other specs block service workers (playwright.config.ts) so that their network stubs see
 * every request; these allow them.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { findChromium } from '../scripts/chromium';
import { createAccount, newAccount, signIn, type TestAccount } from './fixtures/auth';
import { recordPoster, upgradeToPremium } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { Navigation } from './pages/navigation';

test.use({ serviceWorkers: 'allow' });
test.skip(({ isMobile }) => !isMobile, 'the phone is where it matters');

const RECORDS_CACHE = /^fairsplit-records-/;

const recordsCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('fairsplit-')));

/** Waits until a service worker is active and controls the page (a reload after the first). */
async function controlledBy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

async function premium(context: BrowserContext, tag: string): Promise<TestAccount> {
  const account = await createAccount(context.request, newAccount(tag));
  await upgradeToPremium(context.request, account);
  return account;
}

test('her records read offline, nothing of hers stays after sign-out, a second user sees none', async ({
  page,
  context,
}) => {
  test.slow(); // Three sign-ins, a precache after each sign-out, offline and online reloads.
  const first = await premium(context, 'offline-first');
  const post = await recordPoster(context.request, first);
  await post('/api/expenses', {
    name: 'Parking at the courthouse',
    amount: 12.5,
    date: '2026-11-02',
  });

  await signIn(page, first, { at: '/expenses' });
  await expect(
    page.getByRole('cell', { name: 'Parking at the courthouse', exact: true }),
  ).toBeVisible();

  await controlledBy(page);

  // Her answers are kept in a cache named for her.
  await expect(
    page.getByRole('cell', { name: 'Parking at the courthouse', exact: true }),
  ).toBeVisible();
  await expect.poll(() => recordsCaches(page)).toContainEqual(expect.stringMatching(RECORDS_CACHE));

  // Offline, a reload shows them read-only, with the banner and the buttons off.
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('cell', { name: 'Parking at the courthouse', exact: true }),
  ).toBeVisible();
  const asOf = page.getByText(/^Offline — showing your records as of \w{3} \d{1,2}, \d{4}/);
  await expect(asOf).toBeVisible();
  const sentAt = (await asOf.textContent())!;
  await expect(page.getByRole('button', { name: 'Add Expense', exact: true })).toBeDisabled();
  await expect(
    page.getByRole('button', { name: 'Add Expense', exact: true }),
  ).toHaveAccessibleDescription(
    'You can read them. Adding, changing and downloading wait until you are online again.',
  );
  await expect(page.getByRole('button', { name: 'Import CSV' })).toBeDisabled();
  await expect(
    page.getByRole('button', { name: /^Delete Parking at the courthouse/ }),
  ).toBeDisabled();
  await checkScreen(page, 'offline-expenses');

  // Two hours later her access token has run out, and offline it cannot be renewed: she still
  // reads her records, as of when the server sent them (not the time on the phone).
  await page.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 });
  await page.reload();
  await expect(
    page.getByRole('cell', { name: 'Parking at the courthouse', exact: true }),
  ).toBeVisible();
  await expect(page.getByText(sentAt, { exact: true })).toBeVisible();

  // Online again: the banner goes and a write works.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(/^Offline/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Expense', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Expense' });
  await dialog.getByLabel('Name').fill('Copies for the mediator');
  await dialog.getByLabel('Amount').fill('8.40');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('cell', { name: 'Copies for the mediator', exact: true }),
  ).toBeVisible();

  // Sign out: her kept records go, and offline the app shows the sign-in, not her records.
  await new Navigation(page).logOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await recordsCaches(page)).not.toContainEqual(expect.stringMatching(RECORDS_CACHE));
  await controlledBy(page);
  await context.setOffline(true);
  await page.goto('/expenses');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Parking at the courthouse')).toHaveCount(0);
  expect(await recordsCaches(page)).not.toContainEqual(expect.stringMatching(RECORDS_CACHE));
  expect(await page.evaluate(() => localStorage.getItem('fairsplit.auth.session'))).toBeNull();
  await context.setOffline(false);

  // A second user on the same browser: none of the first user's records, online or offline.
  const second = await premium(context, 'offline-second');
  const secondPage = await context.newPage();
  await signIn(secondPage, second, { at: '/expenses' });
  await expect(secondPage.getByText('No expenses found.', { exact: false })).toBeVisible();
  await controlledBy(secondPage);
  await context.setOffline(true);
  await secondPage.reload();
  await expect(secondPage.getByText(/^Offline — showing your records as of/)).toBeVisible();
  await expect(secondPage.getByText('Parking at the courthouse')).toHaveCount(0);
  await expect(secondPage.getByText('Copies for the mediator')).toHaveCount(0);
  await context.setOffline(false);
});

test('the browser finds the app installable: a manifest, its icons and a service worker', async ({
  baseURL,
}) => {
  // Playwright's contexts are incognito, where Chromium never offers to install: a profile
  // on disk is not.
  const profile = mkdtempSync(join(tmpdir(), 'fairsplit-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu'],
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/login');
    await controlledBy(page);
    const cdp = await browser.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Fairsplit',
      start_url: '/home',
      display: 'standalone',
      icons: expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    });
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The built app served as files from `dir`, index.html for any other page: a tiny host. */
function serveFiles(dir: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.webmanifest': 'application/manifest+json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
  };
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dir, path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      file = join(dir, 'index.html');
      body = readFileSync(file);
    }
    res.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('a new version while a page is open: "Update available", and Reload takes it', async ({
  page,
}) => {
  // A copy of this build, served on its own, so the test can put a newer one in its place.
  const dir = mkdtempSync(join(tmpdir(), 'fairsplit-update-'));
  cpSync(join(process.cwd(), 'client', 'dist'), dir, { recursive: true });
  const server = await serveFiles(dir);
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await controlledBy(page);

    // The next build: its page differs, so the worker's list of files does too.
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    writeFileSync(
      join(dir, 'index.html'),
      html.replace('</head>', '<meta name="fairsplit-build" content="next"></head>'),
    );
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    const next = worker.replace(
      /"revision":"[0-9a-f]+","url":"index\.html"/,
      '"revision":"next","url":"index.html"',
    );
    expect(next).not.toBe(worker);
    writeFileSync(join(dir, 'sw.js'), next);

    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const notice = page.getByText('Update available', { exact: true });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('meta[name="fairsplit-build"]')).toHaveCount(0);
    await checkScreen(page, 'update-available');

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="fairsplit-build"]')).toHaveAttribute('content', 'next');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
