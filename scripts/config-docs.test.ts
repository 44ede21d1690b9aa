/**
 * .env.example and docs/configuration.md are written from ENV_VARS in server/config.ts; these
 * tests fail when either file differs from what `npm run docs:config` would write now, so a
 * variable's description cannot change in one place and not the others.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARS } from '../server/config';
import {
  BLOCK_END,
  BLOCK_START,
  CONFIGURATION_DOC_PATH,
  ENV_EXAMPLE_PATH,
  renderConfigurationDoc,
  renderEnvExample,
  replaceGeneratedBlock,
} from './config-docs';

const STALE =
  'is not what `npm run docs:config` writes from ENV_VARS in server/config.ts: run it and commit the result';

describe('npm run docs:config', () => {
  it('.env.example is what it writes', () => {
    expect(readFileSync(ENV_EXAMPLE_PATH, 'utf8'), `.env.example ${STALE}`).toBe(
      renderEnvExample(),
    );
  });

  it('docs/configuration.md is what it writes', async () => {
    const current = readFileSync(CONFIGURATION_DOC_PATH, 'utf8');
    expect(current, `docs/configuration.md ${STALE}`).toBe(await renderConfigurationDoc(current));
  });

  it('sets each variable with a default and leaves the others commented out, once each', () => {
    const lines = renderEnvExample().split('\n');
    for (const [name, doc] of Object.entries(ENV_VARS)) {
      const assignments = lines.filter((line) => line.replace(/^# /, '').startsWith(`${name}=`));
      expect(assignments, name).toEqual([
        'default' in doc ? expect.stringMatching(new RegExp(`^${name}=.`)) : `# ${name}=`,
      ]);
    }
  });

  it('replaces only the text between the markers', () => {
    const doc = `# Title\n\nProse.\n\n${BLOCK_START}\nold table\n${BLOCK_END}\n\nMore prose.\n`;
    expect(replaceGeneratedBlock(doc, 'new table')).toBe(
      `# Title\n\nProse.\n\n${BLOCK_START}\n\nnew table\n\n${BLOCK_END}\n\nMore prose.\n`,
    );
  });

  it('refuses a document that lost its markers', () => {
    expect(() => replaceGeneratedBlock('# Configuration\n', 'table')).toThrow(/markers/);
    expect(() => replaceGeneratedBlock(`${BLOCK_END}\n${BLOCK_START}\n`, 'table')).toThrow(
      /markers/,
    );
  });
});
