import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '@/lib/i18n';
import type { DisclosureLine } from '@shared/disclosure';
import { expenseCategoryName } from '@shared/expense-categories';
import { formatUsd, requireAmountCents } from '@shared/money';

/**
 * Bars by category, last month against the 12-month average, largest average first: where the
 * money goes, for those who would rather look than read. The table above holds the same figures
 * for screen readers, so the bars are hidden from them and a sentence sums the picture up.
 */
export function CategoryChart({ lines }: { lines: readonly DisclosureLine[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  const sorted = [...lines].sort(
    (a, b) => requireAmountCents(b.average_12m) - requireAmountCents(a.average_12m),
  );
  const largest = Math.max(
    1,
    ...sorted.flatMap((line) => [
      requireAmountCents(line.last_month),
      requireAmountCents(line.average_12m),
    ]),
  );
  const width = (amount: string) => `${(100 * requireAmountCents(amount)) / largest}%`;
  const top = sorted[0];
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-slate-600">
        {top && requireAmountCents(top.average_12m) > 0
          ? t`Your largest expense on average is ${expenseCategoryName(top.category, language)}, ${formatUsd(top.average_12m)} a month.`
          : t`No averages yet: add expenses with their categories.`}
      </figcaption>
      <div aria-hidden="true" className="flex gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-slate-400" />
          <Trans>Last month</Trans>
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-primary" />
          <Trans>12-month average</Trans>
        </span>
      </div>
      <ul aria-hidden="true" className="space-y-3">
        {sorted.map((line) => (
          <li key={line.category} className="text-sm">
            <span className="text-slate-800">{expenseCategoryName(line.category, language)}</span>
            <Bar amount={line.last_month} width={width(line.last_month)} color="bg-slate-400" />
            <Bar amount={line.average_12m} width={width(line.average_12m)} color="bg-primary" />
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** One bar, its length a share of the largest figure, with the amount beside it. */
function Bar({ amount, width, color }: { amount: string; width: string; color: string }) {
  return (
    <span className="mt-1 flex items-center gap-2">
      <span className="min-w-0 flex-1">
        <span className={`block h-2.5 rounded-sm ${color}`} style={{ width }} />
      </span>
      <span className="money w-24 shrink-0 text-right text-xs text-slate-600">
        {formatUsd(amount)}
      </span>
    </span>
  );
}
