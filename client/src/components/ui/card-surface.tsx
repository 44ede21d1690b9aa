/**
 * The card's surface, in a module of its own: the premium guard, part of every page's first load,
 * draws it without the rest of card.tsx (app/guards/require-premium.tsx).
 */
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}
