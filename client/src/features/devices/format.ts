/**
 * How the Devices page names a browser and writes a moment: the server's instants (ISO 8601,
 * UTC) in the reader's own time zone.
 */
import { inLanguage, SHORT_DATE_TIME } from '@shared/dates';
import { DEVICES_TEXTS } from './texts';

/** 'Chrome 131 on Windows 10', 'Firefox', 'Unknown browser on Linux'. */
export function deviceName(device: { browser: string | null; system: string | null }): string {
  const browser = device.browser ?? DEVICES_TEXTS.unknownBrowser;
  return device.system ? DEVICES_TEXTS.browserOnSystem(browser, device.system) : browser;
}

/** 'Mar 5, 2025, 6:25 PM' in local time; the raw value when it is not a time. */
export function formatDateTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime())
    ? iso
    : inLanguage(instant, 'MMM d, yyyy, h:mm a', SHORT_DATE_TIME);
}
