/**
 * Every row of the route table (docs/product.md#route-table) for a visitor, a free user and a
 * premium user: where each lands and the heading it shows — at 1280×800 and at 390×844 (the
 * 'desktop' and 'phone' projects).
 */
import type { Page } from '@playwright/test';
import {
  ACCOUNT,
  LOGIN,
  PREMIUM_ROUTES as PREMIUM,
  PUBLIC_ROUTES as PUBLIC,
  SIGNED_IN_ROUTES as SIGNED_IN,
  type Outcome,
} from './fixtures/routes';
import { expect, test } from './fixtures/test';

async function expectLanding(page: Page, route: string, outcome: Outcome) {
  await page.goto(route);
  await expect(page, `${route} lands on ${outcome.url}`).toHaveURL(outcome.url, {
    timeout: 12_000,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: outcome.heading, exact: true }),
    `${route} shows "${outcome.heading}"`,
  ).toBeVisible({ timeout: 12_000 });
}

test('a visitor: public pages open, everything else goes to /login', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [route, outcome] of Object.entries(PUBLIC)) await expectLanding(page, route, outcome);
  for (const route of [...Object.keys(SIGNED_IN), ...Object.keys(PREMIUM)]) {
    await expectLanding(page, route, LOGIN);
  }
});

test('a free user: every signed-in page opens, premium pages go to Account Settings', async ({
  page,
  freeUser: _signedIn,
}) => {
  test.setTimeout(120_000);
  for (const [route, outcome] of Object.entries(SIGNED_IN)) {
    await expectLanding(page, route, outcome);
  }
  for (const route of Object.keys(PREMIUM)) await expectLanding(page, route, ACCOUNT);
});

test('a premium user: every page opens', async ({ page, premiumUser: _signedIn }) => {
  test.setTimeout(120_000);
  for (const [route, outcome] of Object.entries({ ...SIGNED_IN, ...PREMIUM })) {
    await expectLanding(page, route, outcome);
  }
});
