import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestGateway } from './test-gateway.js';

export interface LoopbackRequest {
  query: string;
  variables?: Record<string, unknown>;
  token?: string | null;
  headers?: Record<string, string>;
  /** Subscribe over server-sent events (as the portal's graphql-sse client does). */
  eventStream?: boolean;
}

export interface LoopbackAnswer {
  status: number;
  /** Every byte of the answer the client read, as text (a stream: up to its first event). */
  text: string;
  data: Record<string, unknown> | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown>; path?: string[] }[] | undefined;
}

type GraphqlBody = Pick<LoopbackAnswer, 'data' | 'errors'>;

/** The first `next` event of a server-sent event stream, with the text read up to it. */
async function firstEvent(
  response: Response,
  timeoutMs: number,
): Promise<{ text: string; body: GraphqlBody }> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('the event stream has no body');
  const decoder = new TextDecoder();
  let text = '';
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), timeoutMs);
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`the event stream ended without an event: ${text}`);
      text += decoder.decode(chunk.value, { stream: true });
      for (const block of text.split('\n\n').slice(0, -1)) {
        const lines = block.split('\n');
        if (!lines.includes('event: next')) continue;
        const data = lines
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        return { text, body: JSON.parse(data) as GraphqlBody };
      }
    }
  } finally {
    clearTimeout(timer);
    // Closing the stream ends the subscription on the server.
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * The test gateway listening on a loopback port, called over real HTTP: what a client (or an
 * attacker) on the network gets, headers, status and every byte of the body.
 */
export async function listenOnLoopback(gateway: Pick<TestGateway, 'yoga'>) {
  const server = createServer(gateway.yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

  async function request(call: LoopbackRequest, timeoutMs = 3000): Promise<LoopbackAnswer> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: call.eventStream
          ? 'text/event-stream'
          : 'application/graphql-response+json,application/json;q=0.9',
        ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
        ...call.headers,
      },
      body: JSON.stringify({ query: call.query, variables: call.variables ?? {} }),
      signal: AbortSignal.timeout(timeoutMs * 2),
    });
    const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
    if (streamed) {
      const { text, body } = await firstEvent(response, timeoutMs);
      return { status: response.status, text, data: body.data, errors: body.errors };
    }
    const text = await response.text();
    const body = JSON.parse(text) as GraphqlBody;
    return { status: response.status, text, data: body.data, errors: body.errors };
  }

  return {
    url,
    request,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type LoopbackGateway = Awaited<ReturnType<typeof listenOnLoopback>>;
