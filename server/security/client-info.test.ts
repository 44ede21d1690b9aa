import { describe, expect, it } from 'vitest';
import {
  cleanUserAgent,
  describeUserAgent,
  isSameDevice,
  networkOf,
  USER_AGENT_MAX_LENGTH,
} from './client-info';

const CHROME_131_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_132_WINDOWS = CHROME_131_WINDOWS.replace('Chrome/131', 'Chrome/132');
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('networkOf', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:203.0.113.77', '203.0.113.0/24'],
    ['127.0.0.1', '127.0.0.0/24'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd::/48'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::/48'],
    ['fe80::1%eth0', 'fe80::/48'],
  ])('keeps only the network of %s: %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it.each([undefined, '', 'not an address', '203.0.113', '999.1.1.1'])(
    'gives null for %j',
    (ip) => {
      expect(networkOf(ip)).toBeNull();
    },
  );
});

describe('cleanUserAgent', () => {
  it('removes control, line-breaking and direction-changing characters', () => {
    expect(cleanUserAgent('Evil\r\nBcc: x@example.com\u0000\u202e\u2028 Browser')).toBe(
      'EvilBcc: x@example.com Browser',
    );
  });

  it(`cuts it to ${USER_AGENT_MAX_LENGTH} characters`, () => {
    expect(cleanUserAgent('a'.repeat(5000))).toHaveLength(USER_AGENT_MAX_LENGTH);
  });

  it.each([undefined, '', '   ', '\u0001\u0002'])('gives null for %j', (value) => {
    expect(cleanUserAgent(value)).toBeNull();
  });
});

describe('describeUserAgent', () => {
  it.each([
    [CHROME_131_WINDOWS, { browser: 'Chrome 131', system: 'Windows 10' }],
    [SAFARI_IPHONE, { browser: 'Mobile Safari 17', system: 'iOS 17.5 (iPhone)' }],
    [FIREFOX_MAC, { browser: 'Firefox 133', system: 'macOS' }],
  ])('reads %s as a person would name it', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });

  it('says nothing it cannot read', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null });
  });
});

describe('isSameDevice', () => {
  const home = { userAgent: CHROME_131_WINDOWS, network: '203.0.113.0/24' };

  it('counts the same browser and system on the same network, after a browser update', () => {
    expect(isSameDevice(home, { ...home, userAgent: CHROME_132_WINDOWS })).toBe(true);
  });

  it('tells apart another network, another browser and another system', () => {
    expect(isSameDevice(home, { ...home, network: '198.51.100.0/24' })).toBe(false);
    expect(isSameDevice(home, { ...home, userAgent: FIREFOX_MAC })).toBe(false);
    expect(isSameDevice(home, { ...home, userAgent: SAFARI_IPHONE })).toBe(false);
  });
});
