import { Trans } from '@lingui/react/macro';
import { AlertTriangle, Crown, LogIn, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A free user's answer from the API (403): the tracker is a Premium feature. */
export function PremiumFeatureCard({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-xl p-6 text-center sm:p-8">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-primary-soft">
        <Crown aria-hidden="true" className="size-6 text-primary" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">
        <Trans>Premium Feature</Trans>
      </h2>
      <p className="mt-2 text-slate-700">{message}</p>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          The Net Worth Tracker keeps an inventory of every asset and debt, who owns or owes each
          one, what is disputed, and a report you can share with your lawyer.
        </Trans>
      </p>
      <Link
        href={paths.subscription}
        className={buttonClasses({ size: 'lg', className: 'mt-6 w-full sm:w-auto' })}
      >
        <Trans>Upgrade to Premium</Trans>
      </Link>
    </Card>
  );
}

export function SignedOutCard({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-xl p-6 text-center sm:p-8">
      <p className="text-slate-700">{message}</p>
      <Link href={paths.login} className={buttonClasses({ className: 'mt-4' })}>
        <LogIn aria-hidden="true" className="size-4" />
        <Trans>Log In</Trans>
      </Link>
    </Card>
  );
}

export function LoadErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="mx-auto max-w-xl border-red-200 p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Error Loading Net Worth Items</Trans>
          </h2>
          <p className="mt-1 text-slate-700">{message}</p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Please try again in a moment.</Trans>
          </p>
          <Button variant="outline" className="mt-4" onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
