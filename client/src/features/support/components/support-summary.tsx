import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { useLanguage } from '@/lib/i18n';
import { monthName } from '@shared/disclosure';
import { formatUsd } from '@shared/money';
import { isPositive, type SupportSummary } from '../summary';
import { useSupportReader } from './reader';

type Figure = { label: string; value: string; detail?: string; testId: string };

/** The two sides' words, as the owner or a link's holder reads them. */
function useSideWords() {
  const { t } = useLingui();
  return useSupportReader() === 'owner'
    ? {
        behindTheirs: t`Behind on payments to you`,
        behindMine: t`Behind on your payments`,
        creditTheirs: t`Credit on payments to you`,
        creditMine: t`Credit on your payments`,
        dueTheirs: t`Due to you this month`,
        paidTheirs: t`Paid to you this month`,
        dueMine: t`Due from you this month`,
        paidMine: t`Paid by you this month`,
      }
    : {
        behindTheirs: t`Behind on payments to the account holder`,
        behindMine: t`Behind on the account holder’s payments`,
        creditTheirs: t`Credit on payments to the account holder`,
        creditMine: t`Credit on the account holder’s payments`,
        dueTheirs: t`Due to the account holder this month`,
        paidTheirs: t`Paid to the account holder this month`,
        dueMine: t`Due from the account holder this month`,
        paidMine: t`Paid by the account holder this month`,
      };
}

/** 'Behind (arrears)' on each side she has, and credit only where there is some. */
function useBalanceFigures(summary: SupportSummary): Figure[] {
  const { t } = useLingui();
  const words = useSideWords();
  const figures: Figure[] = [];
  const isBothSides = summary.hasTheirs && summary.hasMine;
  if (isBothSides) {
    figures.push(
      {
        label: words.behindTheirs,
        value: summary.arrearsTheirs,
        testId: 'support-arrears-theirs',
      },
      {
        label: words.behindMine,
        value: summary.arrearsMine,
        testId: 'support-arrears-mine',
      },
    );
    if (isPositive(summary.creditTheirs)) {
      figures.push({
        label: words.creditTheirs,
        value: summary.creditTheirs,
        testId: 'support-credit-theirs',
      });
    }
    if (isPositive(summary.creditMine)) {
      figures.push({
        label: words.creditMine,
        value: summary.creditMine,
        testId: 'support-credit-mine',
      });
    }
    return figures;
  }
  const arrears = summary.hasMine ? summary.arrearsMine : summary.arrearsTheirs;
  const credit = summary.hasMine ? summary.creditMine : summary.creditTheirs;
  figures.push({ label: t`Behind (arrears)`, value: arrears, testId: 'support-arrears' });
  if (isPositive(credit)) {
    figures.push({
      label: t({ message: 'Credit', context: 'A support balance paid ahead' }),
      value: credit,
      testId: 'support-credit',
    });
  }
  return figures;
}

/**
 * The figures first: this month's dues and payments, what is behind (and credit) on each side
 * she has orders for, and the reimbursement requests still waiting, with "arrears" explained
 * where it first appears.
 */
export function SupportSummaryCard({ summary }: { summary: SupportSummary }) {
  const { t } = useLingui();
  const language = useLanguage();
  const month = monthName(summary.month, language);
  const waiting = formatUsd(summary.waitingTotal);
  const balances = useBalanceFigures(summary);
  const words = useSideWords();
  // Money going both ways is never added up: with orders on both sides, each side has its own.
  const thisMonth: Figure[] =
    summary.hasTheirs && summary.hasMine
      ? [
          {
            label: words.dueTheirs,
            value: summary.dueTheirs,
            detail: month,
            testId: 'support-due-theirs',
          },
          {
            label: words.paidTheirs,
            value: summary.paidTheirs,
            detail: month,
            testId: 'support-paid-theirs',
          },
          {
            label: words.dueMine,
            value: summary.dueMine,
            detail: month,
            testId: 'support-due-mine',
          },
          {
            label: words.paidMine,
            value: summary.paidMine,
            detail: month,
            testId: 'support-paid-mine',
          },
        ]
      : [
          {
            label: t`Due this month`,
            value: summary.dueThisMonth,
            detail: month,
            testId: 'support-due',
          },
          {
            label: t`Paid this month`,
            value: summary.paidThisMonth,
            detail: month,
            testId: 'support-paid',
          },
        ];
  const figures: Figure[] = [...thisMonth, ...balances];
  return (
    <section aria-labelledby="support-summary" className="mb-6">
      <h2 id="support-summary" className="sr-only">
        <Trans>Summary</Trans>
      </h2>
      <Card className="p-2 sm:p-3">
        <dl className="grid gap-1 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
          {figures.map(({ label, value, detail, testId }) => (
            <div
              key={testId}
              className="flex items-baseline justify-between gap-3 rounded-md px-3 py-2 sm:block"
            >
              <dt className="text-sm text-slate-600">
                {label}
                {detail !== undefined && <span className="sr-only">{` (${detail})`}</span>}
              </dt>
              <dd
                className="money text-xl font-semibold text-slate-900 sm:mt-1 sm:text-2xl"
                data-testid={testId}
              >
                {formatUsd(value)}
              </dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3 rounded-md bg-slate-50 px-3 py-2 sm:block">
            <dt className="text-sm text-slate-600">
              <Trans>Requests waiting</Trans>
            </dt>
            <dd className="text-right sm:mt-1 sm:text-left" data-testid="support-waiting">
              <span className="text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
                {summary.waitingCount}
              </span>
              <span className="block text-sm text-slate-600 tabular-nums">
                {t`${waiting} still requested`}
              </span>
            </dd>
          </div>
        </dl>
        <GlossaryHelp term="arrears" className="px-3 pb-1" />
      </Card>
    </section>
  );
}
