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
import { todayIsoDate } from '@shared/dates';
import {
  expenseInputSchema,
  type ExpenseDto,
  type ExpenseInput,
  type ExpenseValues,
} from '@shared/expenses';

const MODES: FormDialogTexts = liveTexts({
  add: {
    title: msg`Add New Expense`,
    description: msg`Record money you have spent: when, on what, and how much.`,
    submit: msg`Add Expense`,
  },
  edit: {
    title: msg`Edit Expense`,
    description: msg`Correct the date, name or amount of this expense.`,
    submit: msg`Update Expense`,
  },
});

/** A blank add form, dated today. */
export function emptyExpenseForm(now: Date = new Date()): ExpenseInput {
  return { date: todayIsoDate(now), name: '', amount: '' };
}

/** An edit form holding the expense's current values. */
export function expenseFormValues(expense: ExpenseDto): ExpenseInput {
  return { date: expense.date, name: expense.name, amount: expense.amount };
}

/** 'Add New Expense' / 'Edit Expense': date, name and amount, checked by the shared schema. */
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
    </>
  );
}
