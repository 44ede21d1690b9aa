import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';

// Signed in (docs/product.md#navigation-bar), the tools are one tap away — a bar at the bottom of a
// phone, the drawer's Tools, the desktop bar — and Home shows them above the fold.
test.describe('the tools one tap away', () => {
  test('a subscriber reaches every tool from the bar, and Home shows them above the fold', async ({
    page,
    premiumUser: _signedIn,
  }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');

    const shortcuts = page.getByRole('navigation', { name: 'Your tools' });
    const lastShortcut = await shortcuts.getByRole('link', { name: 'Case file' }).boundingBox();
    expect(lastShortcut, 'Your tools is laid out').not.toBeNull();
    expect(lastShortcut!.y + lastShortcut!.height).toBeLessThanOrEqual(viewport.height);
    await checkScreen(page, 'a11y-home-tools');

    // The bar at the bottom of a phone, the desktop bar's Tools at 1280 px (each hidden at the
    // other size).
    const tools = page.getByRole('navigation', { name: 'Tools', exact: true });
    await expect(tools).toBeVisible();

    for (const [label, heading] of [
      ['Expenses', 'Expense Tracker'],
      ['Net worth', 'Combined Net Worth Tracker'],
      ['Events', 'Event Tracker'],
      ['Calculators', 'Settlement vs. Trial Calculator'],
      ['Case file', 'Case file'],
    ] as const) {
      await tools.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(tools.getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await checkScreen(page, 'a11y-case-file');
  });

  test('on a phone the bar never covers the end of a page', async ({
    page,
    premiumUser: _signedIn,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the bar is the phone layout');
    await page.goto('/case-file');
    await expect(page.getByRole('heading', { level: 1, name: 'Case file' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    const bar = await page.getByRole('navigation', { name: 'Tools', exact: true }).boundingBox();
    const lastAction = await page.getByRole('link', { name: 'Open Sharing' }).boundingBox();
    expect(bar && lastAction).toBeTruthy();
    expect(lastAction!.y + lastAction!.height).toBeLessThanOrEqual(bar!.y);
  });

  test('a free user has her calculators and the way to Premium in the bar', async ({
    page,
    freeUser: _signedIn,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the bar is the phone layout');
    const bar = page.getByRole('navigation', { name: 'Tools', exact: true });
    await bar.getByRole('link', { name: 'Calculators' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Free Settlement Calculator' }),
    ).toBeVisible();
    await bar.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });
});
