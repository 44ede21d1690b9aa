/**
 * Lingui's catalogs (docs/decisions/022-lingui.md): English is the source, written in the code;
 * `npm run i18n:extract` collects every message into client/src/locales/{en,es}/messages.po, and
 * the Spanish translations are written in es/messages.po. Origins without line numbers, so
 * moving code does not rewrite the catalogs.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [{ path: '<rootDir>/client/src/locales/{locale}/messages', include: ['client/src'] }],
  format: formatter({ lineNumbers: false }),
});
