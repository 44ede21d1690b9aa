import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useSupportEmail } from '@/lib/client-config';

export type LegalSection = { title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  effective: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/**
 * A Terms or Privacy page: numbered h2 sections, the effective date, and the way back home. The
 * document itself is published in English, the version that governs: a Spanish reader is told
 * so in Spanish, and the document is marked English so a screen reader reads it as English.
 */
export function LegalDocument({ title, effective, intro, sections }: LegalDocumentProps) {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const supportEmail = useSupportEmail();
  const isTranslated = i18n.locale !== 'en';
  return (
    <PageShell>
      <div className="mx-auto max-w-3xl">
        <Link
          href={user ? paths.home : paths.landing}
          className={buttonClasses({ variant: 'ghost', className: '-ml-3 mb-4' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to Home</Trans>
        </Link>
        {isTranslated && (
          <p className="mb-4 rounded-md bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700">
            {supportEmail ? (
              <Trans>
                This document is published in English, the version that governs. If anything in it
                is unclear, write to us at {supportEmail}.
              </Trans>
            ) : (
              <Trans>This document is published in English, the version that governs.</Trans>
            )}
          </p>
        )}
        <article
          lang={isTranslated ? 'en' : undefined}
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <header className="border-b border-slate-200 pb-5">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              {title}
            </h1>
            <p className="mt-2 text-sm text-slate-500">Effective {effective}</p>
            <div className="mt-4 space-y-3 leading-7 text-slate-700">{intro}</div>
          </header>
          {sections.map((section, index) => (
            <section key={section.title} className="mt-7">
              <h2 className="text-lg font-semibold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-2 space-y-3 leading-7 text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </article>
      </div>
    </PageShell>
  );
}

/** The support address as a mailto link once /api/config has answered; plain words until then. */
export function SupportEmail() {
  const email = useSupportEmail();
  if (!email) return <>our support email address</>;
  return (
    <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-2">
      {email}
    </a>
  );
}
