import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SwitchProps = {
  label: string;
  /** A sentence under the label; read as the switch's description. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * An on/off setting that takes effect at once (WAI-ARIA switch pattern): a button with
 * role="switch" and aria-checked, toggled by click, Space or Enter; the label toggles it too.
 */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  className,
}: SwitchProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          // 44 px touch target around a 24 px track.
          'relative inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex h-6 w-11 items-center rounded-full p-0.5 transition-colors',
            checked ? 'bg-primary' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'size-5 rounded-full bg-white shadow transition-transform',
              checked ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </span>
      </button>
    </div>
  );
}
