import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AccessClaims,
  localTokenVerifier,
  signAccessToken,
  VerifiedTokens,
} from './access-tokens';
import { keysFromSerialized, SIGNING_ALG } from './signing-keys';

const claims = (sub: string): AccessClaims => ({
  sub,
  email: 'jo@example.com',
  sessionId: null,
  userMetadata: {},
});

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifiedTokens', () => {
  it('answers a verified token until it expires, then forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims('1'), 1_000);
    expect(tokens.get('a.b.c', 999)).toEqual(claims('1'));
    expect(tokens.get('a.b.c', 1_000)).toBeNull();
    expect(tokens.get('a.b.c', 10)).toBeNull();
    expect(tokens.get('a.b.d', 10)).toBeNull();
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('first', claims('1'), 1_000);
    tokens.remember('second', claims('2'), 1_000);
    tokens.remember('third', claims('3'), 1_000);
    expect(tokens.get('first', 0)).toBeNull();
    expect(tokens.get('second', 0)?.sub).toBe('2');
    expect(tokens.get('third', 0)?.sub).toBe('3');
  });
});

describe('the token verifier', () => {
  async function setUp() {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'k1', alg: SIGNING_ALG };
    const keys = await keysFromSerialized(JSON.stringify(jwk));
    const issuer = 'http://localhost:5000/auth/v1';
    const verifier = localTokenVerifier(keys, issuer, {
      timeboxMs: undefined,
      inactivityTimeoutMs: 1,
    });
    return { keys, issuer, verifier };
  }

  it('refuses a token it has verified once it expires, and gives out claims nobody can change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const { keys, issuer, verifier } = await setUp();
    const sub = '3f1c9a4e-2b7d-4c1a-9e8f-0a1b2c3d4e5f';
    const { token, expiresAt } = await signAccessToken(keys, issuer, claims(sub));

    const first = await verifier.verify(token);
    expect(first.sub).toBe(sub);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await verifier.verify(token)).toBe(first);

    vi.setSystemTime(new Date(expiresAt * 1000));
    await expect(verifier.verify(token)).rejects.toThrow(
      'Invalid or expired session. Please log in again.',
    );
  });

  it('does not take a token that differs in one character for one it verified', async () => {
    const { keys, issuer, verifier } = await setUp();
    const sub = '3f1c9a4e-2b7d-4c1a-9e8f-0a1b2c3d4e5f';
    const { token } = await signAccessToken(keys, issuer, claims(sub));
    await verifier.verify(token);
    // Inside the signature (its last character carries spare bits that decode the same).
    const at = token.length - 10;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    await expect(verifier.verify(changed)).rejects.toThrow(
      'Invalid or expired session. Please log in again.',
    );
  });
});
