/**
 * Budgets on what the browser downloads: the landing page stays light, the PDF library is
 * never part of a page's static imports (it loads only when a report is exported), and the CSV
 * parser loads only when an import starts, on either tracker.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const DIST = join(process.cwd(), 'client', 'dist');
// 100 KB for a phone on a slow network (docs/decisions/014-landing-weight-and-long-lists.md):
// 98.9 KB on 2026-11-27 (docs/benchmarks.md), from 123.5 KB. The budget stops it growing back.
const INITIAL_JS_BUDGET = 100 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  const path = join(DIST, '.vite', 'manifest.json');
  expect(existsSync(path), 'run `vite build` first (npm test does)').toBe(true);
  return JSON.parse(readFileSync(path, 'utf8'));
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

test('the first load of / downloads at most 100 KB of JavaScript, gzipped', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sizes = [...scripts].map((file) => ({ file, gzip: gzipSize(file) }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(
    `initial JS of /: ${(total / 1024).toFixed(1)} KB gzipped in ${sizes.length} files\n` +
      sizes.map(({ file, gzip }) => `  ${file} ${(gzip / 1024).toFixed(1)} KB`).join('\n'),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
});

test('jsPDF is not in the browser at all: the server makes every PDF it vouches for', () => {
  const manifest = readManifest();
  const containsJsPdf = (file: string) => /jsPDF/.test(readFileSync(join(DIST, file), 'utf8'));
  expect(
    Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js') && containsJsPdf(chunk.file))
      .map((chunk) => chunk.file),
  ).toEqual([]);
});

test('Papa Parse loads only with an import dialog, not with either tracker page', () => {
  const manifest = readManifest();
  const containsPapaParse = (file: string) =>
    /UndetectableDelimiter/.test(readFileSync(join(DIST, file), 'utf8'));
  expect(
    Object.values(manifest).filter((chunk) => containsPapaParse(chunk.file)).length,
    'the build has a chunk with Papa Parse in it',
  ).toBeGreaterThan(0);

  for (const page of [
    'src/features/expenses/expenses-page.tsx',
    'src/features/networth/networth-page.tsx',
  ]) {
    expect(manifest[page], `${page} is a chunk of its own`).toBeDefined();
    const reachable = new Set<string>();
    const visit = (key: string) => {
      if (reachable.has(key)) return;
      reachable.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    visit(page);
    expect(
      [...reachable].filter((key) => containsPapaParse(manifest[key]!.file)),
      page,
    ).toEqual([]);
  }
});

for (const path of ['/', '/login', '/signup']) {
  test(`the HTML of ${path} names every script its first paint needs, and carries the styles`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html, 'the stylesheet is inlined').toMatch(/<style>[^<]*tailwindcss/);
    // The file's link is disabled: never fetched, and Vite's loader for lazy chunks, seeing it
    // linked, does not fetch it either.
    expect(html, 'no render-blocking stylesheet link').not.toMatch(
      /<link rel="stylesheet"(?![^>]*\bdisabled\b)/,
    );
    const named = new Set(
      [
        ...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="\/([^"]+)"/g),
      ].map((match) => match[1]),
    );

    // Every script fetched before the page's heading shows was named by the HTML: no
    // request had to wait for another script to run first. The service worker's registration
    // is not for the first paint: it starts once the page has loaded (docs/offline.md).
    const fetched: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.css')) stylesheets.push(url.pathname);
      const afterLoad = /\/assets\/(?:service-worker|workbox-window)[.-]/.test(url.pathname);
      if (url.pathname.endsWith('.js') && !afterLoad) fetched.push(url.pathname.slice(1));
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetched.length).toBeGreaterThan(1);
    expect(fetched.filter((file) => !named.has(file))).toEqual([]);
    expect(stylesheets, 'the inlined styles are not fetched again').toEqual([]);
  });
}

test('the chart library (visx) loads with the decision analysis only, never with another page', () => {
  const manifest = readManifest();
  // visx names what it draws: class="visx-bar", "visx-axis", "visx-linepath".
  const containsVisx = (file: string) =>
    /visx-(?:bar|axis|linepath)/.test(readFileSync(join(DIST, file), 'utf8'));
  const reachableFrom = (page: string) => {
    const reachable = new Set<string>();
    const visit = (key: string) => {
      if (reachable.has(key)) return;
      reachable.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    visit(page);
    return [...reachable].filter((key) => containsVisx(manifest[key]!.file));
  };
  const analysis = 'src/features/decision-analysis/decision-analysis-page.tsx';
  expect(reachableFrom(analysis), 'the analysis draws with visx').not.toEqual([]);
  const entries = Object.keys(manifest).filter(
    (key) => (manifest[key]!.isEntry || key.endsWith('-page.tsx')) && key !== analysis,
  );
  expect(entries.length).toBeGreaterThan(20);
  for (const page of entries) expect(reachableFrom(page), page).toEqual([]);
});

test("her pages' shared code is one file that a visitor's first pages never load", () => {
  const manifest = readManifest();
  const shared = Object.keys(manifest).filter((key) =>
    /^assets\/signed-in-[\w-]{8}\.js$/.test(manifest[key]!.file),
  );
  expect(shared, 'one signed-in chunk (scripts/vite-signed-in-chunk.ts)').toHaveLength(1);
  const reachableFrom = (start: string[], dynamic: boolean) => {
    const reachable = new Set<string>();
    const visit = (key: string) => {
      if (reachable.has(key)) return;
      reachable.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
      // Not the entry's: those are the route table's pages and her signed-in session.
      if (dynamic && !manifest[key]?.isEntry) {
        for (const next of manifest[key]?.dynamicImports ?? []) visit(next);
      }
    };
    start.forEach(visit);
    return reachable;
  };
  // The entry, the pages a visitor arrives on with all they load later (their menus, dialogs),
  // and the Spanish catalogs.
  const visitor = reachableFrom(
    [
      ...Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
      'src/features/landing/landing-page.tsx',
      'src/features/auth/login-page.tsx',
      'src/features/auth/signup-page.tsx',
      'src/locales/es/messages.po',
      '../shared/locales/es.ts',
    ],
    false,
  );
  for (const start of [
    'src/features/landing/landing-page.tsx',
    'src/features/auth/login-page.tsx',
    'src/features/auth/signup-page.tsx',
  ]) {
    for (const key of reachableFrom([start], true)) visitor.add(key);
  }
  expect(visitor.size).toBeGreaterThan(10);
  expect(visitor.has(shared[0]!), 'a visitor would load it').toBe(false);
  // And what it imports does not import it back: no cycle between chunks.
  expect(
    [...reachableFrom(manifest[shared[0]!]!.imports ?? [], false)].filter(
      (key) => key === shared[0],
    ),
  ).toEqual([]);
  // Her trackers use it.
  for (const page of [
    'src/features/expenses/expenses-page.tsx',
    'src/features/events/events-page.tsx',
  ]) {
    expect(reachableFrom([page], false).has(shared[0]!), page).toBe(true);
  }
});
