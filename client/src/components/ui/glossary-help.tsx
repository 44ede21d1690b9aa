import { useLanguage } from '@/lib/i18n';
import { useLingui } from '@lingui/react/macro';
import { glossaryEntry, type GlossaryTerm } from '@shared/glossary';
import { WhatIsThis } from './what-is-this';

/**
 * The glossary's plain explanation of a legal or money term (shared/glossary.ts), folded in a
 * "What is this?" beside the term where it first appears on a screen, in the language being
 * spoken. The explanations are not in the message catalog: the glossary is their one source,
 * and it is small enough to ship both languages with the screens that use it (never the landing
 * page's).
 */
export function GlossaryHelp({ term, className }: { term: GlossaryTerm; className?: string }) {
  const language = useLanguage();
  const { t } = useLingui();
  const entry = glossaryEntry(term);
  const word = language === 'es' ? entry.spanish : entry.english;
  return (
    <WhatIsThis className={className} label={t`What does “${word}” mean?`}>
      {entry.explanation[language]}
    </WhatIsThis>
  );
}
