import { describe, expect, it } from 'vitest';
import { coarseUserAgent, ipPrefix } from './client-info';

describe('the access log’s coarse entries', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 EdgA/131.0',
      'Edge on Android',
    ],
    ['curl/8.5.0', 'Unknown browser on an unknown system'],
    [undefined, 'Unknown browser on an unknown system'],
  ])('names %s as "%s"', (header, expected) => {
    expect(coarseUserAgent(header)).toBe(expected);
  });

  it.each([
    ['203.0.113.57', '203.0.113.x'],
    ['::ffff:127.0.0.1', '127.0.0.x'],
    ['2001:db8:1:2::7', '2001:db8:1::/48'],
    ['2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1::/48'],
    ['::1', '0:0:0::/48'],
    ['not an address', 'unknown'],
    ['', 'unknown'],
  ])('cuts %s to %s', (address, expected) => {
    expect(ipPrefix(address)).toBe(expected);
  });
});
