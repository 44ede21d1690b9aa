import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SliderProps = {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  /**
   * The value the user settled on: called once they let go of the thumb or after a key moved
   * it (the native `change` event), not at every step of a drag.
   */
  onValueCommit?: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** The value as people read it ("45%"), shown beside the label and announced. */
  valueText?: string;
  /** False when the label already says the value. */
  showValue?: boolean;
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
  onValueCommit,
  min,
  max,
  step = 1,
  valueText,
  showValue = true,
  hint,
  className,
}: SliderProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const text = valueText ?? String(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const commitRef = useRef(onValueCommit);
  useEffect(() => {
    commitRef.current = onValueCommit;
  });
  useEffect(() => {
    const input = inputRef.current;
    if (input === null) return;
    // React's onChange follows the `input` event, every step of a drag; `change` is the commit.
    const commit = () => commitRef.current?.(Number(input.value));
    input.addEventListener('change', commit);
    return () => input.removeEventListener('change', commit);
  }, []);
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {showValue && (
          <output htmlFor={id} className="money text-sm font-semibold text-slate-900">
            {text}
          </output>
        )}
      </div>
      <input
        ref={inputRef}
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
