import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';

/**
 * Brings the element the location's hash names into view and moves focus to it (the host's
 * router does not scroll to anchors). `ready`: the element exists (the page's data arrived).
 * Targets carry tabIndex={-1} and a scroll margin below the fixed header.
 */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, ready]);
}
