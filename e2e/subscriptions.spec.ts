/**
 * The premium journey in the local test-mode checkout
 * (docs/decisions/004-local-test-mode-checkout.md): a new user is Free, upgrades, uses a premium
 * page, cancels, and keeps Premium until the period ends.
 */
import type { Page } from '@playwright/test';
import { toastRegion } from './fixtures/auth';
import { expect, test } from './fixtures/test';

const PREMIUM_TOOLS = [
  'Expense Tracker',
  'Net Worth Tracker',
  'Settlement vs. Trial Calculator',
  'Event Tracker',
];

function main(page: Page) {
  return page.getByRole('main');
}

function featureCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

async function saveScreenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** 'June 5, 2026' one month from today, as the local checkout sets the period. */
function oneMonthFromToday(): string {
  const date = new Date();
  date.setMonth(date.getMonth() + 1);
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

test.describe('upgrading through the local checkout', () => {
  test('a new user is Free: Locked tools and upgrade prompts', async ({
    page,
    freeUser: _signedIn,
  }) => {
    await expect(main(page).getByText('Free', { exact: true })).toBeVisible();
    for (const title of PREMIUM_TOOLS) {
      const card = featureCard(page, title);
      await expect(card.getByText('Locked')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Upgrade to Access' })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Upgrade to Premium' }).getByRole('button', {
        name: 'Upgrade Now',
      }),
    ).toBeVisible();
    await expect(
      featureCard(page, 'Settlement Calculator').getByRole('link', {
        name: 'Open Settlement Calculator',
      }),
    ).toHaveAttribute('href', '/free-settlement-calculator');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await saveScreenshot(page, 'home-free-1280');
  });

  test('Upgrade Now → checkout → Pay $29.99 → Premium; a premium page opens; then cancel', async ({
    page,
    freeUser: account,
  }) => {
    await page.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\?session=[0-9a-f-]{36}$/);
    await expect(page.getByText('Test mode — no real payment is taken')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Fairsplit Premium' })).toBeVisible();
    await expect(main(page).getByText(account.email)).toBeVisible();
    await expect(main(page).getByText('/ month')).toBeVisible();
    await saveScreenshot(page, 'checkout-test-1280');

    await page.getByRole('button', { name: 'Pay $29.99' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(toastRegion(page).getByText('Payment Successful', { exact: true })).toBeVisible();
    await expect(
      toastRegion(page).getByText('Your premium subscription is now active!'),
    ).toBeVisible();
    await expect(main(page).getByText('Premium', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Premium', { exact: true })).toBeVisible();
    for (const title of PREMIUM_TOOLS) {
      await expect(featureCard(page, title).getByText('Unlocked')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Upgrade Now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upgrade to Access' })).toHaveCount(0);
    await saveScreenshot(page, 'home-premium-1280');

    // A premium page opens.
    await page.getByRole('link', { name: 'Open Expense Tracker' }).click();
    await expect(page).toHaveURL(/\/expenses$/);
    await expect(page.getByRole('heading', { name: 'Expense Tracker' })).toBeVisible();

    // Cancel at the period's end: still Premium until then.
    await page.getByRole('banner').getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    const details = page.getByRole('region', { name: 'Subscription Details' });
    const periodEnd = oneMonthFromToday();
    await expect(details.getByText(periodEnd)).toBeVisible();
    await expect(details.getByText('Renews on')).toBeVisible();

    await details.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your Premium subscription?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();

    await expect(
      toastRegion(page).getByText('Subscription Cancelled', { exact: true }),
    ).toBeVisible();
    await expect(
      toastRegion(page).getByText(`Your premium access will continue until ${periodEnd}`),
    ).toBeVisible();
    await expect(details.getByText('Cancellation Pending')).toBeVisible();
    await expect(details.getByText('Cancelling')).toBeVisible();
    await expect(details.getByText('Premium access ends on')).toBeVisible();

    // After a reload the server says the same: still premium, cancellation pending.
    await page.reload();
    await expect(details.getByText('Cancellation Pending')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Premium', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'account-settings-premium-cancelling-1280');
    await page.goto('/networth');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Combined Net Worth Tracker' }),
    ).toBeVisible();
  });

  test.describe(() => {
    test.use({ startAt: '/account-settings' });

    test('Cancel on the checkout page → Account Settings with "Payment Failed"', async ({
      page,
      freeUser: _signedIn,
    }) => {
      await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
      await expect(page).toHaveURL(/\/checkout\/test\?session=/);

      await page.getByRole('button', { name: 'Cancel', exact: true }).click();

      await expect(page).toHaveURL(/\/account-settings$/);
      await expect(toastRegion(page).getByText('Payment Failed', { exact: true })).toBeVisible();
      await expect(
        toastRegion(page).getByText(
          'There was an issue processing your payment. Please try again.',
        ),
      ).toBeVisible();
      await expect(
        page.getByRole('article', { name: 'Free' }).getByText('Current plan'),
      ).toBeVisible();

      // The finished session cannot be paid any more.
      await page.goBack();
      await expect(page).toHaveURL(/\/checkout\/test\?session=/);
      await expect(
        page.getByRole('heading', { name: 'This checkout was cancelled' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Account Settings' })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ startAt: '/checkout/test?session=00000000-0000-4000-8000-000000000000' });

    test('an unknown checkout session says so', async ({ page, freeUser: _signedIn }) => {
      await expect(page.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to Account Settings' }).click();
      await expect(page).toHaveURL(/\/account-settings$/);
    });
  });
});

test.describe('premium routes', () => {
  test('a free user sent to a premium route lands on Account Settings', async ({
    page,
    freeUser: _signedIn,
  }) => {
    for (const route of ['/networth', '/expenses', '/events', '/settlement-calculator']) {
      await page.goto(route);
      await expect(page, `visiting ${route}`).toHaveURL(/\/account-settings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    }
    await saveScreenshot(page, 'account-settings-free-1280');
  });

  test('a premium user opens every premium route', async ({ page, premiumUser: _signedIn }) => {
    for (const [route, heading] of [
      ['/expenses', 'Expense Tracker'],
      ['/networth', 'Combined Net Worth Tracker'],
      ['/events', 'Event Tracker'],
      ['/settlement-calculator', 'Settlement vs. Trial Calculator'],
    ] as const) {
      await page.goto(route);
      await expect(page, `visiting ${route}`).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    }
  });
});

test.describe('the profile', () => {
  test('shows the name, email, Active and the plan; links to Change Password', async ({
    page,
    freeUser: account,
  }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await expect(main(page).getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
    await expect(main(page).getByText(account.email)).toBeVisible();
    await expect(main(page).getByText('Active', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await expect(main(page).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    await saveScreenshot(page, 'profile-1280');
  });
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('home, profile, account settings and checkout fit the phone', async ({
    page,
    freeUser: _signedIn,
  }) => {
    const noOverflow = async () =>
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);

    await expect(featureCard(page, 'Event Tracker').getByText('Locked')).toBeVisible();
    await noOverflow();
    await saveScreenshot(page, 'home-free-390');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await noOverflow();
    await saveScreenshot(page, 'profile-390');

    await page.goto('/account-settings');
    await expect(page.getByRole('article', { name: 'Premium' })).toBeVisible();
    await noOverflow();
    await saveScreenshot(page, 'account-settings-free-390');

    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect(page.getByRole('button', { name: 'Pay $29.99' })).toBeVisible();
    await noOverflow();
    await saveScreenshot(page, 'checkout-test-390');

    await page.getByRole('button', { name: 'Pay $29.99' }).click();
    await expect(featureCard(page, 'Event Tracker').getByText('Unlocked')).toBeVisible();
    await noOverflow();
    await saveScreenshot(page, 'home-premium-390');

    await page.goto('/account-settings');
    const details = page.getByRole('region', { name: 'Subscription Details' });
    await details.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Cancel Subscription' })
      .click();
    await expect(details.getByText('Cancellation Pending')).toBeVisible();
    await noOverflow();
    await saveScreenshot(page, 'account-settings-premium-cancelling-390');
  });
});
