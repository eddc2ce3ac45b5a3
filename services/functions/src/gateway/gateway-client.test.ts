import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  callGateway,
  errorCodesOf,
  GatewayCallError,
  SERVICE_KEY_HEADER,
} from './gateway-client.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in gateway: records each request and answers `reply`. */
async function standInGateway(reply: { status: number; body: string }) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const OPERATION = { operationName: 'Me', query: 'query Me { me { id } }', variables: { a: 1 } };

describe('callGateway', () => {
  it("posts the operation to /graphql with the caller's token as a Bearer header", async () => {
    const gateway = await standInGateway({ status: 200, body: '{"data":{"me":{"id":"u1"}}}' });
    try {
      const result = await callGateway(gateway.url, { idToken: 'parent-token' }, OPERATION, 5_000);
      expect(result).toEqual({ status: 200, answer: { data: { me: { id: 'u1' } } } });
      const [request] = gateway.received;
      expect(request).toMatchObject({ method: 'POST', url: '/graphql' });
      expect(request?.headers['authorization']).toBe('Bearer parent-token');
      expect(request?.headers[SERVICE_KEY_HEADER]).toBeUndefined();
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request?.headers['accept']).toBe(
        'application/graphql-response+json, application/json;q=0.9',
      );
      expect(JSON.parse(request?.body ?? '')).toEqual(OPERATION);
    } finally {
      await gateway.close();
    }
  });

  it('sends the payments service key in its own header, never as a Bearer token', async () => {
    const gateway = await standInGateway({ status: 200, body: '{"data":{}}' });
    try {
      await callGateway(gateway.url, { serviceKey: 'service-key-0123456789' }, OPERATION, 5_000);
      const [request] = gateway.received;
      expect(request?.headers[SERVICE_KEY_HEADER]).toBe('service-key-0123456789');
      expect(request?.headers['authorization']).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });

  it('answers the status and an empty answer when the body is not JSON', async () => {
    const gateway = await standInGateway({ status: 502, body: 'Bad Gateway' });
    try {
      expect(await callGateway(gateway.url, { idToken: 't' }, OPERATION, 5_000)).toEqual({
        status: 502,
        answer: {},
      });
    } finally {
      await gateway.close();
    }
  });

  it('throws GatewayCallError (unreachable) when nothing answers', async () => {
    const gateway = await standInGateway({ status: 200, body: '{}' });
    await gateway.close();
    const call = callGateway(gateway.url, { idToken: 't' }, OPERATION, 5_000);
    await expect(call).rejects.toBeInstanceOf(GatewayCallError);
    await expect(call).rejects.toMatchObject({ details: { reason: 'unreachable' } });
  });
});

describe('errorCodesOf', () => {
  it("lists each error's code, UNKNOWN for one without", () => {
    expect(errorCodesOf({})).toEqual([]);
    expect(
      errorCodesOf({ errors: [{ extensions: { code: 'FORBIDDEN' } }, {}, { extensions: {} }] }),
    ).toEqual(['FORBIDDEN', 'UNKNOWN', 'UNKNOWN']);
  });
});
