import { Languages } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { activateLanguage, isLanguage, LANGUAGE_NAMES, type Language } from '@/lib/i18n';
import { wideBarName } from './bar-names';
import { useLayoutSession } from './layout-session';

type LanguageSwitchProps = {
  className?: string;
  /** Where the bar is full (1024–1280 px, signed in): the icon alone, its name for screen readers. */
  isCompact?: boolean;
};

/**
 * Offers the other language, named in its own words ("Español" on an English page, "English" on
 * a Spanish one), in the bar, the drawer and the landing page's footer. The page changes at once;
 * a signed-in user's choice is saved on the account too.
 */
export function LanguageSwitch({ className, isCompact = false }: LanguageSwitchProps) {
  const { i18n } = useLingui();
  const { saveLanguage } = useLayoutSession();
  const [isSwitching, setSwitching] = useState(false);
  const current: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const other: Language = current === 'en' ? 'es' : 'en';

  const choose = async () => {
    setSwitching(true);
    try {
      await activateLanguage(other);
      void saveLanguage(other);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <button
      type="button"
      lang={other}
      onClick={() => void choose()}
      disabled={isSwitching}
      className={cn(
        'inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span className={isCompact ? wideBarName(current) : undefined}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
