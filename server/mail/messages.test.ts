import nodemailer from 'nodemailer';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, csrfToken, type TestApp } from '../test/app';
import { TEST_PASSWORD, uniqueEmail } from '../test/auth';
import { followLink, latestLink } from '../test/auth-server';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { smtpMailer } from './mailer';
import {
  GIVEAWAY_WORDS,
  MAIL_MESSAGES,
  MAIL_SENDER_NAME,
  type MailInput,
  type MailKind,
  previewOf,
} from './messages';
import { MAIL_MESSAGES_ES } from './messages.es';

/**
 * A site whose own address names the product, as production's may: a link that came up into
 * the preview would give the mail away.
 */
const SITE = 'https://fairsplit.example';
const LINK = `${SITE}/auth/v1/verify?token=abc&type=signup&redirect_to=${SITE}/home`;

/** One recipient's input per kind: a new kind of mail does not compile until it is here. */
const SAMPLES: { [Kind in MailKind]: MailInput<Kind> } = {
  signupConfirmation: { link: LINK },
  alreadyRegistered: { loginUrl: `${SITE}/login` },
  emailChange: { link: LINK },
  emailChangeCurrent: {
    link: LINK,
    newEmail: 'someone@example.com',
    resetUrl: `${SITE}/reset-password`,
  },
  accountChanged: {
    change: 'your password',
    when: 'Nov 26, 2026, 10:00 AM UTC',
    device: 'Firefox on Windows',
    resetUrl: `${SITE}/reset-password`,
  },
  reauthentication: { code: '123456' },
  recovery: { link: LINK },
  newSignIn: {
    when: '2026-11-26 10:00 UTC',
    device: 'Firefox 133 on Windows 10',
    network: '203.0.113.0/24',
    signOutUrl: `${SITE}/devices/sign-out#token=abc`,
    devicesUrl: `${SITE}/devices`,
    resetUrl: `${SITE}/reset-password`,
  },
  welcome: { firstName: 'Dana', homeUrl: `${SITE}/home` },
  accountDeleted: undefined,
  // Her own words may name what the records are for: they must stay out of the preview.
  shareCreated: {
    label: 'My divorce lawyer, J. Smith at Smith Custody & Settlement Law (court 3, trial split)',
    expires: '2026-12-10 10:00 UTC',
    covers: ['Net worth and division', 'Expenses'],
    revokeUrl: `${SITE}/revoke-link?token=1.2.3.abc`,
    sharingUrl: `${SITE}/sharing`,
    resetUrl: `${SITE}/reset-password`,
  },
};

/** Each kind rendered and handed to the SMTP mailer; what nodemailer would put on the wire. */
async function sentByNodemailer(mailFrom: string, catalog: typeof MAIL_MESSAGES = MAIL_MESSAGES) {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sendMail = vi.spyOn(transport, 'sendMail');
  const mailer = smtpMailer(transport, mailFrom);
  const kinds = Object.keys(MAIL_MESSAGES) as MailKind[];
  for (const kind of kinds) {
    const render = catalog[kind].render as (input: unknown) => {
      subject: string;
      text: string;
    };
    await mailer.send({ to: 'dana@example.com', ...render(SAMPLES[kind]) });
  }
  const sent = await Promise.all(
    sendMail.mock.results.map(async (result) => {
      const info = (await result.value) as { message: string };
      return JSON.parse(info.message) as {
        from: { name: string; address: string };
        subject: string;
        text: string;
      };
    }),
  );
  return kinds.map((kind, index) => ({ kind, ...sent[index]! }));
}

const giveawaysIn = (text: string) =>
  GIVEAWAY_WORDS.filter((word) => text.toLowerCase().includes(word));

describe('every email, before it is opened', () => {
  it.each([
    ['English', MAIL_MESSAGES],
    ['Spanish', MAIL_MESSAGES_ES],
  ])(
    'shows no word that says what the app is for in its sender name, subject or preview (%s)',
    async (_language, catalog) => {
      const sent = await sentByNodemailer('Fairsplit <no-reply@fairsplit.example>', catalog);
      expect(sent.map((mail) => mail.kind)).toEqual([
        'signupConfirmation',
        'alreadyRegistered',
        'emailChange',
        'emailChangeCurrent',
        'accountChanged',
        'reauthentication',
        'recovery',
        'newSignIn',
        'welcome',
        'accountDeleted',
        'shareCreated',
      ]);
      for (const mail of sent) {
        const shown = {
          kind: mail.kind,
          from: giveawaysIn(mail.from.name),
          subject: giveawaysIn(mail.subject),
          preview: giveawaysIn(previewOf(mail.text)),
        };
        expect(shown).toEqual({ kind: mail.kind, from: [], subject: [], preview: [] });
      }
    },
  );

  it('comes from "FS Account" at MAIL_FROM’s address, whatever name MAIL_FROM gives', async () => {
    const sent = await sentByNodemailer('Fairsplit <no-reply@fairsplit.example>');
    expect(MAIL_SENDER_NAME).toBe('FS Account');
    for (const mail of sent) {
      expect(mail.from).toEqual({ name: 'FS Account', address: 'no-reply@fairsplit.example' });
    }
    const [bare] = await sentByNodemailer('no-reply@mail.example');
    expect(bare!.from).toEqual({ name: 'FS Account', address: 'no-reply@mail.example' });
  });

  it('opens with its preheader, and says the subjects word for word', async () => {
    const sent = await sentByNodemailer('no-reply@mail.example');
    expect(sent.map((mail) => [mail.kind, mail.subject, mail.text.split('\n')[0]])).toEqual([
      [
        'signupConfirmation',
        'Confirm your email address',
        'One step left: please confirm that this email address is yours, to finish setting up the account you have just created.',
      ],
      [
        'alreadyRegistered',
        'Your account already exists',
        'Someone tried to create an account with this email address, which already has one.',
      ],
      [
        'emailChange',
        'Confirm your new email address',
        'Please confirm that this email address is yours: your account will use it from now on, for signing in and for every email.',
      ],
      [
        'emailChangeCurrent',
        'Confirm a change to your email address',
        'Someone signed in to your account asked to move it to another email address. It changes only if you confirm here too.',
      ],
      [
        'accountChanged',
        'A change to your account',
        'A detail of your account was changed. If it was you, there is nothing to do.',
      ],
      [
        'reauthentication',
        'Your confirmation code',
        'Here is the code to confirm a change to your account.',
      ],
      [
        'recovery',
        'Reset your password',
        'Someone asked to reset the password of your account. To choose a new password, open the link below within one hour.',
      ],
      [
        'newSignIn',
        'New sign-in to your account',
        'Your account was just signed in to from a browser or network it has not used lately. If it was you, there is nothing to do.',
      ],
      [
        'welcome',
        'Your account is ready',
        'Your account is ready. Three habits that help from the first day, and how to switch these tips off, are below.',
      ],
      [
        'accountDeleted',
        'Your account has been deleted',
        'Your account and everything in it have been deleted, as you asked.',
      ],
      [
        'shareCreated',
        'A new link to your records',
        'A read-only link to your records was just made in your account. If you made it, there is nothing to do. If you did not, you can stop it at once, without signing in, with the link in this email.',
      ],
    ]);
  });

  it('counts as preview the first 200 characters, spaces folded', () => {
    const text = `Line one\n\n   line two ${'x'.repeat(300)}`;
    expect(previewOf(text)).toBe(`Line one line two ${'x'.repeat(182)}`);
    expect(previewOf(text)).toHaveLength(200);
  });
});

describe.each(TEST_DRIVERS)('every email the server sends, on %s', (driver) => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = await createTestApp(database, { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true' });
  });
  afterAll(() => database.destroy());

  async function outbox(email: string): Promise<{ subject: string; text: string }[]> {
    const response = await supertest(testApp.app).get(
      `/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`,
    );
    return response.body.messages;
  }

  it('comes from the catalog, neutral before it is opened', async () => {
    const email = uniqueEmail('every-mail');
    const newEmail = uniqueEmail('every-mail-new');
    const signUp = () =>
      supertest(testApp.app)
        .post('/auth/v1/signup')
        .send({ email, password: TEST_PASSWORD, data: { first_name: 'Dana' } });
    await signUp();
    const followed = await followLink(testApp.app, await latestLink(testApp.app, email));
    const accessToken = followed.params.get('access_token')!;
    const userId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'))
      .sub as string;
    const csrf = await csrfToken(testApp.request);
    const headers = {
      Authorization: `Bearer ${accessToken}`,
      'user-id': userId,
      'CSRF-Token': csrf,
    };
    await testApp.request
      .post('/api/auth/register-db-user')
      .set(headers)
      .send({ id: userId, email, idType: 'uuid' });
    await vi.waitFor(
      async () =>
        expect((await outbox(email)).map((mail) => mail.subject)).toContain(
          MAIL_MESSAGES.welcome.subject,
        ),
      { timeout: 5_000, interval: 50 },
    );
    await signUp();
    await supertest(testApp.app).post('/auth/v1/recover').send({ email });
    await supertest(testApp.app)
      .put('/auth/v1/user')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ email: newEmail });
    await supertest(testApp.app)
      .get('/auth/v1/reauthenticate')
      .set('Authorization', `Bearer ${accessToken}`);
    const newPassword = 'An0ther-secret!';
    await supertest(testApp.app)
      .put('/auth/v1/user')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ password: newPassword, current_password: TEST_PASSWORD });
    const deleted = await testApp.request
      .post('/api/account/delete')
      .set(headers)
      .send({ email, password: newPassword });
    expect(deleted.status).toBe(200);

    const sent = [...(await outbox(email)), ...(await outbox(newEmail))];
    const kindOf = (subject: string) =>
      (Object.keys(MAIL_MESSAGES) as MailKind[]).find(
        (kind) => MAIL_MESSAGES[kind].subject === subject,
      );
    expect(sent.map((mail) => kindOf(mail.subject))).toEqual([
      'signupConfirmation',
      'welcome',
      'alreadyRegistered',
      'recovery',
      'emailChangeCurrent',
      'reauthentication',
      'accountChanged',
      'accountDeleted',
      'emailChange',
    ]);
    for (const mail of sent) {
      const kind = kindOf(mail.subject)!;
      expect(mail.text.split('\n')[0]).toBe(MAIL_MESSAGES[kind].preheader);
      expect([kind, giveawaysIn(previewOf(mail.text))]).toEqual([kind, []]);
    }
  });
});
