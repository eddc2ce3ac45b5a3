import { useSyncExternalStore } from 'react';
import type { Store } from './create-store';

/** Reads a plain store from React; re-renders on every state change. */
export function useStore<T extends object>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
