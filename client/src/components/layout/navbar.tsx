import { LogOut, Scale, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useSubscription } from '@/features/subscriptions';
import { MobileMenu } from './mobile-menu';
import { premiumToolItems } from './nav-items';
import { NavLinks } from './nav-links';
import { PlanBadge } from './plan-badge';
import { useSignOutAction } from './use-sign-out';

function Logo() {
  const { user } = useAuth();
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
  const { isPremium, isSubscriptionLoading } = useSubscription();
  return (
    <div className="hidden items-center gap-2 lg:flex">
      <nav aria-label="Main">
        <NavLinks
          listClassName="flex items-center gap-0.5"
          linkClassName={desktopLinkClass}
          idleClassName={desktopIdleClass}
        />
      </nav>
      {!isSubscriptionLoading && isPremium && (
        <nav aria-label="Tools" className="border-l border-slate-200 pl-2">
          <NavLinks
            listClassName="flex items-center gap-0.5"
            linkClassName={desktopLinkClass}
            idleClassName={desktopIdleClass}
            items={premiumToolItems}
          />
        </nav>
      )}
    </div>
  );
}

/** The Premium badge, or the call to upgrade (to Account Settings), once the plan is known. */
function PlanStatus() {
  const { isPremium, isSubscriptionLoading } = useSubscription();
  if (isSubscriptionLoading) return null;
  if (isPremium) return <PlanBadge isPremium />;
  return (
    <Link href={paths.accountSettings} className={buttonClasses({ size: 'sm' })}>
      <Sparkles aria-hidden="true" className="size-4" />
      Upgrade
    </Link>
  );
}

function DesktopAccount() {
  const { user, isLoading } = useAuth();
  const { isSigningOut, signOut } = useSignOutAction();
  if (isLoading) return null;
  if (!user) {
    return (
      <div className="hidden items-center gap-2 lg:flex">
        <Link href={paths.login} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Log in
        </Link>
        <Link href={paths.signup} className={buttonClasses({ size: 'sm' })}>
          Sign up
        </Link>
      </div>
    );
  }
  return (
    <div className="hidden items-center gap-3 lg:flex">
      <PlanStatus />
      <Button variant="ghost" size="sm" isLoading={isSigningOut} onClick={signOut}>
        {!isSigningOut && <LogOut aria-hidden="true" className="size-4" />}
        Log out
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
  const { user } = useAuth();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-6 px-4">
        <Logo />
        {user && <DesktopLinks />}
        <div className="ml-auto flex items-center gap-2">
          <DesktopAccount />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
