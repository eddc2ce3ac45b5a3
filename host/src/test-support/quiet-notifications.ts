import { http, HttpResponse } from 'msw';

/**
 * Answers the bell's live stream, which the header opens a second after it painted, with a
 * stream left open that never sends: a test that lives that long (a lazy chunk transformed
 * cold, a loaded machine) is not failed by a request it did not mean to test.
 */
export function quietNotificationStream(gatewayUrl: string) {
  return http.post(gatewayUrl, async ({ request }) => {
    const { query } = (await request.clone().json()) as { query?: string };
    if (!query?.startsWith('subscription NotificationsChanged')) return undefined;
    return new HttpResponse(new ReadableStream<Uint8Array>(), {
      headers: { 'content-type': 'text/event-stream' },
    });
  });
}
