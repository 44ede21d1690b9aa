import { RefreshCw } from 'lucide-react';
import { TrackerLoading } from '@/components/trackers/tracker-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { listLoadFailure } from '@/lib/api-errors';
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
        Try again
      </Button>
    </Alert>
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
      <TargetCard answer={division.data} />
      <BalanceSheet answer={division.data} items={items} />
      <ItemPlans answer={division.data} items={items} onAddItem={onAddItem} />
      <SeparateProperty answer={division.data} items={items} />
    </div>
  );
}
