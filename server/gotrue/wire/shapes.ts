/** GoTrue's user and session objects, as supabase-js v2 reads them. */
import type { AuthUser } from '../schema';
import type { IssuedSession } from '../sessions/sessions.service';

export interface GoTrueUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  phone: string;
  last_sign_in_at: string | null;
  app_metadata: { provider: 'email'; providers: ['email'] };
  user_metadata: Record<string, unknown>;
  identities: [];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
  /** A pending email change: the new address until both links are opened (GoTrue's new_email). */
  new_email?: string;
  email_change_sent_at?: string;
}

export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toGoTrueUser(row: AuthUser): GoTrueUser {
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.emailConfirmedAt),
    confirmed_at: iso(row.emailConfirmedAt),
    phone: '',
    last_sign_in_at: iso(row.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: row.userMetadata,
    identities: [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_anonymous: false,
    ...(row.emailChange && {
      new_email: row.emailChange,
      ...(row.emailChangeSentAt && { email_change_sent_at: row.emailChangeSentAt.toISOString() }),
    }),
  };
}

export function toGoTrueSession(session: IssuedSession): GoTrueSession {
  return {
    access_token: session.accessToken,
    token_type: 'bearer',
    expires_in: session.expiresIn,
    expires_at: session.expiresAt,
    refresh_token: session.refreshToken,
    user: toGoTrueUser(session.user),
  };
}
