import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { amountEcho } from '@/components/trackers/amount-echo';
import {
  type FormDialogProps,
  type FormDialogTexts,
  RecordFormDialog,
  type RecordFieldsProps,
} from '@/components/trackers/record-form-dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useLanguage } from '@/lib/i18n';
import {
  DEFAULT_EXPENSE_CATEGORY,
  expenseCategoriesByGroup,
  expenseCategoryGroupName,
  expenseCategoryName,
} from '@shared/expense-categories';
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
    description: msg`Correct the date, name, amount or category of this expense.`,
    submit: msg`Update Expense`,
  },
});

/** A blank add form, dated today. */
export function emptyExpenseForm(now: Date = new Date()): ExpenseInput {
  return { date: todayIsoDate(now), name: '', amount: '', category: DEFAULT_EXPENSE_CATEGORY };
}

/** An edit form holding the expense's current values. */
export function expenseFormValues(expense: ExpenseDto): ExpenseInput {
  return {
    date: expense.date,
    name: expense.name,
    amount: expense.amount,
    category: expense.category,
  };
}

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

type CategorySelectProps = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  /** A first choice before the categories, e.g. "All categories" for a filter. */
  leading?: ReactNode;
};

/** The category list as <optgroup>s by group, names in the reader's language. */
export function ExpenseCategorySelect({ leading, ...props }: CategorySelectProps) {
  const language = useLanguage();
  return (
    <SelectField {...props}>
      {leading}
      {expenseCategoriesByGroup().map(({ group, ids }) => (
        <optgroup key={group} label={expenseCategoryGroupName(group, language)}>
          {ids.map((id) => (
            <option key={id} value={id}>
              {expenseCategoryName(id, language)}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
