import { msg } from '@lingui/core/macro';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { liveTexts } from '@/components/ui/live-texts';
import { cn } from '@/lib/cn';
import type { DivisionResponse } from '@shared/division';
import type { NetworthItemDto } from '@shared/networth';
import { useSpouseLabels } from '@/features/account';
import type { SpouseLabels } from '@shared/parties';
import { balanceSheet, type SheetColumn, type SheetLine } from '../plan';

const BALANCE_SHEET_TEXTS = liveTexts({
  title: msg`Balance sheet`,
  description: msg`What each spouse ends with from the marital estate.`,
  nothingYet: msg`No items proposed yet.`,
});

function Line({ line, className }: { line: SheetLine; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3 py-1.5', className)}>
      <dt className="min-w-0 break-words">{line.label}</dt>
      <dd className="money shrink-0 text-right whitespace-nowrap">{line.amount}</dd>
    </div>
  );
}

function Column({ column, spouses }: { column: SheetColumn; spouses: SpouseLabels }) {
  const titleId = useId();
  return (
    <Card
      className="p-5"
      role="group"
      aria-labelledby={titleId}
      data-testid={`balance-${column.spouse}`}
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {spouses[column.spouse]}
      </h3>
      {column.items.length === 0 && (
        <p className="mt-3 py-1.5 text-sm text-slate-500">{BALANCE_SHEET_TEXTS.nothingYet}</p>
      )}
      <dl className={cn('text-sm text-slate-700', column.items.length > 0 && 'mt-3')}>
        {column.items.map((line, index) => (
          <Line key={index} line={line} />
        ))}
        <Line line={column.subtotal} className="border-t border-slate-200 font-medium" />
        <Line line={column.soldShare} />
        <Line line={column.payment} />
        <Line
          line={column.total}
          className="border-t-2 border-slate-200 text-base font-semibold text-slate-900"
        />
      </dl>
    </Card>
  );
}

/** Spouse 1 and Spouse 2 side by side (stacked on a phone), every total from the API's answer. */
export function BalanceSheet({
  answer,
  items,
}: {
  answer: DivisionResponse;
  items: readonly NetworthItemDto[];
}) {
  const titleId = useId();
  const spouses = useSpouseLabels();
  // The sheet's words are read in the language being spoken: render again when it changes.
  useLingui();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {BALANCE_SHEET_TEXTS.title}
      </h2>
      <p className="text-sm text-slate-600">{BALANCE_SHEET_TEXTS.description}</p>
      <GlossaryHelp term="equalization payment" />
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {balanceSheet(answer, items, spouses).map((column) => (
          <Column key={column.spouse} column={column} spouses={spouses} />
        ))}
      </div>
    </section>
  );
}
