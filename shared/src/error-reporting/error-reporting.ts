import { getConfig, isConfigured } from '../config/config-store';
import type { PortalConfig } from '../config/portal-config';
import { afterFirstPaint } from '../utils/after-first-paint';

export interface ErrorContext {
  tags?: Record<string, string>;
  extra?: Record<string, string | number | boolean>;
}

interface ErrorBackend {
  captureException(error: unknown, context?: ErrorContext): void;
  addTiming(name: string, durationMs: number, data: Record<string, string>): void;
}

type Timing = [string, number, Record<string, string>];
let timings: Timing[] = [];

/** Errors raised before Sentry has loaded wait here (bounded, oldest dropped first). */
const MAX_QUEUED = 50;
let queue: Array<[unknown, ErrorContext | undefined]> = [];
let backend: ErrorBackend | null = null;
let disabled = false;
let starting: Promise<void> | null = null;

function isDevelopment(): boolean {
  return isConfigured() && getConfig().environment === 'development';
}

/**
 * Reports an error to the error-reporting service. Calls made before Sentry has loaded are
 * queued; without a DSN this is a no-op (in development the error is still logged to the
 * console). Events are scrubbed in `beforeSend`, so health data never leaves the browser.
 */
export function reportError(error: unknown, context?: ErrorContext): void {
  if (isDevelopment()) console.error('[portal]', error);
  if (backend) {
    backend.captureException(error, context);
  } else if (!disabled) {
    queue.push([error, context]);
    if (queue.length > MAX_QUEUED) queue.shift();
  }
}

/**
 * Reports how long something took (a remote's load): a breadcrumb on the error-reporting
 * service, so every later error report carries it. Queued like errors until Sentry loads.
 */
export function reportTiming(
  name: string,
  durationMs: number,
  data: Record<string, string> = {},
): void {
  if (isDevelopment()) console.info('[portal]', name, Math.round(durationMs), 'ms', data);
  if (backend) {
    backend.addTiming(name, durationMs, data);
  } else if (!disabled) {
    timings.push([name, durationMs, data]);
    if (timings.length > MAX_QUEUED) timings.shift();
  }
}

/**
 * Loads Sentry after the first paint (a dynamic import, so it is not in the first chunk), with
 * its options and the scrubber (whose allow-lists need not weigh on the first load either),
 * initialises it and sends the queued errors. Without a DSN the queue is dropped.
 */
export function startErrorReporting(config: PortalConfig): Promise<void> {
  if (starting) return starting;
  if (!config.sentryDsn) {
    disabled = true;
    queue = [];
    timings = [];
    starting = Promise.resolve();
    return starting;
  }
  starting = afterFirstPaint()
    .then(() => Promise.all([import('@sentry/react'), import('./sentry-options')]))
    .then(([Sentry, { ROUTE_TRACING, sentryOptions }]) => {
      Sentry.init({
        ...sentryOptions(config),
        integrations: [Sentry.browserTracingIntegration(ROUTE_TRACING)],
      });
      backend = {
        captureException: (error, context) => {
          Sentry.captureException(error, {
            ...(context?.tags ? { tags: context.tags } : {}),
            ...(context?.extra ? { extra: context.extra } : {}),
          });
        },
        addTiming: (name, durationMs, data) => {
          Sentry.addBreadcrumb({
            category: 'portal.timing',
            message: name,
            level: 'info',
            data: { ...data, duration_ms: Math.round(durationMs) },
          });
        },
      };
      const pending = queue;
      queue = [];
      for (const [error, context] of pending) backend.captureException(error, context);
      const pendingTimings = timings;
      timings = [];
      for (const [name, ms, data] of pendingTimings) backend.addTiming(name, ms, data);
    })
    .catch((loadError: unknown) => {
      // The reporter itself failed to load (blocked by an extension, offline...): carry on.
      disabled = true;
      queue = [];
      timings = [];
      console.warn('[portal] error reporting is unavailable', loadError);
    });
  return starting;
}

/** Back to the initial state (tests only). */
export function resetErrorReporting(): void {
  queue = [];
  timings = [];
  backend = null;
  disabled = false;
  starting = null;
}
