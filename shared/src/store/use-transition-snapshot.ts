import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Reads an external store from React like `useSyncExternalStore` (every change it announces is
 * on screen as soon as the store's listeners have run), except for the changes `deferrable`
 * picks: those re-render as a transition, which React renders in slices of a few milliseconds,
 * yielding to the browser between them. A page's first answer redraws the whole page: rendered
 * at once it is one long task that a slow phone cannot answer input during (Lighthouse's Total
 * Blocking Time, docs/size.md). A component that starts reading sees the store's state at once.
 */
export function useTransitionSnapshot<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  deferrable: (shown: T, next: T) => boolean,
): T {
  const [seen, setSeen] = useState(() => ({ subscribe, value: getSnapshot() }));
  useEffect(() => {
    let shown = getSnapshot();
    const show = (value: T) => () =>
      setSeen((previous) =>
        previous.subscribe === subscribe && Object.is(previous.value, value)
          ? previous
          : { subscribe, value },
      );
    const changed = () => {
      const value = getSnapshot();
      const deferred = deferrable(shown, value);
      shown = value;
      if (deferred) startTransition(show(value));
      else flushSync(show(value));
    };
    const stop = subscribe(changed);
    // A change between the render and this subscription.
    show(shown)();
    return stop;
  }, [subscribe, getSnapshot, deferrable]);
  return seen.subscribe === subscribe ? seen.value : getSnapshot();
}
