import type { ComponentType, ReactNode } from 'react';

/** Makes `Guard` a page wrapper for the route table: `withGuard(RequireAuth, 'WithLoginGuard')(Page)`. */
export function withGuard(Guard: ComponentType<{ children: ReactNode }>, label: string) {
  return (Page: ComponentType): ComponentType => {
    function GuardedPage() {
      return (
        <Guard>
          <Page />
        </Guard>
      );
    }
    GuardedPage.displayName = `${label}(${Page.displayName ?? Page.name ?? 'Page'})`;
    return GuardedPage;
  };
}
