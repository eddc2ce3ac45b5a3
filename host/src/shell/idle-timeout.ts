export interface IdleTimeoutOptions {
  /** Inactivity after which `onTimeout` runs (the host logs out). 0 or less disables. */
  timeoutMs: number;
  /** How long before the timeout `onWarn` runs (the host shows a warning). */
  warningMs: number;
  onWarn: () => void;
  onTimeout: () => void;
  /** Activity after a warning (the host hides the warning). */
  onActive?: () => void;
  /** Where activity is listened for; defaults to `window` and `document`. */
  target?: { window: Window; document: Document };
}

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Watches for inactivity. Any pointer, key or scroll activity restarts the count; coming back
 * to a hidden tab counts as activity unless the timeout has already passed meanwhile (timers
 * of background tabs are throttled). Returns a function that stops watching.
 */
export function startIdleTimeout({
  timeoutMs,
  warningMs,
  onWarn,
  onTimeout,
  onActive,
  target = { window, document },
}: IdleTimeoutOptions): () => void {
  if (!(timeoutMs > 0)) return () => undefined;
  const warnAfter = Math.max(0, timeoutMs - Math.max(0, warningMs));
  let lastActivity = Date.now();
  let warned = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, delay));
  };

  const timeout = () => {
    stop();
    onTimeout();
  };

  function check() {
    if (stopped) return;
    const idle = Date.now() - lastActivity;
    if (idle >= timeoutMs) {
      timeout();
      return;
    }
    if (idle >= warnAfter) {
      if (!warned) {
        warned = true;
        onWarn();
      }
      schedule(timeoutMs - idle);
      return;
    }
    schedule(warnAfter - idle);
  }

  const activity = () => {
    if (stopped) return;
    lastActivity = Date.now();
    if (warned) {
      warned = false;
      onActive?.();
    }
    // No rescheduling here (pointermove is frequent): the pending check sees the new time.
  };

  const visibility = () => {
    if (target.document.visibilityState !== 'visible') return;
    if (Date.now() - lastActivity >= timeoutMs) timeout();
    else activity();
  };

  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) target.window.addEventListener(type, activity, options);
  target.window.addEventListener('scroll', activity, options);
  target.document.addEventListener('visibilitychange', visibility);

  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.window.removeEventListener(type, activity, options);
    target.window.removeEventListener('scroll', activity, options);
    target.document.removeEventListener('visibilitychange', visibility);
  }

  schedule(warnAfter);
  return stop;
}
