import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  info: { box: 'border-slate-200 bg-slate-50 text-slate-800', icon: Info },
} as const;

type AlertProps = ComponentProps<'div'> & { tone?: keyof typeof tones };

/** A message inside the page; errors are announced (role="alert"), the others are not. */
export function Alert({ tone = 'info', className, children, ...props }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('flex gap-3 rounded-md border p-3 text-sm', box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
