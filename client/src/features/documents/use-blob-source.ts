/**
 * Points an <img> or <iframe> at a Blob through an object URL, made while the element shows it
 * and revoked as soon as it goes (the viewer closes, another file is shown, the row leaves).
 */
import { useEffect, useRef } from 'react';

export function useBlobSource<E extends HTMLImageElement | HTMLIFrameElement>(
  blob: Blob | undefined,
) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (blob === undefined || element === null) return;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return ref;
}
