import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import type { DisclosureLine, ProposedBasis } from '@shared/disclosure';
import { expenseCategoryList, expenseCategoryName } from '@shared/expense-categories';
import { formatUsd } from '@shared/money';

/** 'Actual', 'Estimated', 'Proposed': how FL-150 marks a figure. */
export function useBasisName(): (basis: ProposedBasis) => string {
  const { t } = useLingui();
  return (basis) =>
    basis === 'actual' ? t`Actual` : basis === 'estimated' ? t`Estimated` : t`Proposed`;
}

/** Where a category's figures come from: the Expense Tracker, showing only that category. */
function categoryRecordsHref(category: string): string {
  return `${paths.expenses}?category=${encodeURIComponent(category)}`;
}

type ExpenseLinesProps = {
  lines: readonly DisclosureLine[];
  /** Offers "Set figure" on each line; read-only (a shared link) without it. */
  onEdit?: (line: DisclosureLine) => void;
};

const FL150_LINE_OF = new Map(expenseCategoryList().map((one) => [one.id, one.fl150_line]));

/**
 * Each category's last month, 12-month average, proposed figure and the figure the totals use.
 * A table from `sm` up; on a phone each category is a card with the same figures labelled.
 */
export function ExpenseLines({ lines, onEdit }: ExpenseLinesProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const basisName = useBasisName();
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <caption className="sr-only">
        <Trans>Monthly expenses by category</Trans>
      </caption>
      <thead className="border-b border-slate-200 bg-slate-50 max-sm:hidden">
        <tr>
          <th scope="col" className="px-4 py-3 font-medium text-slate-600">
            <Trans>Category</Trans>
          </th>
          <th scope="col" className="px-4 py-3 text-right font-medium text-slate-600">
            <Trans>Last month</Trans>
          </th>
          <th scope="col" className="px-4 py-3 text-right font-medium text-slate-600">
            <Trans>12-month average</Trans>
          </th>
          <th scope="col" className="px-4 py-3 text-right font-medium text-slate-600">
            <Trans>Proposed</Trans>
          </th>
          <th scope="col" className="px-4 py-3 text-right font-medium text-slate-600">
            <Trans>Figure used</Trans>
          </th>
          {onEdit && (
            <th scope="col" className="px-4 py-3 text-right font-medium text-slate-600">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 max-sm:block">
        {lines.map((line) => {
          const name = expenseCategoryName(line.category, language);
          return (
            <tr
              key={line.category}
              className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3"
            >
              <th scope="row" className="px-4 py-2 font-medium max-sm:col-span-2 max-sm:p-0">
                {onEdit ? (
                  <Link
                    href={categoryRecordsHref(line.category)}
                    className="text-primary underline-offset-2 hover:underline"
                  >
                    {name}
                  </Link>
                ) : (
                  name
                )}
                {/* The form's own words, in English like the form. */}
                <span lang="en" className="block text-xs font-normal text-slate-500">
                  FL-150 {FL150_LINE_OF.get(line.category)}
                </span>
              </th>
              <Figure label={t`Last month`} value={formatUsd(line.last_month)} />
              <Figure label={t`12-month average`} value={formatUsd(line.average_12m)} />
              <Figure
                label={t`Proposed`}
                value={line.proposed === null ? '—' : formatUsd(line.proposed)}
              />
              <td className="px-4 py-2 text-right max-sm:p-0 max-sm:text-left">
                <span className="block text-xs text-slate-500 sm:sr-only">
                  <Trans>Figure used</Trans>
                </span>
                <span className="money font-semibold text-slate-900">
                  {formatUsd(line.monthly)}
                </span>{' '}
                <Badge tone={line.proposed === null ? 'neutral' : 'info'}>
                  {basisName(line.basis)}
                </Badge>
                {line.paid_by_others !== null && (
                  <span className="block text-xs text-slate-500">
                    {t`Others pay ${formatUsd(line.paid_by_others)}`}
                  </span>
                )}
              </td>
              {onEdit && (
                <td className="px-4 py-2 text-right max-sm:col-span-2 max-sm:p-0 max-sm:pt-1 max-sm:text-left">
                  <Button
                    writes
                    variant="outline"
                    onClick={() => onEdit(line)}
                    aria-label={t`Set figure for ${name}`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    <Trans>Set figure</Trans>
                  </Button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <td className="money px-4 py-2 text-right text-slate-700 max-sm:p-0 max-sm:text-left">
      <span className="block text-xs text-slate-500 sm:sr-only">{label}</span>
      {value}
    </td>
  );
}
