/**
 * Your data is yours: a user downloads everything as a ZIP of JSON and CSV files, deletes the
 * account after typing their email address and password again, lands on the goodbye page, and
 * can no longer sign in.
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { toastRegion } from './fixtures/auth';
import { recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { LoginPage } from './pages/auth-pages';

test('download the data, delete the account, and find the sign-in gone', async ({
  page,
  request,
  premiumAccount: account,
  premiumUser: _signedIn,
}, testInfo) => {
  const post = await recordPoster(request, account);
  await post('/api/expenses', { name: 'Retainer', amount: 1250, date: '2025-03-01' });
  await page.goto('/settings/privacy');

  const yourData = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const zipPath = testInfo.outputPath('data.zip');
  await download.saveAs(zipPath);
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  expect(Object.keys(files)).toContain('README.txt');
  const expenses = JSON.parse(new TextDecoder().decode(files['expenses.json']));
  expect(expenses.map((expense: { name: string }) => expense.name)).toEqual(['Retainer']);
  const profile = JSON.parse(new TextDecoder().decode(files['profile.json']));
  expect(profile.email).toBe(account.email);
  // ...and the same records as a spreadsheet she can open without a programmer.
  expect(new TextDecoder().decode(files['expenses.csv'])).toContain('Retainer');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const width = page.viewportSize()!.width;
  await checkScreen(page, `account-${width}-delete-dialog`, { include: '[role="dialog"]' });
  await dialog.getByLabel('Email address').fill(account.email);
  await dialog.getByLabel('Current password').fill('Not-the-password1!');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The email address or password is not correct. Nothing was deleted.',
  );

  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
  ).toBeVisible();
  // Signed out, the app reloads as every sign-out does; then the navigation is a visitor's.
  await expect
    .poll(() =>
      page
        .evaluate(
          () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
        )
        // While the reload is under way there is no page to ask: ask again.
        .catch(() => 'reloading'),
    )
    .toBe('reload');
  await expect(page.getByText('Log out')).toHaveCount(0);
  await checkScreen(page, `account-${width}-goodbye`);

  await new LoginPage(page).submitWith({ email: account.email, password: account.password });
  await expect(toastRegion(page).getByText('Login Error', { exact: true })).toBeVisible();
  await expect(toastRegion(page).getByText('Invalid login credentials')).toBeVisible();
});

test('the welcome email’s link unsubscribes, and the switch in Settings → Email agrees and turns it back on', async ({
  page,
  request,
  freeUser: account,
}) => {
  // The app registered the user on sign-in; the welcome follows.
  let welcome: { text: string; headers: Record<string, string> } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `/auth/v1/dev/outbox?email=${encodeURIComponent(account.email)}`,
      );
      const { messages } = (await response.json()) as {
        messages: { subject: string; text: string; headers: Record<string, string> }[];
      };
      welcome = messages.find((message) => message.subject === 'Your account is ready');
      return welcome !== undefined;
    })
    .toBe(true);
  expect(welcome!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = new URL(/To stop them, open (\S+)/.exec(welcome!.text)![1]!);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from tips and news' }),
  ).toBeVisible();
  const width = page.viewportSize()!.width;
  await checkScreen(page, `account-${width}-unsubscribe`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await checkScreen(page, `account-${width}-unsubscribed`);

  await page.getByRole('link', { name: 'Go to your email settings' }).click();
  const preferences = page.getByRole('region', { name: 'Email preferences' });
  const toggle = preferences.getByRole('switch', { name: 'Tips and news by email' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(
    toastRegion(page).getByText('You will receive tips and news by email.'),
  ).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await checkScreen(page, `account-${width}-email-preferences`);
});
