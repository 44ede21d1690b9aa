import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, Users } from 'lucide-react';
import { useState } from 'react';
import { TrackerLoading } from '@/components/trackers/tracker-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import {
  dismissPartiesPrompt,
  isPartiesPromptDismissed,
  PARTIES_TEXTS,
  PartiesForm,
  useParties,
  useSpouseLabels,
} from '@/features/account';
import { useAuth } from '@/features/auth';
import { listLoadFailure } from '@/lib/api-errors';
import type { DivisionResponse } from '@shared/division';
import { formatUsd } from '@shared/money';
import { DIVISION_TEXTS, useDivision, useDivisionItems } from '../api';
import { BalanceSheet } from './balance-sheet';
import { ItemPlans } from './item-plans';
import { SeparateProperty } from './separate-property';
import { TargetCard } from './target-card';

/** Why the division did not load, and a way to try again (the tracker's tabs stay usable). */
function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error" className="p-4">
      <p className="font-medium">{DIVISION_TEXTS.loadErrorTitle}</p>
      <p className="mt-1">{message}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}

/**
 * The payment, kept in view while she assigns items further down
 * (docs/product.md#net-worth-tracker-and-division). It repeats the sentence above, which screen
 * readers already hear as it changes, so it is hidden from them.
 */
function PaymentInView({ answer }: { answer: DivisionResponse }) {
  const { from, to, amount } = answer.payment;
  const spouses = useSpouseLabels();
  const { t } = useLingui();
  const split = `${answer.target_share}/${100 - answer.target_share}`;
  let payment = t`No payment needed`;
  if (from && to) {
    const payer = spouses[from];
    const payee = spouses[to];
    const money = formatUsd(amount);
    payment = t`${payer} pays ${payee} ${money}`;
  }
  return (
    <div
      aria-hidden="true"
      data-testid="division-payment-in-view"
      className="sticky top-0 z-20 -mx-1 rounded-md border border-primary/20 bg-primary-soft/95 px-3 py-2 text-sm font-medium text-slate-900 shadow-sm backdrop-blur"
    >
      {payment}
      <span className="font-normal text-slate-600">{` · ${t`target ${split}`}`}</span>
    </div>
  );
}

/**
 * "Which spouse are you?", asked the first time the tab opens while she has not said: gone once
 * she saves or answers "Not now" (remembered in this browser), and never asked again once set.
 */
function PartiesPrompt() {
  const { user } = useAuth();
  const parties = useParties();
  const [isClosed, setIsClosed] = useState(() => !user || isPartiesPromptDismissed(user.id));
  if (isClosed || !user || parties.data === undefined || parties.data.spouse_role !== null) {
    return null;
  }
  function close() {
    if (user) dismissPartiesPrompt(user.id);
    setIsClosed(true);
  }
  return (
    <SectionCard title={PARTIES_TEXTS.promptTitle} icon={Users} description={PARTIES_TEXTS.about}>
      <div className="mt-4">
        <PartiesForm saved={parties.data} onSaved={close} onNotNow={close} />
      </div>
    </SectionCard>
  );
}

/**
 * The net worth tracker's Division tab: the target share and the sentence, the balance sheet,
 * who gets each marital item, and the separate property. Everything it shows of the division
 * is the API's answer (recomputed by the same shared rule while a change is on its way).
 */
export function DivisionTab({ onAddItem }: { onAddItem: () => void }) {
  const division = useDivision();
  const items = useDivisionItems();

  const failure = listLoadFailure(division, DIVISION_TEXTS);
  if (failure !== null) {
    return <LoadError message={failure.message} onRetry={() => void division.refetch()} />;
  }
  if (division.data === undefined || items === undefined) {
    return <TrackerLoading label={DIVISION_TEXTS.loading} />;
  }
  return (
    <div className="space-y-6">
      <PartiesPrompt />
      <TargetCard answer={division.data} />
      <BalanceSheet answer={division.data} items={items} />
      <div className="space-y-6">
        <PaymentInView answer={division.data} />
        <ItemPlans answer={division.data} items={items} onAddItem={onAddItem} />
        <SeparateProperty answer={division.data} items={items} />
      </div>
    </div>
  );
}
