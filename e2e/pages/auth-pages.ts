/**
 * The auth screens: sign up, log in, the reset request, and the two forms that set a password
 * (/update-password from a reset link, /change-password when signed in).
 */
import { expect, type Page } from '@playwright/test';
import { newAccount, toastRegion, type TestAccount } from '../fixtures/auth';
import { Navigation } from './navigation';
import { PageModel, ScreenModel } from './page-model';

type Credentials = { email: string; password: string };

/** The message under a labelled field (the input's accessible description). */
export async function expectFieldError(page: Page, label: string, message: string) {
  const input = page.getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class SignupPage extends ScreenModel {
  readonly path = '/signup';
  readonly firstName = this.page.getByLabel('First name');
  readonly lastName = this.page.getByLabel('Last name');
  // Exact: "Tips and news by email" is a label too.
  readonly email = this.page.getByLabel('Email', { exact: true });
  readonly password = this.page.getByLabel('Password', { exact: true });
  readonly confirmPassword = this.page.getByLabel('Confirm password');
  readonly tipsByEmail = this.page.getByRole('checkbox', { name: 'Tips and news by email' });
  readonly submit = this.page.getByRole('button', { name: 'Sign up' });

  /**
   * Fills every field for `account` and submits; the caller checks the outcome. "Tips and news
   * by email" stays as the form offers it (ticked) unless `tips` is false.
   */
  async submitWith(account: TestAccount, { tips = true }: { tips?: boolean } = {}) {
    await this.goto();
    await this.firstName.fill(account.firstName);
    await this.lastName.fill(account.lastName);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.confirmPassword.fill(account.password);
    if (!tips) await this.tipsByEmail.uncheck();
    await this.submit.click();
  }

  /** Signs up through the form and waits for /home. */
  async signUp(account: TestAccount = newAccount(), options?: { tips?: boolean }) {
    await this.submitWith(account, options);
    await expect(this.page).toHaveURL(/\/home$/);
    return account;
  }
}

export class LoginPage extends ScreenModel {
  readonly path = '/login';
  readonly heading = this.page.getByRole('heading', { level: 1, name: 'Log in' });
  readonly email = this.page.getByLabel('Email');
  readonly password = this.page.getByLabel('Password', { exact: true });
  readonly rememberMe = this.page.getByLabel('Remember me');
  readonly submit = this.page.getByRole('button', { name: 'Log in' });

  /** Fills the form and submits; the caller checks the outcome. */
  async submitWith({ email, password }: Credentials, { remember = false } = {}) {
    await this.goto();
    await this.email.fill(email);
    await this.password.fill(password);
    if (remember) await this.rememberMe.check();
    await this.submit.click();
  }

  /** Logs in and waits for /home, which shows the account's email. */
  async logIn(account: Credentials, options?: { remember?: boolean }) {
    await this.submitWith(account, options);
    await expect(this.page).toHaveURL(/\/home$/);
    await expect(this.page.getByText(account.email)).toBeVisible();
  }
}

export class ResetPasswordPage extends ScreenModel {
  readonly path = '/reset-password';
  readonly email = this.page.getByLabel('Email');
  readonly submit = this.page.getByRole('button', { name: 'Send Reset Link' });

  /** Asks for a reset link for `email`; the caller checks the outcome. */
  async requestLink(email: string) {
    await this.goto();
    await this.email.fill(email);
    await this.submit.click();
  }
}

/** The form of /update-password and /change-password (the latter also asks the current one). */
export class PasswordForm extends PageModel {
  readonly currentPassword = this.page.getByLabel('Current Password');
  readonly newPassword = this.page.getByLabel('New Password', { exact: true });
  readonly confirmPassword = this.page.getByLabel('Confirm New Password');
  readonly submit = this.page.getByRole('button', { name: 'Update Password' });

  /** Fills the fields given (the confirmation defaults to the new password) and submits. */
  async submitWith({
    current,
    next,
    confirm = next,
  }: {
    current?: string;
    next: string;
    confirm?: string;
  }) {
    if (current !== undefined) await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmPassword.fill(confirm);
    await this.submit.click();
  }
}

/**
 * Logs out from the header (the drawer on a phone) and waits for the reload that follows (its
 * 'Logged Out' toast).
 */
export async function logOut(page: Page) {
  await new Navigation(page).logOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastRegion(page).getByText('Logged Out', { exact: true })).toBeVisible();
}
