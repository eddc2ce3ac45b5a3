import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `@portal/shared/held-until-online`: what a form sent while offline, held by the open page (in
 * memory only, never in browser storage) and sent once when the connection returns. Not shared
 * at run time: each app builds its own copy (a few hundred bytes), so no first load carries it.
 * The page says it is waiting, and asks before it is left (`useLeaveGuard`) while `waiting`.
 */
export function useHeldUntilOnline<T>(send: (held: T) => void) {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  // The latest `send`, so a render between holding and the connection's return sends with it.
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });

  useEffect(() => {
    if (!held) return undefined;
    const release = () => {
      setHeld(null);
      latestSend.current(held.value);
    };
    window.addEventListener('online', release, { once: true });
    return () => window.removeEventListener('online', release);
  }, [held]);

  return {
    /** Keep `value` to send when the connection returns (it replaces what was held). */
    hold: useCallback((value: T) => setHeld({ value }), []),
    /** Forget what was held (it was sent another way, or is no longer wanted). */
    drop: useCallback(() => setHeld(null), []),
    /** Something is held. */
    waiting: held !== null,
  };
}

/** The browser says it has no connection (a request now would fail, so it is held). */
export const isOffline = (): boolean => navigator.onLine === false;
