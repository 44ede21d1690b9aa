/**
 * `npm test` step: makes sure a Chromium exists, installing Debian's package when this process
 * may (root, apt-get present); otherwise stops with a how-to.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_HOW_TO, findChromium } from './chromium';

function canInstallWithApt(): boolean {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

let chromium = findChromium();
if (!chromium && !process.env.CHROMIUM_PATH && canInstallWithApt()) {
  console.log('No Chromium found; installing Debian’s chromium package…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error('apt-get could not install chromium.');
  }
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
