/**
 * What the rest of the app may use of auth: who is signed in (useAuth) and the provider that
 * knows it, the sign-in status check, the reset-link redirect run at start, and the supabase-js
 * client itself (the Devices page signs other devices out through it with hosted Supabase).
 * Pages are loaded by the router.
 */
export { AuthProvider } from './auth-provider';
export { checkAuthStatus, noteEarlyStatusCheck } from './auth-sync';
export { redirectRecoveryLink } from './recovery';
export { sessionToStartFrom } from './stored-session';
export { getSupabase, needsAuthClientOnLoad } from './supabase';
export { AuthContext, useAuth, type AuthState, type AuthUser } from './use-auth';
