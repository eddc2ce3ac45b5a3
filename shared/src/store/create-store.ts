/**
 * A plain external store: one instance per page (the module is a federated singleton), read
 * from React with `useSyncExternalStore` so every React root (host and remotes) sees the same
 * state.
 */
export type Listener = () => void;

export interface Store<T extends object> {
  getState(): T;
  /** Shallow-merges `partial` (or the result of `update(state)`) into a new state object. */
  setState(partial: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: Listener): () => void;
}

export function createStore<T extends object>(initialState: T): Store<T> {
  let state = initialState;
  const listeners = new Set<Listener>();

  return {
    getState: () => state,
    setState(partial) {
      const patch = typeof partial === 'function' ? partial(state) : partial;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
