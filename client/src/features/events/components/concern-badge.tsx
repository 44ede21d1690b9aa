import { useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { concernColor, concernLabel, type ConcernColor } from '@shared/events';

// The product's colours (docs/product.md#events), each with text dark enough to read on its tint
// (WCAG AA).
const colorClasses: Record<ConcernColor, string> = {
  green: 'border-green-200 bg-green-50 text-green-800',
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  orange: 'border-orange-200 bg-orange-50 text-orange-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  gray: 'border-slate-200 bg-slate-100 text-slate-700',
};

/** 'Very Low' (green) … 'Very High' (red); gray for a level outside 1–5. */
export function ConcernBadge({ level }: { level: number }) {
  const color = concernColor(level);
  const language = useLanguage();
  return (
    <span
      data-color={color}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        colorClasses[color],
      )}
    >
      {concernLabel(level, language)}
    </span>
  );
}
