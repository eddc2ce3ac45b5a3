// The live subscriptions' shapes (live-subscription.ts, and live-stream.ts that it loads).

/** How the page hears about changes: pushed, or polled while the push is unavailable. */
export type LiveMode = 'push' | 'polling' | 'idle';

/** A subscription the gateway serves over server-sent events (graphql-yoga, POST mode). */
export interface LiveSubscription<T> {
  query: string;
  variables?: Record<string, unknown>;
  /** What the page wants of an event's `data`. */
  pick: (data: unknown) => T | null;
}

/**
 * Called when what is watched may have changed (the caller may refetch its own query): with
 * what the gateway pushed, or with nothing when polling (anything may have changed). The stream
 * opens with the current state, which is usually what the page already shows.
 */
export type LiveChangeListener<T> = (pushed?: T | null) => void;

export interface LiveOptions<T> {
  onChange: LiveChangeListener<T>;
  /** Poll this often while the push is blocked and the page is visible. */
  pollMs?: number;
  /** Push failures in a row before polling starts (it keeps retrying the push meanwhile). */
  failuresBeforePolling?: number;
  /** Test seams. */
  fetchImpl?: typeof fetch;
  retryDelayMs?: (attempt: number) => number;
}
