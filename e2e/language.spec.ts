/**
 * Fairsplit in Spanish (docs/product.md#language): the switch in the bar, the drawer and the
 * landing page's footer turns the page into Spanish at once, `<html lang>` follows, and the
 * choice survives a reload, a sign-out and, saved on the account, a sign-in on another browser.
 * A first visit follows the browser's language. English stays word for word what it was.
 */
import type { Page } from '@playwright/test';
import { signIn } from './fixtures/auth';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { isPhone, Navigation } from './pages/navigation';

const ENGLISH_TITLE = 'Keep your divorce finances clear, fair and in one place';
const SPANISH_TITLE = 'Mantenga las finanzas de su divorcio claras, justas y en un solo lugar';

const title = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const html = (page: Page) => page.locator('html');
const width = (page: Page) => page.viewportSize()!.width;

/** Chooses `language` in the bar at desktop width, in the drawer on a phone. */
async function choose(page: Page, language: 'Español' | 'English') {
  const navigation = new Navigation(page);
  const scope = isPhone(page) ? await navigation.openMenu() : navigation.banner;
  await scope.getByRole('button', { name: language, exact: true }).click();
  // The drawer's own name changes with the language, so it is closed from the keyboard.
  if (isPhone(page)) await page.keyboard.press('Escape');
}

test('a visitor switches the landing page to Spanish and back; the choice outlives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(title(page, ENGLISH_TITLE)).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');

  await choose(page, 'Español');
  await expect(title(page, SPANISH_TITLE)).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Crear cuenta gratis' })).toBeVisible();
  await checkScreen(page, `language-${width(page)}-landing-es`);

  await page.reload();
  await expect(title(page, SPANISH_TITLE)).toBeVisible();

  // The footer offers the way back too.
  await page.getByRole('contentinfo').getByRole('button', { name: 'English', exact: true }).click();
  await expect(title(page, ENGLISH_TITLE)).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Sign up free' })).toBeVisible();
});

test.describe('a first visit from a Spanish browser', () => {
  test.use({ locale: 'es-US' });

  test('opens in Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(title(page, SPANISH_TITLE)).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'es');
  });
});

test('a signed-in choice is kept on the account: another browser opens in Spanish after sign-in', async ({
  page,
  browser,
  freeUser: account,
}) => {
  await choose(page, 'Español');
  const navigation = new Navigation(page);
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
    await checkScreen(page, `language-${width(page)}-drawer-es`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    await expect(
      navigation.banner.getByRole('link', { name: 'Inicio', exact: true }),
    ).toBeVisible();
    await checkScreen(page, `language-${width(page)}-home-es`);
  }
  await expect(html(page)).toHaveAttribute('lang', 'es');

  const elsewhere = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const other = await elsewhere.newPage();
    await signIn(other, account);
    await expect(html(other)).toHaveAttribute('lang', 'es');
    if (!isPhone(page)) {
      await expect(
        new Navigation(other).banner.getByRole('link', { name: 'Inicio', exact: true }),
      ).toBeVisible();
    }
  } finally {
    await elsewhere.close();
  }
});
