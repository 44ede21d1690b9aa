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
