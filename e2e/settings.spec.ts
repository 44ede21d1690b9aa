/**
 * Settings (docs/product.md#profile-and-account-settings): from the profile to the list of
 * sections and into each, every section at its own address, at 1280 px with the sections beside
 * the open one and at 390 px one column with a way back; reached from the navigation bar and
 * the drawer too, and walked with the keyboard.
 */
import type { Page } from '@playwright/test';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { isPhone, Navigation } from './pages/navigation';

const SECTIONS = [
  { path: '/settings/security', title: 'Security & devices', card: 'Record integrity' },
  { path: '/settings/privacy', title: 'Privacy & your data', card: 'Delete account' },
  { path: '/settings/sharing', title: 'Sharing', card: 'Professional access' },
  { path: '/settings/email', title: 'Email', card: 'Email preferences' },
];

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) =>
  main(page).getByRole('heading', { level: 1, name, exact: true });
const width = (page: Page) => page.viewportSize()!.width;

test.describe('from the profile', () => {
  test.use({ startAt: '/profile' });

  test('Open Settings lists the sections; each opens at its own address, and leads on', async ({
    page,
    freeUser: _signedIn,
  }) => {
    test.setTimeout(90_000);
    await main(page).getByRole('link', { name: 'Open Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(heading(page, 'Settings')).toBeVisible();
    await checkScreen(page, `settings-${width(page)}-list`);

    for (const { path, title, card } of SECTIONS) {
      await main(page)
        .getByRole('link', { name: new RegExp(`^${title}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(heading(page, title)).toBeVisible();
      await expect(main(page).getByRole('region', { name: card })).toBeVisible();
      const sideNav = main(page).getByRole('navigation', { name: 'Settings' });
      if (isPhone(page)) {
        // One column: the other sections are one tap back, not squeezed beside it.
        await expect(sideNav).toBeHidden();
      } else {
        await expect(sideNav.getByRole('link', { name: title })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'nothing wider than the screen').toBeLessThanOrEqual(0);
      await checkScreen(page, `settings-${width(page)}-${path.split('/').at(-1)}`);

      await main(page)
        .getByRole('link', { name: 'All settings' })
        .filter({ visible: true })
        .click();
      await expect(heading(page, 'Settings')).toBeVisible();
    }
  });
});

test('the navigation bar, or the drawer on a phone, leads to Settings', async ({
  page,
  premiumUser: _signedIn,
}) => {
  await new Navigation(page).navigateTo('Settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('the sections work from the keyboard', async ({ page, freeUser: _signedIn }) => {
  test.skip(isPhone(page), 'the sections sit beside each other at desktop width');
  await page.goto('/settings/privacy');
  const sideNav = main(page).getByRole('navigation', { name: 'Settings' });
  await sideNav.getByRole('link', { name: 'Privacy & your data' }).focus();

  await page.keyboard.press('Tab');
  const sharing = sideNav.getByRole('link', { name: 'Sharing' });
  await expect(sharing).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/settings\/sharing$/);
  await expect(heading(page, 'Sharing')).toBeVisible();
  // Focus stays where she was, so the next Tab goes on from there.
  await expect(sharing).toBeFocused();
  await expect(sharing).toHaveAttribute('aria-current', 'page');
});
