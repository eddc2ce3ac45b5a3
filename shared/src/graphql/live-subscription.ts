import { useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from '../utils/after-first-paint';
import type { LiveChangeListener, LiveMode, LiveOptions, LiveSubscription } from './live-types';

export type { LiveChangeListener, LiveMode, LiveOptions, LiveSubscription } from './live-types';

/** The longest the live status waits for the browser to be idle after the page mounted. */
const WATCH_START_TIMEOUT_MS = 1000;
/**
 * Then it waits this much more: the page's data arrives in renders after its first paint (an
 * idle moment can fall between them), and on a slow connection the stream's request would
 * compete with what the page still loads. A change meanwhile is in the stream's first event.
 */
const WATCH_START_DELAY_MS = 1000;

/**
 * Watches a subscription over server-sent events (live-stream.ts: resumed with back-off,
 * polling while the push is blocked, ended for good when a guardian's access ends). Its client
 * loads with the first watch, which starts after the page's first paint. Answers a function
 * that stops watching.
 */
export function watchSubscription<T>(
  subscription: LiveSubscription<T>,
  options: LiveOptions<T>,
  onMode?: (mode: LiveMode) => void,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import(/* webpackChunkName: "live-stream" */ './live-stream').then((stream) => {
    if (!stopped) stop = stream.watchStream(subscription, options, onMode);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * React: watches a subscription while mounted (and while `key` is set; a new key watches
 * afresh), from when the page has painted; `onChange` typically refetches a query.
 */
export function useLiveSubscription<T>(
  key: string | null | undefined,
  subscription: () => LiveSubscription<T>,
  onChange: LiveChangeListener<T>,
): LiveMode {
  const latest = useRef({ onChange, subscription });
  latest.current = { onChange, subscription };
  const [mode, setMode] = useState<LiveMode>('idle');
  useEffect(() => {
    if (!key) return undefined;
    // The push is for what changes later: it opens once the page has painted what it read
    // and settled (it starts with the current state, so nothing is missed).
    let stop: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void afterFirstPaint(WATCH_START_TIMEOUT_MS).then(() => {
      if (cancelled) return;
      timer = setTimeout(() => {
        stop = watchSubscription(
          latest.current.subscription(),
          { onChange: (pushed) => latest.current.onChange(pushed) },
          setMode,
        );
      }, WATCH_START_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [key]);
  return mode;
}
