import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Check, Crown, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { liveTexts } from '@/components/ui/live-texts';
import { paths } from '@/config/paths';
import { EVENT_TEXT } from '../api';

export const PREMIUM_EVENT_BENEFITS = liveTexts([
  msg`Record significant events with their date and the people involved`,
  msg`Rate how concerned you are about each one, from Very Low to Very High`,
  msg`Sort your timeline by date, description, party or concern level`,
  msg`Keep a clear, dated record to share with your lawyer or mediator`,
]);

/**
 * Per docs/product.md#events: the list did not load (refused with 403, or any other failure); shows
 * why, explains the premium feature and how to get it.
 */
export function AccessError({ message }: { message: string }) {
  const introId = useId();
  return (
    <Card className="mx-auto max-w-xl p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-destructive" />
        <h1 className="text-xl font-semibold text-slate-900">{EVENT_TEXT.accessErrorTitle}</h1>
      </div>
      <p className="mt-3 font-medium text-red-800">{message}</p>
      <p id={introId} className="mt-4 text-slate-700">
        <Trans>The Event Tracker is a premium feature. Upgrade to Premium to:</Trans>
      </p>
      <ul aria-labelledby={introId} className="mt-3 space-y-2">
        {PREMIUM_EVENT_BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {benefit}
          </li>
        ))}
      </ul>
      <Link
        href={paths.subscription}
        className={buttonClasses({ className: 'mt-6 w-full sm:w-auto' })}
      >
        <Crown aria-hidden="true" className="size-4" />
        <Trans>Upgrade to Premium</Trans>
      </Link>
    </Card>
  );
}
