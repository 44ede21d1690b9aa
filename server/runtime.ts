/**
 * The Node.js lines Fairsplit supports: the current LTS lines, 22 (from 22.12) and 24. Node 20
 * reached end of life in April 2026 and gets no security fixes; the server still starts on an
 * older Node, but says so once, at boot.
 */
const SUPPORTED_NODE = '>=22.12 (22 LTS or 24 LTS)';

/** The warning to print at boot on an unsupported Node (`process.version`), or null. */
export function unsupportedNodeWarning(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return null;
  return `Node ${version} is not supported (Fairsplit needs Node ${SUPPORTED_NODE}); older lines get no security fixes. Upgrade Node before relying on this server.`;
}
