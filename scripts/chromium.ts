/**
 * Finds a Chromium for Playwright: Playwright's own browser download does not work on every
 * machine, so the suite uses the system's. Order: CHROMIUM_PATH, the usual system paths,
 * Playwright's cache.
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function playwrightCache(): string[] {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => name.startsWith('chromium'))
    .flatMap((name) => [
      join(root, name, 'chrome-linux', 'chrome'),
      join(root, name, 'chrome-linux64', 'chrome'),
      join(root, name, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
    ]);
}

export function findChromium(): string | null {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return [...SYSTEM_PATHS, ...playwrightCache()].find((path) => existsSync(path)) ?? null;
}

export const CHROMIUM_HOW_TO = [
  'No Chromium found for the end-to-end tests.',
  'Install one and run again, for example:',
  '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
  '  macOS:         brew install --cask chromium',
  'or point CHROMIUM_PATH at a Chrome or Chromium binary.',
].join('\n');
