/**
 * What the rest of the app may use of subscriptions: the plan (useSubscription), the profile,
 * starting a checkout, and the rules and texts that read them. Pages are loaded by the router.
 */
export { getDisplayName, PREMIUM_PRICE, useProfile, type Profile } from './api';
export { useStartCheckout } from './billing';
export { SubscriptionProvider } from './subscription-provider';
export { SUBSCRIPTION_TIMINGS } from './timings';
export { SubscriptionContext, useSubscription, type SubscriptionState } from './use-subscription';
