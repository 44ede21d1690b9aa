/**
 * axe-core on every screen and every open dialog and drawer that the journey (journey.spec.ts)
 * does not already reach, at 1280×800 and at 390×844: no violation of impact serious or
 * critical. Each screen is also kept as a screenshot (fixtures/screens.ts).
 */
import type { Page } from '@playwright/test';
import { latestResetLink } from './fixtures/auth';
import { recordPoster } from './fixtures/premium';
import { FAMILY_HOME_ITEM } from './fixtures/records';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { LoginPage, PasswordForm, ResetPasswordPage, SignupPage } from './pages/auth-pages';
import { ExpensesPage } from './pages/expenses-page';
import { isPhone, Navigation } from './pages/navigation';

const DIALOG = '[role="dialog"]';
const ALERT_DIALOG = '[role="alertdialog"]';

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** The drawer, open, checked, then closed with its close button (phone width only). */
async function checkDrawer(page: Page, name: string) {
  if (!isPhone(page)) return;
  const navigation = new Navigation(page);
  await navigation.openMenu();
  await checkScreen(page, name);
  await navigation.closeMenu();
}

test('a visitor: the public screens, their error states and the drawer', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '/login', 'Log in');
  await checkScreen(page, 'a11y-login');
  await new LoginPage(page).submit.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await checkScreen(page, 'a11y-login-errors');
  await checkDrawer(page, 'a11y-drawer-visitor');

  await open(page, '/signup', 'Sign up');
  await new SignupPage(page).submit.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await checkScreen(page, 'a11y-signup-errors');

  await open(page, '/reset-password', 'Reset Password');
  await checkScreen(page, 'a11y-reset-password');
  await open(page, '/update-password', 'Invalid Reset Link');
  await checkScreen(page, 'a11y-update-password-invalid');
  await open(page, '/debug/password-reset', 'Password Reset Diagnostics');
  await page.getByLabel('Test email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Run Diagnostics' }).click();
  await expect(
    page.getByRole('list', { name: 'Diagnostic steps' }).getByRole('listitem'),
  ).toHaveCount(7);
  await checkScreen(page, 'a11y-debug-password-reset');
  await open(page, '/terms', 'Terms of Service');
  await checkScreen(page, 'a11y-terms');
  await open(page, '/privacy', 'Privacy Policy');
  await checkScreen(page, 'a11y-privacy');
  await open(page, '/no-such-page', '404 Page Not Found');
  await checkScreen(page, 'a11y-not-found');
});

test('the password reset: email sent, then Set New Password', async ({
  page,
  freeAccount: account,
}) => {
  const reset = new ResetPasswordPage(page);
  await open(page, '/reset-password', 'Reset Password');
  await reset.email.fill(account.email);
  await reset.submit.click();
  await expect(page.getByRole('heading', { name: 'Email sent' })).toBeVisible();
  await checkScreen(page, 'a11y-reset-password-sent');

  await page.goto(await latestResetLink(page.request, account.email));
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await new PasswordForm(page).submit.click();
  await expect(page.getByText('Password must be at least 8 characters long').first()).toBeVisible();
  await checkScreen(page, 'a11y-set-new-password-errors');
});

test('a free user: profile, password, calculators and the drawer', async ({
  page,
  freeUser: _signedIn,
}) => {
  test.setTimeout(90_000);
  await open(page, '/profile', 'User Profile');
  await checkScreen(page, 'a11y-profile');
  await open(page, '/change-password', 'Change Your Password');
  await new PasswordForm(page).submit.click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await checkScreen(page, 'a11y-change-password-errors');
  await open(page, '/calculator', 'Calculator');
  await checkScreen(page, 'a11y-calculator');
  await open(page, '/free-settlement-calculator', 'Free Settlement Calculator');
  await page.getByRole('tab', { name: 'About This Tool' }).click();
  await checkScreen(page, 'a11y-free-settlement-about');
  await checkDrawer(page, 'a11y-drawer-free');
});

test('a premium user: every dialog, tab and confirmation', async ({
  page,
  premiumUser: account,
}) => {
  test.setTimeout(120_000);
  const post = await recordPoster(page.request, account);
  await post('/api/expenses', { name: 'Rent', amount: 1200, date: '2026-10-01' });
  await post('/api/events', {
    date: '2026-10-02',
    description: 'Call with lawyer',
    party: 'lawyer',
    concern_level: 3,
  });
  const item = { notes: null, is_disputed: true, dispute_notes: 'Who paid the deposit' };
  await post('/api/networth', { ...item, ...FAMILY_HOME_ITEM });
  await post('/api/networth', {
    ...item,
    name: 'Student loan',
    classification: 'debt',
    category: 'student_loans',
    ownership: 'spouse_1',
    value: 12000,
  });

  await open(page, '/account-settings', 'Account Settings');
  await checkScreen(page, 'a11y-account-settings-premium');
  await page
    .getByRole('region', { name: 'Subscription Details' })
    .getByRole('button', { name: 'Cancel Subscription' })
    .click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel your Premium subscription?' });
  await expect(cancel).toBeVisible();
  await checkScreen(page, 'a11y-cancel-subscription-dialog', { include: ALERT_DIALOG });
  await page.keyboard.press('Escape');
  await expect(cancel).toBeHidden();

  // Expenses: the add dialog with its errors, the edit dialog, the delete confirmation.
  await open(page, '/expenses', 'Expense Tracker');
  const expenses = new ExpensesPage(page);
  const add = expenses.addDialog;
  await expenses.submitNew({ name: '', amount: '' });
  await expect(add.getByText('Expense name is required')).toBeVisible();
  await expect(add.getByText('Amount must be positive')).toBeVisible();
  await checkScreen(page, 'a11y-expense-dialog-errors', { include: DIALOG });
  await page.keyboard.press('Escape');
  await expenses.editButton('Rent').click();
  await expect(expenses.editDialog).toBeVisible();
  await checkScreen(page, 'a11y-expense-edit-dialog', { include: DIALOG });
  await page.keyboard.press('Escape');
  await expenses.deleteButton('Rent').click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await checkScreen(page, 'a11y-expense-delete-dialog', { include: ALERT_DIALOG });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();

  // Net worth: the Assets and Debts tabs, the edit dialog with dispute notes, the confirmation.
  await open(page, '/networth', 'Combined Net Worth Tracker');
  await page.getByRole('tab', { name: 'Assets' }).click();
  await checkScreen(page, 'a11y-networth-assets');
  await page.getByRole('tab', { name: 'Debts' }).click();
  await checkScreen(page, 'a11y-networth-debts');
  await page.getByRole('button', { name: 'Edit Student loan' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Net Worth Item' })).toBeVisible();
  await checkScreen(page, 'a11y-networth-edit-dialog', { include: DIALOG });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete Student loan' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await checkScreen(page, 'a11y-networth-delete-dialog', { include: ALERT_DIALOG });
  await page.keyboard.press('Escape');

  // Events: the edit dialog and the confirmation.
  await open(page, '/events', 'Event Tracker');
  await page.getByRole('button', { name: 'Edit event: Call with lawyer' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toBeVisible();
  await checkScreen(page, 'a11y-event-edit-dialog', { include: DIALOG });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete event: Call with lawyer' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await checkScreen(page, 'a11y-event-delete-dialog', { include: ALERT_DIALOG });
  await page.keyboard.press('Escape');

  await open(page, '/settlement-calculator', 'Settlement vs. Trial Calculator');
  await page.getByRole('tab', { name: 'About This Tool' }).click();
  await checkScreen(page, 'a11y-settlement-about');
  await open(page, '/profile', 'User Profile');
  await checkScreen(page, 'a11y-profile-premium');
  await open(page, '/settings/privacy', 'Privacy & your data');
  await checkScreen(page, 'a11y-settings-privacy-premium');
});
