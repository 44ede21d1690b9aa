import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { formatDisplayDate } from '@shared/dates';
import { type DateFormat, firstValue, readDate } from '@shared/csv-import';
import {
  type AmountLayout,
  checkChoice,
  type ChoiceField,
  type ColumnChoice,
  columnCells,
  DATE_FORMATS,
  DATE_ORDERS,
  detectChoice,
  suggestDateFormat,
} from './column-choice';
import type { ColumnsStepProps } from '@/components/csv-import/import-wizard';
import { ColumnsFooter } from '@/components/csv-import/wizard-footer';

/** What the user settled on, kept when they come back from the preview. */
export type ColumnsDecision = { choice: ColumnChoice; dateFormat: DateFormat };

type ColumnField = 'date' | 'name' | 'amount' | 'debit' | 'credit';

/** A detected format, or nothing chosen when the column's dates could be read two ways or none. */
function formatToOffer(cells: readonly string[]): DateFormat | null {
  const suggestion = suggestDateFormat(cells);
  return suggestion === 'ambiguous' ? null : suggestion;
}

/**
 * Step 2, "Match the columns": which column holds the date, the description and the amount
 * (or the debit and credit), and how the dates are written. Everything starts as detected;
 * when the dates could be month-first or day-first, the user says which.
 */
export function ColumnsStep({
  source,
  initial,
  onBack,
  onPreview,
}: ColumnsStepProps<ColumnsDecision>) {
  const { csv, fileName } = source;
  const rowTotal = csv.rows.length;
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<ColumnChoice>(
    () => initial?.choice ?? detectChoice(csv.header),
  );
  const [dateFormat, setDateFormat] = useState<DateFormat | null>(
    () => initial?.dateFormat ?? formatToOffer(columnCells(csv, choice.date)),
  );
  const [hasTried, setHasTried] = useState(false);
  const dateCells = useMemo(() => columnCells(csv, choice.date), [csv, choice.date]);
  const suggestion = useMemo(() => suggestDateFormat(dateCells), [dateCells]);
  const isAmbiguous = suggestion === 'ambiguous';
  const errors = hasTried ? checkChoice(choice, dateFormat, isAmbiguous) : {};
  const base = useId();
  const ids = {
    date: `${base}-date`,
    name: `${base}-name`,
    amount: `${base}-amount`,
    debit: `${base}-debit`,
    credit: `${base}-credit`,
    dateFormat: `${base}-date-format`,
    layout: `${base}-layout`,
  };

  const columnOptions = csv.header.map((title, index) => (
    <option key={index} value={index}>
      {title || t`Column ${index + 1}`}
    </option>
  ));

  /** The select of the column that holds `field`, with the first value it holds as a hint. */
  function columnSelect(field: ColumnField, label: string, noneLabel = t`Choose a column`) {
    const value = choice[field];
    const example = firstValue(csv, value);
    return (
      <SelectField
        id={ids[field]}
        label={label}
        value={value === null ? '' : String(value)}
        error={field === 'credit' ? undefined : errors[field]}
        hint={example === null ? undefined : t`First value: ${example}`}
        onChange={(event) => {
          const next = event.target.value === '' ? null : Number(event.target.value);
          setChoice((current) => ({ ...current, [field]: next }));
          if (field === 'date') setDateFormat(formatToOffer(columnCells(csv, next)));
        }}
      >
        <option value="">{noneLabel}</option>
        {columnOptions}
      </SelectField>
    );
  }

  function preview() {
    const missing = Object.keys(checkChoice(choice, dateFormat, isAmbiguous)) as ChoiceField[];
    if (missing.length === 0 && dateFormat !== null) {
      onPreview({ choice, dateFormat });
      return;
    }
    setHasTried(true);
    // The first field to fix takes focus, which reads its message out.
    const first = missing[0] ?? 'dateFormat';
    const target = first === 'dateFormat' && isAmbiguous ? `${ids.dateFormat}-0` : ids[first];
    document.getElementById(target)?.focus();
  }

  return (
    <>
      <p className="text-slate-700">
        {t`“${fileName}” has ${plural(rowTotal, { one: '# row', other: '# rows' })}. We matched the columns we recognised; check them, or choose others.`}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {columnSelect('date', t`Date`)}
        {columnSelect('name', t`Description`)}
      </div>

      <RadioGroup
        legend={t`Amounts`}
        name={ids.layout}
        value={choice.layout}
        options={[
          { value: 'single', label: t`One amount column` },
          { value: 'split', label: t`Separate debit and credit columns` },
        ]}
        onChange={(layout: AmountLayout) => setChoice((current) => ({ ...current, layout }))}
      />

      {choice.layout === 'single' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {columnSelect('amount', t`Amount`)}
          <p className="text-sm text-slate-600 sm:pt-7">
            <Trans>
              When the column has negative amounts, those are money out and become expenses; the
              positive ones are money in and are skipped.
            </Trans>
          </p>
        </div>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {columnSelect('debit', t`Debit`)}
          {columnSelect('credit', t`Credit`, t`No credit column`)}
          <p className="text-sm text-slate-600 sm:col-span-2">
            <Trans>
              Debits (money out) become expenses; rows with only a credit (money in) are skipped.
            </Trans>
          </p>
        </div>
      )}

      <div className="mt-4">
        {isAmbiguous ? (
          <RadioGroup
            legend={t`Date order`}
            name={ids.dateFormat}
            value={dateFormat}
            options={DATE_ORDERS.map((order) => ({ ...order, label: i18n._(order.label) }))}
            error={errors.dateFormat}
            description={<AmbiguousDates example={dateCells.find((cell) => cell !== '') ?? ''} />}
            onChange={setDateFormat}
          />
        ) : (
          <div className="sm:w-1/2 sm:pr-2">
            <SelectField
              id={ids.dateFormat}
              label={t`Date format`}
              value={dateFormat ?? ''}
              error={errors.dateFormat}
              hint={
                suggestion === null && choice.date !== null
                  ? t`The dates in this column match none of these formats, or mix several. Choose the one most rows use; the others will show as invalid.`
                  : undefined
              }
              onChange={(event) =>
                setDateFormat(event.target.value === '' ? null : (event.target.value as DateFormat))
              }
            >
              {dateFormat === null && (
                <option value="">
                  <Trans>Choose a format</Trans>
                </option>
              )}
              {DATE_FORMATS.map((format) => (
                <option key={format.value} value={format.value}>
                  {i18n._(format.label)}
                </option>
              ))}
            </SelectField>
          </div>
        )}
      </div>

      <ColumnsFooter onBack={onBack} onPreview={preview} />
    </>
  );
}

/** Why the user is asked: one of the column's dates read both ways. */
function AmbiguousDates({ example }: { example: string }) {
  const monthFirst = readDate(example, 'MM/DD/YYYY');
  const dayFirst = readDate(example, 'DD/MM/YYYY');
  if (monthFirst && dayFirst) {
    const asMonthFirst = formatDisplayDate(monthFirst);
    const asDayFirst = formatDisplayDate(dayFirst);
    return (
      <p className="text-sm text-slate-600">
        <Trans>
          Every date in this column could be read either way round: &ldquo;{example}&rdquo; is{' '}
          {asMonthFirst} with the month first, or {asDayFirst} with the day first. Choose the order
          your bank uses; US banks usually put the month first.
        </Trans>
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        Every date in this column could be read either way round. Choose the order your bank uses;
        US banks usually put the month first.
      </Trans>
    </p>
  );
}

type RadioGroupProps<V extends string> = {
  legend: string;
  name: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  description?: ReactNode;
  error?: string;
};

/**
 * Native radios in a fieldset (arrow keys move between them); each row is a 44 px target. The
 * first radio's id is `${name}-0`, so a missing choice can take focus.
 */
function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  description,
  error,
}: RadioGroupProps<V>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="mt-4 space-y-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {description}
      <div className="flex flex-col sm:flex-row sm:gap-6">
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${name}-${index}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800"
          >
            <input
              id={`${name}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
