import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  /** A sentence under the label; read as the checkbox's description. */
  description?: ReactNode;
};

/** A native checkbox with its label; the whole row is the touch target. */
export function Checkbox({ label, description, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const hasDescription = Boolean(description);
  return (
    <div
      className={cn(
        'flex min-h-11 gap-3',
        hasDescription ? 'items-start py-1' : 'items-center',
        className,
      )}
    >
      <input
        id={inputId}
        type="checkbox"
        className={cn(
          'size-5 shrink-0 rounded border-slate-300 accent-primary',
          // Level with the label's first line.
          hasDescription && 'mt-px',
        )}
        aria-describedby={hasDescription ? descriptionId : undefined}
        {...props}
      />
      {hasDescription ? (
        <div className="min-w-0">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800 select-none">
            {label}
          </label>
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
            {description}
          </p>
        </div>
      ) : (
        <label htmlFor={inputId} className="text-sm text-slate-800 select-none">
          {label}
        </label>
      )}
    </div>
  );
}
