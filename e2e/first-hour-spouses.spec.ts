/**
 * Which spouse is she? (docs/product.md#net-worth-tracker-and-division), at 1280 px and again at
 * 390 px: she says it once in Settings, and the Division tab's sentence, balance sheet and the
 * summary name both spouses; a new user is asked on the Division tab and can answer "Not now".
 * Screenshots for people to look at land in /tmp/shots-c/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { signIn } from './fixtures/auth';
import { recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { toasts } from './fixtures/trackers';
import { expect, test } from './fixtures/test';

const SHOTS_DIR = '/tmp/shots-c';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}

const HOUSE = {
  name: 'House',
  classification: 'asset',
  category: 'real_estate',
  ownership: 'joint',
  value: '300000.00',
  proposed_to: 'spouse_1',
};

test('she says who is who in Settings, and the Division tab names both spouses', async ({
  page,
  request,
  premiumAccount,
}) => {
  const post = await recordPoster(request, premiumAccount);
  await post('/api/networth', HOUSE);
  await signIn(page, premiumAccount, { at: '/settings/privacy' });

  const card = page.getByRole('region', { name: 'Who is who' });
  await card.getByRole('radio', { name: 'Spouse 1' }).check();
  await card.getByLabel("Spouse 1's first name (optional)").fill('Jo');
  await card.getByLabel("Spouse 2's first name (optional)").fill('Sam');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Saved: every screen now says who is who.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, 'first-hour-spouses-profile');
  await shoot(page, 'profile-who-is-who');

  await page.goto('/networth');
  // The summary's ownership panels name both spouses too.
  await expect(page.getByTestId('assets-spouse_1')).toContainText('Spouse 1 (you, Jo)');
  await expect(page.getByTestId('assets-spouse_2')).toContainText('Spouse 2 (Sam)');
  await page.getByRole('tab', { name: 'Division' }).click();
  await expect(page.getByTestId('division-sentence')).toHaveText(
    'To reach a 50/50 split of the marital estate, Spouse 1 (you, Jo) pays Spouse 2 (Sam) $150,000.00.',
  );
  await expect(page.getByRole('group', { name: 'Spouse 2 (Sam)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'First, which spouse are you?' })).toHaveCount(0);
  await checkScreen(page, 'first-hour-spouses-division');
  await shoot(page, 'division-named');
});

test('a new user is asked once on the Division tab, and "Not now" puts it away', async ({
  page,
  request,
  premiumAccount,
}) => {
  const post = await recordPoster(request, premiumAccount);
  await post('/api/networth', HOUSE);
  await signIn(page, premiumAccount, { at: '/networth' });
  await page.getByRole('tab', { name: 'Division' }).click();

  const question = page.getByRole('region', { name: 'First, which spouse are you?' });
  await expect(question).toBeVisible();
  await checkScreen(page, 'first-hour-spouses-prompt');
  await shoot(page, 'division-prompt');
  await question.getByRole('button', { name: 'Not now' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId('division-sentence')).toHaveText(
    'To reach a 50/50 split of the marital estate, Spouse 1 pays Spouse 2 $150,000.00.',
  );

  await page.reload();
  await page.getByRole('tab', { name: 'Division' }).click();
  await expect(page.getByTestId('division-sentence')).toBeVisible();
  await expect(question).toHaveCount(0);
});
