import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { amountEcho } from '@/components/trackers/amount-echo';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useLanguage, useSharedText } from '@/lib/i18n';
import {
  type DisclosureLine,
  OWED_CATEGORY,
  PROPOSED_BASES,
  type ProposedLineInput,
  proposedLineInputSchema,
  type ProposedLineValues,
} from '@shared/disclosure';
import { expenseCategoryName } from '@shared/expense-categories';
import { formatUsd } from '@shared/money';
import { useSaveProposed } from '../api';
import { useBasisName } from './expense-lines';

type ProposedDialogProps = {
  /** The line being set; null when the dialog is closed. */
  line: DisclosureLine | null;
  /** What she said she still owes her attorney (the attorney fees line asks it). */
  owed: string | null;
  onClose: () => void;
};

/**
 * "Set the figure": the monthly figure a category should count for in the statement, and whether
 * it is actual, estimated or proposed (FL-150 asks); or back to the 12-month average.
 */
export function ProposedDialog({ line, owed, onClose }: ProposedDialogProps) {
  return (
    <Dialog open={line !== null} onOpenChange={(open) => !open && onClose()}>
      {line && <ProposedForm key={line.category} line={line} owed={owed} onClose={onClose} />}
    </Dialog>
  );
}

function ProposedForm({
  line,
  owed,
  onClose,
}: {
  line: DisclosureLine;
  owed: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const shared = useSharedText();
  const basisName = useBasisName();
  const save = useSaveProposed();
  const name = expenseCategoryName(line.category, language);
  const form = useForm<ProposedLineInput, unknown, ProposedLineValues>({
    resolver: zodResolver(proposedLineInputSchema),
    defaultValues: {
      category: line.category,
      // Blank until she gives one: the line then keeps following its average.
      amount: line.proposed ?? '',
      basis: line.proposed === null ? 'estimated' : line.basis,
      paid_by_others: line.paid_by_others ?? '',
      owed: line.category === OWED_CATEGORY ? (owed ?? '') : null,
    },
  });
  const { register, formState, control, handleSubmit, getValues } = form;
  const [amount, paidByOthers, stillOwed] = useWatch({
    control,
    name: ['amount', 'paid_by_others', 'owed'],
  });
  const error = (field: 'amount' | 'basis' | 'paid_by_others' | 'owed') => {
    const message = formState.errors[field]?.message;
    return message && shared(message);
  };
  const average = formatUsd(line.average_12m);

  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values).then(onClose, () => undefined);
  });
  // Her own figure goes; what others pay and what she owes stay as they are in the form.
  const goByAverage = () => {
    const parsed = proposedLineInputSchema.safeParse({ ...getValues(), amount: null });
    if (!parsed.success) {
      void submit();
      return;
    }
    void save.mutateAsync(parsed.data).then(onClose, () => undefined);
  };

  return (
    <DialogContent>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <DialogHeader>
          <DialogTitle>
            <Trans>Set the figure for {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Without a figure of your own, the statement uses your 12-month average, {average}.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <TextField
          label={t`Monthly figure`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={amountEcho(amount, t`In US dollars a month. Leave blank to keep the average.`)}
          error={error('amount')}
          {...register('amount')}
        />
        <SelectField
          label={t`This figure is`}
          hint={t`Actual: what you paid. Estimated: your best guess. Proposed: what you will need.`}
          error={error('basis')}
          {...register('basis')}
        >
          {PROPOSED_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {basisName(basis)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Others pay of it each month (optional)`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={amountEcho(
            paidByOthers,
            t`For example, the part a roommate or a relative pays. Leave blank if no one does.`,
          )}
          error={error('paid_by_others')}
          {...register('paid_by_others')}
        />
        {line.category === OWED_CATEGORY && (
          <TextField
            label={t`Still owed to your attorney (optional)`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            hint={amountEcho(stillOwed, t`What you have been billed and not paid yet.`)}
            error={error('owed')}
            {...register('owed')}
          />
        )}
        <DialogFooter>
          {line.proposed !== null && (
            <Button type="button" variant="outline" onClick={goByAverage} disabled={save.isPending}>
              <Trans>Use the average again</Trans>
            </Button>
          )}
          <Button writes type="submit" isLoading={save.isPending}>
            <Trans>Save figure</Trans>
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
