/**
 * How we speak to her. Email preferences: whether the user receives marketing email (tips and
 * product news); the switch in Settings → Email reads and writes it, the one-click unsubscribe
 * link turns it off without a login (unsubscribe.router.ts), and account emails do not depend
 * on it. Her language: the one she chose in the bar or the drawer, on every device she uses.
 */
import { eq } from 'drizzle-orm';
import type { EmailPreferences } from '@shared/account';
import { isLanguage, type AccountLanguage, type Language } from '@shared/language';
import { users, type User } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';

export function toEmailPreferences(user: Pick<User, 'marketingOptIn'>): EmailPreferences {
  return { marketing_emails: user.marketingOptIn };
}

/** Sets the preference; a user that no longer exists is left as it is (nothing to change). */
export async function setMarketingOptIn(
  db: AppDatabase,
  userId: number,
  optIn: boolean,
): Promise<EmailPreferences> {
  await db.update(users).set({ marketingOptIn: optIn }).where(eq(users.id, userId));
  return { marketing_emails: optIn };
}

/** The language she chose on any device, or null (each browser then follows its own). */
export function toAccountLanguage(user: Pick<User, 'locale'>): AccountLanguage {
  return { language: isLanguage(user.locale) ? user.locale : null };
}

export async function setAccountLanguage(
  db: AppDatabase,
  userId: number,
  language: Language,
): Promise<AccountLanguage> {
  await db.update(users).set({ locale: language }).where(eq(users.id, userId));
  return { language };
}
