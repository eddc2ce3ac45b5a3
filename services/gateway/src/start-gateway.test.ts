import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readGatewayConfig } from './config.js';
import { insertCheckout } from './data/commerce-repo.js';
import type { Db } from './db/db.js';
import type { HttpServerLimits } from '@portal/service-kit/http-server-limits';
import { LOCAL_PAYMENT_REFUSED } from './graphql/resolvers/commerce-resolvers.js';
import { startGateway, TOO_MANY_CONNECTIONS_BODY, type StartedGateway } from './start-gateway.js';
import { captureLogger } from './test-support/capture-logger.js';
import { UPLOAD_REQUESTS } from './files/upload-requests.js';
import { dripBody, openRawConnection, type RawConnection } from '@portal/service-kit/test-support';
import { openTestDb, testBackends } from './test-support/test-db.js';

const SERVICE_KEY = 'start-gateway-service-key-0123456789';
const COMPLETE = `mutation Complete($input: CompleteCheckoutInput!) {
  payments { completeCheckout(input: $input) { id status } }
}`;

/** The environment of each PORTAL_ENV, as an operator would set it (port 0: any free port). */
const ENVIRONMENTS = {
  production: {
    PORTAL_ENV: 'production',
    PAYMENTS_SERVICE_KEY: SERVICE_KEY,
    FIREBASE_PROJECT_ID: 'cordblood-portal-test',
    // Required in production; the tests hand in their own database, so nothing connects to it.
    DATABASE_URL: 'postgres://portal@127.0.0.1:9/unused',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'Cord Blood Bank <portal@bank.example>',
    PORTAL_URL: 'https://portal.bank.example',
    TWILIO_ACCOUNT_SID: 'AC0123456789',
    TWILIO_AUTH_TOKEN: 'twilio-token-placeholder',
    TWILIO_FROM: '+15005550006',
    FILE_STORAGE: 'postgres',
    PORT: '0',
  },
  test: { PORTAL_ENV: 'test', PAYMENTS_SERVICE_KEY: SERVICE_KEY, PORT: '0' },
};

describe.each(testBackends())('the gateway as main.ts starts it, on %s', (backend) => {
  let db: Db;
  let started: StartedGateway | null = null;
  const connections: RawConnection[] = [];
  beforeAll(async () => {
    db = await openTestDb(backend);
  });
  afterAll(() => db.close());
  afterEach(async () => {
    for (const connection of connections.splice(0)) connection.close();
    started?.server.closeAllConnections();
    await started?.close();
    started = null;
  });

  let log = captureLogger();
  async function start(
    environment: keyof typeof ENVIRONMENTS,
    limits: Partial<HttpServerLimits> = {},
  ) {
    const config = readGatewayConfig(ENVIRONMENTS[environment]);
    log = captureLogger();
    started = await startGateway(config, log.logger, { db, limits });
    return started;
  }

  it('names the Node it runs on in its start line', async () => {
    await start('test');
    const line = log.lines
      .map((text) => JSON.parse(text) as { msg: string; node?: string })
      .find((entry) => entry.msg === 'gateway listening');
    expect(line?.node).toBe(process.version);
  });

  async function openCheckout(): Promise<string> {
    const id = `chk_${randomUUID()}`;
    await insertCheckout(db, {
      id,
      reference: `CB-${randomUUID().slice(0, 6).toUpperCase()}`,
      kind: 'GIFT',
      buyerUid: 'buyer-parent',
      idempotencyKey: `key-${randomUUID()}`,
      planCode: 'annual',
      amountCents: 17_500,
      currency: 'usd',
      details: { giverName: 'Rose', recipientName: 'Jordan', recipientEmail: 'j@example.com' },
      createdAt: new Date(),
    });
    return id;
  }

  /** payments.completeCheckout over HTTP, as the functions service sends it. */
  async function complete(gateway: StartedGateway, checkoutId: string, provider: string) {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-portal-service-key': SERVICE_KEY,
      },
      body: JSON.stringify({
        query: COMPLETE,
        variables: {
          input: {
            checkoutId,
            provider,
            paymentRef: `pay_${provider}_${checkoutId}`,
            amountCents: 17_500,
            currency: 'usd',
          },
        },
      }),
    });
    const body = (await response.json()) as {
      data?: { payments: { completeCheckout: { status: string } | null } | null } | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
    return { status: response.status, ...body };
  }

  const statusOf = async (checkoutId: string) =>
    (
      await db.query<{ status: string }>('select status from checkouts where id = $1', [checkoutId])
    )[0]?.status;

  it('refuses a local-provider payment in production and records a Stripe one', async () => {
    const gateway = await start('production');
    const checkoutId = await openCheckout();

    const refused = await complete(gateway, checkoutId, 'local');
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: LOCAL_PAYMENT_REFUSED,
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          fields: [{ field: 'input.provider', message: LOCAL_PAYMENT_REFUSED }],
        }),
      }),
    ]);
    expect(refused.data?.payments?.completeCheckout ?? null).toBeNull();
    expect(await statusOf(checkoutId)).toBe('OPEN');

    const paid = await complete(gateway, checkoutId, 'stripe');
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.payments?.completeCheckout?.status).toBe('PAID');
    // A retried local "payment" of a paid checkout is still refused.
    expect((await complete(gateway, checkoutId, 'local')).errors?.[0]?.extensions?.['code']).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('records a local-provider payment in test', async () => {
    const gateway = await start('test');
    const checkoutId = await openCheckout();
    const paid = await complete(gateway, checkoutId, 'local');
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.payments?.completeCheckout?.status).toBe('PAID');
    expect(await statusOf(checkoutId)).toBe('PAID');
  });

  it('answers 408 to a request body sent one byte at a time', async () => {
    const gateway = await start('production', {
      requestTimeoutMs: 500,
      headersTimeoutMs: 400,
      timeoutCheckIntervalMs: 50,
    });
    const connection = await openRawConnection(Number(new URL(gateway.url).port));
    connections.push(connection);
    const head =
      'POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
      'content-length: 100\r\n\r\n';
    const closedAfterMs = await dripBody(
      connection,
      head,
      '{"query":"{ plans { code } }"}'.padEnd(100),
      40,
    );
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeLessThan(1_500);
  });

  it('gives the uploads five minutes to arrive, and every other request its 30 seconds', async () => {
    const gateway = await start('production', {
      requestTimeoutMs: 500,
      headersTimeoutMs: 400,
      timeoutCheckIntervalMs: 50,
    });
    expect(gateway.server.requestTimeout).toBe(5 * 60_000);
    const upload = (url: string, method = 'POST') =>
      UPLOAD_REQUESTS.matches({ url, method } as IncomingMessage);
    expect(upload('/releases/files?orderId=ord_1&purpose=PHOTO_ID')).toBe(true);
    expect(upload('/documents/upload?orderId=ord_1')).toBe(true);
    expect(upload('/releases/files', 'GET')).toBe(false);
    expect(upload('/graphql')).toBe(false);
    expect(upload('/releases/files/extra')).toBe(false);
    // Any other request is still held to its own time (the test before this one's 408).
    const connection = await openRawConnection(Number(new URL(gateway.url).port));
    connections.push(connection);
    const head =
      'POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
      'content-length: 100\r\n\r\n';
    const closedAfterMs = await dripBody(connection, head, '{'.padEnd(100), 40);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeLessThan(1_500);
  });

  it('refuses a connection over the per-address cap with 429 TOO_MANY_CONNECTIONS', async () => {
    const gateway = await start('production', { maxConnectionsPerAddress: 2 });
    const port = Number(new URL(gateway.url).port);
    for (let i = 0; i < 2; i += 1) {
      const held = await openRawConnection(port);
      connections.push(held);
      expect((await held.get('/healthz')).status).toBe(200);
    }
    const extra = await openRawConnection(port);
    connections.push(extra);
    const refused = await extra.get('/healthz');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body)).toEqual(JSON.parse(TOO_MANY_CONNECTIONS_BODY));
    expect(JSON.parse(refused.body).errors[0].extensions.code).toBe('TOO_MANY_CONNECTIONS');
    await extra.closed;
  });
});
