import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { RecordDeleteDialog } from '@/components/trackers/record-delete-dialog';
import {
  TrackerActions,
  TrackerAddButton,
  TrackerPage,
  TrackerRecords,
} from '@/components/trackers/tracker-states';
import {
  TRACKER_HEADER_CLASSES,
  TRACKER_HEADINGS,
  TrackerHeading,
} from '@/components/trackers/tracker-heading';
import { useTrackerPage } from '@/components/trackers/use-tracker-page';
import { Card } from '@/components/ui/card';
import { lazyDialog, usePreloadWhenIdle } from '@/components/ui/lazy-dialog';
import { paths } from '@/config/paths';
import {
  DeletedItemsButton,
  deletionNotice,
  HistoryDialog,
  type HistoryTarget,
  useUndoDelete,
} from '@/features/evidence';
import { formatDisplayDate } from '@shared/dates';
import { type ExpenseCategory, isExpenseCategory } from '@shared/expense-categories';
import type { ExpenseInput, ExpenseValues } from '@shared/expenses';
import { formatUsd } from '@shared/money';
import { EXPENSE_TEXT, expenseKeys, expenseTracker, type ListedExpense } from './api';
import { ExpenseCategorySelect } from './components/expense-category-select';
import { emptyExpenseForm, expenseFormValues } from './components/expense-form';
import { ExpensesTable } from './components/expenses-table';
import { ImportCsvButton } from './import/import-csv-button';

/** The add and edit dialog, with the form library it needs, loads when first wanted. */
const ExpenseFormDialog = lazyDialog(
  async () => (await import('./components/expense-form-dialog')).ExpenseFormDialog,
  { isOpen: (props) => props.open, close: (props) => props.onOpenChange(false) },
);

export function ExpensesPage() {
  const undoDelete = useUndoDelete('expense', expenseKeys.list());
  const page = useTrackerPage<ListedExpense, ExpenseInput, ExpenseValues>(expenseTracker, {
    undoDelete: (record) => void undoDelete(record.id),
    emptyValues: emptyExpenseForm,
    formValues: expenseFormValues,
  });
  const [historyOf, setHistoryOf] = useState<HistoryTarget | null>(null);
  // '' shows every category; the table's total is then the shown expenses' total. The
  // financial disclosure links here with ?category= to show the records behind a figure.
  const search = useSearch();
  const [category, setCategory] = useState<ExpenseCategory | ''>(() => {
    const asked = new URLSearchParams(search).get('category');
    return isExpenseCategory(asked) ? asked : '';
  });
  const { t } = useLingui();
  usePreloadWhenIdle(page.records !== undefined, ExpenseFormDialog, HistoryDialog);

  const { editor } = page;
  return (
    <TrackerPage
      page={page}
      title={t(TRACKER_HEADINGS.expenses.title)}
      texts={EXPENSE_TEXT}
      homeHref={paths.landing}
    >
      <Card className="overflow-hidden">
        {/* Title and buttons side by side from md up: below that three buttons leave the title no room. */}
        <div className={TRACKER_HEADER_CLASSES.inCard}>
          <TrackerHeading text={TRACKER_HEADINGS.expenses}>
            <GlossaryHelp term="expense" className="mt-1" />
          </TrackerHeading>
          <TrackerActions>
            <DeletedItemsButton entity="expense" listKey={expenseKeys.list()} />
            {/* Off until the list has loaded: the preview compares rows with it. */}
            <ImportCsvButton disabled={page.records === undefined} />
            <TrackerAddButton page={page}>
              <Trans>Add Expense</Trans>
            </TrackerAddButton>
          </TrackerActions>
        </div>
        <TrackerRecords
          page={page}
          texts={EXPENSE_TEXT}
          emptyIcon={Receipt}
          addFirstVariant="outline"
        >
          {(expenses) => {
            const shown = category ? expenses.filter((one) => one.category === category) : expenses;
            return (
              <>
                <div className="flex flex-col gap-1 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-end sm:gap-4 sm:px-6">
                  <ExpenseCategorySelect
                    label={t`Show`}
                    className="sm:w-80"
                    value={category}
                    onChange={(event) => setCategory(event.target.value as ExpenseCategory | '')}
                    leading={<option value="">{t`All categories`}</option>}
                  />
                  <p className="text-sm text-slate-600 sm:pb-3">
                    {category
                      ? plural(expenses.length, {
                          one: `${shown.length} of # expense`,
                          other: `${shown.length} of # expenses`,
                        })
                      : plural(expenses.length, { one: '# expense', other: '# expenses' })}
                  </p>
                </div>
                {shown.length > 0 ? (
                  <ExpensesTable
                    expenses={shown}
                    onHistory={({ id, name }) => setHistoryOf({ id, name })}
                    onEdit={editor.openEdit}
                    onDelete={editor.askToDelete}
                  />
                ) : (
                  <p className="px-4 py-8 text-center text-slate-600 sm:px-6">
                    <Trans>No expenses in this category yet.</Trans>
                  </p>
                )}
              </>
            );
          }}
        </TrackerRecords>
      </Card>

      <ExpenseFormDialog key={editor.formDialogKey} {...editor.formDialogProps} />

      <HistoryDialog entity="expense" target={historyOf} onClose={() => setHistoryOf(null)} />

      <RecordDeleteDialog
        {...editor.deleteDialogProps}
        title={EXPENSE_TEXT.confirmDelete}
        describe={(expense) =>
          deletionNotice(
            `“${expense.name}” (${formatUsd(expense.amount)}, ${formatDisplayDate(expense.date)})`,
          )
        }
      />
    </TrackerPage>
  );
}
