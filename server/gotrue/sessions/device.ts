/**
 * A browser as a person reads it in a notice ("Firefox 133 on Windows"), from its User-Agent;
 * never more than one short line, whatever the header holds.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'an unknown browser';

export function describeDevice(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent));
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent));
  if (!browser && !system) return UNKNOWN_DEVICE;
  const version = browser ? browser[0].exec(agent)?.[1] : undefined;
  const name = browser ? `${browser[1]}${version ? ` ${version}` : ''}` : 'A browser';
  return system ? `${name} on ${system[1]}` : name;
}
