import { paths } from '@/config/paths';

export type NavItem = {
  href: string;
  label: string;
  /** The paths on which this item is the current page (spec §2: Home on /home and /dashboard). */
  activeOn: readonly string[];
};

/** The signed-in links of the navigation bar and the mobile menu (spec §2). */
export const signedInNavItems: readonly NavItem[] = [
  { href: paths.home, label: 'Home', activeOn: [paths.home, paths.dashboard] },
  { href: paths.profile, label: 'Profile', activeOn: [paths.profile] },
  { href: paths.accountSettings, label: 'Account Settings', activeOn: [paths.accountSettings] },
];

export function isNavItemActive(item: NavItem, location: string): boolean {
  return item.activeOn.includes(location);
}

/** Links only a subscriber's drawer adds (the bar keeps the spec's three). */
export const premiumNavItems: readonly NavItem[] = [
  { href: paths.sharing, label: 'Sharing', activeOn: [paths.sharing] },
];
