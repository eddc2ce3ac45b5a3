import { onSignedIn, onSignedOut } from '../session/session-events';
import type { PortalConfig } from '../config/portal-config';
import { reportError } from '../error-reporting/error-reporting';
import { afterFirstPaint } from '../utils/after-first-paint';

export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsProperties = Record<string, AnalyticsValue>;

/**
 * The only property keys that reach analytics. Anything else is dropped, so form answers,
 * certificate values and other health data cannot leak through an event by accident.
 */
export const ANALYTICS_ALLOWED_PROPERTIES: ReadonlySet<string> = new Set([
  'userId',
  'email',
  'label',
  'path',
  'title',
  'remote',
  'status',
  'version',
  'step',
  'category',
  'intent',
  'referrer',
]);

export type AnalyticsEvent = 'Sign In' | 'Account Created' | (string & {});

interface AnalyticsBackend {
  page(properties: AnalyticsProperties): unknown;
  identify(userId: string, traits: AnalyticsProperties): unknown;
  track(event: string, properties: AnalyticsProperties): unknown;
  reset(): unknown;
}

type Call = (backend: AnalyticsBackend) => void;

const ignore = (): void => undefined;

const MAX_QUEUED = 100;
let queue: Call[] = [];
let backend: AnalyticsBackend | null = null;
let disabled = false;
let starting: Promise<void> | null = null;

function isAllowedValue(value: unknown): value is AnalyticsValue {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** Keeps only allow-listed keys with primitive values. */
export function allowListed(properties: Record<string, unknown> | undefined): AnalyticsProperties {
  const out: AnalyticsProperties = {};
  if (!properties) return out;
  for (const [key, value] of Object.entries(properties)) {
    if (ANALYTICS_ALLOWED_PROPERTIES.has(key) && isAllowedValue(value)) out[key] = value;
  }
  return out;
}

function dispatch(call: Call): void {
  if (backend) {
    try {
      call(backend);
    } catch (error) {
      reportError(error, { tags: { area: 'analytics' } });
    }
  } else if (!disabled) {
    queue.push(call);
    if (queue.length > MAX_QUEUED) queue.shift();
  }
}

/** Product analytics. Calls made before Segment has loaded are queued. */
export const analytics = {
  page(properties?: { path: string; title?: string }): void {
    const props = allowListed(properties);
    dispatch((b) => b.page(props));
  },
  identify(userId: string, traits: { email: string | null }): void {
    const props = allowListed(traits);
    dispatch((b) => b.identify(userId, props));
  },
  track(event: AnalyticsEvent, properties: AnalyticsProperties): void {
    const props = allowListed(properties);
    dispatch((b) => b.track(event, props));
  },
  /** Forgets the identified user (on log out, so a shared computer does not keep it). */
  reset(): void {
    dispatch((b) => b.reset());
  },
};

/** The parent analytics knows as signed in (identified once per parent and page). */
let identifiedUserId: string | null = null;

onSignedIn((user, method) => {
  if (identifiedUserId !== user.id) {
    identifiedUserId = user.id;
    analytics.identify(user.id, { email: user.email });
  }
  if (method) {
    analytics.track(method.created ? 'Account Created' : 'Sign In', {
      userId: user.id,
      email: user.email,
      label: method.label,
    });
  }
});

onSignedOut(() => {
  identifiedUserId = null;
  analytics.reset();
});

/**
 * Loads Segment after the first paint and sends the queued calls. Without a write key it is
 * a silent no-op and later calls are dropped.
 */
export function startAnalytics(config: PortalConfig): Promise<void> {
  if (starting) return starting;
  const writeKey = config.segmentWriteKey;
  if (!writeKey) {
    disabled = true;
    queue = [];
    starting = Promise.resolve();
    return starting;
  }
  starting = afterFirstPaint()
    .then(() => import('@segment/analytics-next'))
    .then(({ AnalyticsBrowser }) => {
      const segment = AnalyticsBrowser.load({ writeKey });
      // A blocked Segment CDN rejects every call: analytics must never surface as an error.
      segment.catch(ignore);
      backend = {
        page: (properties) => segment.page(properties).catch(ignore),
        identify: (userId, traits) => segment.identify(userId, traits).catch(ignore),
        track: (event, properties) => segment.track(event, properties).catch(ignore),
        reset: () => segment.reset().catch(ignore),
      };
      const pending = queue;
      queue = [];
      for (const call of pending) dispatch(call);
    })
    .catch((error: unknown) => {
      disabled = true;
      queue = [];
      reportError(error, { tags: { area: 'analytics' } });
    });
  return starting;
}

/** Back to the initial state (tests only). */
export function resetAnalytics(): void {
  queue = [];
  backend = null;
  disabled = false;
  starting = null;
  identifiedUserId = null;
}
