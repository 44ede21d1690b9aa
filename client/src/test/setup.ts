import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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
