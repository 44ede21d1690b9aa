/**
 * The signed tokens of the emails' links: the whole MAC, every one of its 43 characters, must be
 * the server's. No shorter MAC, nor one that is right but for a single character anywhere, opens
 * anything.
 */
import { describe, expect, it } from 'vitest';
import { signedNumbers, signedTokenMaxLength, signNumbers } from './signed-token';

const SECRET = 'a-secret-of-the-server-long-enough-00000';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe.each([
  ['unsubscribe', [42]],
  ['share-revoke', [7, 42, 1_900_000_000]],
])('signed tokens for %s', (purpose, numbers) => {
  const token = signNumbers(SECRET, purpose, numbers);
  const mac = token.slice(token.lastIndexOf('.') + 1);
  const signed = token.slice(0, token.lastIndexOf('.'));
  const read = (candidate: string) => signedNumbers(SECRET, purpose, candidate, numbers.length);

  it('read back the numbers they were made with', () => {
    expect(mac).toHaveLength(43);
    expect(token.length).toBeLessThanOrEqual(signedTokenMaxLength(numbers.length));
    expect(read(token)).toEqual(numbers);
  });

  it('refuse every shorter prefix of the MAC, down to none', () => {
    for (let length = 0; length < mac.length; length += 1) {
      expect([length, read(`${signed}.${mac.slice(0, length)}`)]).toEqual([length, null]);
    }
  });

  it('refuse the MAC padded out from any of its prefixes', () => {
    for (let length = 0; length < mac.length; length += 1) {
      const padded = mac.slice(0, length).padEnd(mac.length, mac[length] === 'A' ? 'B' : 'A');
      expect([length, read(`${signed}.${padded}`)]).toEqual([length, null]);
    }
  });

  it('refuse a MAC changed in any one character, to any other', () => {
    for (let position = 0; position < mac.length; position += 1) {
      for (const replacement of BASE64URL) {
        if (replacement === mac[position]) continue;
        const changed = `${mac.slice(0, position)}${replacement}${mac.slice(position + 1)}`;
        expect([position, replacement, read(`${signed}.${changed}`)]).toEqual([
          position,
          replacement,
          null,
        ]);
      }
    }
  });
});
