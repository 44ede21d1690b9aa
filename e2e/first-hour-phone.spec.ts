/**
 * The first hour on a phone (docs/product.md#routes-and-navigation), at 390 px and again at 1280
 * px:
 * - "Delete your account?" closes at the first tap on Cancel, even after the email field was
 *   tapped and left empty (no message appears and moves Cancel from under the finger).
 * - A tracker's success toast never covers the next dialog's buttons, and a tap on the toast's
 *   Close button closes the toast only: nothing under it is pressed, no dialog opens.
 * Screenshots of both for people to look at land in /tmp/shots-a/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { checkScreen } from './fixtures/screens';
import { holdRequests, recordPosts, toasts } from './fixtures/trackers';
import { expect, test } from './fixtures/test';
import { EventsPage } from './pages/events-page';
import { ExpensesPage } from './pages/expenses-page';
import { NetWorthPage, type NewItem } from './pages/networth-page';
import type { TrackerPage } from './pages/tracker-page';

const SHOTS_DIR = '/tmp/shots-a';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`) });
}

/** A tap on a touch screen (the phone project), a click with the mouse elsewhere. */
async function press(target: Locator) {
  if (test.info().project.use.hasTouch) await target.tap();
  else await target.click();
}

/** Starts recording whether `text` is ever on the page, even for a moment. */
async function watchForText(page: Page, text: string) {
  await page.evaluate((watched) => {
    const seen = { value: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const look = () => {
      if (document.body.innerText.includes(watched)) seen.value = true;
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, text);
  return () =>
    page.evaluate(() => (window as unknown as { __seen: { value: boolean } }).__seen.value);
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The button is what a tap at its centre reaches, once scrolled into view inside its dialog:
 * nothing (such as the toast, when there is one) lies over it.
 */
async function expectUncovered(button: Locator, toast: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  if ((await toast.count()) > 0) {
    const [buttonBox, toastBox] = [await button.boundingBox(), await toast.boundingBox()];
    expect(overlaps(buttonBox!, toastBox!), 'the toast lies over the button').toBe(false);
  }
  const reached = await button.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
  expect(reached, 'a tap at the button’s centre reaches the button').toBe(true);
}

test.describe('"Delete your account?"', () => {
  test.use({ startAt: '/settings/privacy' });

  async function openDeleteDialog(page: Page) {
    await press(page.getByRole('button', { name: 'Delete account' }));
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('opens with focus on the dialog, not on the email field', async ({
    page,
    freeUser: _signedIn,
  }) => {
    const dialog = await openDeleteDialog(page);

    // Its title and description are read out; no keyboard comes up before she chooses a field.
    await expect(dialog).toBeFocused();
    await expect(dialog.getByLabel('Email address')).not.toBeFocused();
    await shoot(page, 'delete-account-dialog');
    await checkScreen(page, `first-hour-${page.viewportSize()!.width}-delete-dialog`, {
      include: '[role="dialog"]',
    });
  });

  test('closes at the first tap on Cancel after the email field was tapped and left empty', async ({
    page,
    freeUser: _signedIn,
  }) => {
    const dialog = await openDeleteDialog(page);
    const sawMessage = await watchForText(page, 'Enter the email address of this account');
    await press(dialog.getByLabel('Email address'));
    await expect(dialog.getByLabel('Email address')).toBeFocused();

    await press(dialog.getByRole('button', { name: 'Cancel' }));

    await expect(dialog).toBeHidden();
    expect(await sawMessage(), 'a validation message appeared on the way out').toBe(false);
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused();
  });
});

type Tracker = {
  name: string;
  path: string;
  /** Saves one record through the add dialog and waits for its success toast. */
  addOne: (page: Page) => Promise<void>;
  /**
   * Has the add fail (the server refuses) so that its toast comes while the add dialog is
   * open: the net worth dialog stays open; an optimistic tracker's, closed while saving, opens
   * again by itself after the toast.
   */
  failOne: (page: Page) => Promise<void>;
  addButton: (page: Page) => Locator;
  addDialog: (page: Page) => Locator;
  submitName: string;
  postPath: string;
};

const REFUSAL = { status: 500, json: { error: 'Database unavailable', code: 'internal' } };

/** An optimistic tracker's add, refused after she closed the dialog while it was saving. */
async function failAfterClosing<F>(page: Page, tracker: TrackerPage<F>, fields: F, path: string) {
  const failing = await holdRequests(page, `**${path}`, 'POST', REFUSAL);
  await tracker.submitNew(fields);
  await press(tracker.addDialog.getByRole('button', { name: 'Cancel' }));
  await expect(tracker.addDialog).toBeHidden();
  failing.release();
  await expect(tracker.addDialog).toBeVisible();
  await failing.stop();
}

const EXPENSE = { date: '2025-03-01', name: 'Retainer', amount: '1250' };
const EVENT = {
  date: '2025-03-01',
  description: 'Missed the handover',
  party: 'Ex-Spouse',
  concern: 3,
} as const;
const ITEM: NewItem = {
  name: 'Family home',
  classification: 'asset',
  category: 'Real Estate',
  ownership: 'Joint',
  value: '350000',
};

const TRACKERS: Tracker[] = [
  {
    name: 'net worth',
    path: '/networth',
    addOne: (page) => new NetWorthPage(page).addItem(ITEM),
    async failOne(page) {
      const networth = new NetWorthPage(page);
      await page.route('**/api/networth', (route) =>
        route.request().method() === 'POST' ? route.fulfill(REFUSAL) : route.fallback(),
      );
      await press(networth.addItemButton);
      await networth.fillItem(networth.itemDialog(), ITEM);
      await press(networth.itemDialog().getByRole('button', { name: 'Add Item' }));
      await expect(toasts(page).getByText('Failed to add item', { exact: true })).toBeVisible();
      await page.unroute('**/api/networth');
    },
    addButton: (page) => new NetWorthPage(page).addItemButton,
    addDialog: (page) => new NetWorthPage(page).itemDialog(),
    submitName: 'Add Item',
    postPath: '/api/networth',
  },
  {
    name: 'expenses',
    path: '/expenses',
    async addOne(page) {
      await new ExpensesPage(page).add(EXPENSE);
      await expect(toasts(page).getByText('Expense added', { exact: true })).toBeVisible();
    },
    failOne: (page) => failAfterClosing(page, new ExpensesPage(page), EXPENSE, '/api/expenses'),
    addButton: (page) => new ExpensesPage(page).addButton,
    addDialog: (page) => new ExpensesPage(page).addDialog,
    submitName: 'Add Expense',
    postPath: '/api/expenses',
  },
  {
    name: 'events',
    path: '/events',
    async addOne(page) {
      await new EventsPage(page).add(EVENT);
      await expect(toasts(page).getByRole('listitem', { includeHidden: true })).toBeVisible();
    },
    failOne: (page) => failAfterClosing(page, new EventsPage(page), EVENT, '/api/events'),
    addButton: (page) => new EventsPage(page).addButton,
    addDialog: (page) => new EventsPage(page).addDialog,
    submitName: 'Add Event',
    postPath: '/api/events',
  },
];

for (const tracker of TRACKERS) {
  test.describe(`${tracker.name}: toasts never in the way`, () => {
    test.use({ startAt: tracker.path });

    test('the success toast leaves the next add dialog free, and its Close presses nothing beneath', async ({
      page,
      premiumUser: _signedIn,
    }) => {
      const toast = toasts(page).getByRole('listitem', { includeHidden: true });
      await tracker.addOne(page);

      // At once, while the toast is still on screen: the add dialog again, its buttons free.
      await press(tracker.addButton(page));
      const dialog = tracker.addDialog(page);
      await expect(dialog).toBeVisible();
      await expectUncovered(dialog.getByRole('button', { name: tracker.submitName }), toast);
      await expectUncovered(dialog.getByRole('button', { name: 'Cancel' }), toast);
      // She has moved on: the toast closed as she opened the dialog, long before its 5 s.
      await expect(toast).toHaveCount(0, { timeout: 1_000 });
      if (tracker.name === 'net worth') await shoot(page, 'add-dialog-after-success');
      await press(dialog.getByRole('button', { name: 'Cancel' }));
      await expect(dialog).toBeHidden();

      // With no dialog open, a tap on the toast's Close reaches nothing under it.
      await tracker.addOne(page);
      if (tracker.name === 'net worth') await shoot(page, 'toast-on-page');
      const url = page.url();
      const posts = recordPosts(page, tracker.postPath);
      await press(toast.getByRole('button', { name: 'Close', includeHidden: true }));
      await expect(toast).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(page.url()).toBe(url);
      expect(posts).toEqual([]);
    });

    test('a toast that comes with the add dialog open keeps clear of its buttons, and its Close presses nothing beneath', async ({
      page,
      premiumUser: _signedIn,
    }) => {
      const toast = toasts(page).getByRole('listitem', { includeHidden: true });
      // A first toast loads the toasts' look; after that a toast is on screen at once, so an
      // optimistic tracker's failure toast is there before its dialog reopens, under it.
      await tracker.addOne(page);
      await tracker.failOne(page);
      const dialog = tracker.addDialog(page);
      await expect(dialog).toBeVisible();
      await expect(toast).toBeVisible();
      const submit = dialog.getByRole('button', { name: tracker.submitName });
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      await expectUncovered(submit, toast);
      await expectUncovered(cancel, toast);
      if (tracker.name === 'net worth') await shoot(page, 'toast-over-dialog');

      // Its Close closes the toast and nothing else: the dialog stays, nothing is sent.
      const posts = recordPosts(page, tracker.postPath);
      await press(toast.getByRole('button', { name: 'Close', includeHidden: true }));
      await expect(toast).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      expect(posts).toEqual([]);
    });
  });
}
