import type { TestGateway } from './test-gateway.js';

export interface SseEvent<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface SseSubscription<TData> {
  /** The next `next` event (rejects when none comes within `timeoutMs`). */
  next(timeoutMs?: number): Promise<SseEvent<TData>>;
  /** The HTTP status of the event stream's response. */
  status: number;
  close(): void;
}

/**
 * Subscribes the way the portal's graphql-sse client does (distinct connections mode: a POST
 * answered with text/event-stream) and reads the events as they come.
 */
export async function subscribeOverSse<TData>(
  gateway: Pick<TestGateway, 'yoga'>,
  request: { query: string; variables: Record<string, unknown>; token: string },
): Promise<SseSubscription<TData>> {
  const abort = new AbortController();
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    signal: abort.signal,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${request.token}`,
    },
    body: JSON.stringify({ query: request.query, variables: request.variables }),
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: SseEvent<TData>[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;

  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines
            .find((line) => line.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (event === 'next' && data) {
            events.push(JSON.parse(data) as SseEvent<TData>);
            waiters.splice(0).forEach((wake) => wake());
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      waiters.splice(0).forEach((wake) => wake());
    }
  })();

  // An error answered before any event (e.g. NOT_FOUND) arrives as the first `next` event.
  const first = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (events.length === 0) {
      if (ended) throw new Error('the event stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return events.shift() as SseEvent<TData>;
  };

  return {
    status: response.status,
    next: (timeoutMs = 2000) => first(timeoutMs),
    close: () => {
      // Cancelling the body ends the server's stream (its keep-alive timer, the subscription).
      void reader?.cancel().catch(() => undefined);
      abort.abort();
    },
  };
}
