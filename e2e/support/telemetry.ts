// Real Segment and Sentry traffic, captured: the runtime document gets a Segment write key and
// a Sentry DSN, Segment's settings request is answered, and every request to Segment's API
// and to Sentry's envelope endpoint is recorded (and answered 200) instead of leaving the
// machine. Install after isolateNetwork (Playwright tries the newest route first).
import type { BrowserContext, Page } from '@playwright/test';

export const SEGMENT_WRITE_KEY = 'e2e-write-key';
export const SENTRY_DSN = 'https://e2e0public0key@o0.ingest.sentry.io/4500000000000000';

export interface CapturedRequest {
  url: string;
  body: string;
}

export interface Telemetry {
  segment: CapturedRequest[];
  sentry: CapturedRequest[];
  /** Segment's page events, oldest first, as { path, title } (properties, else context). */
  pageViews(): { path: string; title: string }[];
  /** Sentry's envelope items, oldest first: each item's type and its (JSON) payload. */
  sentryItems(): SentryItem[];
  /** The names of the transactions sent to Sentry, oldest first. */
  transactions(): string[];
  /** Every captured request body, for searching. */
  everything(): string;
}

export interface SentryItem {
  type: string;
  payload: { transaction?: string } & Record<string, unknown>;
}

interface SegmentPage {
  type?: string;
  properties?: { path?: string; title?: string };
  context?: { page?: { path?: string; title?: string } };
}

function segmentEvents(body: string): SegmentPage[] {
  try {
    const parsed = JSON.parse(body) as SegmentPage & { batch?: SegmentPage[] };
    return parsed.batch ?? [parsed];
  } catch {
    return [];
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return null;
  }
}

/** A Sentry envelope: a header line, then for each item a header line and a payload line. */
function envelopeItems(body: string): SentryItem[] {
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  const items: SentryItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = parseJson(lines[i] ?? '') as { type?: unknown } | null;
    const payload = parseJson(lines[i + 1] ?? '');
    if (typeof header?.type !== 'string') continue;
    items.push({
      type: header.type,
      payload: payload && typeof payload === 'object' ? (payload as SentryItem['payload']) : {},
    });
  }
  return items;
}

export async function captureTelemetry(context: BrowserContext): Promise<Telemetry> {
  const segment: CapturedRequest[] = [];
  const sentry: CapturedRequest[] = [];
  await context.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    const doc = (await response.json()) as { env: Record<string, string> };
    doc.env['SEGMENT_WRITE_KEY'] = SEGMENT_WRITE_KEY;
    doc.env['SENTRY_DSN'] = SENTRY_DSN;
    await route.fulfill({ response, json: doc });
  });
  await context.route('https://cdn.segment.com/**', async (route) => {
    if (route.request().url().includes(`/v1/projects/${SEGMENT_WRITE_KEY}/settings`)) {
      await route.fulfill({
        json: {
          integrations: {
            'Segment.io': { apiKey: SEGMENT_WRITE_KEY, apiHost: 'api.segment.io/v1' },
          },
          plan: { track: { __default: { enabled: true } } },
        },
      });
    } else {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  await context.route('https://api.segment.io/**', async (route) => {
    segment.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    await route.fulfill({ json: { success: true } });
  });
  await context.route('https://*.ingest.sentry.io/**', async (route) => {
    sentry.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    await route.fulfill({ json: {} });
  });
  return {
    segment,
    sentry,
    pageViews: () =>
      segment
        .flatMap((request) => segmentEvents(request.body))
        .filter((event) => event.type === 'page')
        .map((event) => ({
          path: event.properties?.path ?? event.context?.page?.path ?? '',
          title: event.properties?.title ?? event.context?.page?.title ?? '',
        })),
    sentryItems: () => sentry.flatMap((request) => envelopeItems(request.body)),
    transactions: () =>
      sentry
        .flatMap((request) => envelopeItems(request.body))
        .filter((item) => item.type === 'transaction')
        .map((item) => item.payload.transaction ?? ''),
    everything: () => [...segment, ...sentry].map((r) => `${r.url}\n${r.body}`).join('\n'),
  };
}

/**
 * Sentry keeps half of the traces outside development: a trace is kept when its random number
 * (Math.random()) is below the sample rate, 0.5. The pages' Math.random() is halved here, still
 * random but in [0, 0.5), so every trace is kept and a test of what is sent or dropped does not
 * depend on chance.
 */
export async function sampleEveryTrace(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const random = Math.random.bind(Math);
    Math.random = () => random() * 0.5;
  });
}

declare global {
  interface Window {
    __e2eRouteChanges?: string[];
  }
}

/**
 * Records, in each page (document) of the context, the path at its load and every change of
 * path after it (history's pushState, replaceState and popstate: what the router does), in
 * order; a change of the query alone is not a route change. Read with `routeChanges(page)`.
 */
export async function recordRouteChanges(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const changes: string[] = [];
    window.__e2eRouteChanges = changes;
    const note = () => {
      if (changes[changes.length - 1] !== window.location.pathname) {
        changes.push(window.location.pathname);
      }
    };
    note();
    const push = window.history.pushState.bind(window.history);
    const replace = window.history.replaceState.bind(window.history);
    window.history.pushState = (...args: Parameters<History['pushState']>) => {
      push(...args);
      note();
    };
    window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
      replace(...args);
      note();
    };
    window.addEventListener('popstate', note);
  });
}

/** The paths the current page has been at, oldest first (see `recordRouteChanges`). */
export async function routeChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window.__e2eRouteChanges ?? [])]);
}
