import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleSlash, FlaskConical, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage, useCheckoutSession, useFinishCheckout } from './billing';
import { formatUsd } from '@shared/money';
import type { CheckoutSession } from './api';

export const TEST_MODE_LABEL = msg`Test mode — no real payment is taken`;

function TestModeBanner() {
  const { t } = useLingui();
  return (
    <p className="flex items-center justify-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-center text-sm font-medium text-amber-900">
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {t(TEST_MODE_LABEL)}
    </p>
  );
}

/** An already-finished or unknown session: what happened, and the way back. */
function Outcome({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-6 text-center sm:p-8">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        {icon}
      </div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm leading-6 text-slate-600">{children}</p>
      <Link href={paths.accountSettings} className={buttonClasses({ className: 'mt-6' })}>
        <Trans>Go to Account Settings</Trans>
      </Link>
    </Card>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium wrap-anywhere text-slate-900">
        {children}
      </dd>
    </div>
  );
}

function OpenCheckout({ session, sessionId }: { session: CheckoutSession; sessionId: string }) {
  const finish = useFinishCheckout(sessionId);
  const price = formatUsd(session.amount);
  const isLeaving = finish.isPending || finish.isSuccess;
  const interval = session.interval || 'month';
  const { t } = useLingui();
  const intervalLabel = interval === 'month' ? t`month` : interval;

  return (
    <>
      <Card className="p-6 sm:p-8">
        <p className="text-sm font-medium text-primary">
          <Trans>Checkout</Trans>
        </p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">
          Fairsplit Premium
        </h1>
        <p className="mt-2">
          <span className="money text-3xl font-semibold text-slate-900">{price}</span>
          <span className="text-slate-600"> / {intervalLabel}</span>
        </p>
        <p className="mt-1 text-sm text-slate-500">
          <Trans>Billed monthly. Cancel any time.</Trans>
        </p>

        <dl className="mt-6 divide-y divide-slate-100 border-y border-slate-100">
          <Line label={t`Account`}>{session.email}</Line>
          <Line label={t`Due today`}>
            <span className="money">{price}</span>
          </Line>
        </dl>

        {finish.isError && (
          <Alert tone="error" className="mt-5">
            {apiErrorMessage(
              finish.error,
              t`The checkout could not be finished. Please try again.`,
            )}
          </Alert>
        )}

        <div className="mt-6 flex flex-col gap-3">
          <Button
            size="lg"
            isLoading={finish.isPending && finish.variables === 'complete'}
            disabled={isLeaving}
            onClick={() => finish.mutate('complete')}
          >
            <Trans>Pay {price}</Trans>
          </Button>
          <Button
            variant="outline"
            size="lg"
            isLoading={finish.isPending && finish.variables === 'cancel'}
            disabled={isLeaving}
            onClick={() => finish.mutate('cancel')}
          >
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </Card>
      <p className="mt-4 text-center text-xs leading-5 text-slate-500">
        <Trans>
          This is Fairsplit&apos;s built-in test checkout. Paying here gives this account one month
          of Premium; no card is asked for and nothing is charged.
        </Trans>
      </p>
    </>
  );
}

/**
 * The local test-mode checkout at /checkout/test?session=… (billing mode 'local'): the same
 * choice Stripe's page offers, pay or cancel, clearly marked as a test.
 */
export function CheckoutTestPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session');
  const query = useCheckoutSession(sessionId);
  const { t } = useLingui();

  // A 4xx (404: not this user's, or no such session) means the link itself is wrong.
  const isUnknown =
    sessionId === null || (query.error instanceof ApiError && query.error.status < 500);

  let content: ReactNode;
  if (isUnknown) {
    content = (
      <Outcome
        icon={<SearchX aria-hidden="true" className="size-6" />}
        title={t`Checkout not found`}
      >
        <Trans>
          This checkout link is not valid for your account. Start a new upgrade from Account
          Settings.
        </Trans>
      </Outcome>
    );
  } else if (query.isError) {
    content = (
      <Outcome
        icon={<SearchX aria-hidden="true" className="size-6" />}
        title={t`Checkout unavailable`}
      >
        <Trans>
          The checkout could not be loaded just now. Please try again from Account Settings.
        </Trans>
      </Outcome>
    );
  } else if (!query.data) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t`Loading checkout`} />
      </div>
    );
  } else if (query.data.status === 'complete') {
    content = (
      <Outcome
        icon={<CircleCheck aria-hidden="true" className="size-6 text-emerald-600" />}
        title={t`This checkout is already paid`}
      >
        <Trans>
          The payment for this checkout has gone through. Your plan is shown in Account Settings.
        </Trans>
      </Outcome>
    );
  } else if (query.data.status === 'cancelled') {
    content = (
      <Outcome
        icon={<CircleSlash aria-hidden="true" className="size-6" />}
        title={t`This checkout was cancelled`}
      >
        <Trans>
          Nothing was paid. You can start a new upgrade from Account Settings whenever you like.
        </Trans>
      </Outcome>
    );
  } else {
    content = <OpenCheckout session={query.data} sessionId={sessionId} />;
  }

  return (
    <PageShell>
      <div className="mx-auto w-full max-w-md space-y-4 sm:pt-4">
        <TestModeBanner />
        {content}
      </div>
    </PageShell>
  );
}
