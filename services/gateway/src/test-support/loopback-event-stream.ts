import type { SseEvent } from './sse-subscription.js';

/** One server-sent event: a result (`next`) or the server's clean end (`complete`). */
export type StreamEvent<TData> =
  { event: 'next'; payload: SseEvent<TData> } | { event: 'complete'; payload?: undefined };

export interface LoopbackEventStream<TData> {
  status: number;
  headers: Headers;
  /** The next event of either kind; rejects when none comes within `timeoutMs`. */
  nextEvent(timeoutMs?: number): Promise<StreamEvent<TData>>;
  /** Resolves once the server has ended the response (rejects after `timeoutMs`). */
  ended(timeoutMs?: number): Promise<void>;
  /** Whether the response has ended. */
  readonly isEnded: boolean;
  close(): void;
}

/**
 * Subscribes over real HTTP (a POST answered with text/event-stream, as the portal does) and
 * reads the events, including the server's `complete` and the end of the response, so a test
 * can tell a stream the server ended from one still open.
 */
export async function openLoopbackEventStream<TData>(
  url: string,
  request: { query: string; variables: Record<string, unknown>; token: string },
): Promise<LoopbackEventStream<TData>> {
  const abort = new AbortController();
  const response = await fetch(url, {
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
  const events: StreamEvent<TData>[] = [];
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());
  let buffer = '';
  let done = false;

  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const event = lines
            .find((line) => line.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (event === 'next')
            events.push({ event, payload: JSON.parse(data) as SseEvent<TData> });
          if (event === 'complete') events.push({ event });
        }
        wake();
      }
    } catch {
      // Aborted by close(), or the connection dropped.
    } finally {
      done = true;
      wake();
    }
  })();

  async function until(condition: () => boolean, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const waiter = () => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve();
        };
        const timer = setTimeout(waiter, left);
        waiters.add(waiter);
      });
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    async nextEvent(timeoutMs = 3000) {
      await until(() => events.length > 0 || done, timeoutMs, 'event');
      const event = events.shift();
      if (!event) throw new Error('the event stream ended');
      return event;
    },
    ended: (timeoutMs = 3000) => until(() => done, timeoutMs, 'end of the stream'),
    get isEnded() {
      return done;
    },
    close() {
      void reader?.cancel().catch(() => undefined);
      abort.abort();
    },
  };
}
