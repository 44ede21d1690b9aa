import { describe, expect, it } from 'vitest';
import { createOpaqueToken } from '../../security/tokens';
import { openChildToken, sealChildToken } from './refresh-tokens';

describe('a refresh token sealed for its parent', () => {
  it('opens with the parent token, and gives back exactly the child', () => {
    const parent = createOpaqueToken();
    const child = createOpaqueToken();
    expect(openChildToken(sealChildToken(child, parent), parent)).toBe(child);
  });

  it('does not open with another token', () => {
    const sealed = sealChildToken(createOpaqueToken(), createOpaqueToken());
    expect(openChildToken(sealed, createOpaqueToken())).toBeNull();
  });

  it('refuses a sealed token altered by one bit, or cut short', () => {
    const parent = createOpaqueToken();
    const sealed = Buffer.from(sealChildToken(createOpaqueToken(), parent), 'base64url');
    sealed[sealed.length - 1]! ^= 1;
    expect(openChildToken(sealed.toString('base64url'), parent)).toBeNull();
    expect(openChildToken(sealed.subarray(0, 20).toString('base64url'), parent)).toBeNull();
  });

  it('seals the same child differently each time (a fresh IV)', () => {
    const parent = createOpaqueToken();
    const child = createOpaqueToken();
    expect(sealChildToken(child, parent)).not.toBe(sealChildToken(child, parent));
  });
});
