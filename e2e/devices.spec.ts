/**
 * Devices and sign-ins (docs/decisions/016-devices-and-sign-ins.md): signed in on a laptop and on a
 * phone, she opens the page from her profile on the laptop, sees both browsers with the laptop
 * marked "This device", and signs the phone out; the phone's very next request is refused, and its
 * refresh token too. Checked with axe at 1280×800 and 390×844, with the confirmation dialog and the
 * emailed link's page.
 */
import type { Page } from '@playwright/test';
import { newAccount } from './fixtures/auth';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { LoginPage, SignupPage } from './pages/auth-pages';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PHONE_NAME = 'Mobile Safari 17 on iOS 17.5 (iPhone)';

/** Where the SPA keeps the session (client/src/lib/storage.ts, localKeys.authSession). */
const SESSION_STORAGE_KEY = 'fairsplit.auth.session';

/** The session supabase-js keeps in `page`'s storage. */
async function storedSession(page: Page): Promise<{ access_token: string; refresh_token: string }> {
  const stored = await page.evaluate(
    (key) => sessionStorage.getItem(key) ?? localStorage.getItem(key),
    SESSION_STORAGE_KEY,
  );
  if (!stored) throw new Error('no session stored in this browser');
  return JSON.parse(stored);
}

test('signing out another device from Devices and sign-ins refuses its next request', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('devices');
  await new SignupPage(page).signUp(account);

  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: PHONE_USER_AGENT,
  });
  const phonePage = await phone.newPage();
  await new LoginPage(phonePage).logIn(account);
  const phoneSession = await storedSession(phonePage);

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Devices and sign-ins' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Devices and sign-ins', exact: true }),
  ).toBeVisible();

  const signedIn = page.getByRole('region', { name: 'Signed in now' });
  const devices = signedIn.getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('This device');
  await expect(devices.nth(1)).toContainText(PHONE_NAME);
  await expect(devices.nth(1)).not.toContainText('This device');
  const history = page.getByRole('region', { name: 'Sign-in history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await checkScreen(page, 'a11y-devices');

  await signedIn.getByRole('button', { name: `Sign out ${PHONE_NAME}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Sign out ${PHONE_NAME}?` });
  await expect(dialog).toBeVisible();
  await checkScreen(page, 'a11y-devices-sign-out');
  await dialog.getByRole('button', { name: 'Sign out' }).click();

  await expect(page.getByText(`${PHONE_NAME} is signed out.`).first()).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(signedIn.getByText('No other device is signed in.')).toBeVisible();

  // The phone's next request with the session it holds is refused, and so is its refresh.
  const refused = await phone.request.get('/api/profile', {
    headers: { Authorization: `Bearer ${phoneSession.access_token}` },
  });
  expect(refused.status()).toBe(401);
  const refresh = await phone.request.post('/auth/v1/token?grant_type=refresh_token', {
    data: { refresh_token: phoneSession.refresh_token },
  });
  expect(refresh.status()).toBe(400);
  expect((await refresh.json()).error_code).toBe('refresh_token_not_found');
  // The laptop is still in.
  await page.reload();
  await expect(devices).toHaveCount(1);
  await phone.close();
});

test('the emailed sign-out link’s page asks before it signs anything out', async ({ page }) => {
  await page.goto('/devices/sign-out#token=not-a-real-token');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign out a device', exact: true }),
  ).toBeVisible();
  await checkScreen(page, 'a11y-devices-link');
  await page.getByRole('button', { name: 'Sign out that device' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has been used already');
  await checkScreen(page, 'a11y-devices-link-used');
});
