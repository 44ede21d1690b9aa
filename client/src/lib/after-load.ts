/**
 * Runs `task` `delayMs` after the page's load event (counted from now when the page has already
 * loaded): for work a page on a slow network should not start before its own requests.
 * Returns a function that cancels it.
 */
export function afterPageLoad(delayMs: number, task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(task, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
  };
}

/** How long `afterNextPaint` waits for a frame that does not come (a tab put in the background). */
export const PAINT_WAIT_LIMIT_MS = 1_000;

/**
 * Runs `task` once the browser has painted what is on screen now: a frame's callback runs
 * just before the paint, and a task it queues runs after it. For what should not hold up a
 * page's first paint on a slow phone. A hidden page (opened in a background tab) paints nothing
 * and gets no frames: there it runs at once, and it never waits longer than 1 s. Returns a
 * function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run, 0);
  });
  const limit = setTimeout(run, PAINT_WAIT_LIMIT_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(limit);
  }
  function run() {
    cancel();
    task();
  }
  return cancel;
}
