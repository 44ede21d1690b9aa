import type { ClientConfig } from '@shared/api';

/** A whole GET /api/config answer (built-in auth, local billing), with the parts a test sets. */
export function testClientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    auth: { mode: 'local', url: null, anonKey: 'test-anon-key' },
    billing: { mode: 'local' },
    supportEmail: 'help@fairsplit.test',
    publicUrl: 'https://fairsplit.test',
    ...overrides,
  };
}
