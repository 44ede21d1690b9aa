import { expect, test, type Page } from '@playwright/test';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function supportEmail(page: Page): Promise<string> {
  const response = await page.request.get('/api/config');
  return ((await response.json()) as { supportEmail: string }).supportEmail;
}

/** Nothing may be wider than the window: no sideways scrolling on a phone. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function saveScreenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`public pages at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the landing page: hero, demo, features, pricing, call to action, footer', async ({
      page,
    }) => {
      await page.goto('/');
      const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
      await expect(hero.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
        'href',
        '/signup',
      );
      await expect(hero.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

      const demo = page.getByRole('region', { name: 'Settle, or go to trial?' });
      await expect(demo).toContainText('$140,000');
      await expect(demo).toContainText('$120,000');
      await expect(demo).toContainText('43.3%');

      for (const title of ['Asset Tracking', 'Fair Division Tools', 'Collaborative Management']) {
        await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }
      await expect(page.getByRole('article', { name: 'Free' })).toContainText('$0/month');
      await expect(page.getByRole('article', { name: 'Premium' })).toContainText('$29.99/month');
      await expect(
        page.getByRole('heading', { name: 'Take the next step with a clearer picture' }),
      ).toBeVisible();

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms',
      );
      const email = await supportEmail(page);
      await expect(footer.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
      await expect(footer).toContainText(
        'Fairsplit is not a law firm and does not give legal advice.',
      );

      await expectNoHorizontalOverflow(page);
      await saveScreenshot(page, `landing-${viewport.width}`);
    });

    test('the footer links open the Terms and the Privacy Policy', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    });

    for (const doc of [
      { path: '/terms', title: 'Terms of Service', effective: 'Effective July 2025', sections: 13 },
      { path: '/privacy', title: 'Privacy Policy', effective: 'Effective April 2025', sections: 9 },
    ]) {
      test(`${doc.path}: ${doc.sections} numbered sections, the support email, Back to Home → /`, async ({
        page,
      }) => {
        await page.goto(doc.path);
        await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
        await expect(page.getByText(doc.effective)).toBeVisible();

        const headings = page.getByRole('article').getByRole('heading', { level: 2 });
        await expect(headings).toHaveCount(doc.sections);
        const texts = await headings.allTextContents();
        texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`)));

        const email = await supportEmail(page);
        await expect(page.getByRole('link', { name: email })).toHaveAttribute(
          'href',
          `mailto:${email}`,
        );

        await expectNoHorizontalOverflow(page);
        await saveScreenshot(page, `${doc.path.slice(1)}-${viewport.width}`);

        await page.getByRole('link', { name: 'Back to Home' }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('link', { name: 'Sign up free' })).toBeVisible();
      });
    }
  });
}
