import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'wouter';
import { msg } from '@lingui/core/macro';
import { cn } from '@/lib/cn';
import { useLayoutSession } from './layout-session';
import { freeBottomBarItems, isNavItemActive, premiumBarToolItems } from './nav-items';

/**
 * The tools one tap away on a phone (below 1024 px, where the bar's links live in the drawer):
 * a subscriber's Expenses, Net worth, Events, Calculators and Case file; a free user's Home,
 * Calculators and Upgrade. Fixed to the bottom edge, above the home indicator; the page shell
 * leaves room for it so it never covers the end of a page.
 */
export function BottomBar() {
  const { user, isLoading, isPremium, isPlanLoading } = useLayoutSession();
  const [location] = useLocation();
  const { i18n } = useLingui();
  if (isLoading || !user || isPlanLoading) return null;

  const items = isPremium ? premiumBarToolItems : freeBottomBarItems;
  return (
    <nav
      aria-label={i18n._(msg`Tools`)}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-xl">
        {items.map((item) => {
          const isActive = isNavItemActive(item, location);
          const Icon = item.icon;
          return (
            <li key={item.href} className="min-w-0 flex-1">
              <Link
                href={item.href}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium',
                  isActive ? 'text-primary' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {Icon && <Icon aria-hidden="true" className="size-5" />}
                {/* Spanish names are longer ('Patrimonio neto'): two lines, a size smaller. */}
                <span
                  className={cn(
                    'max-w-full text-center',
                    i18n.locale === 'es' ? 'line-clamp-2 text-[11px] leading-tight' : 'truncate',
                  )}
                >
                  {i18n._(item.label)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
