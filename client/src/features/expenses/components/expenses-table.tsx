import { Trans, useLingui } from '@lingui/react/macro';
import { RecordRow, RecordTable, RowActionsCell } from '@/components/trackers/record-table';
import { WindowedRows } from '@/components/trackers/windowed-rows';
import { RecordDocumentsButton } from '@/features/documents';
import { cn } from '@/lib/cn';
import { isPendingRecord } from '@/lib/optimistic-list';
import { formatDisplayDate } from '@shared/dates';
import { expenseCategoryName } from '@shared/expense-categories';
import { useLanguage } from '@/lib/i18n';
import { formatUsd, sumAmountTexts } from '@shared/money';
import type { ListedExpense } from '../api';

/** The exact total of the amounts (integer cents, never a float sum). */
function expensesTotal(expenses: readonly ListedExpense[]): string {
  return formatUsd(sumAmountTexts(expenses.map((expense) => expense.amount)));
}

type ExpensesTableProps = {
  expenses: readonly ListedExpense[];
  onHistory: (expense: ListedExpense) => void;
  onEdit: (expense: ListedExpense) => void;
  onDelete: (expense: ListedExpense) => void;
};

const headerCell = 'px-4 py-3 font-medium text-slate-600';
// Cells are padded from `sm` up; on a phone each row is a two-column grid padded as a whole.
const bodyCell = 'sm:px-4 sm:py-2';
// A row's height before it is measured: 44 px buttons, their padding and the divider; on a
// phone the name, its category and the date stack beside the amount and the buttons.
const ROW_HEIGHT_PX = { desktop: 61, phone: 77 };
const isPhone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639.98px)').matches;
const phoneRow = 'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:px-4';

/**
 * Date, Expense Name, Category, Amount and Actions, with the Total underneath. On a phone the
 * header hides and each row stacks: name and amount on top, the category and the date under the
 * name with the actions beside them, so nothing needs sideways scrolling.
 */
export function ExpensesTable({ expenses, onHistory, onEdit, onDelete }: ExpensesTableProps) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <RecordTable
      caption={t`Your expenses, newest first`}
      rowCount={expenses.length}
      columns={
        <>
          <th scope="col" className={headerCell}>
            <Trans>Date</Trans>
          </th>
          <th scope="col" className={headerCell}>
            <Trans>Expense Name</Trans>
          </th>
          <th scope="col" className={headerCell}>
            <Trans>Category</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'text-right')}>
            <Trans>Amount</Trans>
          </th>
          <th scope="col" className={cn(headerCell, 'text-right')}>
            <Trans>Actions</Trans>
          </th>
        </>
      }
      footer={
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 max-sm:block">
          <tr className="max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-4 max-sm:py-3">
            <th
              scope="row"
              colSpan={3}
              className={cn(bodyCell, 'font-semibold text-slate-900 sm:py-3')}
            >
              <Trans>Total</Trans>
            </th>
            <td
              className={cn(bodyCell, 'money text-right font-semibold text-slate-900 sm:py-3')}
              data-testid="expenses-total"
            >
              {expensesTotal(expenses)}
            </td>
            <td className={cn(bodyCell, 'max-sm:hidden')} />
          </tr>
        </tfoot>
      }
    >
      <WindowedRows
        items={expenses}
        getKey={(expense) => expense.id}
        estimateRowHeight={isPhone() ? ROW_HEIGHT_PX.phone : ROW_HEIGHT_PX.desktop}
        columnCount={5}
        renderRow={(expense, rowProps) => {
          const isPending = isPendingRecord(expense);
          const { name } = expense;
          return (
            <RecordRow
              key={expense.id}
              rowProps={rowProps}
              isPending={isPending}
              className={cn(phoneRow, 'max-sm:pt-3')}
            >
              <td
                className={cn(
                  bodyCell,
                  'whitespace-nowrap text-slate-600 max-sm:col-start-1 max-sm:row-start-3 max-sm:self-center',
                )}
              >
                {formatDisplayDate(expense.date)}
              </td>
              <td
                className={cn(
                  bodyCell,
                  'font-medium break-words text-slate-900 max-sm:col-start-1 max-sm:row-start-1',
                )}
              >
                {expense.name}
              </td>
              <td
                className={cn(
                  bodyCell,
                  'text-slate-600 max-sm:col-start-1 max-sm:row-start-2 max-sm:text-sm max-sm:text-slate-500',
                )}
              >
                {expenseCategoryName(expense.category, language)}
              </td>
              <td
                className={cn(
                  bodyCell,
                  'money text-right font-medium text-slate-900 max-sm:col-start-2 max-sm:row-start-1',
                )}
              >
                {formatUsd(expense.amount)}
              </td>
              <RowActionsCell
                historyLabel={t`History of ${name}`}
                editLabel={t`Edit ${name}`}
                deleteLabel={t`Delete ${name}`}
                disabled={isPending}
                onHistory={() => onHistory(expense)}
                onEdit={() => onEdit(expense)}
                onDelete={() => onDelete(expense)}
                className="sm:py-2 max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-2 max-sm:self-center"
                leading={
                  <RecordDocumentsButton
                    entity="expense"
                    id={expense.id}
                    name={name}
                    count={expense.document_count}
                    disabled={isPending}
                  />
                }
              />
            </RecordRow>
          );
        }}
      />
    </RecordTable>
  );
}
