import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { isNavItemActive, type NavItem, signedInNavItems } from './nav-items';

type NavLinksProps = {
  /** The list's and each link's classes for the bar or the drawer. */
  listClassName: string;
  linkClassName: string;
  /** A link's colours when it is not the current page. */
  idleClassName: string;
  /** Run as a link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** The links; the product's signed-in three unless given. */
  items?: readonly NavItem[];
};

/**
 * The signed-in links (docs/product.md#navigation-bar), the current page marked, as the bar and the
 * drawer show them.
 */
export function NavLinks({
  listClassName,
  linkClassName,
  idleClassName,
  onNavigate,
  items = signedInNavItems,
}: NavLinksProps) {
  const [location] = useLocation();
  const { i18n } = useLingui();
  return (
    <ul className={listClassName}>
      {items.map((item) => {
        const isActive = isNavItemActive(item, location);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                linkClassName,
                isActive ? 'bg-primary-soft text-primary' : idleClassName,
              )}
            >
              {i18n._(item.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
