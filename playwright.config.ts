import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_HOW_TO, findChromium } from './scripts/chromium';

const PHONE_SPECS =
  /(route-matrix|journey|accessibility|keyboard|evidence|division|case-file|documents|account|sharing|settings|language|language-walk|devices|disclosure|offline|first-hour-[a-z-]+)\.spec\.ts$/;
const PORT = Number(process.env.E2E_PORT ?? 5199);
const chromium = findChromium();
if (!chromium) throw new Error(CHROMIUM_HOW_TO);

// A fresh data directory per run: the suite starts from an empty product, like a new user.
const dataDir = mkdtempSync(join(tmpdir(), 'fairsplit-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // A CI runner can be several times slower than a quiet machine (one run took 62 min in all,
  // its end-to-end tests 39 min, and five journeys ran past 30 s with nothing wrong): a journey
  // gets 60 s there. Locally 30 s keeps a hang short. The slow-test list still names any test
  // past half its time.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // The app's service worker would answer some requests itself, out of reach of the specs'
    // network stubs (page.route); e2e/offline.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every spec runs at 1280×800; the specs that walk every screen (route matrix, journey,
  // accessibility, keyboard) and the wave-2 screens (evidence, division, case file, account) run
  // again at 390×844.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The built SPA is served by the real server, as `npm start` does (scripts/run-tests.ts
    // builds it first).
    command: 'node --import tsx server/index.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      // Every test signs in from 127.0.0.1; the limits themselves are tested in the API suite.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
