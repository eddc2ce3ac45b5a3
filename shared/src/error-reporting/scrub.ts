import type { Breadcrumb, Contexts, ErrorEvent, Event, Exception } from '@sentry/react';
import { safeElementPath, safeLocation, safeText, stripQuery } from './safe-text';

/** A span of a transaction event (@sentry/react does not export its type by name). */
type SpanJSON = NonNullable<Event['spans']>[number];

/**
 * Health data (form answers, certificate values) must never reach error reporting. Instead
 * of looking for sensitive values (which cannot be done reliably), everything that is not
 * known to be safe is removed: only allow-listed keys survive, and free text (messages,
 * exception values, transaction names, span descriptions) only when every word of it is
 * allow-listed (safe-text.ts). Addresses keep no query or fragment.
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

/** Keys whose value is an address: kept without query and fragment. */
const LOCATION_KEYS: ReadonlySet<string> = new Set(['url', 'from', 'to', 'transaction']);
/** Keys whose value is a version ('1.4.0', '1.0.0-abc'). */
const VERSION_KEYS: ReadonlySet<string> = new Set(['version', 'release']);
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(?:[-+][0-9A-Za-z.-]{1,64})?$/;

/**
 * The allow-listed fields of a record (extra, tags, breadcrumb data), each string checked
 * too: an address loses its query, a version must look like one, anything else is free text.
 * (The keys say what a value is meant to be; the check makes sure it is.)
 */
function pickFields<T>(
  record: Record<string, T> | undefined,
  allowed: ReadonlySet<string>,
): Record<string, T> | undefined {
  const kept = pick(record, allowed, isPrimitive);
  if (!kept) return undefined;
  for (const [key, value] of Object.entries(kept)) {
    if (typeof value !== 'string') continue;
    if (LOCATION_KEYS.has(key)) kept[key] = safeLocation(value) as T;
    else if (VERSION_KEYS.has(key) && VERSION.test(value)) continue;
    else kept[key] = safeText(value) as T;
  }
  return kept;
}

/** A breadcrumb's message: a UI breadcrumb's element path keeps its tag names only. */
function scrubBreadcrumbMessage(category: string | undefined, message: string): string {
  return category?.startsWith('ui.') ? safeElementPath(message) : safeText(message);
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed: Breadcrumb = { ...breadcrumb };
  if (breadcrumb.message !== undefined) {
    scrubbed.message = scrubBreadcrumbMessage(breadcrumb.category, breadcrumb.message);
  }
  if (breadcrumb.data) scrubbed.data = pickFields(breadcrumb.data, ALLOWED_BREADCRUMB_DATA_KEYS);
  return scrubbed;
}

/** Span attributes that hold a query string or a fragment. */
const QUERY_ATTRIBUTE = /(^|\.)(query|fragment)$/;
/** Span attributes that hold an address. */
const LOCATION_ATTRIBUTE = /(^|\.)(url|full|path|target|route|name)$/;

/**
 * A span's attributes (a span's `data`, the trace context's): numbers and booleans stay, a
 * query or a fragment goes, an address loses its query, any other string is free text.
 */
function scrubSpanData(
  data: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!data) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else if (typeof value !== 'string' || QUERY_ATTRIBUTE.test(key)) continue;
    else out[key] = LOCATION_ATTRIBUTE.test(key) ? safeLocation(value) : safeText(value);
  }
  return out;
}

/** A span's description: a UI span's (a click) is an element path; others a place or free text. */
function scrubSpanDescription(op: string | undefined, description: string): string {
  return op?.startsWith('ui.') ? safeElementPath(description) : safeLocation(description);
}

function scrubSpan(span: SpanJSON): SpanJSON {
  return {
    ...span,
    ...(span.description !== undefined
      ? { description: scrubSpanDescription(span.op, span.description) }
      : {}),
    ...(span.data ? { data: scrubSpanData(span.data) as SpanJSON['data'] } : {}),
  };
}

function scrubContexts(contexts: Contexts): Contexts {
  const kept = pick(contexts, ALLOWED_CONTEXT_KEYS) as Contexts;
  if (kept.trace) {
    kept.trace = {
      ...kept.trace,
      ...(kept.trace.data
        ? { data: scrubSpanData(kept.trace.data) as typeof kept.trace.data }
        : {}),
    };
  }
  return kept;
}

function scrubException(exception: Exception): Exception {
  const scrubbed: Exception = { ...exception };
  if (exception.type !== undefined) scrubbed.type = safeText(exception.type);
  if (exception.value !== undefined) scrubbed.value = safeText(exception.value);
  if (exception.mechanism?.data) {
    // The instrumented function's name, the event handler's: free text like a message.
    const data = Object.entries(exception.mechanism.data).filter(([, value]) => isPrimitive(value));
    scrubbed.mechanism = {
      ...exception.mechanism,
      data: Object.fromEntries(
        data.map(([key, value]) => [key, typeof value === 'string' ? safeText(value) : value]),
      ),
    };
  }
  if (exception.stacktrace?.frames) {
    scrubbed.stacktrace = {
      ...exception.stacktrace,
      // Local variables of stack frames can hold anything the parent typed.
      frames: exception.stacktrace.frames.map(({ vars: _vars, ...frame }) => frame),
    };
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

  if (event.extra) scrubbed.extra = pickFields(event.extra, ALLOWED_EXTRA_KEYS);
  if (event.tags) scrubbed.tags = pickFields(event.tags, ALLOWED_TAG_KEYS);
  if (event.contexts) scrubbed.contexts = scrubContexts(event.contexts);
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);

  // Free text: every string of it passes the allow-list of safe-text.ts, or is replaced.
  if (event.message !== undefined) scrubbed.message = safeText(event.message);
  if (event.logentry) {
    // The parameters are the values a template was filled with: never sent.
    scrubbed.logentry =
      event.logentry.message !== undefined ? { message: safeText(event.logentry.message) } : {};
  }
  if (event.exception?.values) {
    scrubbed.exception = { ...event.exception, values: event.exception.values.map(scrubException) };
  }
  if (event.transaction !== undefined) scrubbed.transaction = safeLocation(event.transaction);
  if (event.spans) scrubbed.spans = event.spans.map(scrubSpan);
  // Grouping hints and threads are not set by the portal; they could hold anything.
  delete scrubbed.fingerprint;
  delete scrubbed.threads;

  return scrubbed;
}

/** `beforeSend`: errors leave the browser scrubbed. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  return scrub(event);
}
