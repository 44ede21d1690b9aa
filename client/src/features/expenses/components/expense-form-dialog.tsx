import { amountEcho } from '@/components/trackers/amount-echo';
import {
  type FormDialogProps,
  type FormDialogTexts,
  RecordFormDialog,
  type RecordFieldsProps,
} from '@/components/trackers/record-form-dialog';
import { TextField } from '@/components/ui/form-field';
import { todayIsoDate } from '@shared/dates';
import {
  expenseInputSchema,
  type ExpenseDto,
  type ExpenseInput,
  type ExpenseValues,
} from '@shared/expenses';

const MODES: FormDialogTexts = {
  add: {
    title: 'Add New Expense',
    description: 'Record money you have spent: when, on what, and how much.',
    submit: 'Add Expense',
  },
  edit: {
    title: 'Edit Expense',
    description: 'Correct the date, name or amount of this expense.',
    submit: 'Update Expense',
  },
};

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
  return (
    <>
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <TextField
        label="Expense Name"
        autoComplete="off"
        placeholder="e.g. Attorney retainer"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Amount"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        placeholder="0.00"
        hint={amountEcho(watch('amount'), 'In US dollars, e.g. 125.50')}
        error={errors.amount?.message}
        {...register('amount')}
      />
    </>
  );
}
