/**
 * Per docs/product.md#limits-and-timings (Timing), every subscription timing in one place. A file
 * of its own: the premium guard, which loads with every page, reads one of them without loading
 * the plan query (docs/decisions/014-landing-weight-and-long-lists.md).
 */
export const SUBSCRIPTION_TIMINGS = {
  /** The plan is read this often (docs/product.md#profile-and-account-settings). */
  profilePollMs: 10_000,
  /** After this long without an answer the cached profile is used. */
  profileLoadTimeoutMs: 8_000,
  /** A cached profile older than this is not used. */
  profileCacheMaxAgeMs: 5 * 60_000,
  /** On the account page the plan is read this often (plus on focus and on arrival). */
  accountPollMs: 5_000,
  /** The account page's retries and their delay. */
  accountRetries: 2,
  accountRetryDelayMs: 1_000,
  /** The account page verifies each user's status with the server at most this often. */
  perUserVerificationMs: 5 * 60_000,
  /** Between two manual verifications. */
  manualVerificationCooldownMs: 30_000,
  /** After payment_success=true the status becomes premium this much later. */
  premiumAfterPaymentMs: 2_000,
  /** The premium guard gives up and goes to Account Settings after this long. */
  premiumCheckRedirectMs: 8_000,
  /** The profile page shows its spinner this long at load. */
  profileSpinnerMs: 500,
  /** Without a known period end, a cancelled subscription is said to run this many days more. */
  cancelFallbackDays: 30,
} as const;
