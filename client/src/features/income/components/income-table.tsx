import { Trans, useLingui } from '@lingui/react/macro';
import { RecordRow, RecordTable, RowActionsCell } from '@/components/trackers/record-table';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { isPendingRecord } from '@/lib/optimistic-list';
import { frequencyName, type IncomeDeductionDto, type IncomeSourceDto } from '@shared/income';
import type { Language } from '@shared/language';
import { formatUsd } from '@shared/money';
import { hoursText } from '../monthly-echo';

type IncomeRow = IncomeSourceDto | IncomeDeductionDto;

type IncomeTableProps<Row extends IncomeRow> = {
  /** Read by screen readers only. */
  caption: string;
  rows: readonly Row[];
  /** The type's name in the language spoken ('Salary or wages', 'Taxes'). */
  typeName: (row: Row, language: Language) => string;
  /** The footer's label and its figure ("4333.33"). */
  totalLabel: string;
  total: string;
  /** The total's test id. */
  totalTestId: string;
  onHistory: (row: Row) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
};

const headerCell = 'px-4 py-3 font-medium text-slate-600';
// Cells are padded from `sm` up; on a phone each row is a two-column grid padded as a whole.
const bodyCell = 'sm:px-4 sm:py-2 sm:align-middle';
const phoneRow =
  'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:px-4 max-sm:pt-3 max-sm:pb-1';

/** "Every two weeks"; hourly pay with its hours ("By the hour, 40 hours a week"). */
function HowOften({ row, language }: { row: IncomeRow; language: Language }) {
  const { t } = useLingui();
  const name = frequencyName(row.frequency, language);
  if (!('hours_per_week' in row) || row.hours_per_week === null) return name;
  const hours = hoursText(row.hours_per_week);
  return t`${name}, ${hours} hours a week`;
}

/**
 * Name, Type, Amount, How often, Monthly and Actions, with the monthly total underneath. On a
 * phone the header hides and each row stacks as a card: name and monthly figure on top, type
 * and amount with how often below on the left, the actions on the right, so nothing needs
 * sideways scrolling.
 */
export function IncomeTable<Row extends IncomeRow>({
  caption,
  rows,
  typeName,
  totalLabel,
  total,
  totalTestId,
  onHistory,
  onEdit,
  onDelete,
}: IncomeTableProps<Row>) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <RecordTable
      caption={caption}
      columns={
        <>
          <th scope="col" className={headerCell}>
            <Trans>Name</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'xl:w-52')}>
            <Trans>Type</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'text-right xl:w-32')}>
            <Trans>Amount</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'xl:w-60')}>
            <Trans>How often</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'text-right xl:w-32')}>
            <Trans>Monthly</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'text-right xl:w-44')}>
            <Trans>Actions</Trans>
          </th>
        </>
      }
      footer={
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 max-sm:block">
          <tr className="max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-4 max-sm:py-3">
            <th
              scope="row"
              colSpan={4}
              className={cn(bodyCell, 'text-left font-semibold text-slate-900 sm:py-3')}
            >
              {totalLabel}
            </th>
            <td
              className={cn(
                bodyCell,
                'money text-right font-semibold whitespace-nowrap text-slate-900 sm:py-3',
              )}
              data-testid={totalTestId}
            >
              {formatUsd(total)}
            </td>
            <td className={cn(bodyCell, 'max-sm:hidden')} />
          </tr>
        </tfoot>
      }
    >
      {rows.map((row) => {
        const isPending = isPendingRecord(row);
        const { name } = row;
        const lastMonth =
          'last_month' in row && row.last_month !== null ? formatUsd(row.last_month) : null;
        return (
          <RecordRow key={row.id} isPending={isPending} className={phoneRow}>
            <th
              scope="row"
              className={cn(
                bodyCell,
                'text-left font-medium break-words text-slate-900 max-sm:col-start-1 max-sm:row-start-1',
              )}
            >
              {name}
              {lastMonth !== null && (
                <span className="money block text-sm font-normal text-slate-600">
                  {t`Last month: ${lastMonth}`}
                </span>
              )}
            </th>
            <td className={cn(bodyCell, 'text-slate-700 max-sm:col-start-1 max-sm:row-start-2')}>
              {typeName(row, language)}
            </td>
            <td
              className={cn(
                bodyCell,
                'text-right text-slate-700 tabular-nums max-sm:col-start-1 max-sm:row-start-3 max-sm:text-left sm:whitespace-nowrap',
              )}
            >
              <span className="money">{formatUsd(row.amount)}</span>
              <span className="sm:hidden">
                {' · '}
                <HowOften row={row} language={language} />
              </span>
            </td>
            <td className={cn(bodyCell, 'text-slate-700 max-sm:hidden')}>
              <HowOften row={row} language={language} />
            </td>
            <td
              className={cn(
                bodyCell,
                'money text-right font-medium whitespace-nowrap text-slate-900 max-sm:col-start-2 max-sm:row-start-1',
              )}
            >
              {formatUsd(row.monthly_amount)}
              <span className="text-sm font-normal text-slate-500 sm:hidden">
                {' '}
                <Trans>a month</Trans>
              </span>
            </td>
            <RowActionsCell
              historyLabel={t`History of ${name}`}
              editLabel={t`Edit ${name}`}
              deleteLabel={t`Delete ${name}`}
              disabled={isPending}
              onHistory={() => onHistory(row)}
              onEdit={() => onEdit(row)}
              onDelete={() => onDelete(row)}
              className="sm:py-2 max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-2 max-sm:self-end"
            />
          </RecordRow>
        );
      })}
    </RecordTable>
  );
}
