import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { DEVICES_TEXTS } from './texts';

describe('the devices texts', () => {
  it('count signed-out devices in either language', async () => {
    expect(DEVICES_TEXTS.signedOutOthers(0)).toBe('No other device was signed in.');
    expect(DEVICES_TEXTS.signedOutOthers(1)).toBe('One other device was signed out.');
    expect(DEVICES_TEXTS.signedOutOthers(3)).toBe('3 other devices were signed out.');
    await activateLanguage('es');
    expect(DEVICES_TEXTS.signedOutOthers(3)).toBe('Se cerró la sesión en 3 dispositivos más.');
  });
});
