import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, HandCoins, Plus, ReceiptText, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { RecordDeleteDialog } from '@/components/trackers/record-delete-dialog';
import {
  TrackerActions,
  TrackerLoading,
  TrackerPage,
  TrackerRecords,
} from '@/components/trackers/tracker-states';
import { useTrackerPage } from '@/components/trackers/use-tracker-page';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { HistoryDialog, type HistoryTarget } from '@/features/evidence';
import {
  deductionTypeName,
  incomeTypeName,
  type IncomeDeductionDto,
  type IncomeDeductionInput,
  type IncomeDeductionValues,
  type IncomeResponse,
  type IncomeSourceDto,
  type IncomeSourceInput,
  type IncomeSourceValues,
} from '@shared/income';
import { formatUsd } from '@shared/money';
import {
  DEDUCTION_TEXTS,
  describeIncomeRow,
  INCOME_TEXTS,
  incomeDeductionTracker,
  incomeSourceTracker,
  netMonthlyText,
  SOURCE_TEXTS,
} from './api';
import {
  DeductionFormDialog,
  deductionFormValues,
  emptyDeductionForm,
  emptySourceForm,
  SourceFormDialog,
  sourceFormValues,
} from './components/income-form-dialogs';
import { IncomeTable } from './components/income-table';

function Header() {
  return (
    <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Income</Trans>
        </h1>
        <p className="mt-1 max-w-2xl text-slate-600">
          <Trans>
            What you earn and what must come out of your pay, each turned into a monthly figure for
            your financial disclosure.
          </Trans>
        </p>
      </div>
      <TrackerActions>
        <Link href={paths.disclosure} className={buttonClasses({ variant: 'outline' })}>
          <ClipboardList aria-hidden="true" className="size-4" />
          <Trans>See your financial disclosure</Trans>
        </Link>
      </TrackerActions>
    </header>
  );
}

/** The three figures the disclosure reads: gross, deductions and what is left, each a month. */
function Totals({ income }: { income: IncomeResponse }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Monthly income (gross)`, value: income.monthly_total, testId: 'income-gross' },
    {
      label: t`Mandatory deductions`,
      value: income.deductions_total,
      testId: 'income-deductions',
    },
    { label: t`Net monthly income`, value: netMonthlyText(income), testId: 'income-net' },
  ];
  // On a phone each figure is one line (label, then amount); side by side from `sm` up.
  return (
    <Card className="mb-6 p-2 sm:p-3">
      <dl className="grid gap-1 sm:grid-cols-3 sm:gap-3">
        {figures.map(({ label, value, testId }, index) => (
          <div
            key={testId}
            className={cn(
              'flex items-baseline justify-between gap-3 rounded-md px-3 py-2 sm:block',
              // The figure the disclosure carries on: what is left each month.
              index === figures.length - 1 && 'bg-slate-50',
            )}
          >
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd
              className="money text-xl font-semibold text-slate-900 sm:mt-1 sm:text-2xl"
              data-testid={testId}
            >
              {formatUsd(value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

type SectionProps<Row> = {
  id: string;
  title: string;
  description: string;
  addLabel: string;
  icon: LucideIcon;
  rows: readonly Row[];
  onAdd: () => void;
  texts: { empty: string; addFirst: string };
  children: (rows: readonly Row[]) => ReactNode;
};

/** A card with its heading, its Add button, and the rows (or the first one offered). */
function Section<Row>({
  id,
  title,
  description,
  addLabel,
  icon,
  rows,
  onAdd,
  texts,
  children,
}: SectionProps<Row>) {
  return (
    <section aria-labelledby={id} className="mb-6">
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
          <div>
            <h2 id={id} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-600">{description}</p>
          </div>
          <TrackerActions>
            <Button writes variant="outline" onClick={onAdd}>
              <Plus aria-hidden="true" className="size-4" />
              {addLabel}
            </Button>
          </TrackerActions>
        </div>
        <TrackerRecords
          page={{ records: rows, editor: { openAdd: onAdd } }}
          texts={{ loading: INCOME_TEXTS.loading, ...texts }}
          emptyIcon={icon}
          addFirstVariant="outline"
        >
          {children}
        </TrackerRecords>
      </Card>
    </section>
  );
}

type HistoryOf = { entity: 'income_source' | 'income_deduction'; target: HistoryTarget };

/**
 * /income (premium; docs/disclosure.md): her income sources and mandatory deductions, each
 * with its monthly figure, and the monthly totals the financial disclosure reads.
 */
export function IncomePage() {
  const sources = useTrackerPage<
    IncomeSourceDto,
    IncomeSourceInput,
    IncomeSourceValues,
    IncomeResponse
  >(incomeSourceTracker, { emptyValues: emptySourceForm, formValues: sourceFormValues });
  const deductions = useTrackerPage<
    IncomeDeductionDto,
    IncomeDeductionInput,
    IncomeDeductionValues,
    IncomeResponse
  >(incomeDeductionTracker, { emptyValues: emptyDeductionForm, formValues: deductionFormValues });
  const [historyOf, setHistoryOf] = useState<HistoryOf | null>(null);
  const { t } = useLingui();

  // Both trackers read the one GET /api/income answer.
  const income = sources.records;
  const deleteNotice = (row: IncomeSourceDto | IncomeDeductionDto) => {
    const what = describeIncomeRow(row);
    return t`${what} will be deleted. Its history stays in your records.`;
  };

  return (
    <TrackerPage page={sources} title={t`Income`} texts={INCOME_TEXTS} homeHref={paths.home}>
      <Header />
      {income === undefined ? (
        <TrackerLoading label={INCOME_TEXTS.loading} />
      ) : (
        <>
          <Totals income={income} />
          <Section
            id="income-sources"
            title={t`Income sources`}
            description={t`Pay, benefits and any other money you receive, before taxes.`}
            addLabel={t`Add Income Source`}
            icon={HandCoins}
            rows={income.sources}
            onAdd={sources.editor.openAdd}
            texts={SOURCE_TEXTS}
          >
            {(rows) => (
              <IncomeTable
                caption={t`Your income sources`}
                rows={rows}
                typeName={(row, language) => incomeTypeName(row.type, language)}
                totalLabel={t`Monthly income (gross)`}
                total={income.monthly_total}
                totalTestId="sources-total"
                onHistory={({ id, name }) =>
                  setHistoryOf({ entity: 'income_source', target: { id, name } })
                }
                onEdit={sources.editor.openEdit}
                onDelete={sources.editor.askToDelete}
              />
            )}
          </Section>
          <Section
            id="income-deductions"
            title={t`Mandatory deductions`}
            description={t`Taxes, required retirement, union dues and health insurance taken from your pay.`}
            addLabel={t`Add Deduction`}
            icon={ReceiptText}
            rows={income.deductions}
            onAdd={deductions.editor.openAdd}
            texts={DEDUCTION_TEXTS}
          >
            {(rows) => (
              <IncomeTable
                caption={t`Your mandatory deductions`}
                rows={rows}
                typeName={(row, language) => deductionTypeName(row.type, language)}
                totalLabel={t`Mandatory deductions`}
                total={income.deductions_total}
                totalTestId="deductions-total"
                onHistory={({ id, name }) =>
                  setHistoryOf({ entity: 'income_deduction', target: { id, name } })
                }
                onEdit={deductions.editor.openEdit}
                onDelete={deductions.editor.askToDelete}
              />
            )}
          </Section>
        </>
      )}

      <SourceFormDialog
        key={`source-${sources.editor.formDialogKey}`}
        {...sources.editor.formDialogProps}
      />
      <DeductionFormDialog
        key={`deduction-${deductions.editor.formDialogKey}`}
        {...deductions.editor.formDialogProps}
      />

      <HistoryDialog
        entity={historyOf?.entity ?? 'income_source'}
        target={historyOf?.target ?? null}
        onClose={() => setHistoryOf(null)}
      />

      <RecordDeleteDialog
        {...sources.editor.deleteDialogProps}
        title={SOURCE_TEXTS.confirmDelete}
        describe={deleteNotice}
      />
      <RecordDeleteDialog
        {...deductions.editor.deleteDialogProps}
        title={DEDUCTION_TEXTS.confirmDelete}
        describe={deleteNotice}
      />
    </TrackerPage>
  );
}
