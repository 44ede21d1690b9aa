import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** 'Premium' (accent, with a crown) or 'Free' (neutral): the plan, wherever it is shown. */
export function PlanBadge({ isPremium, className }: { isPremium: boolean; className?: string }) {
  return isPremium ? (
    <Badge tone="primary" className={className}>
      <Crown aria-hidden="true" className="size-3.5" />
      <Trans>Premium</Trans>
    </Badge>
  ) : (
    <Badge tone="neutral" className={cn(className)}>
      <Trans>Free</Trans>
    </Badge>
  );
}
