import '@testing-library/jest-dom/vitest';
import { I18nProvider } from '@lingui/react';
import { cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadToastView } from '@/components/ui/toast';

// jsdom has no pointer capture, which Radix primitives (toast swipe, select, slider) call on
// pointer events; without these a user-event click throws inside the component.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// findBy*/waitFor give up after 1 s by default; with four test workers on two cores a lazy
// page's first render can take longer than that, which fails a correct test. They still fail
// fast when the thing never appears, just after 4 s instead of 1 s.
configure({ asyncUtilTimeout: 4000 });

// The app loads the toast's look with its first toast; tests have it from the start, so a
// toast shows in the same render as in the browser after its first one (toast.test.tsx
// covers the loading itself).
await loadToastView();

// Vitest runs without globals, so Testing Library cannot register its own automatic cleanup.
afterEach(() => {
  cleanup();
});

// Every screen renders inside the app's language provider (app/provider.tsx), so every render
// in the tests does too, around whatever wrapper the test gives; each test starts in English.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  const inLanguage = (Inner?: ComponentType<{ children: ReactNode }>) =>
    function InLanguage({ children }: { children: ReactNode }) {
      const content = Inner ? createElement(Inner, null, children) : children;
      return createElement(I18nProvider, { i18n }, content);
    };
  type Render = typeof library.render;
  type RenderHook = typeof library.renderHook;
  const render = (...[ui, options]: Parameters<Render>) =>
    library.render(ui, { ...options, wrapper: inLanguage(options?.wrapper) });
  const renderHook = (...[hook, options]: Parameters<RenderHook>) =>
    library.renderHook(hook, { ...options, wrapper: inLanguage(options?.wrapper) });
  return { ...library, render: render as Render, renderHook: renderHook as RenderHook };
});

afterEach(() => {
  i18n.activate('en');
});
