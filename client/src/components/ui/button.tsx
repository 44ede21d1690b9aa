import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { OFFLINE_REASON_ID, useOfflineReading } from '@/lib/offline';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  outline: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-red-700',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;
type ButtonSize = keyof typeof sizes;

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The button look, for links that should read as buttons (wouter's <Link>, plain <a>). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    variant !== 'link' && sizes[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    /**
     * Disables the button and shows a spinner (docs/product.md#how-screens-behave: buttons are
     * disabled while saving).
     */
    isLoading?: boolean;
    /** What the button says while loading, e.g. 'Updating...'. */
    loadingText?: ReactNode;
    /**
     * It changes her records (adds, edits, deletes, imports, saves): off while the page shows
     * them offline, described by the offline banner's reason (docs/offline.md).
     */
    writes?: boolean;
  };

export function Button({
  variant,
  size,
  className,
  isLoading = false,
  loadingText,
  disabled,
  children,
  type = 'button',
  writes = false,
  ...props
}: ButtonProps) {
  const offline = useOfflineReading().readOnly && writes;
  return (
    <button
      type={type}
      disabled={disabled || isLoading || offline}
      aria-busy={isLoading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
      aria-describedby={offline ? OFFLINE_REASON_ID : props['aria-describedby']}
    >
      {isLoading && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {isLoading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
