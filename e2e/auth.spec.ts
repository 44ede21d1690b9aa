import { latestResetLink, newAccount, PASSWORD, toastRegion } from './fixtures/auth';
import { PREMIUM_ROUTES, SIGNED_IN_ROUTES } from './fixtures/routes';
import { expect, test } from './fixtures/test';
import {
  expectFieldError,
  LoginPage,
  logOut,
  PasswordForm,
  ResetPasswordPage,
  SignupPage,
} from './pages/auth-pages';

const NEW_PASSWORD = 'N3w$ecret!pw';
/** Where supabase-js keeps the session (client/src/lib/storage.ts). */
const SESSION_KEY = 'fairsplit.auth.session';

/** Every route behind the sign-in, in the order of docs/product.md's route table. */
const PROTECTED_ROUTES = [...Object.keys(SIGNED_IN_ROUTES), ...Object.keys(PREMIUM_ROUTES)];

test.describe('signing up, in and out', () => {
  test('sign up → /home shows the email, with "Account created"', async ({ page }) => {
    // App start after sign-in (docs/product.md#sign-up-log-in-and-password-reset): the user is
    // registered in the product database and the subscription status is checked, both with the new
    // session's token.
    const registered = page.waitForResponse('**/api/auth/register-db-user');
    const statusChecked = page.waitForResponse('**/api/auth/status');

    const signup = new SignupPage(page);
    await signup.goto();
    await expect(signup.tipsByEmail).toBeChecked();
    const account = await signup.signUp(newAccount('signup'));

    expect((await registered).ok()).toBe(true);
    const status = await statusChecked;
    expect(status.ok()).toBe(true);
    expect(await status.json()).toMatchObject({ subscription_status: 'free' });

    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    // No confirmation is required here (the e2e server has no SMTP): she is signed in, and
    // the toast does not send her looking for an email (a README departure).
    await expect(toastRegion(page).getByText('Account created', { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText('You are signed in.', { exact: true })).toBeVisible();
    await expect(
      toastRegion(page).getByText('Please check your email to confirm your account.'),
    ).toHaveCount(0);
  });

  test('sign up with "Tips and news by email" unticked: no welcome, and the switch in Settings → Email is off', async ({
    page,
    request,
  }) => {
    const registered = page.waitForResponse('**/api/auth/register-db-user');
    const account = await new SignupPage(page).signUp(newAccount('no-tips'), { tips: false });
    expect((await registered).ok()).toBe(true);

    await page.goto('/settings/email');
    const preferences = page.getByRole('region', { name: 'Email preferences' });
    await expect(
      preferences.getByRole('switch', { name: 'Tips and news by email' }),
    ).toHaveAttribute('aria-checked', 'false');
    const outbox = await request.get(
      `/auth/v1/dev/outbox?email=${encodeURIComponent(account.email)}`,
    );
    expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
  });

  test('signing up twice with one email shows "Signup Error" with the service message', async ({
    page,
    freeAccount,
  }) => {
    await new SignupPage(page).submitWith({
      firstName: 'Jo',
      lastName: 'Again',
      email: freeAccount.email,
      password: PASSWORD,
    });

    await expect(toastRegion(page).getByText('Signup Error', { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText('User already registered')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('log in → /home with "Welcome back!"; log out → /login with "Logged Out"', async ({
    page,
    freeAccount,
  }) => {
    await new LoginPage(page).logIn(freeAccount);
    await expect(toastRegion(page).getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(
      toastRegion(page).getByText('You have been logged in successfully.'),
    ).toBeVisible();

    await logOut(page);

    // The toast is shown by the page that the sign-out reload brings up.
    await expect(toastRegion(page).getByText('Logged Out', { exact: true })).toBeVisible();
    await expect(
      toastRegion(page).getByText('You have been logged out successfully.'),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows "Login Error" with "Invalid login credentials"', async ({
    page,
    freeAccount,
  }) => {
    await new LoginPage(page).submitWith({ email: freeAccount.email, password: 'Wr0ng$password' });

    await expect(toastRegion(page).getByText('Login Error', { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText('Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('without "Remember me" the session ends with the browser; with it, it stays', async ({
    browser,
    freeAccount: account,
  }) => {
    const forgetful = await browser.newContext();
    const first = await forgetful.newPage();
    await new LoginPage(first).logIn(account);
    expect(await first.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    expect(await first.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).not.toBeNull();
    // A second tab has its own sessionStorage, as a browser restarted would: no session there.
    const secondTab = await forgetful.newPage();
    await secondTab.goto('/home');
    await expect(secondTab).toHaveURL(/\/login$/);
    await forgetful.close();

    const remembering = await browser.newContext();
    const tab = await remembering.newPage();
    await new LoginPage(tab).logIn(account, { remember: true });
    expect(await tab.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
    expect(await tab.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).not.toBeNull();
    const anotherTab = await remembering.newPage();
    await anotherTab.goto('/home');
    await expect(anotherTab).toHaveURL(/\/home$/);
    await expect(anotherTab.getByText(account.email)).toBeVisible();
    await remembering.close();
  });
});

test.describe('password reset', () => {
  test('request → outbox link → Set New Password → the new password works, the old does not; the link works once', async ({
    page,
    browser,
    freeAccount: account,
  }) => {
    await new ResetPasswordPage(page).requestLink(account.email);
    await expect(page.getByRole('heading', { name: 'Email sent' })).toBeVisible();
    await expect(page.getByText(/spam/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(
      toastRegion(page).getByText('Password Reset Email Sent', { exact: true }),
    ).toBeVisible();
    await expect(
      toastRegion(page).getByText('Check your email for a link to reset your password.'),
    ).toBeVisible();

    const link = await latestResetLink(page.request, account.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/update-password/);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await expect(page.getByText('Create a new password for your account')).toBeVisible();
    await new PasswordForm(page).submitWith({ next: NEW_PASSWORD });

    await expect(page).toHaveURL(/\/home$/);
    await expect(toastRegion(page).getByText('Password Updated', { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => sessionStorage.getItem('fairsplit.passwordReset.inProgress')),
    ).toBeNull();

    await logOut(page);
    const login = new LoginPage(page);
    await login.submitWith(account);
    await expect(toastRegion(page).getByText('Invalid login credentials')).toBeVisible();
    await login.logIn({ email: account.email, password: NEW_PASSWORD });

    // The same link, opened again (in a fresh browser, as from the email): refused.
    const later = await browser.newPage();
    await later.goto(link);
    await expect(later.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(
      later.getByText(
        'Your password reset link is invalid or has expired. Please request a new password reset link.',
      ),
    ).toBeVisible();
    await later.getByRole('link', { name: 'Request New Reset Link' }).click();
    await expect(later).toHaveURL(/\/reset-password$/);
    await later.close();
  });

  test('the same link used again in the same, signed-in browser is still refused', async ({
    page,
    freeAccount: account,
  }) => {
    await new ResetPasswordPage(page).requestLink(account.email);
    const link = await latestResetLink(page.request, account.email);

    await page.goto(link);
    await new PasswordForm(page).submitWith({ next: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/home$/);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(toastRegion(page).getByText('Invalid reset link', { exact: true })).toBeVisible();
  });

  test('a reset link that lands on another page is taken to /update-password', async ({
    page,
    freeAccount: account,
  }) => {
    await new ResetPasswordPage(page).requestLink(account.email);
    const link = new URL(await latestResetLink(page.request, account.email));
    link.searchParams.set('redirect_to', new URL('/', link).toString());

    await page.goto(link.toString());

    await expect(page).toHaveURL(/\/update-password/);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  });

  test('/update-password without a link, flag or session shows the Invalid Reset Link panel', async ({
    page,
  }) => {
    // Slow the auth start-up a little so the verifying state stays on screen long enough to see.
    await page.route('**/api/config', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/update-password');
    await expect(page.getByText('Verifying your password reset link...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(toastRegion(page).getByText('Invalid reset link', { exact: true })).toBeVisible();
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`changing the password at ${viewport.width} px`, () => {
    test.use({ startAt: '/change-password', viewport });

    test('/change-password → the service checks the current password → "Password Updated"; the new password works', async ({
      page,
      freeUser: account,
    }) => {
      await expect(page.getByRole('heading', { name: 'Change Your Password' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');

      // A session alone cannot change the password: the service refuses a wrong current one.
      const form = new PasswordForm(page);
      const refused = page.waitForResponse(
        (response) =>
          response.url().endsWith('/auth/v1/user') && response.request().method() === 'PUT',
      );
      await form.submitWith({ current: 'Not-the-0ne!', next: NEW_PASSWORD });
      expect((await (await refused).json()).code).toBe('current_password_mismatch');
      await expectFieldError(page, 'Current Password', 'Your current password is incorrect');

      await form.currentPassword.fill(account.password);
      await form.submit.click();

      await expect(page.getByRole('heading', { name: 'Password Updated' })).toBeVisible();
      await expect(page.getByText('Your password has been updated successfully.')).toBeVisible();
      await page.getByRole('link', { name: 'Return to Profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);

      await logOut(page);
      await new LoginPage(page).logIn({ email: account.email, password: NEW_PASSWORD });
    });
  });
}

test.describe('route guards', () => {
  test('every protected route sends a signed-out visitor to /login', async ({ page }) => {
    for (const route of PROTECTED_ROUTES) {
      await page.goto(route);
      await expect(page, `visiting ${route}`).toHaveURL(/\/login$/);
      await expect(new LoginPage(page).heading).toBeVisible();
    }
  });

  test('a slow session check shows its 3 s hint and link, then goes to /login at 4 s', async ({
    page,
  }) => {
    // A stored session makes the app check it with the auth service, which needs /api/config.
    await page.addInitScript(() => {
      localStorage.setItem('fairsplit.auth.session', JSON.stringify({ access_token: 'stale' }));
    });
    // ...and /api/config does not answer until the test is over.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/config', async (route) => {
      await held;
      await route.abort().catch(() => {});
    });

    // The page's clock is Playwright's, so the 3 s and 4 s marks are exact however busy the
    // machine is (a real clock left a one-second window that a loaded CI runner could miss).
    // Installed and paused before the page loads: no time passes unless the test moves it.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
    await page.goto('/home');
    await expect(page.getByText('Loading your profile...')).toBeVisible();
    const hint = page.getByText('Still trying to verify your login... Please wait');

    await page.clock.runFor(2_999);
    await expect(page.getByText('Loading your profile...')).toBeVisible();
    await expect(hint).toBeHidden();

    await page.clock.runFor(1);
    await expect(hint).toBeVisible();
    await expect(page.getByRole('link', { name: 'Click here to go back to login' })).toBeVisible();

    await page.clock.runFor(999);
    await expect(page).toHaveURL(/\/home$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/login$/);
    release();
  });
});

test.describe('validation messages', () => {
  test('sign-up form', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.submit.click();
    await expectFieldError(page, 'First name', 'First name is required');
    await expectFieldError(page, 'Last name', 'Last name is required');
    await expectFieldError(page, 'Email', 'Please enter a valid email address');
    await expectFieldError(page, 'Password', 'Password must be at least 8 characters long');

    const password = signup.password;
    for (const [value, message] of [
      ['abcdefg1!', 'Password must contain at least one uppercase letter'],
      ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
      ['Abcdefgh!', 'Password must contain at least one number'],
      ['Abcdefgh1', 'Password must contain at least one special character'],
    ] as const) {
      await password.fill(value);
      await expectFieldError(page, 'Password', message);
    }

    await password.fill(PASSWORD);
    await signup.confirmPassword.fill('Sup3r$ecret?');
    await signup.submit.click();
    await expectFieldError(page, 'Confirm password', 'Passwords do not match');
  });

  test('login form', async ({ page }) => {
    await new LoginPage(page).submitWith({ email: 'not-an-email', password: 'short' });
    await expectFieldError(page, 'Email', 'Please enter a valid email address');
    await expectFieldError(page, 'Password', 'Password must be at least 8 characters long');
  });

  test('reset-password form', async ({ page }) => {
    await new ResetPasswordPage(page).requestLink('jo@');
    await expectFieldError(page, 'Email', 'Please enter a valid email address');
  });

  test.describe(() => {
    test.use({ startAt: '/update-password' });

    test('update-password form', async ({ page, freeUser: _signedIn }) => {
      await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
      await new PasswordForm(page).submitWith({ next: 'abcdefgh', confirm: 'abcdefgX' });
      await expectFieldError(
        page,
        'New Password',
        'Password must contain at least one uppercase letter',
      );
      await expectFieldError(page, 'Confirm New Password', 'Passwords do not match');
    });
  });

  test.describe(() => {
    test.use({ startAt: '/change-password' });

    test('change-password form', async ({ page, freeUser: _signedIn }) => {
      await new PasswordForm(page).submitWith({
        current: '12345',
        next: 'Abcdefgh1',
        confirm: 'Abcdefgh2',
      });
      await expectFieldError(page, 'Current Password', 'Password must be at least 6 characters');
      await expectFieldError(
        page,
        'New Password',
        'Password must contain at least one special character',
      );
      await expectFieldError(page, 'Confirm New Password', 'Passwords do not match');
    });
  });
});

test.describe('password reset diagnostics', () => {
  test('/debug/password-reset runs its steps and shows their status', async ({
    page,
    context,
    freeAccount: account,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/debug/password-reset?from=support');

    await expect(page.getByLabel('Test email')).toHaveAttribute('type', 'email');
    await page.getByLabel('Test email').fill(account.email);
    await page.getByRole('button', { name: 'Run Diagnostics' }).click();

    const steps = page.getByRole('list', { name: 'Diagnostic steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(7);
    const step = (title: string) => steps.filter({ hasText: title });
    await expect(step('Backend connection')).toHaveAttribute('data-status', 'success');
    await expect(step('Environment')).toHaveAttribute('data-status', 'success');
    await expect(step('Environment')).toContainText('Auth mode: local');
    await expect(step('Password reset request')).toHaveAttribute('data-status', 'success');
    await expect(step('URL query parameters')).toHaveAttribute('data-status', 'info');
    await expect(step('URL query parameters')).toContainText('from = support');
    await expect(step('URL hash parameters')).toContainText('(none)');

    const badges = page.getByRole('list', { name: 'Environment status' });
    await expect(badges).toContainText('Backend: reachable');
    await expect(badges).toContainText('Auth mode: local');
    await expect(page.getByRole('heading', { name: 'Troubleshooting' })).toBeVisible();

    // The reset request was real: the outbox has the email.
    await latestResetLink(page.request, account.email);

    await page.getByRole('button', { name: 'Copy step 1: Backend connection' }).click();
    await expect(step('Backend connection')).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      '[SUCCESS] 1. Backend connection',
    );
  });
});
