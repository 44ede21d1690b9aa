import { useEffect, useRef, useState } from 'react';

/**
 * The width of the element the ref is on, following it as the window changes, so a chart
 * draws its text at its real size on a 390 px phone instead of shrinking a wide drawing.
 * `fallback` until it is measured (and where there is no ResizeObserver, as in jsdom).
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
