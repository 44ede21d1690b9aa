import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { FREE_PRICE, PREMIUM_PRICE } from '../api';

/** What each plan includes (docs/product.md#who-it-is-for-and-the-plans). */
const PLAN_FEATURES: Readonly<Record<'free' | 'premium', readonly MessageDescriptor[]>> = {
  free: [
    msg`Simple division calculations`,
    msg`The Free Settlement Calculator`,
    msg`Limited reporting`,
  ],
  premium: [
    msg`Everything in Free`,
    msg`Expense Tracker`,
    msg`Net Worth Tracker: assets and debts with who owns each`,
    msg`Settlement vs. Trial Calculator using your own figures`,
    msg`Event Tracker with concern levels`,
  ],
};

function PlanCard({
  name,
  price,
  note,
  features,
  isCurrent,
  isHighlighted = false,
  action,
}: {
  name: string;
  price: string;
  note: string;
  features: readonly MessageDescriptor[];
  isCurrent: boolean;
  isHighlighted?: boolean;
  action?: ReactNode;
}) {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col p-5 sm:p-6',
        isHighlighted && 'border-primary/40 ring-1 ring-primary/20',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {name}
        </h3>
        {isCurrent && (
          <Badge tone="primary">
            <Trans>Current plan</Trans>
          </Badge>
        )}
      </div>
      <p className="mt-3">
        <span className="money text-3xl font-semibold text-slate-900">{price}</span>
        <span className="text-slate-600">
          <Trans>/month</Trans>
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-500">{note}</p>
      <ul className="mt-5 flex-1 space-y-2.5">
        {features.map((feature) => (
          <li key={feature.id} className="flex gap-2 text-sm text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {t(feature)}
          </li>
        ))}
      </ul>
      {action && <div className="mt-6">{action}</div>}
    </Card>
  );
}

/**
 * Free vs Premium side by side (docs/product.md#profile-and-account-settings), with the upgrade for
 * a free user.
 */
export function PlanComparison({
  isPremium,
  upgradeAction,
}: {
  isPremium: boolean;
  /** The upgrade button, shown on the Premium card to a free user. */
  upgradeAction: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="text-lg font-semibold text-slate-900">
        <Trans>Plans</Trans>
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <PlanCard
          name={t`Free`}
          price={FREE_PRICE}
          note={t`No card needed.`}
          features={PLAN_FEATURES.free}
          isCurrent={!isPremium}
        />
        <PlanCard
          name="Premium"
          price={PREMIUM_PRICE}
          note={t`Billed monthly. Cancel any time.`}
          features={PLAN_FEATURES.premium}
          isCurrent={isPremium}
          isHighlighted
          action={isPremium ? undefined : upgradeAction}
        />
      </div>
    </section>
  );
}
