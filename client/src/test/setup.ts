import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no pointer capture, which Radix primitives (toast swipe, select, slider) call on
// pointer events; without these a user-event click throws inside the component.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// Vitest runs without globals, so Testing Library cannot register its own automatic cleanup.
afterEach(() => {
  cleanup();
});
