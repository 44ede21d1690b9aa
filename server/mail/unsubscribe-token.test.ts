import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unsubscribeToken, userOfUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-secret-of-the-server-long-enough-00000';
const userIds = fc.integer({ min: 1, max: 2_147_483_647 });

describe('unsubscribe tokens', () => {
  it('name the user they were made for, and only under the same secret', () => {
    fc.assert(
      fc.property(userIds, (userId) => {
        const token = unsubscribeToken(SECRET, userId);
        expect(userOfUnsubscribeToken(SECRET, token)).toBe(userId);
        expect(userOfUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
      }),
    );
  });

  it('cannot be moved to another user or changed in any character', () => {
    fc.assert(
      fc.property(
        userIds,
        userIds,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (userId, other, at, replacement) => {
          const token = unsubscribeToken(SECRET, userId);
          const [, mac] = token.split('.');
          if (other !== userId)
            expect(userOfUnsubscribeToken(SECRET, `${other}.${mac}`)).toBeNull();
          const position = at % token.length;
          const changed = `${token.slice(0, position)}${replacement}${token.slice(position + 1)}`;
          if (changed !== token) expect(userOfUnsubscribeToken(SECRET, changed)).toBeNull();
        },
      ),
    );
  });

  it('refuses every shorter prefix of a valid token’s MAC', () => {
    const token = unsubscribeToken(SECRET, 42);
    const [userId, mac] = token.split('.') as [string, string];
    for (let length = 0; length < mac.length; length += 1) {
      const truncated = `${userId}.${mac.slice(0, length)}`;
      expect([length, userOfUnsubscribeToken(SECRET, truncated)]).toEqual([length, null]);
    }
  });

  it('accepts one spelling only (base64url’s last character has two spare bits)', () => {
    const token = unsubscribeToken(SECRET, 42);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    for (let spare = 1; spare < 4; spare += 1) {
      const respelled = `${token.slice(0, -1)}${alphabet[(last & ~3) | ((last + spare) & 3)]}`;
      expect(userOfUnsubscribeToken(SECRET, respelled)).toBeNull();
    }
  });

  it('keeps the links already in inboxes working: the same token for the same user and secret', () => {
    expect(unsubscribeToken(SECRET, 42)).toBe('42.SaDHTHMIn91cmAYW9Zc12tCzlpLPMD_hJXeyelhc0lc');
  });

  it.each([undefined, null, 42, ['1.x'], '', '1', '01.abc', `1.${'A'.repeat(80)}`])(
    'refuse %j',
    (token) => {
      expect(userOfUnsubscribeToken(SECRET, token)).toBeNull();
    },
  );
});
