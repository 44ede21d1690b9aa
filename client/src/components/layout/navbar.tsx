import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Scale, Settings, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import { useLayoutSession } from './layout-session';
import { MobileMenu } from './mobile-menu';
import { wideBarName } from './bar-names';
import { LanguageSwitch } from './language-switch';
import { isNavItemActive, premiumBarToolItems, settingsNavItem } from './nav-items';
import { NavLinks } from './nav-links';
import { PageBar } from './page-frame';
import { PlanBadge } from './plan-badge';
import { useSignOutAction } from './use-sign-out';

function Logo() {
  const { user } = useLayoutSession();
  return (
    <Link
      href={user ? paths.home : paths.landing}
      className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-semibold text-slate-900"
    >
      <Scale aria-hidden="true" className="size-6 text-primary" />
      Fairsplit
    </Link>
  );
}

const desktopLinkClass =
  'inline-flex min-h-10 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors';
const desktopIdleClass = 'text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** Home, Profile and Account Settings, then, for a subscriber, the tools, set apart by a rule. */
function DesktopLinks() {
  const { isPremium, isPlanLoading } = useLayoutSession();
  const { t } = useLingui();
  return (
    <div className="hidden items-center gap-2 lg:flex">
      <nav aria-label={t`Main`}>
        <NavLinks
          listClassName="flex items-center gap-0.5"
          linkClassName={desktopLinkClass}
          idleClassName={desktopIdleClass}
        />
      </nav>
      {!isPlanLoading && isPremium && (
        <nav aria-label={t`Tools`} className="border-l border-slate-200 pl-2">
          <NavLinks
            listClassName="flex items-center gap-0.5"
            linkClassName={desktopLinkClass}
            idleClassName={desktopIdleClass}
            items={premiumBarToolItems}
          />
        </nav>
      )}
    </div>
  );
}

/** The Premium badge, or the call to upgrade (to Account Settings), once the plan is known. */
function PlanStatus() {
  const { isPremium, isPlanLoading } = useLayoutSession();
  if (isPlanLoading) return null;
  if (isPremium) return <PlanBadge isPremium />;
  return (
    <Link href={paths.accountSettings} className={buttonClasses({ size: 'sm' })}>
      <Sparkles aria-hidden="true" className="size-4" />
      <Trans>Upgrade</Trans>
    </Link>
  );
}

/** Settings: a gear beside the plan, marked on every section. */
function SettingsLink() {
  const [location] = useLocation();
  const isActive = isNavItemActive(settingsNavItem, location);
  const { i18n } = useLinguiContext();
  return (
    <Link
      href={settingsNavItem.href}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        buttonClasses({ variant: 'ghost', size: 'sm' }),
        isActive && 'bg-primary-soft text-primary',
      )}
    >
      <Settings aria-hidden="true" className="size-4" />
      <span className={wideBarName(i18n.locale)}>{i18n._(settingsNavItem.label)}</span>
    </Link>
  );
}

/**
 * The plan, Settings and Log out. Between 1024 and 1280 px (1536 in Spanish) a subscriber's bar
 * is full, so Settings and Log out show their icons alone there (their names stay for screen
 * readers).
 */
function DesktopAccount() {
  const { user, isLoading } = useLayoutSession();
  const { isSigningOut, signOut } = useSignOutAction();
  const { i18n } = useLinguiContext();
  if (isLoading) return null;
  if (!user) {
    return (
      <div className="hidden items-center gap-2 lg:flex">
        <LanguageSwitch />
        <Link href={paths.login} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <Trans>Log in</Trans>
        </Link>
        <Link href={paths.signup} className={buttonClasses({ size: 'sm' })}>
          <Trans>Sign up</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="hidden items-center gap-3 lg:flex">
      <LanguageSwitch isCompact />
      <PlanStatus />
      <SettingsLink />
      <Button variant="ghost" size="sm" isLoading={isSigningOut} onClick={signOut}>
        {!isSigningOut && <LogOut aria-hidden="true" className="size-4" />}
        <span className={wideBarName(i18n.locale)}>
          <Trans>Log out</Trans>
        </span>
      </Button>
    </div>
  );
}

/**
 * The navigation bar (docs/product.md#navigation-bar): the logo, then for a signed-in user Home,
 * Profile and Account Settings with the plan, for a visitor Log in and Sign up. Below 1024 px it
 * all moves into the mobile menu.
 */
export function Navbar() {
  const { user } = useLayoutSession();
  return (
    <PageBar>
      <Logo />
      {user && <DesktopLinks />}
      <div className="ml-auto flex items-center gap-2">
        <DesktopAccount />
        <MobileMenu />
      </div>
    </PageBar>
  );
}
