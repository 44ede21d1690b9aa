import { Trans } from '@lingui/react/macro';
import { HelpCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * "What is this?": a plain explanation, folded until asked for, beside a term a non-lawyer may
 * not know. A native disclosure, so it works with the keyboard and screen readers as it is.
 */
export function WhatIsThis({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  /** The question to open it by, when not "What is this?" (several on one screen). */
  label?: ReactNode;
}) {
  return (
    <details className={cn('group text-sm', className)}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-medium text-primary underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        <HelpCircle aria-hidden="true" className="size-4" />
        {label ?? <Trans>What is this?</Trans>}
      </summary>
      <div className="mt-1 max-w-prose rounded-md bg-slate-50 px-3 py-2 leading-6 text-slate-700">
        {children}
      </div>
    </details>
  );
}
