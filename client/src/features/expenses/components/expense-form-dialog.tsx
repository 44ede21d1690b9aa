/**
 * The Expense Tracker's add and edit dialog. The page loads it when it is first opened, with the
 * form library it needs (components/ui/lazy-dialog.tsx).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { amountEcho } from '@/components/trackers/amount-echo';
import {
  type FormDialogProps,
  type FormDialogTexts,
  RecordFormDialog,
  type RecordFieldsProps,
} from '@/components/trackers/record-form-dialog';
import { TextField } from '@/components/ui/form-field';
import { liveTexts } from '@/components/ui/live-texts';
import { expenseInputSchema, type ExpenseInput, type ExpenseValues } from '@shared/expenses';
import { ExpenseCategorySelect } from './expense-category-select';

const MODES: FormDialogTexts = liveTexts({
  add: {
    title: msg`Add New Expense`,
    description: msg`Record money you have spent: when, on what, and how much.`,
    submit: msg`Add Expense`,
  },
  edit: {
    title: msg`Edit Expense`,
    description: msg`Correct the date, name, amount or category of this expense.`,
    submit: msg`Update Expense`,
  },
});

/**
 * 'Add New Expense' / 'Edit Expense': date, name, amount and category, checked by the shared
 * schema.
 */
export function ExpenseFormDialog(props: FormDialogProps<ExpenseInput, ExpenseValues>) {
  return (
    <RecordFormDialog {...props} texts={MODES} schema={expenseInputSchema} fields={ExpenseFields} />
  );
}

function ExpenseFields({
  form: { register, formState, watch },
}: RecordFieldsProps<ExpenseInput, ExpenseValues>) {
  const { errors } = formState;
  const { t } = useLingui();
  return (
    <>
      <TextField label={t`Date`} type="date" error={errors.date?.message} {...register('date')} />
      <TextField
        label={t`Expense Name`}
        autoComplete="off"
        placeholder={t`e.g. Attorney retainer`}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t`Amount`}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        placeholder="0.00"
        hint={amountEcho(watch('amount'), t`In US dollars, e.g. 125.50`)}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <ExpenseCategorySelect
        label={t`Category`}
        hint={t`The financial disclosure totals your expenses by category.`}
        error={errors.category?.message}
        {...register('category')}
      />
    </>
  );
}
