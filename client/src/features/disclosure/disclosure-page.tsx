import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileSpreadsheet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { TrackerLoading } from '@/components/trackers/tracker-states';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-field';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { describeWriteError } from '@/lib/api-errors';
import { useLanguage } from '@/lib/i18n';
import { logger } from '@/lib/logger';
import { todayIsoDate } from '@shared/dates';
import {
  type DisclosureLayout,
  type DisclosureLine,
  type DisclosureResponse,
  lineHasFigures,
  monthName,
  previousMonth,
} from '@shared/disclosure';
import {
  deductionTypeName,
  frequencyName,
  incomeTypeName,
  weeklyCentsOfMonthly,
} from '@shared/income';
import { centsToAmountText, formatUsd, requireAmountCents } from '@shared/money';
import { categoryName } from '@shared/networth';
import {
  DISCLOSURE_TEXTS,
  downloadDisclosureCsv,
  downloadDisclosurePdf,
  useDisclosure,
} from './api';
import { CategoryChart } from './components/category-chart';
import { ExpenseLines } from './components/expense-lines';
import { MonthField, useMonthChoice } from './components/month-field';
import { ProposedDialog } from './components/proposed-dialog';

/** How the averages are taken, with the month and the number of months that had expenses. */
function averageNote(name: string, months: number): string {
  return plural(months, {
    one: `"Last month" is ${name}. Each average is the category's total over the 12 months ending in ${name}, divided by the # month in which you recorded any expense.`,
    other: `"Last month" is ${name}. Each average is the category's total over the 12 months ending in ${name}, divided by the # months in which you recorded any expense.`,
  });
}

/**
 * /disclosure: the income and expense statement drafted from her records for a month, ready to
 * copy onto the court's form (FL-150 and others), with the figures she proposes, a PDF and a CSV.
 */
export function DisclosurePage() {
  const { t } = useLingui();
  // The last whole month: the one FL-150's "last month" column asks about.
  const { typed, month, choose } = useMonthChoice(previousMonth(todayIsoDate()));
  const query = useDisclosure(month);

  return (
    <PageShell>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            <Trans>Financial disclosure</Trans>
          </h1>
          <p className="mt-1 max-w-3xl text-slate-600">
            <Trans>
              Your income and expenses for a month, drafted from your records, to copy onto your
              court's financial form.
            </Trans>
          </p>
          <GlossaryHelp term="financial disclosure" className="mt-1" />
        </div>
        <Alert tone="info" className="max-w-3xl p-4">
          <Trans>
            A draft to copy onto your court's form — not a court form. The form is signed under
            oath: check every figure before you copy it.
          </Trans>
        </Alert>
        <Card className="grid gap-4 p-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end sm:p-6">
          <MonthField
            typed={typed}
            onChoose={choose}
            hint={t`The month to report as "last month".`}
          />
          {query.data && <Downloads month={month} />}
        </Card>
        {query.isPending ? (
          <TrackerLoading label={t`Loading your financial disclosure`} />
        ) : query.isError ? (
          <Alert tone="error" className="p-4">
            <p>{DISCLOSURE_TEXTS.loadFailed}</p>
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : (
          <Statement statement={query.data} />
        )}
      </div>
    </PageShell>
  );
}

function Downloads({ month }: { month: string }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [layout, setLayout] = useState<DisclosureLayout>('fl150');
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);

  async function download(kind: 'pdf' | 'csv') {
    setBusy(kind);
    try {
      if (kind === 'pdf') {
        const { code } = await downloadDisclosurePdf(month, layout);
        toast({
          title: DISCLOSURE_TEXTS.pdfDoneTitle,
          description: `${DISCLOSURE_TEXTS.pdfDoneDescription} ${t`Verification code: ${code}`}`,
        });
      } else {
        await downloadDisclosureCsv(month);
      }
    } catch (error) {
      logger.error('Could not download the financial disclosure', error);
      toast({
        title: kind === 'pdf' ? DISCLOSURE_TEXTS.pdfFailedTitle : DISCLOSURE_TEXTS.csvFailedTitle,
        description: describeWriteError(
          error,
          kind === 'pdf'
            ? DISCLOSURE_TEXTS.pdfFailedDescription
            : DISCLOSURE_TEXTS.csvFailedDescription,
        ),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,18rem)_auto_auto] sm:items-end">
      <SelectField
        label={t`PDF layout`}
        value={layout}
        onChange={(event) => setLayout(event.target.value as DisclosureLayout)}
      >
        <option value="fl150">{t`California FL-150 order`}</option>
        <option value="generic">{t`By category, for any court`}</option>
      </SelectField>
      <Button
        writes
        onClick={() => void download('pdf')}
        isLoading={busy === 'pdf'}
        disabled={busy !== null}
      >
        <Download aria-hidden="true" className="size-4" />
        <Trans>Download PDF</Trans>
      </Button>
      <Button
        writes
        variant="outline"
        onClick={() => void download('csv')}
        isLoading={busy === 'csv'}
        disabled={busy !== null}
      >
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        <Trans>Download CSV</Trans>
      </Button>
    </div>
  );
}

/**
 * The statement's figures: totals, expenses by category with a chart, income, deductions,
 * debts. `readOnly` for a shared link: no figure to set, no links into the owner's pages.
 */
export function Statement({
  statement,
  readOnly = false,
}: {
  statement: DisclosureResponse;
  readOnly?: boolean;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const [editing, setEditing] = useState<DisclosureLine | null>(null);
  const { totals } = statement;
  // Under the shared view's own section heading, one level down.
  const Heading = readOnly ? 'h3' : 'h2';
  const withFigures = statement.expenses.filter(lineHasFigures);
  const lines = showAll ? statement.expenses : withFigures;
  const months = statement.expenses[0]?.months_with_data ?? 0;
  const difference = requireAmountCents(totals.difference);
  const gap = formatUsd(centsToAmountText(Math.abs(difference)));
  // Monthly × 12 ÷ 52, rounded once, from the monthly figure (shared/income.ts).
  const weekly = (monthly: string) =>
    formatUsd(centsToAmountText(weeklyCentsOfMonthly(requireAmountCents(monthly))));
  const name = monthName(statement.month, language);

  return (
    <>
      <section aria-labelledby="disclosure-totals" className="space-y-3">
        <Heading id="disclosure-totals" className="text-lg font-semibold text-slate-900">
          <Trans>Each month</Trans>
        </Heading>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Total label={t`Monthly income (gross)`} value={totals.monthly_income} />
          <Total label={t`Mandatory deductions`} value={totals.mandatory_deductions} />
          <Total label={t`Net monthly income`} value={totals.net_monthly_income} />
          <Total label={t`Monthly expenses`} value={totals.monthly_expenses} />
          <Total label={t`Net income minus expenses`} value={totals.difference} strong />
        </dl>
        <p className="text-slate-700" data-testid="disclosure-gap">
          {difference >= 0
            ? t`Your net income covers these expenses, with ${gap} a month left over.`
            : t`These expenses are ${gap} a month more than your net income.`}
        </p>
        <p className="text-sm text-slate-600" data-testid="disclosure-weekly">
          {t`For a form that asks for weekly figures, such as Connecticut's JD-FM-6: net income ${weekly(totals.net_monthly_income)} a week, expenses ${weekly(totals.monthly_expenses)} a week.`}
        </p>
      </section>

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-2 border-b border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div>
            <Heading className="text-lg font-semibold text-slate-900">
              <Trans>Monthly expenses by category</Trans>
            </Heading>
            <p className="mt-1 max-w-3xl text-sm text-slate-600">
              {months === 0
                ? t`No expenses are recorded in the 12 months ending in ${name}, so there are no averages yet.`
                : averageNote(name, months)}
            </p>
          </div>
          <Button variant="outline" className="shrink-0" onClick={() => setShowAll((all) => !all)}>
            {showAll ? t`Show categories with figures` : t`Show all categories`}
          </Button>
        </div>
        {lines.length === 0 ? (
          <div className="px-4 py-8 text-center text-slate-600 sm:px-6">
            <p>
              <Trans>No expenses with figures for these months yet.</Trans>
            </p>
            {!readOnly && (
              <Link
                href={paths.expenses}
                className={buttonClasses({ variant: 'outline', className: 'mt-3' })}
              >
                <Trans>Open the Expense Tracker</Trans>
              </Link>
            )}
          </div>
        ) : (
          <ExpenseLines lines={lines} onEdit={readOnly ? undefined : setEditing} />
        )}
        <div className="flex justify-between border-t-2 border-slate-200 bg-slate-50 px-4 py-3 font-semibold text-slate-900 sm:px-6">
          <span>
            <Trans>Total monthly expenses</Trans>
          </span>
          <span className="money" data-testid="disclosure-expenses-total">
            {formatUsd(totals.monthly_expenses)}
          </span>
        </div>
      </Card>

      {withFigures.length > 0 && (
        <Card className="p-4 sm:p-6">
          <Heading className="mb-3 text-lg font-semibold text-slate-900">
            <Trans>Last month against the average</Trans>
          </Heading>
          <CategoryChart lines={withFigures} />
        </Card>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          heading={Heading}
          title={t`Income`}
          link={!readOnly && <Link href={paths.income}>{t`Edit income`}</Link>}
          empty={t`No income sources yet.`}
          rows={statement.income.sources.map((source) => ({
            key: source.id,
            name: source.name,
            detail: `${incomeTypeName(source.type, language)} · ${formatUsd(source.amount)} ${frequencyName(source.frequency, language).toLowerCase()}`,
            value: formatUsd(source.monthly_amount),
          }))}
          total={[t`Monthly income (gross)`, formatUsd(totals.monthly_income)]}
        />
        <Section
          heading={Heading}
          title={t`Mandatory deductions`}
          link={!readOnly && <Link href={paths.income}>{t`Edit deductions`}</Link>}
          empty={t`No mandatory deductions yet.`}
          rows={statement.income.deductions.map((deduction) => ({
            key: deduction.id,
            name: deduction.name,
            detail: `${deductionTypeName(deduction.type, language)} · ${formatUsd(deduction.amount)} ${frequencyName(deduction.frequency, language).toLowerCase()}`,
            value: formatUsd(deduction.monthly_amount),
          }))}
          total={[t`Mandatory deductions`, formatUsd(totals.mandatory_deductions)]}
        />
        <Section
          heading={Heading}
          title={t`Debts and monthly payments`}
          link={!readOnly && <Link href={paths.networth}>{t`Edit debts`}</Link>}
          empty={t`No debts in your net worth tracker.`}
          rows={statement.debts.map((debt) => ({
            key: debt.id,
            name: debt.name,
            detail: `${categoryName(debt.category, language)} · ${t`Balance ${formatUsd(debt.balance)}`}`,
            value:
              debt.monthly_payment === null
                ? t`No monthly payment given`
                : t`${formatUsd(debt.monthly_payment)} a month`,
          }))}
          total={[t`Monthly payments`, formatUsd(statement.debts_monthly_payments)]}
        />
        <Section
          heading={Heading}
          title={t`Assets, debts and attorney fees`}
          link={!readOnly && <Link href={paths.networth}>{t`Open net worth`}</Link>}
          rows={[
            { key: 'assets', name: t`Total assets`, value: formatUsd(statement.assets_total) },
            { key: 'debts', name: t`Total debts`, value: formatUsd(statement.debts_total) },
            {
              key: 'fees',
              name: t`Attorney fees and court costs paid`,
              detail: t`Expenses in the Attorney fees and Court costs categories, to the end of ${name}.`,
              value: formatUsd(statement.legal_fees_paid),
            },
            {
              key: 'owed',
              name: t`Still owed to your attorney`,
              detail: readOnly ? undefined : t`Set it with "Set figure" on the Attorney fees line.`,
              value:
                statement.legal_fees_owed === null
                  ? t`Not given`
                  : formatUsd(statement.legal_fees_owed),
            },
            {
              key: 'others',
              name: t`Paid by others each month`,
              value: formatUsd(statement.paid_by_others_total),
            },
          ]}
        />
      </div>

      {!readOnly && (
        <ProposedDialog
          line={editing}
          owed={statement.legal_fees_owed}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Card className={strong ? 'border-primary/40 p-4' : 'p-4'}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="money mt-1 text-xl font-semibold text-slate-900">{formatUsd(value)}</dd>
    </Card>
  );
}

type SectionRow = { key: string | number; name: string; detail?: string; value: string };

function Section({
  heading: Heading,
  title,
  link,
  rows,
  empty,
  total,
}: {
  heading: 'h2' | 'h3';
  title: string;
  link: ReactNode;
  rows: SectionRow[];
  empty?: string;
  total?: [string, string];
}) {
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
        <span className="text-sm text-primary underline-offset-2 hover:underline">{link}</span>
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block break-words text-slate-900">{row.name}</span>
                {row.detail && <span className="block text-sm text-slate-500">{row.detail}</span>}
              </span>
              <span className="money shrink-0 text-right text-slate-900">{row.value}</span>
            </li>
          ))}
        </ul>
      )}
      {total && (
        <p className="mt-2 flex justify-between border-t-2 border-slate-200 pt-2 font-semibold text-slate-900">
          <span>{total[0]}</span>
          <span className="money">{total[1]}</span>
        </p>
      )}
    </Card>
  );
}
