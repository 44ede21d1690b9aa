/**
 * The import rules bite: `npm run lint` (this ESLint config) refuses a feature or module that
 * reaches into another's files, shared/ importing either side, and an import cycle.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ ignore: false });

/** The rule ids and messages ESLint reports for `code` as if it stood at `filePath`. */
async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const restricted = (message: string) => ({
  ruleId: 'import-x/no-restricted-paths',
  message: expect.stringContaining(message),
});

describe('the import rules of npm run lint', () => {
  it('refuse a server module importing another module’s router', async () => {
    const problems = await problemsOf(
      'server/modules/expenses/imports-events.ts',
      "export { eventsRouter } from '../events/events.router';\n",
    );
    expect(problems).toContainEqual(restricted('A server module is used through its service'));
  });

  it('allow a server module to use another module’s service', async () => {
    const problems = await problemsOf(
      'server/modules/users/uses-subscriptions.ts',
      "export { applySubscriptionState } from '../subscriptions/subscriptions.service';\n",
    );
    expect(problems).toEqual([]);
  });

  it('refuse a client feature importing another feature’s files, and allow its index', async () => {
    const inside = await problemsOf(
      'client/src/features/home/reaches-in.ts',
      "export { fetchProfile } from '@/features/subscriptions/api';\n",
    );
    expect(inside).toContainEqual(restricted('only through its index.ts'));
    const throughIndex = await problemsOf(
      'client/src/features/home/uses-index.ts',
      "export { useSubscription } from '@/features/subscriptions';\n",
    );
    expect(throughIndex).toEqual([]);
  });

  it('refuse shared/ importing the client or the server', async () => {
    const fromClient = await problemsOf(
      'shared/imports-client.ts',
      "export { apiRequest } from '../client/src/lib/api-client';\n",
    );
    expect(fromClient).toContainEqual(restricted('shared/ must not import the client.'));
    const fromServer = await problemsOf(
      'shared/imports-server.ts',
      "export { AppError } from '../server/http/app-error';\n",
    );
    expect(fromServer).toContainEqual(restricted('shared/ must not import the server.'));
  });

  it('refuse an import cycle', async () => {
    const [result] = await eslint.lintFiles(['scripts/lint-fixtures/cycle-a.ts']);
    expect(result?.messages.map((problem) => problem.ruleId)).toContain('import-x/no-cycle');
  });
});
