/**
 * Every row of the spec's route table (§2) for a visitor, a free user and a premium user:
 * where each lands and the heading it shows — at 1280×800 and at 390×844 (the 'desktop' and
 * 'phone' projects).
 */
import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './fixtures/auth';
import { signedInAsPremium } from './fixtures/premium';

type Outcome = { url: RegExp; heading: string | RegExp };

const LOGIN: Outcome = { url: /\/login$/, heading: 'Log in' };
const ACCOUNT: Outcome = { url: /\/account-settings$/, heading: 'Account Settings' };

const PUBLIC: Record<string, Outcome> = {
  '/login': LOGIN,
  '/signup': { url: /\/signup$/, heading: 'Sign up' },
  '/reset-password': { url: /\/reset-password$/, heading: 'Reset Password' },
  '/update-password': { url: /\/update-password$/, heading: 'Invalid Reset Link' },
  '/debug/password-reset': {
    url: /\/debug\/password-reset$/,
    heading: 'Password Reset Diagnostics',
  },
  '/terms': { url: /\/terms$/, heading: 'Terms of Service' },
  '/privacy': { url: /\/privacy$/, heading: 'Privacy Policy' },
  '/no-such-page': { url: /\/no-such-page$/, heading: '404 Page Not Found' },
};

const SIGNED_IN: Record<string, Outcome> = {
  '/home': { url: /\/home$/, heading: 'Home' },
  '/dashboard': { url: /\/dashboard$/, heading: 'Home' },
  '/profile': { url: /\/profile$/, heading: 'User Profile' },
  '/account-settings': ACCOUNT,
  '/subscription': ACCOUNT,
  '/change-password': { url: /\/change-password$/, heading: 'Change Your Password' },
  '/calculator': { url: /\/calculator$/, heading: 'Calculator' },
  '/free-settlement-calculator': {
    url: /\/free-settlement-calculator$/,
    heading: 'Free Settlement Calculator',
  },
};

const PREMIUM: Record<string, Outcome> = {
  '/expenses': { url: /\/expenses$/, heading: 'Expense Tracker' },
  '/networth': { url: /\/networth$/, heading: 'Combined Net Worth Tracker' },
  '/events': { url: /\/events$/, heading: 'Event Tracker' },
  '/settlement-calculator': {
    url: /\/settlement-calculator$/,
    heading: 'Settlement vs. Trial Calculator',
  },
};

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
}) => {
  test.setTimeout(120_000);
  await signedInAs(page);
  for (const [route, outcome] of Object.entries(SIGNED_IN)) {
    await expectLanding(page, route, outcome);
  }
  for (const route of Object.keys(PREMIUM)) await expectLanding(page, route, ACCOUNT);
});

test('a premium user: every page opens', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAsPremium(page);
  for (const [route, outcome] of Object.entries({ ...SIGNED_IN, ...PREMIUM })) {
    await expectLanding(page, route, outcome);
  }
});
