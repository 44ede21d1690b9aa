import {
  Car,
  CarFront,
  CircleDollarSign,
  CreditCard,
  Gem,
  GraduationCap,
  HandCoins,
  House,
  Landmark,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { cn } from '@/lib/cn';

/**
 * These category ids have their own icons; anything else gets the default one
 * (docs/product.md#net-worth-tracker-and-division).
 */
const CATEGORY_ICONS: Readonly<Record<string, LucideIcon>> = {
  real_estate: House,
  investments: TrendingUp,
  vehicles: Car,
  cash_accounts: Wallet,
  personal_property: Gem,
  mortgages: Landmark,
  auto_loans: CarFront,
  credit_cards: CreditCard,
  student_loans: GraduationCap,
  personal_loans: HandCoins,
};

export const DEFAULT_CATEGORY_ICON: LucideIcon = CircleDollarSign;

export function categoryIcon(category: string): LucideIcon {
  return Object.hasOwn(CATEGORY_ICONS, category)
    ? (CATEGORY_ICONS[category] ?? DEFAULT_CATEGORY_ICON)
    : DEFAULT_CATEGORY_ICON;
}

/** Decorative: the category's name is always written beside it. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const icon = categoryIcon(category);
  // createElement with a module-level icon: nothing is defined during render.
  return createElement(icon, {
    'aria-hidden': true,
    className: cn('size-4 shrink-0 text-slate-500', className),
  });
}
