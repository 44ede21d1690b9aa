import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-10',
} as const;

type SpinnerProps = {
  /** What is loading, read out by screen readers (the status region's text). */
  label?: string;
  size?: keyof typeof sizes;
  className?: string;
};

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <div role="status" className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden="true" className={cn('animate-spin text-primary', sizes[size])} />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </div>
  );
}
