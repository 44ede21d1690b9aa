/**
 * Every screen of a premium user in Spanish, at 1280 and 390 px: the trackers and their tabs,
 * the division, the calculators, the case file, sharing, the profile and settings, /verify and
 * the shared view. On each, no text of the English catalog is left on screen (a text node, a
 * label, a placeholder or a title that is an English message whose Spanish differs), `<html
 * lang="es">`, and axe finds nothing; the choice survives a reload.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FAMILY_HOME_ITEM } from './fixtures/records';
import { apiHeaders, recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { isPhone, Navigation } from './pages/navigation';

/** The catalog's messages (msgid → msgstr) of a .po file. */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | null = null;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (!start) continue;
    const text = JSON.parse(start[2]!) as string;
    if (start[1] === 'msgid') id = text;
    else if (id) entries.set(id, text);
  }
  return entries;
}

/**
 * The English messages a Spanish screen must not show: whole messages without placeholders or
 * markup (those are never shown as written), whose Spanish is not the same words.
 */
const ENGLISH_ONLY = [...readPo('client/src/locales/es/messages.po')]
  .filter(([english, spanish]) => english !== spanish && !/[{<]/.test(english))
  .map(([english]) => english);

/** Every English message shown on the page: text, labels, placeholders and titles. */
async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const catalog = new Set(english);
    const found = new Set<string>();
    // Shown, and not inside what is marked English on purpose (the legal documents, which are
    // published in English, the version that governs).
    const shown = (element: Element | null) =>
      element !== null &&
      (element as HTMLElement).checkVisibility?.() !== false &&
      element.closest('[lang]')?.getAttribute('lang') !== 'en';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (text && catalog.has(text) && shown(node.parentElement)) found.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value && catalog.has(value)) found.add(`${name}: ${value}`);
      }
    }
    return [...found];
  }, ENGLISH_ONLY);
}

const width = (page: Page) => page.viewportSize()!.width;

/** The page as a Spanish reader sees it: in Spanish, axe-clean, and looked at. */
async function walk(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await inSpanish(page, name);
}

/** What is on screen now (a page, or a dialog over it) is Spanish, axe-clean and looked at. */
async function inSpanish(page: Page, name: string) {
  await expect(page.locator('.animate-spin, [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishOnScreen(page), `English left on ${name}`).toEqual([]);
  await checkScreen(page, `spanish-${width(page)}-${name}`);
}

test('a premium user reads every screen in Spanish', async ({ page, premiumUser, request }) => {
  // Some twenty-six screens, each checked by axe and photographed.
  test.setTimeout(240_000);
  const post = await recordPoster(request, premiumUser);
  await post('/api/expenses', { name: 'Honorarios', amount: 1200, date: '2026-03-05' });
  await post('/api/events', {
    description: 'Audiencia',
    date: '2026-03-06',
    party: 'judge',
    concern_level: 4,
  });
  await post('/api/networth', { ...FAMILY_HOME_ITEM, name: 'Casa' });
  await post('/api/networth', {
    name: 'Tarjeta',
    classification: 'debt',
    category: 'credit_cards',
    ownership: 'spouse_2',
    value: 3000,
    is_disputed: true,
    dispute_notes: 'No es mía',
  });
  await post('/api/income', {
    name: 'Sueldo',
    type: 'salary',
    amount: 2000,
    frequency: 'biweekly',
  });
  const headers = await apiHeaders(request, premiumUser);
  const order = await request.post('/api/support/orders', {
    headers,
    data: {
      type: 'child_support',
      payer: 'other_party',
      amount: 500,
      frequency: 'monthly',
      first_due: '2026-01-01',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  await post('/api/support/payments', {
    order_id: (await order.json()).id,
    date: '2026-02-03',
    amount: 300,
    method: 'check',
    reference: '1042',
  });
  await post('/api/support/reimbursements', {
    name: 'Dentista',
    amount: 180,
    requested_on: '2026-03-10',
  });
  const analysis = await request.put('/api/decision-analysis', {
    headers,
    data: {
      offer: 90000,
      phases: [{ name: 'Juicio', hours: 40, rate: 270, experts: 1500 }],
      months: 9,
      outcomes: [
        { label: 'Mejor', value: 140000, probability: 30 },
        { label: 'Peor', value: 50000, probability: 70 },
      ],
      note: 'Los niños necesitan una sola casa.',
    },
  });
  expect(analysis.status(), await analysis.text()).toBe(200);
  const share = await request.post('/api/shares', {
    headers,
    data: {
      label: 'Mi abogada',
      scopes: ['networth', 'expenses', 'events', 'disclosure', 'support', 'settlement'],
    },
  });
  expect(share.status(), await share.text()).toBe(201);
  const sharedUrl = new URL((await share.json()).url);

  // She chooses Spanish in the bar (the drawer on a phone).
  const navigation = new Navigation(page);
  const scope = isPhone(page) ? await navigation.openMenu() : navigation.banner;
  await scope.getByRole('button', { name: 'Español', exact: true }).click();
  if (isPhone(page)) await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await walk(page, 'home');

  for (const [path, name] of [
    ['/expenses', 'expenses'],
    ['/events', 'events'],
    ['/settlement-calculator', 'settlement-calculator'],
    ['/decision-analysis', 'decision-analysis'],
    ['/free-settlement-calculator', 'free-calculator'],
    ['/calculator', 'calculator'],
    ['/case-file', 'case-file'],
    ['/income', 'income'],
    ['/disclosure', 'disclosure'],
    ['/support', 'support'],
    ['/sharing', 'sharing'],
    ['/profile', 'profile'],
    ['/account-settings', 'account'],
    ['/devices', 'devices'],
    ['/settings', 'settings'],
    ['/settings/security', 'settings-security'],
    ['/settings/privacy', 'settings-privacy'],
    ['/settings/email', 'settings-email'],
    ['/verify', 'verify'],
    // Published in English, the version that governs, and said so in Spanish.
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
  ] as const) {
    await page.goto(path);
    await walk(page, name);
  }

  // The history: the deleted items, and one record's changes.
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Elementos borrados' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await inSpanish(page, 'expenses-deleted-items');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page
    .getByRole('button', { name: /^Historial/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await inSpanish(page, 'expense-history');
  await page.keyboard.press('Escape');

  // The net worth tracker, tab by tab: summary, assets, debts, disputed, division.
  await page.goto('/networth');
  await walk(page, 'networth');
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 1; index < count; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await walk(page, `networth-tab-${index}`);
  }

  // The shared view, in the viewer's language (this browser's choice).
  await page.goto(`${sharedUrl.pathname}${sharedUrl.hash}`);
  await walk(page, 'shared-view');

  // The choice outlives a reload.
  await page.goto('/home');
  await page.reload();
  await walk(page, 'home-after-reload');
});
