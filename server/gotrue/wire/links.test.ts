/**
 * What the auth server builds and serves from configuration only: emailed links and redirects
 * (PUBLIC_URL, AUTH_REDIRECT_ALLOW_LIST), the dev outbox (loopback only, AUTH_DEV_OUTBOX), and
 * GoTrue's answers to requests it refuses.
 */
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, setUpTestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { latestLink, expectGoTrueError } from '../../test/auth-server';
import { TEST_DRIVERS } from '../../test/databases';

describe.each(TEST_DRIVERS)(
  'links and the dev outbox of the built-in auth server on %s',
  (driver) => {
    const suite = setUpTestApp(driver);

    describe('emailed links', () => {
      it('are built from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
        const hosted = await createTestApp(suite.database, {
          PUBLIC_URL: 'https://fairsplit.example',
        });
        const user = await signUp(hosted);
        const response = await supertest(hosted.app)
          .post('/auth/v1/recover?redirect_to=https://evil.example/steal')
          .set({ Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' })
          .send({ email: user.email });
        expect(response.status).toBe(200);
        const link = await latestLink(hosted.app, user.email);
        expect(link.origin).toBe('https://fairsplit.example');
        expect(link.searchParams.get('redirect_to')).toBe(
          'https://fairsplit.example/update-password',
        );
      });

      it('honour redirect_to on the site’s origin and on AUTH_REDIRECT_ALLOW_LIST entries only', async () => {
        const listed = await createTestApp(suite.database, {
          PUBLIC_URL: 'https://fairsplit.example',
          AUTH_REDIRECT_ALLOW_LIST: 'https://staging.fairsplit.example/app, http://localhost:3000',
          // One reset mail per redirect_to tried, a moment apart.
          AUTH_RECOVERY_MAIL_INTERVAL: '0',
        });
        const user = await signUp(listed);
        const redirectFor = async (requested: string) => {
          await supertest(listed.app)
            .post(`/auth/v1/recover?redirect_to=${encodeURIComponent(requested)}`)
            .set('Host', 'evil.example')
            .send({ email: user.email });
          return (await latestLink(listed.app, user.email)).searchParams.get('redirect_to');
        };
        expect(await redirectFor('https://fairsplit.example/update-password?x=1')).toBe(
          'https://fairsplit.example/update-password?x=1',
        );
        expect(await redirectFor('https://staging.fairsplit.example/app/update-password')).toBe(
          'https://staging.fairsplit.example/app/update-password',
        );
        expect(await redirectFor('http://localhost:3000/update-password')).toBe(
          'http://localhost:3000/update-password',
        );
        for (const refused of [
          'https://staging.fairsplit.example/other',
          'https://staging.fairsplit.example/application',
          'https://evil.example/update-password',
          'https://fairsplit.example.evil.example/update-password',
          'javascript:alert(1)',
        ]) {
          expect(await redirectFor(refused)).toBe('https://fairsplit.example/update-password');
        }
      });

      it('the verify endpoint redirects to PUBLIC_URL whatever the Host', async () => {
        const hosted = await createTestApp(suite.database, {
          PUBLIC_URL: 'https://fairsplit.example',
        });
        const response = await supertest(hosted.app)
          .get('/auth/v1/verify?type=recovery&token=nope&redirect_to=https://evil.example/x')
          .set('Host', 'evil.example');
        expect(response.status).toBe(303);
        expect(response.headers.location).toMatch(
          /^https:\/\/fairsplit\.example\/update-password#error=access_denied/,
        );
      });
    });

    describe('the dev outbox', () => {
      /** The app as seen from another machine: the socket's address is not loopback. */
      function fromNetwork(app: express.Express) {
        const remote = express();
        remote.use((req, _res, next) => {
          Object.defineProperty(req.socket, 'remoteAddress', { value: '203.0.113.7' });
          next();
        });
        remote.use(app);
        return remote;
      }

      it('answers loopback requests only, whatever X-Forwarded-For says', async () => {
        const proxied = await createTestApp(suite.database, { TRUST_PROXY: 'true' });
        const user = await signUp(proxied);
        await supertest(proxied.app).post('/auth/v1/recover').send({ email: user.email });
        const path = `/auth/v1/dev/outbox?email=${encodeURIComponent(user.email)}`;

        const local = await supertest(proxied.app).get(path);
        expect(local.status).toBe(200);
        expect(local.body.messages).toHaveLength(1);

        const remote = await supertest(fromNetwork(proxied.app))
          .get(path)
          .set('X-Forwarded-For', '127.0.0.1');
        expect(remote.status).toBe(404);
        expect(remote.body).toEqual({ code: 404, error_code: 'not_found', msg: 'Not found' });
      });

      it('does not exist with AUTH_DEV_OUTBOX=false', async () => {
        const off = await createTestApp(suite.database, { AUTH_DEV_OUTBOX: 'false' });
        const response = await supertest(off.app).get('/auth/v1/dev/outbox?email=a@example.com');
        expect(response.status).toBe(404);
      });

      // Outside development the logger redacts them (http/logger.ts); index.ts shows them in development.
      it('keeps links and their tokens out of the logs outside development', async () => {
        const testing = await createTestApp(suite.database);
        const user = await signUp(testing);
        await supertest(testing.app).post('/auth/v1/recover').send({ email: user.email });
        const link = await latestLink(testing.app, user.email);
        expect(testing.logs.text).toContain('email kept in the dev outbox');
        expect(testing.logs.text).not.toContain(link.searchParams.get('token'));
      });
    });

    describe('refusals in GoTrue’s shape', () => {
      it('an unknown logout scope answers 400 and signs nobody out', async () => {
        const user = await signUp(suite.testApp);
        const response = await supertest(suite.testApp.app)
          .post('/auth/v1/logout?scope=everyone')
          .set('Authorization', `Bearer ${user.accessToken}`);
        expectGoTrueError(
          response,
          400,
          'validation_failed',
          'Unsupported logout scope "everyone"',
        );
        const me = await supertest(suite.testApp.app)
          .get('/auth/v1/user')
          .set('Authorization', `Bearer ${user.accessToken}`);
        expect(me.status).toBe(200);
      });

      it('errors carry code, error_code and msg, or code and message from API version 2024-01-01', async () => {
        const initial = await supertest(suite.testApp.app)
          .post('/auth/v1/token?grant_type=nope')
          .send({});
        expectGoTrueError(initial, 400, 'unsupported_grant_type', 'Unsupported grant type');
        expect(initial.headers['x-sb-error-code']).toBe('unsupported_grant_type');

        const versioned = await supertest(suite.testApp.app)
          .post('/auth/v1/token?grant_type=nope')
          .set('X-Supabase-Api-Version', '2024-01-01')
          .send({});
        expect(versioned.body).toEqual({
          code: 'unsupported_grant_type',
          message: 'Unsupported grant type',
        });
      });
    });
  },
);
