type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Resolves once the page has loaded and the browser is idle, so third-party SDKs
 * (Sentry, Segment) never compete with the first paint.
 */
export function afterFirstPaint(idleTimeoutMs = 3000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const win = window as IdleWindow;

  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === 'function') {
        win.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
      } else {
        setTimeout(resolve, 1);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
