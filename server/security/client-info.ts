/**
 * What the server keeps of a request's device, and no more, for the Devices page and a
 * professional link's access log alike: the User-Agent (cleaned, or cut to its browser and
 * system families) and the network it came from (an IPv4 /24 or an IPv6 /48, like a town
 * rather than a house). The full address is never stored: enough to tell "my phone at home"
 * from "a laptop elsewhere", too little to locate anybody. Parsed with ua-parser-js and
 * ipaddr.js, never with hand-written patterns.
 */
import ipaddr from 'ipaddr.js';
import { UAParser } from 'ua-parser-js';

export const USER_AGENT_MAX_LENGTH = 512;

/** What a request says about its device, as the wire reads it (req.ip follows TRUST_PROXY). */
export interface RequestDevice {
  userAgent: string | undefined;
  ip: string | undefined;
}

/** As stored on a session and a sign-in. */
export interface StoredDevice {
  userAgent: string | null;
  network: string | null;
}

/**
 * Control characters (C0, DEL, C1), line and paragraph separators, and the marks that turn
 * text around (bidi embeddings, overrides and isolates): a header is someone's free text, and
 * it is shown on a page and written into mail.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

export function cleanUserAgent(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const clean = Array.from(value.replace(UNPRINTABLE, '').trim())
    .slice(0, USER_AGENT_MAX_LENGTH)
    .join('')
    .trim();
  return clean === '' ? null : clean;
}

/** The network `ip` belongs to, as CIDR text; null when it is not an address. */
export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  if (ipaddr.IPv4.isValidFourPartDecimal(ip)) {
    return `${ip.split('.').slice(0, 3).map(Number).join('.')}.0/24`;
  }
  if (!ipaddr.IPv6.isValid(ip)) return null;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return networkOf(address.toIPv4Address().toString());
  const parts = [...address.parts.slice(0, 3), 0, 0, 0, 0, 0];
  return `${new ipaddr.IPv6(parts).toString()}/48`;
}

export function storedDevice(request: RequestDevice): StoredDevice {
  return { userAgent: cleanUserAgent(request.userAgent), network: networkOf(request.ip) };
}

/** Names a person knows, for the few systems whose parser name is not one. */
const SYSTEM_NAMES: Readonly<Record<string, string>> = { 'Mac OS': 'macOS' };

/**
 * The browser ("Chrome 131") and system ("Windows 10", "iOS 17.5 (iPhone)") a User-Agent
 * names, each null when it names none. A Mac's version is left out: every browser on every
 * Mac has said 10.15 since 2020.
 */
export function describeUserAgent(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const systemName = os.name ? (SYSTEM_NAMES[os.name] ?? os.name) : null;
  const systemVersion = os.name === 'Mac OS' ? undefined : os.version;
  const model = device.model && device.model !== 'Macintosh' ? ` (${device.model})` : '';
  return {
    browser: browser.name ? [browser.name, browser.major].filter(Boolean).join(' ') : null,
    system: systemName ? `${[systemName, systemVersion].filter(Boolean).join(' ')}${model}` : null,
  };
}

/**
 * Whether two sign-ins came from one device as far as we can tell: the same browser and system
 * (versions aside, as browsers update every month) on the same network.
 */
export function isSameDevice(a: StoredDevice, b: StoredDevice): boolean {
  const kind = (userAgent: string | null) => {
    if (!userAgent) return '';
    const { browser, os } = new UAParser(userAgent).getResult();
    return `${browser.name ?? ''}|${os.name ?? ''}`;
  };
  return a.network === b.network && kind(a.userAgent) === kind(b.userAgent);
}

/** One line for a notice: "Firefox 133 on Windows 10", or "An unknown browser". */
export function deviceLine(userAgent: string | null | undefined): string {
  const { browser, system } = describeUserAgent(cleanUserAgent(userAgent));
  return [browser ?? 'An unknown browser', system].filter(Boolean).join(' on ');
}

/** The families a person knows, for the parser names that are not ones. */
const BROWSER_FAMILIES: Readonly<Record<string, string>> = {
  'Mobile Safari': 'Safari',
  'Chrome WebView': 'Chrome',
  'Chrome Headless': 'Chrome',
  'Mobile Firefox': 'Firefox',
  'Opera Mobi': 'Opera',
  'Opera Touch': 'Opera',
};
const SYSTEM_FAMILIES: Readonly<Record<string, string>> = {
  'Mac OS': 'macOS',
  'Chromium OS': 'ChromeOS',
  Ubuntu: 'Linux',
  Debian: 'Linux',
  Fedora: 'Linux',
};

/** 'Chrome on Windows': the browser and system families, never a version or the header. */
export function coarseUserAgent(header: string | undefined): string {
  const cleaned = cleanUserAgent(header);
  const { browser, os } = cleaned
    ? new UAParser(cleaned).getResult()
    : { browser: { name: undefined }, os: { name: undefined } };
  const browserName = browser.name ? (BROWSER_FAMILIES[browser.name] ?? browser.name) : null;
  const systemName = os.name ? (SYSTEM_FAMILIES[os.name] ?? os.name) : null;
  return `${browserName ?? 'Unknown browser'} on ${systemName ?? 'an unknown system'}`;
}

/** '203.0.113.x' for IPv4 (its /24), '2001:db8:1::/48' for IPv6; 'unknown' otherwise. */
export function ipPrefix(ip: string): string {
  const network = networkOf(ip);
  if (network === null) return 'unknown';
  if (network.endsWith('/24')) return `${network.slice(0, -'0/24'.length)}x`;
  const parts = ipaddr.IPv6.parse(network.slice(0, -'/48'.length)).parts.slice(0, 3);
  return `${parts.map((part) => part.toString(16)).join(':')}::/48`;
}
