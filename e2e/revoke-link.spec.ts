/**
 * The mail about a new professional link: its revoke link opens, in a browser nobody is signed
 * in to, a page that says what will happen and revokes only on its button (reached with the
 * keyboard); the link then stops opening, and the same mail's link says it was revoked already.
 * At 390 and 1280 pixels wide, each screen checked by axe and kept as a screenshot.
 */
import { apiHeaders } from './fixtures/premium';
import { checkScreen } from './fixtures/screens';
import { expect, test } from './fixtures/test';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

test('a new link’s mail revokes it without signing in, at both sizes', async ({
  browser,
  request,
  premiumAccount,
}) => {
  test.setTimeout(60_000);
  const headers = await apiHeaders(request, premiumAccount);

  for (const viewport of SIZES) {
    const label = `My attorney, J. Smith (${viewport.width})`;
    const made = await request.post('/api/shares', {
      headers,
      data: { label, scopes: ['expenses', 'events'] },
    });
    expect(made.status(), await made.text()).toBe(201);
    const sharedApi = `/api${new URL((await made.json()).url).pathname}`;
    expect((await request.get(sharedApi)).status()).toBe(200);

    let text = '';
    await expect
      .poll(async () => {
        const outbox = await request.get(
          `/auth/v1/dev/outbox?email=${encodeURIComponent(premiumAccount.email)}`,
        );
        const { messages } = (await outbox.json()) as { messages: { text: string }[] };
        text = messages.find((message) => message.text.includes(label))?.text ?? '';
        return text;
      })
      .toContain(`A link to your records was created: ${label}, expires `);
    const link = new URL(/^(\S+\/revoke-link\?token=\S+)$/m.exec(text)![1]!);

    const stranger = await browser.newContext({ viewport, isMobile: viewport.width < 400 });
    const page = await stranger.newPage();
    const opened = await page.goto(`${link.pathname}${link.search}`);
    expect(opened!.headers()['x-robots-tag']).toContain('noindex');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Revoke a link to your records' }),
    ).toBeVisible();
    await expect(page.getByText('Revoking cannot be undone.')).toBeVisible();
    await checkScreen(page, `revoke-link-${viewport.width}`);
    // Opening the page revoked nothing.
    expect((await request.get(sharedApi)).status()).toBe(200);

    const button = page.getByRole('button', { name: 'Revoke this link' });
    for (
      let step = 0;
      step < 40 && !(await button.evaluate((b) => b === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(
      'The link is revoked. Nobody can open it any more.',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(page, `revoke-link-${viewport.width}-done`);
    expect((await request.get(sharedApi)).status()).toBe(404);

    await page.reload();
    await page.getByRole('button', { name: 'Revoke this link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'This link was revoked already. Nobody can open it any more.',
    );
    await stranger.close();
  }
});
