import { Trans } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <PageShell>
      <Card className="mx-auto mt-8 max-w-md p-6">
        <div className="flex items-center gap-3">
          <CircleAlert aria-hidden="true" className="size-7 shrink-0 text-slate-500" />
          <h1 className="text-2xl font-semibold text-slate-900">
            <Trans>404 Page Not Found</Trans>
          </h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          <Trans>Did you forget to add the page to the router?</Trans>
        </p>
        <Link
          href={paths.landing}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          <Trans>Back to home</Trans>
        </Link>
      </Card>
    </PageShell>
  );
}
