/**
 * The import rules bite: `npm run lint` (this ESLint config) refuses a feature or module that
 * reaches into another's files, the layout importing a feature, shared/ importing either side,
 * and an import cycle; and its
 * comment rule refuses a comment citing a spec section or an issue by its number.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ ignore: false });

/** The rule ids and messages ESLint reports for `code` as if it stood at `filePath`. */
async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

type ImportCase = [what: string, filePath: string, code: string, refusal: string | null];

/** An import as if it stood in a file at `filePath`, and the rule's message it must draw (or none). */
const IMPORTS: ImportCase[] = [
  [
    'a server module importing another module’s router',
    'server/modules/expenses/imports-events.ts',
    "export { eventsRouter } from '../events/events.router';",
    'A server module is used through its service',
  ],
  [
    'a server module using another module’s service',
    'server/modules/users/uses-subscriptions.ts',
    "export { applySubscriptionState } from '../subscriptions/subscriptions.service';",
    null,
  ],
  [
    'a client feature importing another feature’s files',
    'client/src/features/home/reaches-in.ts',
    "export { fetchProfile } from '@/features/subscriptions/api';",
    'only through its index.ts',
  ],
  [
    'a client feature using another feature’s index',
    'client/src/features/home/uses-index.ts',
    "export { useSubscription } from '@/features/subscriptions';",
    null,
  ],
  [
    'a layout component importing a feature, even its index',
    'client/src/components/layout/reads-auth.ts',
    "export { useAuth } from '@/features/auth';",
    'components/layout sits below features',
  ],
  [
    'a layout component reading the session from its own context',
    'client/src/components/layout/reads-session.ts',
    "export { useLayoutSession } from './layout-session';",
    null,
  ],
  [
    'shared/ importing the client',
    'shared/imports-client.ts',
    "export { apiRequest } from '../client/src/lib/api-client';",
    'shared/ must not import the client.',
  ],
  [
    'shared/ importing the server',
    'shared/imports-server.ts',
    "export { AppError } from '../server/http/app-error';",
    'shared/ must not import the server.',
  ],
];

describe('the import rules of npm run lint', () => {
  it.each(IMPORTS)('judge %s', async (_what, filePath, code, refusal) => {
    const problems = await problemsOf(filePath, `${code}\n`);
    if (refusal === null) {
      expect(problems).toEqual([]);
    } else {
      expect(problems).toContainEqual({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining(refusal),
      });
    }
  });

  it('refuse an import cycle', async () => {
    const [result] = await eslint.lintFiles(['scripts/lint-fixtures/cycle-a.ts']);
    expect(result?.messages.map((problem) => problem.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('the comment rule of npm run lint', () => {
  it('refuses a comment citing a spec section or an issue number', async () => {
    const [result] = await eslint.lintFiles(['scripts/lint-fixtures/unreadable-pointer.ts']);
    expect(
      result?.messages.filter((problem) => problem.ruleId === 'local/no-unreadable-pointers'),
    ).toHaveLength(1);
  });

  it.each([
    ['a spec section', '// As spec §5 says.\n'],
    ['a bare section number', "// The spec's colours (§3).\n"],
    ['an issue', '/* Fixed for issue 21. */\n'],
    ['issues with a hash', '/** See issues #3 and #4. */\n'],
  ])('refuses %s', async (_what, code) => {
    const problems = await problemsOf('shared/cites.ts', `${code}export const x = 1;\n`);
    expect(problems.map((problem) => problem.ruleId)).toContain('local/no-unreadable-pointers');
  });

  it('accepts a pointer into docs/product.md', async () => {
    const code = '// A failed add keeps the dialog open (docs/product.md#expense-tracker).\n';
    expect(await problemsOf('shared/points.ts', `${code}export const x = 1;\n`)).toEqual([]);
  });
});
