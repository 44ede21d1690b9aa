import { Trans, useLingui } from '@lingui/react/macro';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CaseFileCard } from './components/case-file-card';

/**
 * /case-file (docs/product.md#case-file): the case file one tap from the tools bar, with the way to
 * hand it to a lawyer or mediator. Home keeps the same card.
 */
export function CaseFilePage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Case file`}>
      <div className="space-y-6">
        <GlossaryHelp term="case file" />
        <CaseFileCard />
        <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
              <Share2 aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">
                <Trans>Share with a professional</Trans>
              </h2>
              <p className="mt-1 text-sm leading-6 text-slate-600">
                <Trans>
                  Give your lawyer or mediator a read-only link that expires, instead of sending
                  files around.
                </Trans>
              </p>
              <GlossaryHelp term="mediator" />
            </div>
          </div>
          <Link
            href={paths.sharing}
            className={buttonClasses({
              variant: 'outline',
              className: 'w-full shrink-0 sm:w-auto',
            })}
          >
            <Trans>Open Sharing</Trans>
          </Link>
        </Card>
      </div>
    </PageShell>
  );
}
