import { captureLogger } from '@portal/gateway/test-support/capture-logger.js';
import { dripBody, openRawConnection, type RawConnection } from '@portal/service-kit/test-support';
import { TOO_MANY_CONNECTIONS_BODY } from './app.js';
import { LOCAL_CHECKOUT_PATH, LOCAL_WEBHOOK_PATH } from './checkout/local-checkout.js';
import { readFunctionsConfig } from './config.js';
import {
  DEFAULT_HTTP_SERVER_LIMITS,
  type HttpServerLimits,
} from '@portal/service-kit/http-server-limits';
import { ERRORS } from './messages.js';
import { startFunctions, type StartedFunctions } from './start-functions.js';
import { startFakeStripe, type FakeStripe } from './test-support/fake-stripe.js';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

/** The environment of each PORTAL_ENV, as an operator would set it (port 0: any free port). */
const environments = () => ({
  production: {
    PORTAL_ENV: 'production',
    STRIPE_SECRET_KEY: 'sk_test_portal_fake',
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: 'whsec_test_portal_fake',
    PAYMENTS_SERVICE_KEY: 'start-functions-service-key-0123',
    FIREBASE_PROJECT_ID: 'cordblood-portal-test',
    GATEWAY_URL: 'http://127.0.0.1:9',
    PORTAL_URL: 'https://portal.bank.example',
    PORT: '0',
  },
  // No Stripe: the local test checkout.
  test: { PORTAL_ENV: 'test', GATEWAY_URL: 'http://127.0.0.1:9', PORT: '0' },
});

let started: StartedFunctions | null = null;
const connections: RawConnection[] = [];
afterEach(async () => {
  for (const connection of connections.splice(0)) connection.close();
  started?.app.server.closeAllConnections();
  await started?.close();
  started = null;
});

let log = captureLogger();
async function start(
  environment: 'production' | 'test',
  limits: Partial<HttpServerLimits> = {},
): Promise<StartedFunctions> {
  const config = readFunctionsConfig(environments()[environment]);
  log = captureLogger();
  started = await startFunctions(config, log.logger, { limits });
  return started;
}

it('names the Node it runs on in its start line', async () => {
  await start('test');
  const line = log.lines
    .map((text) => JSON.parse(text) as { msg: string; node?: string })
    .find((entry) => entry.msg === 'functions listening');
  expect(line?.node).toBe(process.version);
});

async function open(functions: StartedFunctions): Promise<RawConnection> {
  const connection = await openRawConnection(Number(new URL(functions.url).port));
  connections.push(connection);
  return connection;
}

const postLocalWebhook = (functions: StartedFunctions) =>
  fetch(`${functions.url}${LOCAL_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'portal-signature': 't=1,v1=00' },
    body: JSON.stringify({ type: 'checkout.session.completed' }),
  });

describe('the local test checkout', () => {
  it('does not exist in production: its page and its webhook are unknown routes', async () => {
    const functions = await start('production');
    const page = await fetch(`${functions.url}${LOCAL_CHECKOUT_PATH}/some-token`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await page.json()).toEqual({ error: ERRORS.notFound, code: 'NOT_FOUND' });

    const webhook = await postLocalWebhook(functions);
    expect(webhook.status).toBe(404);
    expect(await webhook.json()).toEqual({ error: ERRORS.notFound, code: 'NOT_FOUND' });
    for (const action of ['pay', 'cancel']) {
      const form = await fetch(`${functions.url}${LOCAL_CHECKOUT_PATH}/some-token/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'cardNumber=4242424242424242&expiry=12%2F40&cvc=123',
      });
      expect(form.status).toBe(404);
      expect(await form.json()).toEqual({ error: ERRORS.notFound, code: 'NOT_FOUND' });
    }
  });

  it('is offered in test without Stripe (its expired-link page, its webhook checking signatures)', async () => {
    const functions = await start('test');
    const page = await fetch(`${functions.url}${LOCAL_CHECKOUT_PATH}/some-token`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('This checkout link has expired');
    expect((await postLocalWebhook(functions)).status).toBe(400);
  });
});

describe('the functions server', () => {
  it('sets request, header and keep-alive timeouts', async () => {
    const functions = await start('production');
    const server = functions.app.server;
    expect(server.requestTimeout).toBe(DEFAULT_HTTP_SERVER_LIMITS.requestTimeoutMs);
    expect(server.headersTimeout).toBe(DEFAULT_HTTP_SERVER_LIMITS.headersTimeoutMs);
    expect(server.keepAliveTimeout).toBe(DEFAULT_HTTP_SERVER_LIMITS.keepAliveTimeoutMs);
    expect(DEFAULT_HTTP_SERVER_LIMITS.requestTimeoutMs).toBeGreaterThan(0);
  });

  it('answers 408 to a webhook body sent one byte at a time, and closes the connection', async () => {
    const requestTimeoutMs = 500;
    const functions = await start('production', {
      requestTimeoutMs,
      headersTimeoutMs: 400,
      timeoutCheckIntervalMs: 50,
    });
    const connection = await open(functions);
    const head =
      'POST /checkout/webhook HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
      'stripe-signature: t=1,v1=00\r\ncontent-length: 300\r\n\r\n';
    const closedAfterMs = await dripBody(connection, head, '{"id":"evt_1"}'.padEnd(300), 40);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(requestTimeoutMs);
    expect(closedAfterMs).toBeLessThan(requestTimeoutMs + 1_000);
  });

  it('refuses the connection over the per-address cap with 429, and accepts one after a close', async () => {
    const cap = 3;
    const functions = await start('production', { maxConnectionsPerAddress: cap });
    const held: RawConnection[] = [];
    for (let i = 0; i < cap; i += 1) {
      const connection = await open(functions);
      expect((await connection.get('/healthz')).status).toBe(200);
      held.push(connection);
    }
    const extra = await open(functions);
    const refused = await extra.get('/healthz');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body)).toEqual(JSON.parse(TOO_MANY_CONNECTIONS_BODY));
    expect(JSON.parse(refused.body).code).toBe('TOO_MANY_CONNECTIONS');
    await extra.closed;

    held[0]!.close();
    await held[0]!.closed;
    // The server learns of the close a moment after the client.
    const deadline = Date.now() + 5_000;
    let answer = await (await open(functions)).get('/healthz');
    while (answer.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await (await open(functions)).get('/healthz');
    }
    expect(answer.status).toBe(200);
  });
});
