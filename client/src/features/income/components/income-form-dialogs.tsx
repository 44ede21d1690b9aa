/**
 * 'Add Income Source' / 'Edit Income Source' and 'Add Deduction' / 'Edit Deduction': the
 * trackers' form dialog with each one's fields, checked by the shared schemas, and the monthly
 * figure echoed as she types.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { amountEcho } from '@/components/trackers/amount-echo';
import {
  RecordFormDialog,
  type FormDialogProps,
  type FormDialogTexts,
  type RecordFieldsProps,
} from '@/components/trackers/record-form-dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { liveTexts } from '@/components/ui/live-texts';
import { useLanguage } from '@/lib/i18n';
import {
  DEDUCTION_FREQUENCIES,
  DEDUCTION_TYPES,
  deductionTypeName,
  frequencyName,
  INCOME_FREQUENCIES,
  INCOME_TYPES,
  incomeDeductionInputSchema,
  incomeSourceInputSchema,
  incomeTypeName,
  type IncomeDeductionDto,
  type IncomeDeductionInput,
  type IncomeDeductionValues,
  type IncomeFrequency,
  type IncomeSourceDto,
  type IncomeSourceInput,
  type IncomeSourceValues,
} from '@shared/income';
import { hoursText, monthlyEcho } from '../monthly-echo';

const SOURCE_MODES: FormDialogTexts = liveTexts({
  add: {
    title: msg`Add Income Source`,
    description: msg`Money you receive, such as pay, benefits, rent or support. Enter the amount before taxes and deductions.`,
    submit: msg`Add Income Source`,
  },
  edit: {
    title: msg`Edit Income Source`,
    description: msg`Change the details of this income source.`,
    submit: msg`Update Income Source`,
  },
});

const DEDUCTION_MODES: FormDialogTexts = liveTexts({
  add: {
    title: msg`Add Deduction`,
    description: msg`Money that must come out of your pay, such as taxes, required retirement, union dues or health insurance.`,
    submit: msg`Add Deduction`,
  },
  edit: {
    title: msg`Edit Deduction`,
    description: msg`Change the details of this deduction.`,
    submit: msg`Update Deduction`,
  },
});

/** A blank source: a salary paid monthly until she says otherwise. */
export function emptySourceForm(): IncomeSourceInput {
  return {
    name: '',
    type: 'salary',
    amount: '',
    frequency: 'monthly',
    hours_per_week: '',
    last_month: '',
  };
}

/** An edit form holding the source's current values. */
export function sourceFormValues(source: IncomeSourceDto): IncomeSourceInput {
  return {
    name: source.name,
    type: source.type,
    amount: source.amount,
    frequency: source.frequency,
    hours_per_week: source.hours_per_week === null ? '' : hoursText(source.hours_per_week),
    last_month: source.last_month ?? '',
  };
}

/** A blank deduction: taxes taken monthly until she says otherwise. */
export function emptyDeductionForm(): IncomeDeductionInput {
  return { name: '', type: 'taxes', amount: '', frequency: 'monthly' };
}

/** An edit form holding the deduction's current values. */
export function deductionFormValues(deduction: IncomeDeductionDto): IncomeDeductionInput {
  return {
    name: deduction.name,
    type: deduction.type,
    amount: deduction.amount,
    // The schema takes no hourly deduction; one stored before that rule is chosen again.
    frequency: deduction.frequency === 'hourly' ? 'monthly' : deduction.frequency,
  };
}

export function SourceFormDialog(props: FormDialogProps<IncomeSourceInput, IncomeSourceValues>) {
  return (
    <RecordFormDialog
      {...props}
      texts={SOURCE_MODES}
      schema={incomeSourceInputSchema}
      fields={SourceFields}
    />
  );
}

export function DeductionFormDialog(
  props: FormDialogProps<IncomeDeductionInput, IncomeDeductionValues>,
) {
  return (
    <RecordFormDialog
      {...props}
      texts={DEDUCTION_MODES}
      schema={incomeDeductionInputSchema}
      fields={DeductionFields}
    />
  );
}

/** The `<option>`s of a select, one per id, named in the language spoken. */
function Options({ ids, name }: { ids: readonly string[]; name: (id: string) => string }) {
  return ids.map((id) => (
    <option key={id} value={id}>
      {name(id)}
    </option>
  ));
}

/**
 * The monthly figure of what is typed, read out politely as it changes; nothing until the
 * amount (and, for hourly pay, the hours) can be saved.
 */
function MonthlyEcho({ text }: { text: string | null }) {
  return (
    <div aria-live="polite" data-testid="monthly-echo">
      {text !== null && (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800 tabular-nums">
          {text}
        </p>
      )}
    </div>
  );
}

function SourceFields({
  form: { register, formState, control, setValue },
}: RecordFieldsProps<IncomeSourceInput, IncomeSourceValues>) {
  const { errors } = formState;
  const { t } = useLingui();
  const language = useLanguage();
  const [amount, frequency, hours, lastMonth] = useWatch({
    control,
    name: ['amount', 'frequency', 'hours_per_week', 'last_month'],
  });
  const isHourly = frequency === 'hourly';
  return (
    <>
      <TextField
        label={t`Name`}
        autoComplete="off"
        placeholder={t`e.g. Paycheck from work`}
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField label={t`Type`} error={errors.type?.message} {...register('type')}>
        <Options ids={INCOME_TYPES} name={(id) => incomeTypeName(id, language)} />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={isHourly ? t`Pay per hour ($)` : t`Amount ($)`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          placeholder="0.00"
          className="money"
          hint={t`Before taxes and deductions`}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <SelectField
          label={t`How often`}
          error={errors.frequency?.message}
          {...register('frequency', {
            // Hours a week belong to hourly pay only: the schema refuses them on any other.
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== 'hourly') setValue('hours_per_week', '');
            },
          })}
        >
          <Options ids={INCOME_FREQUENCIES} name={(id) => frequencyName(id, language)} />
        </SelectField>
      </div>
      {isHourly && (
        <TextField
          label={t`Hours per week`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          max="168"
          placeholder="40"
          error={errors.hours_per_week?.message}
          {...register('hours_per_week')}
        />
      )}
      <MonthlyEcho text={monthlyEcho(amount, frequency as IncomeFrequency, hours)} />
      <TextField
        label={t`Last month ($, optional)`}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        placeholder="0.00"
        className="money"
        hint={amountEcho(lastMonth, t`What you actually received last month, if it was different.`)}
        error={errors.last_month?.message}
        {...register('last_month')}
      />
    </>
  );
}

function DeductionFields({
  form: { register, formState, control },
}: RecordFieldsProps<IncomeDeductionInput, IncomeDeductionValues>) {
  const { errors } = formState;
  const { t } = useLingui();
  const language = useLanguage();
  const [amount, frequency] = useWatch({ control, name: ['amount', 'frequency'] });
  return (
    <>
      <TextField
        label={t`Name`}
        autoComplete="off"
        placeholder={t`e.g. Federal income tax`}
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField label={t`Type`} error={errors.type?.message} {...register('type')}>
        <Options ids={DEDUCTION_TYPES} name={(id) => deductionTypeName(id, language)} />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Amount ($)`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          placeholder="0.00"
          className="money"
          hint={t`How much is taken each time`}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <SelectField
          label={t`How often`}
          error={errors.frequency?.message}
          {...register('frequency')}
        >
          <Options ids={DEDUCTION_FREQUENCIES} name={(id) => frequencyName(id, language)} />
        </SelectField>
      </div>
      <MonthlyEcho text={monthlyEcho(amount, frequency as IncomeFrequency)} />
    </>
  );
}
