import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_PREFERENCES_MESSAGES } from '@shared/account';
import { users } from '../../db/schema';
import { queryRows } from '../../db/connect';
import { TEST_PASSWORD } from '../../test/auth';
import { migrateDatabase } from '../../db/migrate';
import { createTestDatabase, TEST_DRIVERS } from '../../test/databases';
import { migrationsBefore } from '../../test/migrations';
import { setUpTrackerApi } from '../../test/tracker-suites';
import type { ApiClient, TestUser } from '../../test/trackers';

const WELCOME_SUBJECT = 'Your account is ready';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  headers: Record<string, string>;
}

describe.each(TEST_DRIVERS)('email preferences on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);
  const db = () => database().db;

  async function outbox(email: string): Promise<OutboxMessage[]> {
    const response = await supertest(context.testApp.app).get(
      `/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`,
    );
    return response.body.messages;
  }

  const register = (member: { user: TestUser; api: ApiClient }) =>
    member.api.post('/api/auth/register-db-user', {
      id: member.user.userId,
      email: member.user.email,
      first_name: 'Dana',
      last_name: 'Reyes',
      idType: 'uuid',
    });

  /** The welcome, once it has arrived (it is sent after register-db-user answers). */
  async function welcomeOf(email: string): Promise<OutboxMessage> {
    return vi.waitFor(
      async () => {
        const welcome = (await outbox(email)).find(
          (message) => message.subject === WELCOME_SUBJECT,
        );
        if (!welcome) throw new Error(`no welcome for ${email} yet`);
        return welcome;
      },
      { timeout: 5_000, interval: 50 },
    );
  }

  /** A mail client's one-click POST: no cookie, no CSRF token, the RFC 8058 body. */
  const oneClick = (url: string) => {
    const { pathname, search } = new URL(url);
    return supertest(context.testApp.app)
      .post(`${pathname}${search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
  };

  async function optedIn(userId: number): Promise<boolean | undefined> {
    const [row] = await db()
      .select({ on: users.marketingOptIn })
      .from(users)
      .where(eq(users.id, userId));
    return row?.on;
  }

  describe('GET and PUT /api/account/email-preferences', () => {
    it('start with tips and news on, as the legal text says, and switch off and on again', async () => {
      const member = await context.freeUser();
      expect((await member.api.get('/api/account/email-preferences')).body).toEqual({
        marketing_emails: true,
      });

      const off = await member.api.put('/api/account/email-preferences', {
        marketing_emails: false,
      });
      expect([off.status, off.body]).toEqual([200, { marketing_emails: false }]);
      expect((await member.api.get('/api/account/email-preferences')).body).toEqual({
        marketing_emails: false,
      });
      expect(await optedIn(member.user.id)).toBe(false);

      await member.api.put('/api/account/email-preferences', { marketing_emails: true });
      expect(await optedIn(member.user.id)).toBe(true);
    });

    it.each([[{}], [{ marketing_emails: 'no' }], [{ marketing_emails: null }], [[true]]])(
      'refuses %j with 400 and changes nothing',
      async (body) => {
        const member = await context.freeUser();
        const response = await member.api.put('/api/account/email-preferences', body as object);
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('Validation failed');
        expect(response.body.details).toContain(EMAIL_PREFERENCES_MESSAGES.invalidBody);
        expect(await optedIn(member.user.id)).toBe(true);
      },
    );

    it('are in the data download', async () => {
      const member = await context.freeUser();
      await member.api.put('/api/account/email-preferences', { marketing_emails: false });
      const exported = await member.api.get('/api/account/export?format=json');
      expect(JSON.parse(exported.text).profile.marketing_emails).toBe(false);
    });
  });

  describe('the welcome email', () => {
    it('goes once, after the first registration, with the unsubscribe link and one-click headers', async () => {
      const member = await context.freeUser();
      expect((await register(member)).status).toBe(200);
      const welcome = await welcomeOf(member.user.email);
      await register(member);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const welcomes = (await outbox(member.user.email)).filter(
        (message) => message.subject === WELCOME_SUBJECT,
      );
      expect(welcomes).toHaveLength(1);

      expect(welcome.text).toContain('Hello Dana,');
      expect(welcome.text).toContain('Premium ($29.99 a month) adds');
      const publicUrl = context.testApp.config.publicUrl;
      const links = context.testApp.mail.unsubscribeLinks(member.user.id);
      expect(links.page.startsWith(`${publicUrl}/unsubscribe?token=`)).toBe(true);
      expect(welcome.text).toContain(`To stop them, open ${links.page}`);
      expect(welcome.headers).toEqual({
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(links.oneClick.startsWith(`${publicUrl}/api/email/unsubscribe?token=`)).toBe(true);
      expect(welcome.link).toBeNull();
    });

    it('never goes to a user who opted out first', async () => {
      const member = await context.freeUser();
      await member.api.put('/api/account/email-preferences', { marketing_emails: false });
      await register(member);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await outbox(member.user.email)).toEqual([]);

      // Opting in later does not bring back a welcome that was due at sign-up.
      await member.api.put('/api/account/email-preferences', { marketing_emails: true });
      await register(member);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await outbox(member.user.email)).toEqual([]);
    });

    it('never goes to a deleted account, whose token cannot register again', async () => {
      const member = await context.freeUser();
      await member.api.put('/api/account/email-preferences', { marketing_emails: true });
      await member.api.post('/api/account/delete', {
        email: member.user.email,
        password: TEST_PASSWORD,
      });
      expect((await register(member)).status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const subjects = (await outbox(member.user.email)).map((message) => message.subject);
      expect(subjects).toEqual(['Your account has been deleted']);
    });

    it('is not sent to accounts made before it existed (the migration marks them done)', async () => {
      const member = await context.freeUser();
      await db().update(users).set({ welcomeEmailDue: false }).where(eq(users.id, member.user.id));
      await register(member);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await outbox(member.user.email)).toEqual([]);
    });
  });

  describe('POST /api/email/unsubscribe (RFC 8058 one-click)', () => {
    it('turns marketing off for the token’s user only, with no cookie and no CSRF token', async () => {
      const leaving = await context.freeUser();
      const staying = await context.freeUser();
      const response = await oneClick(
        context.testApp.mail.unsubscribeLinks(leaving.user.id).oneClick,
      );
      expect([response.status, response.body]).toEqual([200, { unsubscribed: true }]);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await optedIn(leaving.user.id)).toBe(false);
      expect(await optedIn(staying.user.id)).toBe(true);

      // Again: still unsubscribed, same answer.
      const again = await oneClick(context.testApp.mail.unsubscribeLinks(leaving.user.id).oneClick);
      expect(again.status).toBe(200);
      expect(await optedIn(leaving.user.id)).toBe(false);
    });

    it('works from the link in a welcome that was really sent', async () => {
      const member = await context.freeUser();
      await register(member);
      const welcome = await welcomeOf(member.user.email);
      const oneClickUrl = /^<(.+)>$/.exec(welcome.headers['List-Unsubscribe']!)![1]!;
      expect((await oneClick(oneClickUrl)).status).toBe(200);
      expect((await member.api.get('/api/account/email-preferences')).body).toEqual({
        marketing_emails: false,
      });
    });

    it('takes a JSON body or none as well (the /unsubscribe page posts without one)', async () => {
      const member = await context.freeUser();
      const { pathname, search } = new URL(
        context.testApp.mail.unsubscribeLinks(member.user.id).oneClick,
      );
      const response = await supertest(context.testApp.app).post(`${pathname}${search}`);
      expect(response.status).toBe(200);
      expect(await optedIn(member.user.id)).toBe(false);
    });

    it('answers the same for an account that no longer exists, and creates nothing', async () => {
      const member = await context.freeUser();
      const url = context.testApp.mail.unsubscribeLinks(member.user.id).oneClick;
      await member.api.post('/api/account/delete', {
        email: member.user.email,
        password: TEST_PASSWORD,
      });
      const response = await oneClick(url);
      expect([response.status, response.body]).toEqual([200, { unsubscribed: true }]);
      const [row] = await queryRows<{ count: number }>(
        db(),
        sql`select count(*)::int as count from users where id = ${member.user.id}`,
      );
      expect(Number(row!.count)).toBe(0);
    });

    it('refuses a token for another user, a changed one, or none, with 400 and changes nothing', async () => {
      const victim = await context.freeUser();
      const attacker = await context.freeUser();
      const own = context.testApp.mail.unsubscribeLinks(attacker.user.id).oneClick;
      const mac = new URL(own).searchParams.get('token')!.split('.')[1]!;
      const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      const tokens = [
        `${victim.user.id}.${mac}`,
        `${attacker.user.id}.${flipped}`,
        `${attacker.user.id}.${mac}x`,
        `${attacker.user.id}`,
        `0.${mac}`,
        `${attacker.user.id}.${mac}\u0000`,
        'x'.repeat(5000),
        '',
      ];
      for (const token of tokens) {
        const response = await supertest(context.testApp.app)
          .post(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`)
          .type('form')
          .send('List-Unsubscribe=One-Click');
        expect([token, response.status, response.body]).toEqual([
          token,
          400,
          { error: EMAIL_PREFERENCES_MESSAGES.invalidUnsubscribeLink, code: 'invalid_link' },
        ]);
      }
      const twice = await supertest(context.testApp.app).post(
        `/api/email/unsubscribe?token=${encodeURIComponent(own)}&token=${encodeURIComponent(own)}`,
      );
      expect(twice.status).toBe(400);
      const none = await supertest(context.testApp.app).post('/api/email/unsubscribe');
      expect(none.status).toBe(400);
      expect(await optedIn(victim.user.id)).toBe(true);
      expect(await optedIn(attacker.user.id)).toBe(true);
    });
  });

  describe('account emails', () => {
    it('never carry the unsubscribe link or headers, whatever the preference', async () => {
      const member = await context.freeUser();
      await member.api.put('/api/account/email-preferences', { marketing_emails: false });
      await supertest(context.testApp.app)
        .post('/auth/v1/recover')
        .send({ email: member.user.email });
      await member.api.post('/api/account/delete', {
        email: member.user.email,
        password: TEST_PASSWORD,
      });
      const messages = await outbox(member.user.email);
      expect(messages.map((message) => message.subject)).toEqual([
        'Reset your password',
        'Your account has been deleted',
      ]);
      for (const message of messages) {
        expect(message.headers).toEqual({});
        expect(message.text.toLowerCase()).not.toContain('unsubscribe');
      }
    });
  });
});

describe.each(TEST_DRIVERS)('the email preferences migration on %s', (driver) => {
  it('keeps existing accounts opted in and marks their welcome as past', async () => {
    const before = migrationsBefore('0008_email_preferences');
    const database = await createTestDatabase(driver, { migrate: false });
    try {
      await migrateDatabase(database, before.folder);
      await database.db.execute(
        sql`insert into users (auth_user_id, username, email)
            values ('00000000-0000-4000-8000-000000000001', 'old', 'old@example.com')`,
      );
      await migrateDatabase(database);
      const [old] = await database.db
        .select({ optIn: users.marketingOptIn, due: users.welcomeEmailDue })
        .from(users);
      expect(old).toEqual({ optIn: true, due: false });
      const [created] = await database.db
        .insert(users)
        .values({
          authUserId: '00000000-0000-4000-8000-000000000002',
          username: 'new',
          email: 'new@example.com',
        })
        .returning({ optIn: users.marketingOptIn, due: users.welcomeEmailDue });
      expect(created).toEqual({ optIn: true, due: true });
    } finally {
      await database.destroy();
      before.remove();
    }
  });
});
