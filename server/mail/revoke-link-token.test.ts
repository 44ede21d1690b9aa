/**
 * The emailed revoke link's token: it names one share of one owner, only under our secret, until
 * the share's expiry; no changed character, other purpose or other secret gets past it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRevokeLinkToken, revokeLinkToken } from './revoke-link-token';
import { unsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-secret-of-the-server-long-enough-00000';
const ids = fc.integer({ min: 1, max: 2_147_483_647 });
const EXPIRES = new Date('2026-12-10T10:00:00.750Z');
const BEFORE = Date.parse('2026-12-10T09:59:59.999Z');

describe('revoke link tokens', () => {
  it('name the share and owner they were made for, and only under the same secret', () => {
    fc.assert(
      fc.property(ids, ids, (shareId, ownerId) => {
        const token = revokeLinkToken(SECRET, { shareId, ownerId, expiresAt: EXPIRES });
        expect(readRevokeLinkToken(SECRET, token, BEFORE)).toEqual({
          valid: true,
          shareId,
          ownerId,
        });
        expect(readRevokeLinkToken(`${SECRET}x`, token, BEFORE)).toEqual({
          valid: false,
          reason: 'invalid',
        });
      }),
    );
  });

  it('cannot be moved to another share or changed in any character', () => {
    fc.assert(
      fc.property(
        ids,
        ids,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (shareId, other, at, replacement) => {
          const token = revokeLinkToken(SECRET, { shareId, ownerId: 7, expiresAt: EXPIRES });
          const moved = token.replace(/^\d+/, String(other));
          if (moved !== token) expect(readRevokeLinkToken(SECRET, moved, BEFORE).valid).toBe(false);
          const position = at % token.length;
          const changed = `${token.slice(0, position)}${replacement}${token.slice(position + 1)}`;
          if (changed !== token) {
            expect(readRevokeLinkToken(SECRET, changed, BEFORE).valid).toBe(false);
          }
        },
      ),
    );
  });

  it('refuses every shorter prefix of a valid token’s MAC', () => {
    const token = revokeLinkToken(SECRET, { shareId: 1, ownerId: 2, expiresAt: EXPIRES });
    const signed = token.slice(0, token.lastIndexOf('.'));
    const mac = token.slice(token.lastIndexOf('.') + 1);
    expect(mac).toHaveLength(43);
    for (let length = 0; length < mac.length; length += 1) {
      const truncated = `${signed}.${mac.slice(0, length)}`;
      expect([length, readRevokeLinkToken(SECRET, truncated, BEFORE)]).toEqual([
        length,
        { valid: false, reason: 'invalid' },
      ]);
    }
  });

  it('lapses with the share, at its expiry’s whole second, never after', () => {
    const token = revokeLinkToken(SECRET, { shareId: 1, ownerId: 2, expiresAt: EXPIRES });
    expect(readRevokeLinkToken(SECRET, token, BEFORE).valid).toBe(true);
    for (const now of [Date.parse('2026-12-10T10:00:00.000Z'), EXPIRES.getTime() + 86_400_000]) {
      expect(readRevokeLinkToken(SECRET, token, now)).toEqual({ valid: false, reason: 'expired' });
    }
  });

  it('is not an unsubscribe token, nor one under another purpose, even with the same secret', () => {
    const unsubscribe = unsubscribeToken(SECRET, 42);
    expect(readRevokeLinkToken(SECRET, unsubscribe, BEFORE).valid).toBe(false);
    const [, mac] = unsubscribe.split('.');
    expect(readRevokeLinkToken(SECRET, `42.42.1900000000.${mac}`, BEFORE).valid).toBe(false);
  });

  it.each([
    undefined,
    null,
    42,
    ['1.2.3.x'],
    '',
    '1.2.3',
    `1.2.${'9'.repeat(20)}.${'A'.repeat(43)}`,
  ])('refuses %j as invalid', (token) => {
    expect(readRevokeLinkToken(SECRET, token, BEFORE)).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });
});
