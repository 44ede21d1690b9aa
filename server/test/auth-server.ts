/**
 * Steps of the built-in auth server's journeys for API tests: the emailed link from the dev
 * outbox, following it, refreshing, and asking the API who is signed in.
 */
import type { Express } from 'express';
import supertest from 'supertest';
import { expect } from 'vitest';

/** The newest link the dev outbox holds for `email`. */
export async function latestLink(app: Express, email: string): Promise<URL> {
  const outbox = await supertest(app).get(`/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  const messages: { link: string | null }[] = outbox.body.messages ?? [];
  // Only the auth server's emails carry a link of their own (not the welcome).
  const link = messages.filter((message) => message.link).at(-1)?.link;
  if (typeof link !== 'string')
    throw new Error(`no link for ${email}: ${JSON.stringify(outbox.body)}`);
  return new URL(link);
}

/** The newest mail the dev outbox holds for `email`, whatever it is. */
export async function latestMail(
  app: Express,
  email: string,
): Promise<{ subject: string; text: string; link: string | null }> {
  const outbox = await supertest(app).get(`/auth/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  const latest = outbox.body.messages?.at(-1);
  if (!latest) throw new Error(`no mail for ${email}`);
  return latest;
}

/** Follows an emailed /auth/v1/verify link: where it redirects, and the fragment's parameters. */
export async function followLink(app: Express, link: URL) {
  const response = await supertest(app).get(`${link.pathname}${link.search}`);
  const location: string = response.headers.location ?? '';
  return {
    status: response.status,
    location,
    params: new URLSearchParams(location.split('#')[1] ?? ''),
  };
}

export function refresh(app: Express, refreshToken: string) {
  return supertest(app)
    .post('/auth/v1/token?grant_type=refresh_token')
    .send({ refresh_token: refreshToken });
}

export function passwordGrant(app: Express, email: string, password: string) {
  return supertest(app).post('/auth/v1/token?grant_type=password').send({ email, password });
}

/** GET /api/profile with the access token: 200 while the session lives. */
export function profile(app: Express, accessToken: string) {
  return supertest(app).get('/api/profile').set('Authorization', `Bearer ${accessToken}`);
}

/** The answer is GoTrue's error: this status, error code and message (`msg`). */
export function expectGoTrueError(
  response: { status: number; body: unknown },
  status: number,
  errorCode: string,
  message: string,
): void {
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ code: status, error_code: errorCode, msg: message });
}
