import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import {
  SHARE_PASSCODE_HEADER,
  SHARE_PASSCODE_LIMIT,
  SHARING_MESSAGES,
  type CreateShareInput,
} from '@shared/sharing';
import { shares, subscriptions, users } from '../../db/schema';
import { queryRows } from '../../db/connect';
import { createTestApp } from '../../test/app';
import { TEST_PASSWORD } from '../../test/auth';
import { inOneWindow } from '../../test/clock';
import { TEST_DRIVERS } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';
import { addOneOfEach, type ApiClient, type TestUser, VALID_BODIES } from '../../test/trackers';
import { ACCESS_LOG_LENGTH } from './sharing.service';

const INACTIVE = { error: SHARING_MESSAGES.inactive, code: 'share_inactive' };
const EXPORT_PATH = (token: string) => `/api/shared/${token}/export?paper_size=a4&time_zone=UTC`;
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(TEST_DRIVERS)('professional access on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);
  const db = () => database().db;
  const app = () => context.testApp.app;

  interface Owner {
    user: TestUser;
    api: ApiClient;
    ids: Awaited<ReturnType<typeof addOneOfEach>>;
  }

  /** A premium user with one expense, event and item named after them. */
  async function owner(name: string): Promise<Owner> {
    const { user, api } = await context.premiumUser();
    const ids = await addOneOfEach(api, (resource) => ({
      ...VALID_BODIES[resource],
      ...(resource === 'events' ? { description: `${name}'s hearing` } : { name: `${name}'s` }),
    }));
    return { user, api, ids };
  }

  /** A text document of `who`'s, named and written after them; its id. */
  async function uploadNote(who: Owner, name: string): Promise<number> {
    const bytes = Buffer.from(`${name}'s note`);
    const response = await who.api.upload(
      '/api/documents',
      { bytes, filename: `${name}'s note.txt` },
      { sha256: createHash('sha256').update(bytes).digest('hex') },
    );
    expect(response.status).toBe(201);
    return response.body.id;
  }

  async function share(who: Owner, input: Partial<CreateShareInput> = {}) {
    const response = await who.api.post('/api/shares', {
      label: 'My attorney, J. Smith',
      scopes: ['networth', 'expenses', 'events'],
      ...input,
    });
    expect(response.status).toBe(201);
    const token = new URL(response.body.url).pathname.split('/').at(-1)!;
    return { id: response.body.share.id as number, token, url: response.body.url as string };
  }

  /** The shared view as a stranger's browser asks for it: no cookie, no sign-in. */
  const visit = (path: string, passcode?: string) => {
    const request = supertest(app()).get(path).set('User-Agent', CHROME_ON_WINDOWS);
    return passcode === undefined ? request : request.set(SHARE_PASSCODE_HEADER, passcode);
  };

  describe('the owner’s /api/shares', () => {
    it('makes a link with 256 random bits on PUBLIC_URL, shown once and stored as its SHA-256', async () => {
      const ann = await owner('Ann');
      const response = await ann.api.post('/api/shares', {
        label: '  My attorney, J. Smith ',
        scopes: ['events', 'expenses'],
      });
      expect(response.status).toBe(201);
      const url = new URL(response.body.url);
      expect(url.origin).toBe(new URL(context.testApp.config.publicUrl).origin);
      const token = url.pathname.replace('/shared/', '');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(response.body.share).toMatchObject({
        label: 'My attorney, J. Smith',
        scopes: ['expenses', 'events'],
        has_passcode: false,
        status: 'active',
        revoked_at: null,
        last_accessed_at: null,
        accesses: [],
      });
      const days = (Date.parse(response.body.share.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);

      const [stored] = await db()
        .select()
        .from(shares)
        .where(eq(shares.id, response.body.share.id));
      expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(token);
      const listed = await ann.api.get('/api/shares');
      expect(listed.body.shares.map((s: { id: number }) => s.id)).toEqual([response.body.share.id]);
      expect(listed.text).not.toContain(token);
    });

    it('keeps the passcode hashed like a password', async () => {
      const ann = await owner('Ann');
      const made = await share(ann, { passcode: 'correct horse' });
      const [stored] = await db().select().from(shares).where(eq(shares.id, made.id));
      expect(stored!.passcodeHash).toMatch(/^scrypt\$/);
      expect(stored!.passcodeHash).not.toContain('correct horse');
    });

    it.each([
      [{ label: '' }, SHARING_MESSAGES.labelRequired],
      [{ label: 'x'.repeat(101) }, SHARING_MESSAGES.labelTooLong],
      [{ label: 'a\u0000b' }, SHARING_MESSAGES.labelRequired],
      [{ scopes: [] }, SHARING_MESSAGES.scopesRequired],
      [{ scopes: ['diary'] }, SHARING_MESSAGES.scopesRequired],
      [{ expires_in_days: 0 }, SHARING_MESSAGES.expiryInvalid],
      [{ expires_in_days: 91 }, SHARING_MESSAGES.expiryInvalid],
      [{ expires_in_days: 1.5 }, SHARING_MESSAGES.expiryInvalid],
      [{ passcode: '12345' }, SHARING_MESSAGES.passcodeInvalid],
      [{ passcode: 'x'.repeat(129) }, SHARING_MESSAGES.passcodeInvalid],
    ])('refuses %j with 400 and "%s", making nothing', async (change, message) => {
      const ann = await owner('Ann');
      const response = await ann.api.post('/api/shares', {
        label: 'Lawyer',
        scopes: ['expenses'],
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body.details).toContain(message);
      expect((await ann.api.get('/api/shares')).body.shares).toEqual([]);
    });

    it('is premium to make, extend or resume a link: a free user gets 403 there', async () => {
      const free = await context.freeUser();
      for (const response of [
        await free.api.post('/api/shares', { label: 'Lawyer', scopes: ['expenses'] }),
        await free.api.patch('/api/shares/1', { expires_in_days: 5 }),
        await free.api.post('/api/shares/1/resume', { password: TEST_PASSWORD }),
      ]) {
        expect([response.status, response.body.error]).toEqual([
          403,
          'Premium subscription required for this feature.',
        ]);
      }
    });

    it('extends from now, revokes at once, and never extends a revoked link', async () => {
      const ann = await owner('Ann');
      const made = await share(ann, { expires_in_days: 1 });
      const extended = await ann.api.patch(`/api/shares/${made.id}`, { expires_in_days: 30 });
      expect(extended.status).toBe(200);
      const days = (Date.parse(extended.body.expires_at) - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(30);

      const revoked = await ann.api.delete(`/api/shares/${made.id}`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.status).toBe('revoked');
      expect((await visit(`/api/shared/${made.token}`)).body).toEqual(INACTIVE);

      const again = await ann.api.patch(`/api/shares/${made.id}`, { expires_in_days: 30 });
      expect([again.status, again.body.error]).toEqual([409, SHARING_MESSAGES.revokedCannotExtend]);
      expect((await visit(`/api/shared/${made.token}`)).status).toBe(404);
    });

    it('lists a link past its expiry as expired, never active, until it is extended', async () => {
      const ann = await owner('Ann');
      const live = await share(ann);
      const lapsed = await share(ann);
      await db()
        .update(shares)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(shares.id, lapsed.id));
      expect((await visit(`/api/shared/${lapsed.token}`)).status).toBe(404);

      const listed = (await ann.api.get('/api/shares')).body.shares;
      expect(listed).toMatchObject([
        { id: lapsed.id, status: 'expired', revoked_at: null, paused_at: null },
        { id: live.id, status: 'active' },
      ]);
      expect(Date.parse(listed[0].expires_at)).toBeLessThan(Date.now());

      const extended = await ann.api.patch(`/api/shares/${lapsed.id}`, { expires_in_days: 7 });
      expect([extended.status, extended.body.status]).toEqual([200, 'active']);
      expect((await visit(`/api/shared/${lapsed.token}`)).status).toBe(200);
    });

    it("answers 404 for another user's share and leaves it alone", async () => {
      const ann = await owner('Ann');
      const bob = await owner('Bob');
      const bobs = await share(bob);
      for (const response of [
        await ann.api.patch(`/api/shares/${bobs.id}`, { expires_in_days: 1 }),
        await ann.api.delete(`/api/shares/${bobs.id}`),
      ]) {
        expect([response.status, response.body.error]).toEqual([404, SHARING_MESSAGES.notFound]);
      }
      expect((await visit(`/api/shared/${bobs.token}`)).status).toBe(200);
    });
  });

  describe('the shared view', () => {
    it('shows exactly what the share covers, the initials, the expiry and the integrity', async () => {
      const ann = await owner('Ann');
      const made = await share(ann, { scopes: ['expenses'] });
      const response = await visit(`/api/shared/${made.token}`);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(
        ['expenses', 'expires_at', 'integrity', 'scopes', 'shared_by', 'spouses'].sort(),
      );
      // Initials only, from the names the owner gave.
      const [row] = await db().select().from(users).where(eq(users.id, ann.user.id));
      expect(response.body.shared_by).toBe(`${row!.firstName![0]}. ${row!.lastName![0]}.`);
      expect(response.text).not.toContain(row!.firstName!);
      expect(response.body.scopes).toEqual(['expenses']);
      // The records as the owner's lists answer them, but for how many documents prove each
      // (the documents, when the link covers them, come with what they prove).
      const withoutCounts = (records: { document_count?: number }[]) =>
        records.map(({ document_count: _count, ...record }) => record);
      expect(response.body.expenses).toEqual(
        withoutCounts((await ann.api.get('/api/expenses')).body),
      );
      // Only the changes to what the link covers: one expense, not the event or the item.
      expect(response.body.integrity).toMatchObject({ valid: true, revisions: 1 });
      expect(response.text).not.toContain("Ann's hearing");
      expect(response.text).not.toContain(ann.user.email);

      const all = await visit(`/api/shared/${(await share(ann)).token}`);
      expect(all.body.integrity).toMatchObject({ valid: true, revisions: 3 });
      const networth = (await ann.api.get('/api/networth')).body;
      expect(all.body.networth).toEqual({ ...networth, items: withoutCounts(networth.items) });
      expect(all.body.division).toEqual((await ann.api.get('/api/networth/division')).body);
      expect(all.body.events).toEqual(withoutCounts((await ann.api.get('/api/events')).body));
    });

    it('says the record is not intact once a revision of it was changed in the database', async () => {
      const ann = await owner('Ann');
      const { token } = await share(ann, { scopes: ['expenses'] });
      expect((await visit(`/api/shared/${token}`)).body.integrity).toMatchObject({ valid: true });

      // A tamperer with the table's owner rights, past the append-only trigger.
      await db().transaction(async (tx) => {
        await tx.execute(sql`alter table revisions disable trigger revisions_append_only`);
        await tx.execute(
          sql`update revisions set data = jsonb_set(data, '{amount}', '"1.00"')
              where user_id = ${ann.user.id} and seq = 1`,
        );
        await tx.execute(sql`alter table revisions enable trigger revisions_append_only`);
      });
      const response = await visit(`/api/shared/${token}`);
      expect(response.status).toBe(200);
      expect(response.body.integrity).toMatchObject({ valid: false, revisions: 1 });
    });

    it('answers history, CSVs and the export only for what is covered', async () => {
      const ann = await owner('Ann');
      const { token } = await share(ann, { scopes: ['expenses'] });
      const history = await visit(
        `/api/shared/${token}/history?entity=expense&id=${ann.ids.expenses}`,
      );
      expect(history.status).toBe(200);
      expect(history.body.revisions).toEqual(
        (await ann.api.get(`/api/history?entity=expense&id=${ann.ids.expenses}`)).body.revisions,
      );
      const notCovered = await visit(
        `/api/shared/${token}/history?entity=event&id=${ann.ids.events}`,
      );
      expect([notCovered.status, notCovered.body]).toEqual([
        404,
        { error: SHARING_MESSAGES.notCovered, code: 'not_found' },
      ]);
      const csv = await visit(`/api/shared/${token}/export/expenses.csv`);
      expect(csv.status).toBe(200);
      expect(csv.text).toContain("Ann's");
      expect((await visit(`/api/shared/${token}/export/events.csv`)).status).toBe(404);
      expect((await visit(`/api/shared/${token}/export/networth.csv`)).status).toBe(404);
    });

    it('never reaches another user’s data through any shared route (isolation matrix)', async () => {
      const ann = await owner('Ann');
      const bob = await owner('Bob');
      const [annsNote, bobsNote] = [await uploadNote(ann, 'Ann'), await uploadNote(bob, 'Bob')];
      const { token } = await share(ann, {
        scopes: ['networth', 'expenses', 'events', 'documents'],
      });
      const routes = [
        `/api/shared/${token}`,
        `/api/shared/${token}/export/expenses.csv`,
        `/api/shared/${token}/export/events.csv`,
        `/api/shared/${token}/export/networth.csv`,
        ...(['expense', 'event', 'networth_item'] as const).map(
          (entity) =>
            `/api/shared/${token}/history?entity=${entity}&id=${ann.ids[entity === 'expense' ? 'expenses' : entity === 'event' ? 'events' : 'networth']}`,
        ),
        `/api/shared/${token}/history?entity=document&id=${annsNote}`,
        `/api/shared/${token}/documents/${annsNote}/content`,
      ];
      for (const path of routes) {
        const response = await visit(path);
        expect([path, response.status]).toEqual([path, 200]);
        expect(response.text).not.toContain('Bob');
        expect(response.text).not.toContain(bob.user.email);
      }
      for (const [entity, id] of [
        ['expense', bob.ids.expenses],
        ['event', bob.ids.events],
        ['networth_item', bob.ids.networth],
      ] as const) {
        const response = await visit(`/api/shared/${token}/history?entity=${entity}&id=${id}`);
        expect([response.status, response.body]).toEqual([
          404,
          { error: 'Record not found', code: 'not_found' },
        ]);
      }
      for (const path of [
        `/api/shared/${token}/history?entity=document&id=${bobsNote}`,
        `/api/shared/${token}/documents/${bobsNote}/content`,
      ]) {
        const response = await visit(path);
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.text).not.toContain('Bob');
      }
    });

    it('sends noindex, no-referrer and no-store on every answer, the 404 included', async () => {
      const ann = await owner('Ann');
      const { token } = await share(ann);
      for (const path of [`/api/shared/${token}`, '/api/shared/nope']) {
        const response = await visit(path);
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('answers the same 404 for malformed, unknown, expired, revoked, lapsed and deleted owners’ links', async () => {
      const ann = await owner('Ann');
      const expired = await share(ann);
      await db()
        .update(shares)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(shares.id, expired.id));
      const revoked = await share(ann);
      await ann.api.delete(`/api/shares/${revoked.id}`);
      const lapsed = await owner('Lapsed');
      const lapsedShare = await share(lapsed);
      await db().delete(subscriptions).where(eq(subscriptions.userId, lapsed.user.id));
      const leaving = await owner('Leaving');
      const leavingShare = await share(leaving);
      await leaving.api.post('/api/account/delete', {
        email: leaving.user.email,
        password: TEST_PASSWORD,
      });
      const tokens = [
        'not-a-token',
        'A'.repeat(43),
        `${expired.token.slice(0, 42)}!`,
        expired.token,
        revoked.token,
        lapsedShare.token,
        leavingShare.token,
        encodeURIComponent('\u0000'.repeat(43)),
      ];
      for (const token of tokens) {
        for (const path of [`/api/shared/${token}`, `/api/shared/${token}/export`]) {
          const response = await visit(path);
          expect([path, response.status, response.body]).toEqual([path, 404, INACTIVE]);
        }
      }
    });

    it('has no write method: anything but GET is 405, with or without a CSRF token', async () => {
      const ann = await owner('Ann');
      const { token } = await share(ann);
      const anonymous = context.anonymous();
      for (const path of [
        `/api/shared/${token}`,
        `/api/shared/${token}/history`,
        `/api/shared/${token}/export`,
        `/api/shared/${token}/documents/1/content`,
      ]) {
        for (const method of ['post', 'put', 'patch', 'delete'] as const) {
          const withCsrf = await anonymous[method](path, {});
          const bare = await supertest(app())[method](path).send({});
          for (const response of [withCsrf, bare]) {
            expect([method, path, response.status]).toEqual([method, path, 405]);
          }
        }
      }
      expect((await visit(`/api/shared/${token}`)).status).toBe(200);
    });
  });

  describe('a passcode', () => {
    /** A share with a passcode, opened from the address a proxy names (TRUST_PROXY). */
    async function passcodeShareBehindProxy() {
      const behindProxy = await createTestApp(database(), { TRUST_PROXY: 'true' });
      const { token } = await share(await owner('Ann'), { passcode: 'correct horse' });
      return (address: string, passcode: string) =>
        supertest(behindProxy.app)
          .get(`/api/shared/${token}`)
          .set(SHARE_PASSCODE_HEADER, passcode)
          .set('X-Forwarded-For', address);
    }

    it('is asked for before anything is shown, and opens the share', async () => {
      const ann = await owner('Ann');
      const { token } = await share(ann, { passcode: 'correct horse' });
      const asked = await visit(`/api/shared/${token}`);
      expect([asked.status, asked.body]).toEqual([
        401,
        { error: SHARING_MESSAGES.passcodeRequired, code: 'passcode_required' },
      ]);
      expect(asked.text).not.toContain("Ann's");
      const opened = await visit(`/api/shared/${token}`, 'correct horse');
      expect(opened.status).toBe(200);
      const wrong = await visit(`/api/shared/${token}`, 'wrong horse');
      expect([wrong.status, wrong.body]).toEqual([404, INACTIVE]);
    });

    it('checks five passcodes per share from one address in 15 minutes, then 429 there; the right one still opens from another address', async () => {
      const from = await passcodeShareBehindProxy();
      await inOneWindow(15 * 60, async () => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expect((await from('198.51.100.1', `guess ${attempt}`)).status).toBe(404);
        }
        const stopped = await from('198.51.100.1', 'correct horse');
        expect([stopped.status, stopped.body]).toEqual([
          429,
          { error: SHARING_MESSAGES.passcodeRateLimited, code: 'rate_limited' },
        ]);
        // The lawyer, elsewhere, is not locked out by someone else's guesses.
        expect((await from('198.51.100.99', 'correct horse')).status).toBe(200);
      });
    });

    it('300 wrong passcodes at once reach the check at most five times; the right one opens from another address', async () => {
      const from = await passcodeShareBehindProxy();
      await inOneWindow(15 * 60, async () => {
        const answers = await Promise.all(
          Array.from({ length: 300 }, (_, guess) => from('203.0.113.50', `guess-${guess}`)),
        );
        const statuses = answers.map((answer) => answer.status);
        // A 404 is a passcode that was checked (and wrong); a 429 was refused before scrypt.
        expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(
          SHARE_PASSCODE_LIMIT.max,
        );
        expect(statuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);
        expect((await from('203.0.113.51', 'correct horse')).status).toBe(200);
      });
    });

    it('slows an address down: 5 in 15 minutes, then only 5 more in the next, then a wait of over an hour', async () => {
      const from = await passcodeShareBehindProxy();
      const fifteenMinutes = 15 * 60 * 1000;
      await inOneWindow(SHARE_PASSCODE_LIMIT.windowSeconds * 64, async () => {
        const guessFive = async () => {
          for (let attempt = 0; attempt < 5; attempt += 1) {
            expect((await from('198.51.100.7', `guess ${attempt}`)).status).toBe(404);
          }
        };
        await guessFive();
        const first = await from('198.51.100.7', 'guess 6');
        expect(first.status).toBe(429);
        expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

        vi.setSystemTime(Date.now() + fifteenMinutes);
        await guessFive();
        expect((await from('198.51.100.7', 'guess 11')).status).toBe(429);

        vi.setSystemTime(Date.now() + fifteenMinutes);
        const slowed = await from('198.51.100.7', 'correct horse');
        expect([slowed.status, slowed.body]).toEqual([
          429,
          { error: SHARING_MESSAGES.passcodeRateLimited, code: 'rate_limited' },
        ]);
        expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(60 * 60);
        // Another address is not slowed by this one's guesses.
        expect((await from('198.51.100.8', 'correct horse')).status).toBe(200);
      });
    });

    it('a right passcode is not counted: the lawyer can open page after page', async () => {
      const ann = await owner('Ann');
      const { token } = await share(ann, { passcode: 'correct horse' });
      for (let page = 0; page < SHARE_PASSCODE_LIMIT.max + 2; page += 1) {
        expect((await visit(`/api/shared/${token}`, 'correct horse')).status).toBe(200);
      }
    });

    it('a right passcode is not counted from an address that also gave wrong ones: only the wrong ones bring the 429', async () => {
      const from = await passcodeShareBehindProxy();
      const lawyer = '198.51.100.20';
      // One window of each step: the wrong ones are counted in every step alike.
      await inOneWindow(SHARE_PASSCODE_LIMIT.windowSeconds * 64, async () => {
        for (let attempt = 1; attempt < SHARE_PASSCODE_LIMIT.max; attempt += 1) {
          expect((await from(lawyer, `typo ${attempt}`)).status).toBe(404);
        }
        // More right passcodes than even the third step allows (20 in 16 hours).
        for (let page = 0; page < SHARE_PASSCODE_LIMIT.max * 4 + 2; page += 1) {
          expect([page, (await from(lawyer, 'correct horse')).status]).toEqual([page, 200]);
        }
        expect((await from(lawyer, 'last typo')).status).toBe(404);
        const stopped = await from(lawyer, 'correct horse');
        expect([stopped.status, stopped.body]).toEqual([
          429,
          { error: SHARING_MESSAGES.passcodeRateLimited, code: 'rate_limited' },
        ]);
      });
    });

    it('allows five wrong tries per address across shares, then 429', async () => {
      const limited = await createTestApp(database(), { TRUST_PROXY: 'true' });
      const ann = await owner('Ann');
      const made = await Promise.all(
        Array.from({ length: 6 }, () => share(ann, { passcode: 'correct horse' })),
      );
      await inOneWindow(15 * 60, async () => {
        const from = (path: string, passcode: string) =>
          supertest(limited.app)
            .get(path)
            .set(SHARE_PASSCODE_HEADER, passcode)
            .set('X-Forwarded-For', '203.0.113.7');
        for (const { token } of made.slice(0, 5)) {
          expect((await from(`/api/shared/${token}`, 'wrong')).status).toBe(404);
        }
        const sixth = await from(`/api/shared/${made[5]!.token}`, 'correct horse');
        expect(sixth.status).toBe(429);
        const elsewhere = await supertest(limited.app)
          .get(`/api/shared/${made[5]!.token}`)
          .set(SHARE_PASSCODE_HEADER, 'correct horse')
          .set('X-Forwarded-For', '203.0.113.8');
        expect(elsewhere.status).toBe(200);
      });
    });
  });

  describe('the owner’s access log', () => {
    it('notes each opening and download coarsely, newest first, with the last access time', async () => {
      const ann = await owner('Ann');
      const { id, token } = await share(ann);
      await visit(`/api/shared/${token}`);
      expect((await visit(EXPORT_PATH(token))).status).toBe(200);
      const [listed] = (await ann.api.get('/api/shares')).body.shares;
      expect(listed.id).toBe(id);
      expect(listed.last_accessed_at).not.toBeNull();
      expect(listed.accesses).toEqual([
        {
          at: expect.any(String),
          kind: 'download',
          user_agent: 'Chrome on Windows',
          ip_prefix: expect.stringMatching(/\.x$|::\/48$/),
          document: null,
        },
        {
          at: expect.any(String),
          kind: 'view',
          user_agent: 'Chrome on Windows',
          ip_prefix: expect.stringMatching(/\.x$|::\/48$/),
          document: null,
        },
      ]);
      expect(JSON.stringify(listed.accesses)).not.toContain('Chrome/131');
      expect(listed.access_count).toBe(2);
      expect(listed.first_accessed_at).toBe(listed.accesses[1].at);
    });

    it(`keeps the latest ${ACCESS_LOG_LENGTH} entries, and the first access and the total on the link`, async () => {
      const ann = await owner('Ann');
      const { token } = await share(ann);
      for (let i = 0; i < ACCESS_LOG_LENGTH + 3; i += 1) {
        expect((await visit(`/api/shared/${token}`)).status).toBe(200);
      }
      const [listed] = (await ann.api.get('/api/shares')).body.shares;
      const [mine] = await queryRows<{ kept: number }>(
        db(),
        sql`select count(*)::int as kept from share_accesses where user_id = ${ann.user.id}`,
      );
      expect(mine!.kept).toBe(ACCESS_LOG_LENGTH);
      expect(listed.accesses).toHaveLength(ACCESS_LOG_LENGTH);
      expect(listed.access_count).toBe(ACCESS_LOG_LENGTH + 3);
      expect(Date.parse(listed.first_accessed_at)).toBeLessThan(
        Date.parse(listed.accesses.at(-1).at),
      );
    });
  });

  describe('the lawyer’s case file', () => {
    it('is made through an open link only: a revoked one answers the same 404', async () => {
      const ann = await owner('Ann');
      const { id, token } = await share(ann);
      expect((await visit(`${EXPORT_PATH(token)}`)).status).toBe(200);
      await ann.api.delete(`/api/shares/${id}`);
      const refused = await visit(EXPORT_PATH(token));
      expect([refused.status, refused.body]).toEqual([404, INACTIVE]);
    });
  });

  it('a revoke on one instance holds at once on another that shares the database', async () => {
    const other = await createTestApp(database());
    const ann = await owner('Ann');
    const { id, token } = await share(ann);
    expect((await supertest(other.app).get(`/api/shared/${token}`)).status).toBe(200);
    await ann.api.delete(`/api/shares/${id}`);
    const after = await supertest(other.app).get(`/api/shared/${token}`);
    expect([after.status, after.body]).toEqual([404, INACTIVE]);
  });

  it('goes with the account: the shares and their access logs are deleted', async () => {
    const leaving = await owner('Leaving');
    const { token } = await share(leaving);
    await visit(`/api/shared/${token}`);
    await leaving.api.post('/api/account/delete', {
      email: leaving.user.email,
      password: TEST_PASSWORD,
    });
    const [left] = await queryRows<{ count: number }>(
      db(),
      sql`select (select count(*) from shares where user_id = ${leaving.user.id})
               + (select count(*) from share_accesses where user_id = ${leaving.user.id}) as count`,
    );
    expect(Number(left!.count)).toBe(0);
  });
});
