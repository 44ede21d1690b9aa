/**
 * `npm test` step: makes sure the end-to-end tests' outside tools exist — a Chromium, and
 * poppler's pdfinfo/pdftotext/pdftoppm, which read back the exported PDF report — installing
 * Debian's packages when this process may (root, apt-get present); otherwise stops with a how-to.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_HOW_TO, findChromium } from './chromium';

const POPPLER_HOW_TO =
  'The PDF tests need poppler (pdfinfo, pdftotext, pdftoppm): apt-get install poppler-utils, or brew install poppler.';

function canInstallWithApt(): boolean {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

let aptUpdated = false;
function aptInstall(pkg: string) {
  console.log(`Installing Debian’s ${pkg} package…`);
  try {
    if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    aptUpdated = true;
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`apt-get could not install ${pkg}.`);
  }
}

function hasPoppler(): boolean {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let chromium = findChromium();
if (!chromium && !process.env.CHROMIUM_PATH && canInstallWithApt()) {
  aptInstall('chromium');
  chromium = findChromium();
}
if (!chromium) {
  console.error(
    process.env.CHROMIUM_PATH
      ? `CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist.`
      : CHROMIUM_HOW_TO,
  );
  process.exit(1);
}
console.log(`Chromium: ${chromium}`);

if (!hasPoppler() && canInstallWithApt()) aptInstall('poppler-utils');
if (!hasPoppler()) {
  console.error(POPPLER_HOW_TO);
  process.exit(1);
}
console.log('poppler: pdfinfo, pdftotext, pdftoppm');
