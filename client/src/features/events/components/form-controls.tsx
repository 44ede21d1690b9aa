import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The look of the shared Input: 16 px text, 44 px tall, red border when aria-invalid. */
const controlClasses = cn(
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
  'placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100',
  'focus-visible:border-primary aria-invalid:border-destructive',
);

type FieldFrameProps = {
  label: string;
  error?: string;
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** A label above any control, with its error under it and announced with it. */
function FieldFrame({ label, error, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string };

export function SelectField({ label, error, className, children, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses, 'pr-8', className)}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

export function TextAreaField({ label, error, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses, 'min-h-24 resize-y', className)}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
