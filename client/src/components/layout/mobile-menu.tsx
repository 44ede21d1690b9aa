import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLayoutSession } from './layout-session';

const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileMenuDrawer }));

/**
 * The menu button of small screens (below 1024 px) and its drawer. The drawer (vaul, Radix
 * Dialog) is fetched when the button is first pointed at, focused or pressed, so pages that
 * never open it, and every desktop visit, do not download it.
 */
export function MobileMenu() {
  const { isLoading } = useLayoutSession();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (isLoading) return null;

  const preload = () => void loadDrawer();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setIsWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {isWanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
