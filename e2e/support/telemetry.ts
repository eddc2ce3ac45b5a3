// Real Segment and Sentry traffic, captured: the runtime document gets a Segment write key and
// a Sentry DSN, Segment's settings request is answered, and every request to Segment's API
// and to Sentry's envelope endpoint is recorded (and answered 200) instead of leaving the
// machine. Install after isolateNetwork (Playwright tries the newest route first).
import type { BrowserContext } from '@playwright/test';

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
  /** Every captured request body, for searching. */
  everything(): string;
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
    everything: () => [...segment, ...sentry].map((r) => `${r.url}\n${r.body}`).join('\n'),
  };
}
