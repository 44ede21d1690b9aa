import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A text input: 16 px text (no zoom on phones), 44 px tall, red border when aria-invalid. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
        'placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100',
        'focus-visible:border-primary aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-medium text-slate-800', className)} {...props} />;
}
