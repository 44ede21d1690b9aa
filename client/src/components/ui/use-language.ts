import { useLingui } from '@lingui/react';
import { isLanguage, type Language } from '@/lib/i18n';

/**
 * The language being spoken, for `shared/` functions that take one (a concern level's label, a
 * party, a category); a component using it re-renders when the language changes.
 */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}
