import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { alias } from './vite.config.ts';
import { linguiMacros } from './scripts/vite-lingui-macros.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    // The API tests mostly wait (on Postgres, child servers, rate-limit windows): four workers
    // on a 2-core machine finish them in about 60% of the time two take.
    maxWorkers: Math.max(4, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // scripts/lint-rules.test.ts runs ESLint with the TypeScript resolver.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        plugins: [linguiMacros(), lingui()],
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/src/test/setup.ts'],
          // A test that switches to Spanish first loads the Spanish catalog and every shared/
          // module whose messages it translates (shared/locales/es.ts): about 3 s in a file
          // under the full suite's load, past the default 5 s now and then.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.timing.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          // The server's modules keep no per-test state (each file makes its own app and
          // database), so a worker imports them once instead of once per file: about 17% less
          // time. The client tests do leak state between files (jsdom storage, lazy singletons).
          isolate: false,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Tests that compare times (a reset for a registered and an unknown address). They run
          // alone, in their own step after the others: beside the full suite on two cores, CPU
          // contention shows as a gap the code does not make.
          name: 'timing',
          include: ['server/**/*.timing.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
