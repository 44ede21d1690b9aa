import { expect, test } from './fixtures/test';

test.describe('the app shell', () => {
  test('an unknown page shows the not-found screen', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test.describe(() => {
    test.use({ startAt: '/subscription' });

    test('/subscription goes to /account-settings', async ({ page, freeUser: _signedIn }) => {
      await expect(page).toHaveURL(/\/account-settings$/);
    });
  });

  test('a reload on a deep route is served the app, not a server 404', async ({
    page,
    freeUser: _signedIn,
  }) => {
    const response = await page.goto('/calculator');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Calculator', exact: true })).toBeVisible();
  });

  test('the page scrolls to the top when the route changes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/nope');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 2000);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/terms');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the API behind it', () => {
  test('unknown API paths answer JSON 404 even to a browser', async ({ request }) => {
    const response = await request.get('/api/nope', { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: 'No API route for GET /api/nope',
      code: 'not_found',
    });
  });

  test('the health check reports the embedded database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  test('the page gives the browser its CSRF cookie and the CSP lets the app run', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.httpOnly).toBe(false);
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  test('hashed assets are cached for a year, the page itself is revalidated', async ({ page }) => {
    const assetResponses: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(response.url())) {
        assetResponses.push(response.headers()['cache-control'] ?? '');
      }
    });
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect.poll(() => assetResponses.length).toBeGreaterThan(0);
    expect(assetResponses).toContain('public, max-age=31536000, immutable');
  });
});
