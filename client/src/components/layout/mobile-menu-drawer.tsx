import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn, LogOut, Sparkles, UserPlus, X } from 'lucide-react';
import { Link } from 'wouter';
import { Drawer } from 'vaul';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLayoutSession } from './layout-session';
import {
  freeToolItems,
  premiumNavItems,
  premiumToolItems,
  settingsNavItem,
  signedInNavItems,
} from './nav-items';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { PlanBadge } from './plan-badge';
import { useSignOutAction } from './use-sign-out';

const menuLinkClass =
  'flex min-h-12 items-center rounded-md px-3 text-base font-medium transition-colors';

type MobileMenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the drawer closes (the menu button). */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * Below 1024 px the navigation bar becomes this drawer (docs/product.md#navigation-bar,
 * #how-screens-behave): titled Menu, with a close button, the same links and Settings, the plan (a Premium badge
 * or 'Upgrade to Premium') and the account control. vaul closes it on a drag past its threshold or
 * a quick flick, and snaps it back otherwise; a link closes it as it navigates. Loaded only when
 * the menu is first wanted.
 */
export function MobileMenuDrawer({ open, onOpenChange, onCloseAutoFocus }: MobileMenuDrawerProps) {
  const { user, isPremium, isPlanLoading } = useLayoutSession();
  const { isSigningOut, signOut } = useSignOutAction();
  const close = () => onOpenChange(false);
  const { t } = useLingui();

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Drawer.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl border-t border-slate-200 bg-white pb-[max(1rem,env(safe-area-inset-bottom))] shadow-xl outline-none"
        >
          <Drawer.Handle className="mt-3" />
          <div className="flex items-center justify-between px-4 pt-2 pb-3">
            <Drawer.Title className="text-lg font-semibold text-slate-900">
              <Trans>Menu</Trans>
            </Drawer.Title>
            <Drawer.Close
              aria-label={t`Close menu`}
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Drawer.Close>
          </div>

          <div className="overflow-y-auto px-4">
            {user ? (
              <>
                <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-3">
                  <p className="min-w-0 truncate text-sm text-slate-600">{user.email}</p>
                  {!isPlanLoading && isPremium && <PlanBadge isPremium />}
                </div>
                <nav aria-label={t`Main`} className="mt-3">
                  <NavLinks
                    listClassName="space-y-1"
                    linkClassName={menuLinkClass}
                    idleClassName="text-slate-700 hover:bg-slate-100"
                    onNavigate={close}
                    items={[
                      ...signedInNavItems,
                      settingsNavItem,
                      ...(isPremium ? premiumNavItems : []),
                    ]}
                  />
                </nav>
                {!isPlanLoading && (
                  <nav aria-labelledby="menu-tools-title" className="mt-3">
                    <h3
                      id="menu-tools-title"
                      className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
                    >
                      <Trans>Tools</Trans>
                    </h3>
                    <NavLinks
                      listClassName="space-y-1"
                      linkClassName={menuLinkClass}
                      idleClassName="text-slate-700 hover:bg-slate-100"
                      onNavigate={close}
                      items={isPremium ? premiumToolItems : freeToolItems}
                    />
                  </nav>
                )}
                <div className="mt-4 space-y-2 border-t border-slate-200 pt-4">
                  {!isPlanLoading && !isPremium && (
                    <Link
                      href={paths.accountSettings}
                      onClick={close}
                      className={buttonClasses({ className: 'w-full' })}
                    >
                      <Sparkles aria-hidden="true" className="size-4" />
                      <Trans>Upgrade to Premium</Trans>
                    </Link>
                  )}
                  <Button
                    variant="outline"
                    className="w-full"
                    isLoading={isSigningOut}
                    onClick={signOut}
                  >
                    {!isSigningOut && <LogOut aria-hidden="true" className="size-4" />}
                    <Trans>Log out</Trans>
                  </Button>
                  <LanguageSwitch className="w-full justify-center min-h-12 text-base" />
                </div>
              </>
            ) : (
              <div className="space-y-2 pb-1">
                <Link
                  href={paths.login}
                  onClick={close}
                  className={buttonClasses({ variant: 'outline', className: 'w-full' })}
                >
                  <LogIn aria-hidden="true" className="size-4" />
                  <Trans>Log in</Trans>
                </Link>
                <Link
                  href={paths.signup}
                  onClick={close}
                  className={buttonClasses({ className: 'w-full' })}
                >
                  <UserPlus aria-hidden="true" className="size-4" />
                  <Trans>Sign up</Trans>
                </Link>
                <LanguageSwitch className="w-full justify-center min-h-12 text-base" />
              </div>
            )}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
