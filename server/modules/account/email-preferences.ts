/**
 * Email preferences: whether the user receives marketing email (tips and product news). The
 * profile's switch reads and writes it; the one-click unsubscribe link turns it off without a
 * login (unsubscribe.router.ts). Account emails do not depend on it.
 */
import { eq } from 'drizzle-orm';
import type { EmailPreferences } from '@shared/account';
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
