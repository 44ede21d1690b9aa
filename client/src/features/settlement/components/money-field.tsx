import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Input, Label } from '@/components/ui/input';
import { formatUsdWhole } from '@shared/money';
import {
  readWholeDollars,
  sanitizeMoneyInput,
  type FreeMoneyField,
  type NumberRange,
} from '@shared/settlement';
import type { ParameterChange } from '../parameters';

type MoneyFieldProps = {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  range: NumberRange;
  hint?: ReactNode;
};

/**
 * What a money input shows of what was typed: its digits, and one decimal point with the
 * digits after it ("$5,031.12" → "5031.12"), so a typed point stays visible while the field
 * reads the amount as whole dollars.
 */
function visibleMoneyText(raw: string): string {
  const point = raw.indexOf('.');
  if (point === -1) return raw.replace(/\D/g, '');
  return `${raw.slice(0, point).replace(/\D/g, '')}.${raw.slice(point + 1).replace(/\D/g, '')}`;
}

/**
 * A whole-dollar input (docs/product.md#settlement-calculator): only digits count and a decimal
 * point ends the dollars (cents round to the nearest dollar), an empty field counts as 0 and a
 * value outside the range is ignored, so the field keeps its previous value. Under it, the amount
 * read: "= $5,031".
 */
function MoneyField({ label, value, onValueChange, range, hint }: MoneyFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const echoId = `${id}-echo`;
  // While she types, the field shows her text (an empty field, a decimal point); when it loses
  // focus it shows the whole dollars the calculator uses.
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? String(value);
  const hasCents = shown.includes('.');
  const { t } = useLingui();
  const lowest = formatUsdWhole(range.min);
  const highest = formatUsdWhole(range.max);

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
          inputMode="decimal"
          autoComplete="off"
          className="money pl-7"
          value={shown}
          aria-describedby={`${echoId} ${hintId}`}
          onChange={(event) => {
            const raw = event.target.value;
            const next = sanitizeMoneyInput(raw, value, range);
            const read = readWholeDollars(raw) ?? 0;
            // A value outside the range is ignored: the field keeps what it showed.
            if (read !== next) return;
            setText(visibleMoneyText(raw));
            if (next !== value) onValueChange(next);
          }}
          onBlur={() => setText(null)}
        />
      </div>
      <p id={echoId} className="text-sm text-slate-700" aria-live="polite">
        <span className="money">{`= ${formatUsdWhole(value)}`}</span>
        {hasCents ? ` ${t`(cents rounded to the nearest dollar)`}` : null}
      </p>
      <p id={hintId} className="text-xs text-slate-500">
        {hint ? <>{hint} </> : null}
        {t`${lowest} to ${highest}`}
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
