import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

/** A native checkbox with its label; the whole row is the touch target. */
export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex min-h-11 items-center gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="size-5 shrink-0 rounded border-slate-300 accent-primary"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-slate-800 select-none">
        {label}
      </label>
    </div>
  );
}
