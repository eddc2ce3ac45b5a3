import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CONNECTION_RETRY_AFTER_SECONDS,
  createLimitedServer,
  type HttpServerLimits,
} from './http-server-limits.js';
import { dripBody, openRawConnection, type RawConnection } from '../test-support/raw-connection.js';

const SHORT: HttpServerLimits = {
  requestTimeoutMs: 400,
  headersTimeoutMs: 300,
  keepAliveTimeoutMs: 200,
  maxConnectionsPerAddress: 3,
  timeoutCheckIntervalMs: 50,
};
const REFUSAL = { contentType: 'application/json', body: '{"error":"too many"}' };

let server: Server;
let port: number;
/** Bodies the listener received in full. */
let completeBodies: number;
const connections: RawConnection[] = [];

async function start(limits: HttpServerLimits) {
  completeBodies = 0;
  server = createLimitedServer(
    (request, response) => {
      let length = 0;
      request.on('data', (chunk: Buffer) => (length += chunk.length));
      request.on('end', () => {
        if (request.method === 'POST') completeBodies += 1;
        const body = `read ${length}`;
        response.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
        response.end(body);
      });
    },
    REFUSAL,
    limits,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

async function open(): Promise<RawConnection> {
  const connection = await openRawConnection(port);
  connections.push(connection);
  return connection;
}

/** Waits until the server counts `count` open connections (it learns of closes a moment late). */
async function serverConnections(count: number) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const current = await new Promise<number>((resolve, reject) =>
      server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
    if (current === count) return;
    if (Date.now() > deadline) throw new Error(`the server holds ${current} connections`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterEach(async () => {
  for (const connection of connections.splice(0)) connection.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createLimitedServer timeouts', () => {
  beforeEach(() => start(SHORT));

  it('answers 408 to a body sent one byte at a time and closes the connection', async () => {
    const connection = await open();
    const head =
      'POST /checkout/webhook HTTP/1.1\r\nhost: 127.0.0.1\r\n' +
      'content-type: application/json\r\ncontent-length: 200\r\n\r\n';
    const closedAfterMs = await dripBody(connection, head, '{'.padEnd(200, ' '), 40);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs);
    expect(closedAfterMs).toBeLessThan(SHORT.requestTimeoutMs + 1_000);
    expect(completeBodies).toBe(0);
  });

  it('answers 408 to headers that never end, and to a connection that sends nothing', async () => {
    const slowHeaders = await open();
    const dripping = dripBody(slowHeaders, 'GET / HTTP/1.1\r\n', 'x-a: b\r\n'.repeat(100), 20);
    const silent = await open();
    const [headersClosedAfterMs, silentClosedAfterMs] = await Promise.all([
      dripping,
      silent.closed,
    ]);
    expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(headersClosedAfterMs).toBeLessThan(SHORT.headersTimeoutMs + 1_000);
    expect(silentClosedAfterMs).toBeLessThan(SHORT.headersTimeoutMs + 1_000);
  });

  it('answers a request that arrives in time, and closes the idle keep-alive connection', async () => {
    const connection = await open();
    expect(await connection.get('/')).toMatchObject({ status: 200, body: 'read 0' });
    // Node adds a second of grace to the keep-alive timeout; its default alone is 5 s.
    const closedAfterMs = await connection.closed;
    expect(closedAfterMs).toBeLessThan(SHORT.keepAliveTimeoutMs + 2_000);
  });
});

describe('createLimitedServer long requests', () => {
  const LONG = {
    timeoutMs: 2_000,
    matches: (request: { url?: string }) => !!request.url?.startsWith('/uploads'),
  };
  beforeEach(() => start({ ...SHORT, longRequests: LONG }));
  const post = (path: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: ${length}\r\nconnection: close\r\n\r\n`;

  it('takes an upload slower than the others may be, in full', async () => {
    const connection = await open();
    // 60 bytes, one every 15 ms: about 0.9 s, over requestTimeoutMs, within the uploads' time.
    const closedAfterMs = await dripBody(connection, post('/uploads?x=1', 60), 'x'.repeat(60), 15);
    expect(closedAfterMs).toBeGreaterThan(SHORT.requestTimeoutMs);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*read 60$/);
    expect(completeBodies).toBe(1);
  });

  it('still answers 408 to any other request at requestTimeoutMs', async () => {
    const connection = await open();
    const closedAfterMs = await dripBody(connection, post('/graphql', 200), 'x'.repeat(200), 40);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs);
    expect(closedAfterMs).toBeLessThan(LONG.timeoutMs);
    expect(completeBodies).toBe(0);
  });

  it('answers 408 to an upload that takes longer than the uploads’ time', async () => {
    const connection = await open();
    const closedAfterMs = await dripBody(connection, post('/uploads', 400), 'x'.repeat(400), 40);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(LONG.timeoutMs);
    expect(closedAfterMs).toBeLessThan(LONG.timeoutMs + 1_000);
    expect(completeBodies).toBe(0);
  });
});

describe('createLimitedServer connections per address', () => {
  const patient = {
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 10_000,
    keepAliveTimeoutMs: 10_000,
  };
  beforeEach(() => start({ ...SHORT, ...patient }));

  it('refuses the connection over the cap with 429 while the others are open, and accepts one again after a close', async () => {
    const held: RawConnection[] = [];
    for (let i = 0; i < SHORT.maxConnectionsPerAddress; i += 1) {
      const connection = await open();
      // Each one is answered: the server has counted it.
      expect((await connection.get('/')).status).toBe(200);
      held.push(connection);
    }

    const extra = await open();
    const refused = await extra.get('/');
    expect(refused).toMatchObject({ status: 429, body: REFUSAL.body });
    expect(refused.headers['retry-after']).toBe(String(CONNECTION_RETRY_AFTER_SECONDS));
    expect(refused.headers['connection']).toBe('close');
    await extra.closed;
    // The held ones still work.
    expect((await held[0]!.get('/')).status).toBe(200);

    held[0]!.close();
    await serverConnections(SHORT.maxConnectionsPerAddress - 1);
    const again = await open();
    expect((await again.get('/')).status).toBe(200);
    expect(again.isClosed()).toBe(false);
  });

  it('drops a refused connection that sends no request', async () => {
    for (let i = 0; i < SHORT.maxConnectionsPerAddress; i += 1) {
      expect((await (await open()).get('/')).status).toBe(200);
    }
    const silent = await open();
    // Well before the 10 s headers timeout.
    expect(await silent.closed).toBeLessThan(5_000);
    expect(silent.received()).toBe('');
  });
});
