import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SliderProps = {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** The value as people read it ("45%"), shown beside the label and announced. */
  valueText?: string;
  /** Help under the slider, read out with it (e.g. the range it may take). */
  hint?: ReactNode;
  className?: string;
};

/**
 * A labelled range input. Native, so arrow keys, Page Up/Down, Home and End work everywhere;
 * the parent may refuse or clamp a value, and the thumb follows what it keeps.
 */
export function Slider({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  valueText,
  hint,
  className,
}: SliderProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const text = valueText ?? String(value);
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="money text-sm font-semibold text-slate-900">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(Number(event.target.value))}
        className="block h-11 w-full cursor-pointer accent-primary"
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
