/** Shares as GET /api/shares answers them, for the Sharing page's tests. */
import type { ShareDto } from '@shared/sharing';

/** "Now" in the tests: Mar 5, 2025, noon, local time. */
export const NOW = new Date(2025, 2, 5, 12, 0);

/** An instant given in local time, as the server's ISO 8601 UTC. */
export function at(year: number, month: number, day: number, hours = 12, minutes = 0): string {
  return new Date(year, month - 1, day, hours, minutes).toISOString();
}

export function makeShare(overrides: Partial<ShareDto> = {}): ShareDto {
  return {
    id: 1,
    label: 'My attorney, J. Smith',
    scopes: ['networth', 'expenses', 'events'],
    has_passcode: false,
    created_at: at(2025, 3, 1),
    expires_at: at(2025, 3, 15),
    revoked_at: null,
    paused_at: null,
    paused_reason: null,
    last_accessed_at: null,
    first_accessed_at: null,
    access_count: 0,
    status: 'active',
    accesses: [],
    ...overrides,
  };
}
