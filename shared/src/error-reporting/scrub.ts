import type { Breadcrumb, ErrorEvent, Event } from '@sentry/react';

/**
 * Health data (form answers, certificate values) must never reach error reporting. Instead
 * of looking for sensitive values (which cannot be done reliably), everything that is not
 * known to be safe is removed: only allow-listed keys survive.
 */
export const ALLOWED_EXTRA_KEYS: ReadonlySet<string> = new Set([
  'operation',
  'remote',
  'version',
  'url',
  'status',
  'code',
  'action',
  'component',
  'area',
  'phase',
  'duration_ms',
]);

export const ALLOWED_TAG_KEYS: ReadonlySet<string> = new Set([
  ...ALLOWED_EXTRA_KEYS,
  'environment',
  'release',
  'transaction',
  'handled',
  'mechanism',
  'level',
]);

/** Contexts filled by the SDK itself (device, browser, tracing...). Anything else is dropped. */
export const ALLOWED_CONTEXT_KEYS: ReadonlySet<string> = new Set([
  'trace',
  'os',
  'browser',
  'device',
  'runtime',
  'app',
  'culture',
  'react',
  'cloud_resource',
]);

const ALLOWED_BREADCRUMB_DATA_KEYS: ReadonlySet<string> = new Set([
  'method',
  'url',
  'status_code',
  'from',
  'to',
  'request_body_size',
  'response_body_size',
  'logger',
  'remote',
  'version',
  'phase',
  'duration_ms',
]);

type Primitive = string | number | boolean;

function isPrimitive(value: unknown): value is Primitive {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function pick<T>(
  record: Record<string, T> | undefined,
  allowed: ReadonlySet<string>,
  keep: (value: T) => boolean = () => true,
): Record<string, T> | undefined {
  if (!record) return undefined;
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) {
    if (allowed.has(key) && keep(value)) out[key] = value;
  }
  return out;
}

/** Drops the query string and fragment (they can carry reset codes or redirect targets). */
export function stripQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed: Breadcrumb = { ...breadcrumb };
  if (breadcrumb.data) {
    const data = pick(breadcrumb.data, ALLOWED_BREADCRUMB_DATA_KEYS, isPrimitive);
    if (data && typeof data.url === 'string') data.url = stripQuery(data.url);
    if (data && typeof data.from === 'string') data.from = stripQuery(data.from);
    if (data && typeof data.to === 'string') data.to = stripQuery(data.to);
    scrubbed.data = data;
  }
  return scrubbed;
}

/** Removes everything from an event that could carry health data or personal data. */
export function scrub<E extends Event>(event: E): E {
  const scrubbed: E = { ...event };

  if (event.request) {
    scrubbed.request = {
      ...(event.request.url ? { url: stripQuery(event.request.url) } : {}),
      ...(event.request.method ? { method: event.request.method } : {}),
    };
  }

  if (event.user) {
    scrubbed.user = event.user.id !== undefined ? { id: event.user.id } : {};
  }

  if (event.extra) scrubbed.extra = pick(event.extra, ALLOWED_EXTRA_KEYS, isPrimitive);
  if (event.tags) scrubbed.tags = pick(event.tags, ALLOWED_TAG_KEYS, isPrimitive);
  if (event.contexts) scrubbed.contexts = pick(event.contexts, ALLOWED_CONTEXT_KEYS);
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);

  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((exception) =>
        exception.stacktrace?.frames
          ? {
              ...exception,
              stacktrace: {
                ...exception.stacktrace,
                // Local variables of stack frames can hold anything the parent typed.
                frames: exception.stacktrace.frames.map(({ vars: _vars, ...frame }) => frame),
              },
            }
          : exception,
      ),
    };
  }

  return scrubbed;
}

/** `beforeSend`: errors leave the browser scrubbed. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  return scrub(event);
}
