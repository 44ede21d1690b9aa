/**
 * Query keys for data more than one feature reads, so a change made in one place refreshes the
 * others (the trackers' writes invalidate what the premium calculator shows). Each factory
 * starts from its resource's root key; invalidating `xKeys.all` refreshes everything under it.
 */
export const networthKeys = {
  all: ['networth'] as const,
  /** GET /api/networth: `{ items, summary }`. */
  list: () => [...networthKeys.all, 'list'] as const,
  /** GET /api/networth/categories. */
  categories: () => [...networthKeys.all, 'categories'] as const,
};

export const expenseKeys = {
  all: ['expenses'] as const,
  /** GET /api/expenses. */
  list: () => [...expenseKeys.all, 'list'] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  /** GET /api/events. */
  list: () => [...eventKeys.all, 'list'] as const,
};

export const clientConfigKeys = {
  /** GET /api/config. */
  all: ['client-config'] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  /** GET /api/profile for one signed-in user. */
  user: (userId: string) => [...profileKeys.all, userId] as const,
};

export const authStatusKeys = {
  all: ['auth-status'] as const,
  /** GET /api/auth/status, checked once after sign-in (spec §4). */
  user: (userId: string) => [...authStatusKeys.all, userId] as const,
};
