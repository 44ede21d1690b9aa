// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly inside `dir` (relative to this file). */
function foldersIn(dir) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const features = foldersIn('./client/src/features');
const serverModules = foldersIn('./server/modules');
const serviceFiles = serverModules.map((module) => `./${module}/${module}.service.ts`);
const SERVER_MODULE_MESSAGE =
  'A server module is used through its service (its public API), never its router or helpers.';
const FEATURE_MESSAGE =
  'A feature uses another feature only through its index.ts (its public API), never its files.';

/**
 * Dependencies point one way (docs/architecture.md): client → shared ← server; features and
 * server modules never reach into each other's files; shared imports from neither side. Written
 * by code, one zone per feature, so a new feature is covered the day it is added.
 */
const importDirection = [
  { target: './shared', from: './client', message: 'shared/ must not import the client.' },
  { target: './shared', from: './server', message: 'shared/ must not import the server.' },
  { target: './server', from: './client', message: 'The server must not import the client.' },
  { target: './client', from: './server', message: 'The client must not import the server.' },
  // A feature's own files, and every feature's public index.ts, are open to it.
  ...features.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`, ...features.map((other) => `./${other}/index.ts`)],
    message: FEATURE_MESSAGE,
  })),
  {
    target: './client/src/components/trackers',
    from: './client/src/features',
    except: features.map((feature) => `./${feature}/index.ts`),
    message: FEATURE_MESSAGE,
  },
  // The layout frames every feature's page, so it knows none of them: the session it shows
  // (user, plan, sign-out) comes through its own context, which app/ fills.
  {
    target: './client/src/components/layout',
    from: './client/src/features',
    message: 'components/layout sits below features: read the session from layout-session.ts.',
  },
  {
    target: ['./client/src/components/ui', './client/src/lib'],
    from: ['./client/src/features', './client/src/app'],
    message: 'components/ui and lib/ sit below features and app.',
  },
  {
    target: './client/src/components',
    from: './client/src/app',
    message: 'components/ sit below app.',
  },
  // Server: http → modules → db. A module uses another only through its service (its public
  // API), never its router or helpers; the auth server and billing never reach into a module's
  // HTTP layer; db/ is the bottom; only the boot code imports the app.
  ...serverModules.map((module) => ({
    target: `./server/modules/${module}`,
    from: './server/modules',
    except: [`./${module}`, ...serviceFiles],
    message: SERVER_MODULE_MESSAGE,
  })),
  {
    target: ['./server/gotrue', './server/billing', './server/http'],
    from: './server/modules',
    except: serviceFiles,
    message: SERVER_MODULE_MESSAGE,
    sourceOnly: true,
  },
  {
    target: './server/db',
    from: ['./server/http', './server/gotrue', './server/billing', './server/modules'],
    message: 'db/ is the bottom layer.',
  },
  {
    target: [
      './server/modules',
      './server/http',
      './server/gotrue',
      './server/billing',
      './server/db',
    ],
    from: ['./server/app.ts', './server/index.ts'],
    message: 'Only the boot code imports the app.',
    sourceOnly: true,
  },
];

/**
 * A comment must point only at what a reader of the repo has: the product's rules are in
 * docs/product.md and the reasons in docs/ and docs/decisions/, not in a spec or a tracker they
 * cannot open. So a comment citing a spec section by its number, or an issue by its number, is
 * refused.
 */
const UNREADABLE_POINTER = /spec\s*§|§\s*\d|\bissues?\s+#?\d+/i;
const local = {
  rules: {
    'no-unreadable-pointers': {
      meta: {
        type: 'suggestion',
        docs: { description: 'Refuse comments that cite "spec §N" or "issue N".' },
        messages: {
          pointer:
            'This comment cites a spec section or an issue the reader does not have: say the reason here or point into docs/product.md.',
        },
        schema: [],
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (UNREADABLE_POINTER.test(comment.value)) {
                context.report({ loc: comment.loc, messageId: 'pointer' });
              }
            }
          },
        };
      },
    },
  },
};

/** The zones as the rule takes them (without our own `sourceOnly` mark). */
function zones(list) {
  return list.map(({ sourceOnly: _sourceOnly, ...zone }) => zone);
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'client/dist',
      'data',
      'migrations',
      'test-results',
      'playwright-report',
      'bench-results',
      // Deliberately broken code: scripts/lint-rules.test.ts lints it to prove the rules bite.
      'scripts/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, local },
    settings: {
      // no-cycle parses the files an import leads to: it must know TypeScript's extensions.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones(importDirection) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      'local/no-unreadable-pointers': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
  {
    // A test may assemble what it tests from anywhere (e.g. the app, or a router it talks to).
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: zones(importDirection.filter((zone) => !zone.sourceOnly)) },
      ],
    },
  },
  prettier,
);
