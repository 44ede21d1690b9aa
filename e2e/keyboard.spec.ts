/**
 * A keyboard-only journey, at 1280×800 and at 390×844: log in, add an expense, and move
 * around through the header (desktop) or open and close the drawer (phone) — without the
 * mouse, and with a visible focus indicator on every element that receives focus.
 */
import type { Locator, Page } from '@playwright/test';
import { toastRegion } from './fixtures/auth';
import { expect, test } from './fixtures/test';
import { LoginPage } from './pages/auth-pages';
import { isPhone, Navigation } from './pages/navigation';

/** The focused element shows a focus ring of at least 2 px (outline or box-shadow ring). */
async function expectVisibleFocus(page: Page, where: string) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    // Inside a date field, Tab also stops on the calendar button of the browser's own shadow
    // DOM; the field no longer matches :focus-visible then, and Chromium rings that button.
    const onDatePicker = element.matches('input[type="date"]:not(:focus-visible)');
    return {
      onDatePicker,
      element: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      ring: style.boxShadow !== 'none',
      onScreen: box.width > 0 && box.height > 0,
    };
  });
  expect(focus, `${where}: something has focus`).not.toBeNull();
  if (focus!.onDatePicker) return;
  expect(focus!.onScreen, `${where}: ${focus!.element} is on screen`).toBe(true);
  expect(focus!.focusVisible, `${where}: ${focus!.element} matches :focus-visible`).toBe(true);
  expect(focus!.outline || focus!.ring, `${where}: ${focus!.element} draws a focus ring`).toBe(
    true,
  );
}

async function isFocused(target: Locator) {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus ring at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page, `Tab ${presses + 1} towards ${target}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} never received focus in ${limit} presses of Tab`);
}

test('log in, add an expense and find the way around with the keyboard alone', async ({
  page,
  premiumAccount: account,
}) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);

  // Log in: the skip link first, then the fields, Enter submits.
  await login.goto();
  await expect(login.heading).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectVisibleFocus(page, 'the skip link');
  await tabTo(page, login.email);
  await page.keyboard.type(account.email);
  await tabTo(page, login.password);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  // Home → Expense Tracker through its card.
  await tabTo(page, page.getByRole('link', { name: 'Open Expense Tracker' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Expense Tracker' })).toBeVisible();

  // Add an expense: the dialog takes focus, Enter saves, focus comes back to the button.
  const addButton = page.getByRole('button', { name: 'Add Expense', exact: true });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Expense' });
  await expect(dialog).toBeVisible();
  await expectVisibleFocus(page, 'the first field of the dialog');
  await tabTo(page, dialog.getByLabel('Expense Name'));
  await page.keyboard.type('Court filing fee');
  await tabTo(page, dialog.getByLabel('Amount'));
  await page.keyboard.type('435.5');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page).getByText('Expense added', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Court filing fee', exact: true })).toBeVisible();
  await expect(page.getByTestId('expenses-total')).toHaveText('$435.50');
  await expect(addButton).toBeFocused();
  await expectVisibleFocus(page, 'back on Add Expense');

  if (isPhone(page)) {
    // The drawer: opened with Enter, focus inside, Escape closes it and focus returns.
    const navigation = new Navigation(page);
    const menuButton = navigation.openMenuButton;
    await tabTo(page, menuButton, { backwards: true });
    await page.keyboard.press('Enter');
    const drawer = navigation.menu;
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('link', { name: 'Account Settings' }));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expectVisibleFocus(page, 'back on Open menu');

    // Open it again and follow a link with Enter.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('link', { name: 'Account Settings' }));
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
  } else {
    // The header's links, reached backwards from the page.
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Account Settings' }), {
      backwards: true,
    });
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
});
