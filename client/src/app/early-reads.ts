/**
 * A signed-in page's first reads, sent the moment the app's first script runs instead of once
 * React has drawn the page and the code that asks for them has arrived: on one bar of signal the
 * answers then travel while the rest of the code does, and her records show a few round trips
 * sooner (docs/offline.md#how-a-signed-in-page-starts). Each answer waits for the app's own
 * request (lib/api-client.ts, sendEarly); nothing is read here.
 *
 * They are the reads the page makes first anyway, in the same order: the sign-in check and then
 * the profile (features/subscriptions/api.ts), the account's language (features/account), and
 * the tracker's list on a tracker's page. Only with a session the page starts from
 * (features/auth/stored-session.ts); otherwise supabase-js decides who she is, later.
 */
import { API_PATHS } from '@shared/api-paths';
import { paths } from '@/config/paths';
import { noteEarlyStatusCheck, sessionToStartFrom } from '@/features/auth';
import { sendEarly } from '@/lib/api-client';
import { initialLanguage } from '@/lib/i18n';

/** The list each tracker's page reads first (components/trackers/use-records.ts). */
const PAGE_LISTS: Readonly<Record<string, string>> = {
  [paths.expenses]: API_PATHS.expenses,
  [paths.networth]: API_PATHS.networth,
  [paths.events]: API_PATHS.events,
};

export function sendFirstReadsEarly(): void {
  const session = sessionToStartFrom();
  if (!session) return;
  const auth = { userId: session.user.id, accessToken: session.access_token };
  // The language the page will speak (main.tsx): the server words its answers in it.
  const language = initialLanguage();
  void sendEarly(API_PATHS.authStatus, auth, language).then(async (answer) => {
    // A downgrade it found is told even if the app asks again (features/auth/auth-sync.ts).
    await noteEarlyStatusCheck(auth.userId, answer);
    return sendEarly(API_PATHS.profile, auth, language);
  });
  void sendEarly(API_PATHS.accountLanguage, auth, language);
  const list = PAGE_LISTS[window.location.pathname];
  if (list !== undefined) void sendEarly(list, auth, language);
}
