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
  onClose: () => void;
};

/**
 * "Set the figure": the monthly figure a category should count for in the statement, and whether
 * it is actual, estimated or proposed (FL-150 asks); or back to the 12-month average.
 */
export function ProposedDialog({ line, onClose }: ProposedDialogProps) {
  return (
    <Dialog open={line !== null} onOpenChange={(open) => !open && onClose()}>
      {line && <ProposedForm key={line.category} line={line} onClose={onClose} />}
    </Dialog>
  );
}

function ProposedForm({ line, onClose }: { line: DisclosureLine; onClose: () => void }) {
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
      amount: line.proposed ?? line.average_12m,
      basis: line.proposed === null ? 'estimated' : line.basis,
    },
  });
  const { register, formState, control, handleSubmit } = form;
  const amount = useWatch({ control, name: 'amount' });
  const average = formatUsd(line.average_12m);

  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values).then(onClose, () => undefined);
  });
  const remove = () => {
    void save
      .mutateAsync({ category: line.category, amount: null, basis: 'actual' })
      .then(onClose, () => undefined);
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
          hint={amountEcho(amount, t`In US dollars a month, e.g. 450.00`)}
          error={formState.errors.amount?.message && shared(formState.errors.amount.message)}
          {...register('amount')}
        />
        <SelectField
          label={t`This figure is`}
          hint={t`Actual: what you paid. Estimated: your best guess. Proposed: what you will need.`}
          error={formState.errors.basis?.message && shared(formState.errors.basis.message)}
          {...register('basis')}
        >
          {PROPOSED_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {basisName(basis)}
            </option>
          ))}
        </SelectField>
        <DialogFooter>
          {line.proposed !== null && (
            <Button type="button" variant="outline" onClick={remove} disabled={save.isPending}>
              <Trans>Use the average again</Trans>
            </Button>
          )}
          <Button type="submit" isLoading={save.isPending}>
            <Trans>Save figure</Trans>
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
