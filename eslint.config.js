// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./client/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Dependencies point one way (STYLE.md): client → shared ← server; features never reach into
 * each other; shared imports from neither side.
 */
const importDirection = [
  { target: './shared', from: './client', message: 'shared/ must not import the client.' },
  { target: './shared', from: './server', message: 'shared/ must not import the server.' },
  { target: './server', from: './client', message: 'The server must not import the client.' },
  { target: './client', from: './server', message: 'The client must not import the server.' },
  ...features.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message:
      'A feature must not import another feature; move the shared piece to components/ or lib/.',
  })),
  {
    target: ['./client/src/components', './client/src/lib'],
    from: ['./client/src/features', './client/src/app'],
    message: 'components/ and lib/ sit below features and app.',
  },
];

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importDirection }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
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
  prettier,
);
