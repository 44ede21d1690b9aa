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

/**
 * Runs `task` once the browser has painted what is on screen now: a frame's callback runs
 * just before the paint, and a task it queues runs after it. For what should not hold up a
 * page's first paint on a slow phone. Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
