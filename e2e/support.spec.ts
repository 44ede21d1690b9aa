/**
 * Support and reimbursements (docs/support.md), at 1280 and 390 px: reached from the tools (the
 * drawer on a phone), a monthly child-support order the other party pays from two months ago, a
 * partial payment by check last month, the arrears that leaves; a 50/50 reimbursement request
 * made from an expense, marked paid; and the arrears statement PDF, whose totals read back with
 * pdftotext.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { signIn, toastRegion } from './fixtures/auth';
import { recordPoster } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';
import { Navigation } from './pages/navigation';

const SIZES = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
] as const;

/** 'YYYY-MM-DD' of day `day` of the month `back` months before this one, in the runner's zone. */
function dayMonthsAgo(back: number, day: number): string {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth() - back, day);
  return [
    at.getFullYear(),
    String(at.getMonth() + 1).padStart(2, '0'),
    String(at.getDate()).padStart(2, '0'),
  ].join('-');
}

/** The page is no wider than the window: nothing is reached by scrolling sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Closes the toasts on screen, so they do not cover what a screenshot is for. */
async function dismissToasts(page: Page) {
  const close = toastRegion(page).getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

for (const size of SIZES) {
  const { width } = size;
  test.describe(`/support at ${width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
    });

    test('an order, a partial payment by check, the arrears it leaves, a 50/50 request paid, and the arrears statement', async ({
      page,
      request,
      premiumAccount,
    }, testInfo) => {
      test.setTimeout(150_000);
      const post = await recordPoster(request, premiumAccount);
      await post('/api/expenses', {
        date: dayMonthsAgo(1, 12),
        name: 'Orthodontist',
        amount: 300.5,
        category: 'children.medical',
      });
      await signIn(page, premiumAccount, { at: '/home' });

      // From the tools: the drawer on a phone, Home's shortcuts on a desktop.
      if (size.isMobile) {
        const menu = await new Navigation(page).openMenu();
        await menu.getByRole('link', { name: 'Support', exact: true }).click();
        await expect(menu).toBeHidden();
      } else {
        await page
          .getByRole('navigation', { name: 'Your tools' })
          .getByRole('link', { name: 'Support', exact: true })
          .click();
      }
      await expect(page).toHaveURL(/\/support$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Support and reimbursements' }),
      ).toBeVisible();
      await checkScreen(page, `support-${width}-empty`);

      // A monthly order of $500.00, first due on the 1st two months ago: three dues to date.
      await page.getByRole('button', { name: 'Add order' }).first().click();
      const order = page.getByRole('dialog', { name: 'Add order' });
      await order.getByLabel('Kind of support').selectOption({ label: 'Child support' });
      await order.getByLabel('Who pays').selectOption({ label: 'The other party pays' });
      await order.getByLabel('Amount ($)').fill('500');
      await order.getByLabel('How often').selectOption({ label: 'Every month' });
      await order.getByLabel('First due date').fill(dayMonthsAgo(2, 1));
      await order.getByLabel('Case number (optional)').fill('25-FL-00123');
      await checkScreen(page, `support-${width}-order-dialog`, { include: '[role="dialog"]' });
      await order.getByRole('button', { name: 'Add order' }).click();
      await expect(order).toBeHidden();
      await expect(page.getByTestId('support-arrears')).toHaveText('$1,500.00');

      // $300.00 by check last month: it pays last month's due in part.
      await page.getByRole('button', { name: 'Record payment' }).first().click();
      const payment = page.getByRole('dialog', { name: 'Record payment' });
      await payment.getByLabel('Date').fill(dayMonthsAgo(1, 5));
      await payment.getByLabel('Amount ($)').fill('300');
      await payment.getByLabel('How it was paid').selectOption({ label: 'Check' });
      await payment.getByLabel('Check number').fill('1042');
      await checkScreen(page, `support-${width}-payment-dialog`, { include: '[role="dialog"]' });
      await payment.getByRole('button', { name: 'Record payment' }).click();
      await expect(payment).toBeHidden();
      await expect(page.getByTestId('support-arrears')).toHaveText('$1,200.00');
      await expect(page.getByText('Check 1042')).toBeVisible();

      // A 50/50 request for the orthodontist's bill: $150.25 of $300.50.
      await page.getByRole('button', { name: 'Request reimbursement' }).first().click();
      const ask = page.getByRole('dialog', { name: 'Request reimbursement' });
      await ask.getByLabel('Search your expenses').fill('ortho');
      await ask.getByText('Orthodontist').click();
      await expect(ask.getByLabel('The other party’s share (%)')).toHaveValue('50');
      await expect(ask.getByText('Amount requested: $150.25')).toBeVisible();
      await checkScreen(page, `support-${width}-request-dialog`, { include: '[role="dialog"]' });
      await ask.getByRole('button', { name: 'Request reimbursement' }).click();
      await expect(ask).toBeHidden();
      const requestCard = page.getByTestId('reimbursement').filter({ hasText: 'Orthodontist' });
      await expect(requestCard.getByTestId('payment-clock')).toHaveText('Payment due in 30 days');
      await expect(page.getByTestId('support-waiting')).toContainText('$150.25 still requested');
      await dismissToasts(page);
      await checkScreen(page, `support-${width}-page`);
      await expectNoSidewaysScroll(page);

      await requestCard.getByRole('button', { name: 'Mark paid' }).click();
      const paid = page.getByRole('dialog', { name: 'Mark paid' });
      await expect(paid.getByLabel('Amount paid ($)')).toHaveValue('150.25');
      await paid.getByRole('button', { name: 'Mark paid' }).click();
      await expect(paid).toBeHidden();
      await expect(requestCard.getByText('Paid', { exact: true }).first()).toBeVisible();
      await expect(requestCard.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

      // The arrears statement: the totals read back from the PDF.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Arrears statement (PDF)' }).click(),
      ]);
      const pdfPath = testInfo.outputPath('support-arrears-statement.pdf');
      await download.saveAs(pdfPath);
      const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
      expect(text).toContain('Fairsplit — Support Arrears Statement');
      expect(text).toMatch(
        /Child support #\d+\s+25-FL-00123\s+The other party pays[\s\S]*?\$1,500\.00\s+\$300\.00\s+\$1,200\.00\s+\$0\.00/,
      );
      expect(text).toMatch(/Arrears on orders the other party pays\s+\$1,200\.00/);
      expect(text).toMatch(/Arrears on orders you pay\s+\$0\.00/);
      expect(text).toMatch(/Check\s+1042\s+\$300\.00\s+\$0\.00/);
      expect(text).toMatch(/Orthodontist[\s\S]*?\$150\.25\s+\$150\.25\s+Paid/);
      expect(text).toMatch(/Verify at \S+\/verify · Code FS(-[0-9A-HJKMNP-TV-Z]{4}){4}/);
    });
  });
}
