import { SignJWT } from 'jose';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/databases';

const SUPABASE_URL = 'https://project.supabase.co';
const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters';

describe('hosted Supabase mode', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    testApp = await createTestApp(database, {
      SUPABASE_URL,
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_JWT_SECRET: JWT_SECRET,
    });
  });
  afterAll(() => database.destroy());

  function token({
    secret = JWT_SECRET,
    iss = `${SUPABASE_URL}/auth/v1`,
    aud = 'authenticated',
  } = {}) {
    return new SignJWT({ email: 'hosted@example.com', role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuer(iss)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
  }

  const status = async (jwt: string) =>
    supertest(testApp.app).get('/api/auth/status').set('Authorization', `Bearer ${jwt}`);

  it('accepts a token signed with the project’s JWT secret', async () => {
    const response = await status(await token());
    expect(response.status).toBe(200);
    expect(response.body.subscription_status).toBe('free');
  });

  it('rejects a token signed with another secret, for another issuer or audience', async () => {
    expect((await status(await token({ secret: 'x'.repeat(40) }))).status).toBe(401);
    expect((await status(await token({ iss: 'https://other.supabase.co/auth/v1' }))).status).toBe(
      401,
    );
    expect((await status(await token({ aud: 'anon' }))).status).toBe(401);
  });

  it('does not serve the built-in auth server', async () => {
    const response = await supertest(testApp.app).post('/auth/v1/signup').send({});
    expect(response.status).toBe(404);
  });
});
