import { describe, expect, it } from 'vitest';
import { isReadableOffline, recordsCacheName, tokenSubject } from './offline';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) =>
  `Bearer ${base64url({ alg: 'ES256' })}.${base64url(payload)}.c2ln`;

describe('what the service worker keeps for reading offline', () => {
  it.each([
    '/api/expenses',
    '/api/networth',
    '/api/networth/division',
    '/api/networth/categories',
    '/api/events',
    '/api/income',
    '/api/support/ledger',
    '/api/documents',
    '/api/history',
    '/api/history/deleted',
    '/api/profile',
    '/api/auth/status',
    '/api/settlement',
    '/api/decision-analysis',
  ])('keeps %s', (path) => {
    expect(isReadableOffline(path)).toBe(true);
  });

  it.each([
    '/api/config',
    '/api/export/expenses',
    '/api/exports/case-file',
    '/api/account/export',
    '/api/support/export.csv',
    '/api/disclosure/export.csv',
    '/api/documents/7/thumbnail',
    '/api/documents/7/preview',
    '/api/expenses/import',
    '/api/documents/7/content',
    '/api/shared/abc',
    '/api/verify/abc',
    '/api/subscriptions/check-status',
    '/api/billing/checkout/cs_1',
    '/api/account/sessions',
    '/api/account/sign-ins',
    '/auth/v1/user',
    '/api/expensesx',
    '/expenses',
  ])('never keeps %s', (path) => {
    expect(isReadableOffline(path)).toBe(false);
  });
});

describe('whose cache a request reads', () => {
  it('is the bearer token’s subject, in a cache named for it', () => {
    const sub = '6c0e2f0a-8b1e-4c1a-9a55-0d5e3f1b2c3d';
    expect(tokenSubject(token({ sub, exp: 1 }))).toBe(sub);
    expect(recordsCacheName(sub)).toBe(`fairsplit-records-${sub}`);
  });

  it.each([
    ['no header', null],
    ['not a bearer token', 'Basic dXNlcjpwYXNz'],
    ['two parts', `Bearer ${base64url({ sub: 'a' })}.c2ln`],
    ['a payload that is not JSON', 'Bearer eyJ.bm90IGpzb24.c2ln'],
    ['no subject', token({ exp: 1 })],
    ['a subject that is not a string', token({ sub: 42 })],
    ['a subject with a slash', token({ sub: '../other' })],
  ])('is nobody for %s', (_case, header) => {
    expect(tokenSubject(header)).toBeNull();
  });
});
