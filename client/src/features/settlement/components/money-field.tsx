import { useId, useState, type ReactNode } from 'react';
import { Input, Label } from '@/components/ui/input';
import { formatUsdWhole } from '@shared/money';
import { sanitizeMoneyInput, type FreeMoneyField, type NumberRange } from '@shared/settlement';
import type { ParameterChange } from '../parameters';

type MoneyFieldProps = {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  range: NumberRange;
  hint?: ReactNode;
};

/**
 * A whole-dollar input (spec §5): only digits are kept, an empty field counts as 0 and a value
 * outside the range is ignored, so the field keeps its previous value.
 */
export function MoneyField({ label, value, onValueChange, range, hint }: MoneyFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  // An emptied field shows as empty (its value is 0) until the next digit or until it loses focus.
  const [isEmpty, setIsEmpty] = useState(false);

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
        >
          $
        </span>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          className="money pl-7"
          value={isEmpty ? '' : String(value)}
          aria-describedby={hintId}
          onChange={(event) => {
            const raw = event.target.value;
            const empty = raw.replace(/\D/g, '') === '';
            setIsEmpty(empty);
            const next = sanitizeMoneyInput(raw, value, range);
            if (next !== value) onValueChange(next);
          }}
          onBlur={() => setIsEmpty(false)}
        />
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {hint ? <>{hint} </> : null}
        {`${formatUsdWhole(range.min)} to ${formatUsdWhole(range.max)}`}
      </p>
    </div>
  );
}

type MoneyParameterFieldProps<F extends FreeMoneyField> = {
  field: F;
  label: string;
  hint?: ReactNode;
  parameters: Readonly<Record<F, number>>;
  ranges: Readonly<Record<F, NumberRange>>;
  onChange: (change: ParameterChange) => void;
};

/** The MoneyField of one of the calculator's money parameters: its value, range and change. */
export function MoneyParameterField<F extends FreeMoneyField>({
  field,
  label,
  hint,
  parameters,
  ranges,
  onChange,
}: MoneyParameterFieldProps<F>) {
  return (
    <MoneyField
      label={label}
      value={parameters[field]}
      range={ranges[field]}
      hint={hint}
      onValueChange={(value) => onChange({ type: 'money', field, value })}
    />
  );
}
