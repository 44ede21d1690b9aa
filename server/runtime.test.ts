import { describe, expect, it } from 'vitest';
import { unsupportedNodeWarning } from './runtime';

describe('the supported Node lines', () => {
  it.each(['v22.12.0', 'v22.20.1', 'v24.0.0', 'v24.21.0', 'v26.1.0'])('accept %s', (version) => {
    expect(unsupportedNodeWarning(version)).toBeNull();
  });

  it.each(['v20.19.5', 'v22.11.0', 'v18.20.0'])('warn about %s, naming it', (version) => {
    expect(unsupportedNodeWarning(version)).toBe(
      `Node ${version} is not supported (Fairsplit needs Node >=22.12 (22 LTS or 24 LTS)); older lines get no security fixes. Upgrade Node before relying on this server.`,
    );
  });

  it('runs this suite on a supported Node', () => {
    expect(unsupportedNodeWarning(process.version)).toBeNull();
  });
});
