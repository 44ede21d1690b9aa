/**
 * Rate limits count in fixed windows; a test that makes several requests must not let a
 * window boundary fall between them. `inOneWindow` stops the clock (only `Date`; timers and
 * I/O stay real) just after the start of the next window for the duration of `run`.
 */
import { vi } from 'vitest';

export async function inOneWindow<T>(windowSeconds: number, run: () => Promise<T>): Promise<T> {
  const windowMs = windowSeconds * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / windowMs) * windowMs + 10 });
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}
