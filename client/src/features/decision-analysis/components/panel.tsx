import type { ComponentProps } from 'react';
import { SectionCard } from '@/components/ui/card';

/** One card of the analysis: a named region with its h2, and its content below the heading. */
export function Panel({ children, ...props }: ComponentProps<typeof SectionCard>) {
  return (
    <SectionCard {...props}>
      <div className="mt-4">{children}</div>
    </SectionCard>
  );
}
