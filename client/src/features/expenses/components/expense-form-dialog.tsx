import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { todayIsoDate } from '@shared/dates';
import {
  expenseInputSchema,
  type ExpenseDto,
  type ExpenseInput,
  type ExpenseValues,
} from '@shared/expenses';

const MODES = {
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
} as const;

export type ExpenseFormMode = keyof typeof MODES;

/** A blank add form, dated today. */
export function emptyExpenseForm(now: Date = new Date()): ExpenseInput {
  return { date: todayIsoDate(now), name: '', amount: '' };
}

/** An edit form holding the expense's current values. */
export function expenseFormValues(expense: ExpenseDto): ExpenseInput {
  return { date: expense.date, name: expense.name, amount: expense.amount };
}

type ExpenseFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: ExpenseFormMode;
  defaultValues: ExpenseInput;
  /** Why the last save failed ('Failed to add expense' and the reason), shown above the fields. */
  submitError?: { title: string; description: string } | null;
  /**
   * Saves the values. The dialog shows a spinner until it settles; the caller closes the dialog
   * on success and leaves it open (with the user's input) on failure.
   */
  onSubmit: (values: ExpenseValues) => Promise<void>;
};

/** 'Add New Expense' / 'Edit Expense': date, name and amount, checked by the shared schema. */
export function ExpenseFormDialog({
  open,
  onOpenChange,
  mode,
  defaultValues,
  submitError = null,
  onSubmit,
}: ExpenseFormDialogProps) {
  const text = MODES[mode];
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          openerRef.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          const opener = openerRef.current;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        {submitError && (
          <Alert tone="error" className="mb-4">
            <p className="font-medium">{submitError.title}</p>
            <p>{submitError.description}</p>
          </Alert>
        )}
        <ExpenseForm
          submitLabel={text.submit}
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type ExpenseFormProps = {
  submitLabel: string;
  defaultValues: ExpenseInput;
  onSubmit: (values: ExpenseValues) => Promise<void>;
  onCancel: () => void;
};

function ExpenseForm({ submitLabel, defaultValues, onSubmit, onCancel }: ExpenseFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ExpenseInput, unknown, ExpenseValues>({
    resolver: zodResolver(expenseInputSchema),
    mode: 'onTouched',
    defaultValues,
  });

  return (
    // noValidate: the shared schema's messages are shown, not the browser's own bubbles.
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
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
        hint="In US dollars, e.g. 125.50"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting} loadingText="Saving...">
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
