import type { KnipConfig } from 'knip';

// `npx knip` (part of `npm run lint` and `npm test`): unused files, exports and dependencies.
// The plugins find the entries: package.json's scripts (server/index.ts, scripts/*.ts), vite
// (client/index.html's client/src/main.tsx), vitest (every *.test.ts(x)), playwright
// (e2e/*.spec.ts), eslint and drizzle; `entry` lists only what none of them can see.
const config: KnipConfig = {
  entry: [
    // Run by hand with `npx tsx` (docs/benchmarks.md, docs/testing.md).
    'scripts/{bench-integrity,case-file-timing,csv-export-timing,data-export-timing,integrity-timing,tracker-timing}.ts',
    // Started as child processes by scripts/bench/run.ts.
    'scripts/bench/{baseline-server,floor-server}.ts',
    // Linted, never imported, by scripts/lint-rules.test.ts.
    'scripts/lint-fixtures/*.ts',
    // Run by hand when the app's mark changes (docs/offline.md).
    'scripts/make-icons.ts',
    // The service worker: vite-plugin-pwa builds it from vite.config.ts (docs/offline.md).
    'client/src/sw.ts',
  ],
  project: [
    'server/**/*.ts',
    'shared/**/*.ts',
    'client/src/**/*.{ts,tsx,css}',
    'scripts/**/*.ts',
    'e2e/**/*.ts',
  ],
  vite: true,
  vitest: true,
  playwright: true,
  eslint: true,
  drizzle: true,
  ignoreBinaries: [
    // System tools, not npm packages: poppler-utils (installed by scripts/ensure-test-tools.ts),
    // apt-get itself, util-linux's `script` (a terminal for the log tests) and openssl.
    'pdftotext',
    'pdftoppm',
    'pdfinfo',
    'apt-get',
    'script',
    'openssl',
  ],
};

export default config;
