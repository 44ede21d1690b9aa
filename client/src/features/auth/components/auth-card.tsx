import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';

type AuthCardProps = {
  /** The page's h1. */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Under the card: links to the neighbouring screens. */
  footer?: ReactNode;
};

/** The frame of every auth screen: one centred card, narrow enough to read at a glance. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <PageShell>
      <div className="mx-auto w-full max-w-md sm:pt-6">
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1.5 text-sm text-slate-600">{description}</p>}
          {children && <div className="mt-6">{children}</div>}
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </PageShell>
  );
}

/** A text link in the auth screens' copy, tall enough to tap. */
export const authLinkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:underline';
