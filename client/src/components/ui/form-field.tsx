import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input, Label } from './input';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The validation message shown under the input and announced with it. */
  error?: string;
  /** Help text under the input, before any error. */
  hint?: ReactNode;
  /** Something beside the label, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
};

/** A labelled input with its hint and error wired up for screen readers. */
export function TextField({ label, error, hint, labelAside, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
