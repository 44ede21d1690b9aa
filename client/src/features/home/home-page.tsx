import {
  Calculator,
  CalendarDays,
  ClipboardList,
  Gavel,
  HandCoins,
  Landmark,
  Lock,
  LockOpen,
  Receipt,
  Scale,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { premiumToolItems } from '@/components/layout/nav-items';
import { PageShell } from '@/components/layout/page-shell';
import { PlanBadge } from '@/components/layout/plan-badge';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { CaseFileCard } from '@/features/case-file';
import { PREMIUM_PRICE, useStartCheckout, useSubscription } from '@/features/subscriptions';

type Feature = {
  title: MessageDescriptor;
  description: MessageDescriptor;
  href: string;
  icon: LucideIcon;
};

const freeFeature: Feature = {
  title: msg`Settlement Calculator`,
  description: msg`Enter your assets, debts and costs to compare settling with going to trial.`,
  href: paths.freeSettlementCalculator,
  icon: Calculator,
};

/** The premium tools, in the product's order (docs/product.md#home). */
const premiumFeatures: readonly Feature[] = [
  {
    title: msg`Expense Tracker`,
    description: msg`Record what the divorce costs you and keep a running total.`,
    href: paths.expenses,
    icon: Receipt,
  },
  {
    title: msg`Net Worth Tracker`,
    description: msg`List assets and debts, who owns each one, and which are disputed.`,
    href: paths.networth,
    icon: Landmark,
  },
  {
    title: msg`Settlement vs. Trial Calculator`,
    description: msg`Compare outcomes using your own net worth and expense figures.`,
    href: paths.settlementCalculator,
    icon: Gavel,
  },
  {
    title: msg`Event Tracker`,
    description: msg`Keep a dated record of significant events and how concerning each one is.`,
    href: paths.events,
    icon: CalendarDays,
  },
];

/** Starting checkout from one of several buttons: only the pressed one shows the spinner. */
type Checkout = {
  isStarting: boolean;
  startedFrom: string | null;
  start: (from: string) => void;
};

/** The icons of the tools only Home shows with one (nav-items.ts keeps the landing light). */
const HOME_ONLY_ICONS: Readonly<Record<string, LucideIcon>> = {
  [paths.income]: HandCoins,
  [paths.disclosure]: ClipboardList,
  [paths.support]: Scale,
};

function FeatureCard({
  feature,
  access,
  checkout,
}: {
  feature: Feature;
  /** 'free' features have no lock; premium ones are Unlocked or Locked. */
  access: 'free' | 'unlocked' | 'locked';
  checkout: Checkout;
}) {
  const titleId = useId();
  const { t, i18n } = useLingui();
  const Icon = feature.icon;
  const title = i18n._(feature.title);
  return (
    <Card className="flex flex-col p-5" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {access === 'unlocked' && (
          <Badge tone="success">
            <LockOpen aria-hidden="true" className="size-3.5" />
            <Trans>Unlocked</Trans>
          </Badge>
        )}
        {access === 'locked' && (
          <Badge tone="neutral">
            <Lock aria-hidden="true" className="size-3.5" />
            <Trans>Locked</Trans>
          </Badge>
        )}
      </div>
      <h3 id={titleId} className="mt-4 font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 flex-1 text-sm leading-6 text-slate-600">{i18n._(feature.description)}</p>
      <div className="mt-4">
        {access === 'locked' ? (
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            aria-describedby={titleId}
            disabled={checkout.isStarting}
            isLoading={checkout.isStarting && checkout.startedFrom === feature.href}
            onClick={() => checkout.start(feature.href)}
          >
            <Trans>Upgrade to Access</Trans>
          </Button>
        ) : (
          <Link
            href={feature.href}
            className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            {t`Open ${title}`}
          </Link>
        )}
      </div>
    </Card>
  );
}

function UpgradeBanner({ checkout }: { checkout: Checkout }) {
  const titleId = useId();
  const price = PREMIUM_PRICE;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-primary/20 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex gap-3">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id={titleId} className="font-semibold text-slate-900">
            <Trans>Upgrade to Premium</Trans>
          </h2>
          <p className="mt-1 text-sm leading-6 text-slate-700">
            <Trans>
              Unlock the Expense Tracker, Net Worth Tracker, Settlement vs. Trial Calculator and
              Event Tracker for {price}/month. Cancel any time.
            </Trans>
          </p>
        </div>
      </div>
      <Button
        className="shrink-0"
        disabled={checkout.isStarting}
        isLoading={checkout.isStarting && checkout.startedFrom === 'banner'}
        onClick={() => checkout.start('banner')}
      >
        <Trans>Upgrade Now</Trans>
      </Button>
    </section>
  );
}

/**
 * A subscriber's tools in one glance at the top of Home (docs/product.md#home): on a phone they sit
 * above the fold, where the feature cards below start far down the page.
 */
function ToolShortcuts() {
  const { i18n } = useLingui();
  return (
    <nav aria-labelledby="tool-shortcuts-title">
      <h2 id="tool-shortcuts-title" className="text-lg font-semibold text-slate-900">
        <Trans>Your tools</Trans>
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-8">
        {premiumToolItems.map(({ href, label, icon }) => {
          const Icon = icon ?? HOME_ONLY_ICONS[href];
          return (
            <li key={href}>
              <Link
                href={href}
                className="flex h-full min-h-18 flex-col items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2 py-3 text-center text-sm font-medium text-slate-800 shadow-sm hover:border-primary/40 hover:bg-primary-soft"
              >
                {Icon && <Icon aria-hidden="true" className="size-5 text-primary" />}
                {i18n._(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The signed-in home (docs/product.md#home), also at /dashboard. */
export function HomePage() {
  const { user } = useAuth();
  const { isPremium, isSubscriptionLoading } = useSubscription();
  const { startCheckout, isStarting } = useStartCheckout();
  const [startedFrom, setStartedFrom] = useState<string | null>(null);
  const checkout: Checkout = {
    isStarting,
    startedFrom,
    start: (from) => {
      setStartedFrom(from);
      startCheckout();
    },
  };
  const premiumAccess = isPremium ? 'unlocked' : 'locked';
  const { t } = useLingui();
  const name = user?.firstName ?? user?.email;

  return (
    <PageShell title={t`Home`}>
      <div className="space-y-8">
        <Card className="p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p className="text-slate-700">
              <Trans>
                Welcome, <span className="font-medium wrap-anywhere text-slate-900">{name}</span>
              </Trans>
            </p>
            {!isSubscriptionLoading && <PlanBadge isPremium={isPremium} />}
          </div>
          {user?.firstName && (
            <p className="mt-1 text-sm wrap-anywhere text-slate-500">{user.email}</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href={paths.profile} className={buttonClasses({ variant: 'outline' })}>
              <Trans>Profile</Trans>
            </Link>
            <Link href={paths.accountSettings} className={buttonClasses({ variant: 'outline' })}>
              <Trans>Account Settings</Trans>
            </Link>
          </div>
        </Card>

        {isSubscriptionLoading ? (
          <div className="flex items-center justify-center gap-3 py-10 text-sm text-slate-600">
            <Spinner label={t`Checking your plan`} />
            <Trans>Checking your plan...</Trans>
          </div>
        ) : (
          <>
            {isPremium && <ToolShortcuts />}
            {!isPremium && <UpgradeBanner checkout={checkout} />}

            <section aria-labelledby="free-features-title">
              <h2 id="free-features-title" className="text-lg font-semibold text-slate-900">
                <Trans>Free Features</Trans>
              </h2>
              <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <FeatureCard feature={freeFeature} access="free" checkout={checkout} />
              </div>
            </section>

            <section aria-labelledby="premium-features-title">
              <h2 id="premium-features-title" className="text-lg font-semibold text-slate-900">
                <Trans>Premium Features</Trans>
              </h2>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                {premiumFeatures.map((feature) => (
                  <FeatureCard
                    key={feature.href}
                    feature={feature}
                    access={premiumAccess}
                    checkout={checkout}
                  />
                ))}
              </div>
            </section>

            {isPremium && <CaseFileCard />}
          </>
        )}
      </div>
    </PageShell>
  );
}
