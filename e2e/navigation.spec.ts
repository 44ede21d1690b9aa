/**
 * The navigation bar and, below 1024 px, the mobile menu drawer (docs/product.md#navigation-bar,
 * #how-screens-behave).
 */
import type { Page } from '@playwright/test';
import { keptFile } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { Navigation } from './pages/navigation';

function banner(page: Page) {
  return new Navigation(page).banner;
}

function mainNav(page: Page) {
  return new Navigation(page).mainNav;
}

async function saveScreenshot(page: Page, name: string) {
  await page.screenshot({ path: keptFile(`${name}.png`), fullPage: false });
}

test.describe('the navigation bar at 1280 px', () => {
  test('Home is the current page on /home and on /dashboard; the links go where they say', async ({
    page,
    freeUser: _signedIn,
  }) => {
    for (const path of ['/home', '/dashboard']) {
      await page.goto(path);
      await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(mainNav(page).getByRole('link', { name: 'Profile' })).not.toHaveAttribute(
        'aria-current',
      );
    }

    await mainNav(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await mainNav(page).getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await expect(banner(page).getByRole('link', { name: 'Fairsplit' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(banner(page).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await expect(banner(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    // The drawer's trigger is for small screens only.
    await expect(new Navigation(page).openMenuButton).toBeHidden();
    await saveScreenshot(page, 'navbar-free-1280');
  });

  test('a subscriber sees the Premium badge instead of Upgrade', async ({
    page,
    premiumUser: _signedIn,
  }) => {
    await expect(banner(page).getByText('Premium', { exact: true })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  });

  test('a visitor sees Log in and Sign up, and the logo goes to /', async ({ page }) => {
    await page.goto('/terms');
    await expect(banner(page).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(banner(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(banner(page).getByRole('link', { name: 'Fairsplit' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(mainNav(page)).toHaveCount(0);
  });
});

test.describe('the mobile menu at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  function menu(page: Page) {
    return new Navigation(page).menu;
  }

  test('opens as a drawer titled Menu, navigates and closes', async ({
    page,
    freeUser: account,
  }) => {
    const navigation = new Navigation(page);
    await expect(banner(page).getByRole('button', { name: 'Log out' })).toBeHidden();
    await expect(mainNav(page)).toBeHidden();

    await navigation.openMenu();
    await expect(menu(page).getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(menu(page).getByText(account.email)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu(page).getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    // Let the opening animation settle before the picture.
    await page.waitForTimeout(600);
    await saveScreenshot(page, 'drawer-open-390');

    // A link navigates and closes the drawer.
    await menu(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();

    // The close button closes it.
    await navigation.openMenu();
    await navigation.closeMenu();

    // Dragging it down past the threshold closes it too.
    await navigation.openMenu();
    await page.waitForTimeout(600);
    await navigation.dragMenuDown({ fraction: 0.8, steps: 12, pause: 16 });
    await expect(menu(page)).toBeHidden();

    // 'Upgrade to Premium' leads to Account Settings.
    await navigation.openMenuButton.click();
    await menu(page).getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(menu(page)).toBeHidden();
  });

  test('a small drag snaps back instead of closing', async ({ page, freeUser: _signedIn }) => {
    const navigation = new Navigation(page);
    await navigation.openMenu();
    await page.waitForTimeout(600);
    await navigation.dragMenuDown({ fraction: 0.1, steps: 10, pause: 40, hold: 200 });
    await page.waitForTimeout(700);
    await expect(menu(page)).toBeVisible();
  });

  test('a subscriber sees the Premium badge in the drawer; Log out signs out', async ({
    page,
    premiumUser: _signedIn,
  }) => {
    await new Navigation(page).openMenuButton.click();
    await expect(menu(page).getByText('Premium', { exact: true })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);

    await menu(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor finds Log in and Sign up in the drawer', async ({ page }) => {
    await page.goto('/terms');
    await new Navigation(page).openMenuButton.click();
    await menu(page).getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(menu(page)).toBeHidden();
  });
});
