import {
  Calculator,
  CalendarDays,
  FileArchive,
  FileText,
  Home,
  Landmark,
  Receipt,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '@/config/paths';

export type NavItem = {
  href: string;
  /** What the link says, in the reader's language. */
  label: MessageDescriptor;
  /**
   * The paths on which this item is the current page (docs/product.md#navigation-bar: Home on /home
   * and /dashboard).
   */
  activeOn: readonly string[];
  /** The icon the phone's bottom bar shows above the label. */
  icon?: LucideIcon;
};

const homeItem: NavItem = {
  href: paths.home,
  label: msg`Home`,
  activeOn: [paths.home, paths.dashboard],
  icon: Home,
};

/**
 * The signed-in links of the navigation bar and the mobile menu (docs/product.md#navigation-bar).
 */
export const signedInNavItems: readonly NavItem[] = [
  homeItem,
  { href: paths.profile, label: msg`Profile`, activeOn: [paths.profile] },
  { href: paths.accountSettings, label: msg`Account Settings`, activeOn: [paths.accountSettings] },
];

/** Settings, marked on its list and on every section (the bar's gear, the drawer's link). */
export const settingsNavItem: NavItem = {
  href: paths.settings,
  label: msg`Settings`,
  activeOn: [
    paths.settings,
    paths.settingsSecurity,
    paths.settingsPrivacy,
    paths.settingsSharing,
    paths.settingsEmail,
  ],
};

export function isNavItemActive(item: NavItem, location: string): boolean {
  return item.activeOn.includes(location);
}

/** Links only a subscriber's drawer adds (the bar keeps the product's three). */
export const premiumNavItems: readonly NavItem[] = [
  { href: paths.sharing, label: msg`Sharing`, activeOn: [paths.sharing] },
];

const calculatorPaths = [
  paths.settlementCalculator,
  paths.decisionAnalysis,
  paths.freeSettlementCalculator,
  paths.calculator,
] as const;

const documentsItem: NavItem = {
  href: paths.documents,
  label: msg`Documents`,
  activeOn: [paths.documents],
  icon: FileText,
};

// No icon here: only Home's shortcuts show one for these three (home-page.tsx), and every icon in
// this file is in the landing page's JavaScript (e2e/bundle.spec.ts).
const incomeItem: NavItem = {
  href: paths.income,
  label: msg`Income`,
  activeOn: [paths.income],
};

const disclosureItem: NavItem = {
  href: paths.disclosure,
  label: msg`Financial disclosure`,
  activeOn: [paths.disclosure],
};

const supportItem: NavItem = {
  href: paths.support,
  label: msg`Support`,
  activeOn: [paths.support],
};

/**
 * The tools, one tap away (docs/product.md#navigation-bar): the drawer's Tools and Home's
 * shortcuts. "Calculators" opens the calculator her plan has, and stays marked on all three
 * calculator pages.
 */
export const premiumToolItems: readonly NavItem[] = [
  { href: paths.expenses, label: msg`Expenses`, activeOn: [paths.expenses], icon: Receipt },
  { href: paths.networth, label: msg`Net worth`, activeOn: [paths.networth], icon: Landmark },
  { href: paths.events, label: msg`Events`, activeOn: [paths.events], icon: CalendarDays },
  documentsItem,
  {
    href: paths.settlementCalculator,
    label: msg`Calculators`,
    activeOn: calculatorPaths,
    icon: Calculator,
  },
  { href: paths.caseFile, label: msg`Case file`, activeOn: [paths.caseFile], icon: FileArchive },
  incomeItem,
  disclosureItem,
  supportItem,
];

/**
 * The tools the bars have room for: a subscriber's desktop bar and her bottom bar on phones.
 * Both are full with five (a sixth name pushes Log out off a 1024 px bar and cuts names short
 * on a 390 px phone), so Documents, Income, the financial disclosure and Support are reached
 * from the drawer and Home (Documents also from each record's paperclip).
 */
export const premiumBarToolItems: readonly NavItem[] = premiumToolItems.filter(
  (item) =>
    item !== documentsItem &&
    item !== incomeItem &&
    item !== disclosureItem &&
    item !== supportItem,
);

/** A free user's tools: the calculators she has. */
export const freeToolItems: readonly NavItem[] = [
  {
    href: paths.freeSettlementCalculator,
    label: msg`Calculators`,
    activeOn: calculatorPaths,
    icon: Calculator,
  },
];

/** A free user's bottom bar: Home, her calculators and the way to Premium. */
export const freeBottomBarItems: readonly NavItem[] = [
  homeItem,
  ...freeToolItems,
  {
    href: paths.accountSettings,
    label: msg`Upgrade`,
    activeOn: [paths.accountSettings],
    icon: Sparkles,
  },
];
