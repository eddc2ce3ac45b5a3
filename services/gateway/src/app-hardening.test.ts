import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_REQUEST_BODY_BYTES } from './app.js';
import type { Db, Queryable } from './db/db.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from './demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from './test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from './test-support/emulator-tokens.js';
import { openTestDb, testBackends } from './test-support/test-db.js';
import { startTestGateway, TEST_ORIGIN, type TestGateway } from './test-support/test-gateway.js';

const token = () =>
  emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan Rivera' });

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('hardening on %s', (backend) => {
  let dev: TestGateway;
  let production: TestGateway;
  beforeAll(async () => {
    dev = await startTestGateway(backend);
    production = await startTestGateway(backend, { production: true, db: dev.db, seed: false });
  });
  afterAll(() => dev.close());

  describe('query limits', () => {
    it('refuses a query deeper than the limit', async () => {
      const nested = (levels: number): string =>
        levels === 0 ? 'me { id }' : `... on Query { ${nested(levels - 1)} }`;
      const answer = await dev.graphql({ query: `query Deep { ${nested(10)} }`, token: token() });
      expect(answer.status).toBe(400);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/depth limit of 8 exceeded/);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('refuses too many aliases', async () => {
      const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: me { id }`).join(' ');
      const answer = await dev.graphql({ query: `query Many { ${aliases} }`, token: token() });
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.message).toMatch(/Aliases limit of 10 exceeded/);
    });

    it('refuses a query above the cost limit', async () => {
      const order = `orders { id childName dueDate stage journey { stage status completedAt }
        billing { plan { code name priceCents currency interval } invoices { id number amountCents currency status issuedAt } }
        certificate { status progress issued { unitId childName birthDate collectionDate processingDate lab tncCount cd34Count viabilityPercent volumeMl storageSite issuedAt } } }`;
      const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: me { ${order} }`).join(' ');
      const answer = await dev.graphql({ query: `query Costly { ${aliases} }`, token: token() });
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.message).toMatch(/Query Cost limit of 1500 exceeded/);
    });

    it('refuses a query with too many tokens', async () => {
      const fields = Array.from({ length: 2100 }, () => 'id').join(' ');
      const answer = await dev.graphql({
        query: `query Long { me { ${fields} } }`,
        token: token(),
      });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/Token limit of 2000 exceeded/);
    });

    it('refuses a request body above the size limit with 413', async () => {
      const response = await dev.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
        body: JSON.stringify({
          query: `query { me { id } } # ${'x'.repeat(MAX_REQUEST_BODY_BYTES)}`,
        }),
      });
      expect(response.status).toBe(413);
    });
  });

  describe('request body limit, over HTTP', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = createServer(dev.yoga);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    /** Posts the chunks as they are: with the given headers, or chunked when no length is given. */
    const post = (headers: Record<string, string>, chunks: string[]) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/graphql',
            method: 'POST',
            // A connection of its own: one left waiting for a refused body cannot be reused.
            agent: false,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token()}`,
              ...headers,
            },
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        // The server may answer and close before the whole body is sent.
        req.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
        );
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    const meQuery = JSON.stringify({ query: '{ me { id } }' });

    it('answers a body whose declared length is within the limit', async () => {
      const answer = await post({ 'content-length': String(Buffer.byteLength(meQuery)) }, [
        meQuery,
      ]);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ data: { me: { id: DEMO_PARENT.uid } } });
    });

    it('refuses a declared length above the limit with 413 before reading the body', async () => {
      const answer = await post({ 'content-length': String(MAX_REQUEST_BODY_BYTES + 1) }, [
        '{"query":',
      ]);
      expect(answer.status).toBe(413);
      expect(answer.body).toContain('Request body too large');
    });

    it('counts a chunked body as it arrives: within the limit answered, above it 413', async () => {
      const within = await post({}, [meQuery.slice(0, 5), meQuery.slice(5)]);
      expect(within.status).toBe(200);
      expect(JSON.parse(within.body)).toEqual({ data: { me: { id: DEMO_PARENT.uid } } });

      const padding = 'x'.repeat(MAX_REQUEST_BODY_BYTES / 4);
      const above = await post({}, [
        '{"query":"{ me { id } } #',
        padding,
        padding,
        padding,
        padding,
        '"}',
      ]);
      expect(above.status).toBe(413);
    });

    it('refuses a Content-Length that is not one decimal number with 400', async () => {
      const response = await dev.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': '12, 12',
          authorization: `Bearer ${token()}`,
        },
        body: meQuery,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Content-Length header is invalid');
    });
  });

  describe('schema exposure', () => {
    const INTROSPECTION = 'query Peek { __schema { types { name } } }';

    it('answers introspection in development', async () => {
      const answer = await dev.graphql({ query: INTROSPECTION, token: token() });
      expect(answer.errors).toBeUndefined();
      expect(JSON.stringify(answer.data)).toContain('MedicalForm');
    });

    it('refuses introspection in production', async () => {
      for (const query of [INTROSPECTION, 'query { __type(name: "Order") { name } }']) {
        const answer = await production.graphql({ query, token: token() });
        expect(answer.data ?? null).toBeNull();
        expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
      }
    });

    it('gives no field suggestions in production', async () => {
      const query = 'query { me { orderz { id } } }';
      const devAnswer = await dev.graphql({ query, token: token() });
      expect(devAnswer.errors?.[0]?.message).toMatch(/Did you mean "orders"/);
      const prodAnswer = await production.graphql({ query, token: token() });
      expect(prodAnswer.errors?.[0]?.message).not.toMatch(/orders/);
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      dev.yoga.fetch('http://gateway.test/graphql', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });

    it('allows the portal origin', async () => {
      const response = await preflight(TEST_ORIGIN);
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
      expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('gives other origins no CORS grant', async () => {
      const response = await preflight('https://evil.example');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const post = await dev.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      expect(post.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('response headers', () => {
    const graphql = (body: unknown, headers: Record<string, string> = {}) =>
      dev.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const bearer = () => ({ authorization: `Bearer ${token()}` });

    it('every response is no-store and nosniff, whatever its outcome', async () => {
      const responses: [string, Response][] = [
        ['data', await graphql({ query: '{ me { id } }' }, bearer())],
        ['no token', await graphql({ query: '{ me { id } }' })],
        ['invalid query', await graphql({ query: '{ me { nosuch } }' }, bearer())],
        [
          'too large',
          await graphql({ query: `{ me { id } } # ${'x'.repeat(MAX_REQUEST_BODY_BYTES)}` }),
        ],
        ['health', await dev.yoga.fetch('http://gateway.test/healthz')],
        [
          'preflight',
          await dev.yoga.fetch('http://gateway.test/graphql', {
            method: 'OPTIONS',
            headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'POST' },
          }),
        ],
        ['elsewhere', await dev.yoga.fetch('http://gateway.test/elsewhere')],
      ];
      for (const [name, response] of responses) {
        expect([name, response.headers.get('cache-control')]).toEqual([name, 'no-store']);
        expect([name, response.headers.get('x-content-type-options')]).toEqual([name, 'nosniff']);
      }
      expect(responses.map(([name, response]) => [name, response.status])).toEqual([
        ['data', 200],
        ['no token', 401],
        ['invalid query', 400],
        ['too large', 413],
        ['health', 200],
        ['preflight', 204],
        ['elsewhere', 404],
      ]);
    });
  });

  describe('logs', () => {
    it('record operation, duration, status and user, never answers, certificates or tokens', async () => {
      const marker = 'HEALTH-ANSWER-7Q9Z';
      const bearer = token();
      dev.logs.lines.length = 0;
      const saved = await dev.graphql({
        query: `mutation SaveDraft($orderId: ID!, $answers: JSONObject!) {
          saveMedicalFormDraft(orderId: $orderId, baseVersion: 0, answers: $answers) { status answers }
        }`,
        variables: {
          orderId: DEMO_ORDER_IDS.baby,
          answers: {
            health: { medications: { answer: 'yes', details: marker } },
            infections: { hiv: { answer: 'no' } },
          },
        },
        operationName: 'SaveDraft',
        token: bearer,
      });
      expect(saved.errors).toBeUndefined();
      const certificate = await dev.graphql({
        query: `query Certificate($id: ID!) { order(id: $id) { certificate { issued { unitId tncCount cd34Count } } } }`,
        variables: { id: DEMO_ORDER_IDS.maya },
        operationName: 'Certificate',
        token: bearer,
      });
      expect(JSON.stringify(certificate.data)).toContain('CBU-2024-041-7731');
      const refused = await dev.graphql({
        query: `mutation Bad($orderId: ID!, $answers: JSONObject!) { submitMedicalForm(orderId: $orderId, baseVersion: 0, answers: $answers) { status } }`,
        variables: { orderId: 'ord_missing', answers: { secret: marker } },
        operationName: 'Bad',
        token: bearer,
      });
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');

      // Each line's own timing is a measurement, not data: a request that took 14.2 ms must not
      // read as the certificate's 14.2 below.
      const text = dev.logs.text().replace(/"durationMs":[\d.]+/g, '"durationMs":0');
      for (const forbidden of [
        marker,
        'hivRisk',
        'CBU-2024-041-7731',
        '14.2',
        bearer,
        DEMO_PARENT.email,
      ]) {
        expect(text).not.toContain(forbidden);
      }
      const entries = dev.logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            msg: 'graphql request',
            operationName: 'SaveDraft',
            status: 200,
            outcome: 'ok',
            uid: DEMO_PARENT.uid,
            durationMs: expect.any(Number),
          }),
          expect.objectContaining({
            operationName: 'Bad',
            outcome: 'error',
            errorCodes: ['NOT_FOUND'],
          }),
        ]),
      );
    });
  });
});

describe.each(testBackends())('unexpected errors on %s', (backend) => {
  let db: Db;
  let gateway: TestGateway;
  beforeAll(async () => {
    db = await openTestDb(backend);
    // A driver whose messages quote what it was given (as PostgreSQL's can), once seeded.
    let seeded = false;
    const exploding =
      (queryable: Queryable): Queryable['query'] =>
      (sql, params) =>
        seeded && /from invoices|insert into medical_forms/.test(sql)
          ? Promise.reject(
              new Error(`driver exploded near "HEALTH-SECRET-42" ${JSON.stringify(params)}`),
            )
          : queryable.query(sql, params);
    const failing: Db = {
      ...db,
      query: exploding(db),
      transaction: (fn) =>
        db.transaction((tx) => fn({ query: exploding(tx), exec: (sql) => tx.exec(sql) })),
    };
    gateway = await startTestGateway(backend, { db: failing });
    seeded = true;
  });
  afterAll(() => db.close());

  it('are masked for the client and logged without their message', async () => {
    const answer = await gateway.graphql({
      query: 'query Billing { order(id: "ord_maya") { billing { invoices { id } } } }',
      token: token(),
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Unexpected error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(answer)).not.toContain('HEALTH-SECRET-42');
    expect(gateway.logs.text()).toContain('unexpected error');
    expect(gateway.logs.text()).not.toContain('HEALTH-SECRET-42');
  });

  it('leave no empty error line: each says what failed, never what the parent typed', async () => {
    gateway.logs.lines.length = 0;
    const marker = 'TYPED-BY-PARENT-5K2W';
    const answer = await gateway.graphql({
      query: `mutation SaveDraft($orderId: ID!, $answers: JSONObject!) {
        saveMedicalFormDraft(orderId: $orderId, baseVersion: 0, answers: $answers) { status }
      }`,
      variables: {
        orderId: DEMO_ORDER_IDS.baby,
        answers: { health: { medications: { answer: 'yes', details: marker } } },
      },
      token: token(),
    });
    expect(answer.errors?.[0]?.message).toBe('Unexpected error.');
    await gateway.graphql({
      query: 'query Billing { order(id: "ord_maya") { billing { invoices { id } } } }',
      token: token(),
    });

    const errorLines = gateway.logs.lines
      .map((line) => JSON.parse(line) as { level: number; msg?: string })
      .filter((line) => line.level >= 50);
    expect(errorLines.map((line) => line.msg)).toEqual([
      'unexpected error in saveMedicalFormDraft: Error',
      'unexpected error in order.billing: Error',
    ]);
    expect(gateway.logs.text()).not.toContain(marker);
    expect(gateway.logs.text()).not.toContain('HEALTH-SECRET-42');
  });

  it('write no line without a message for requests that fail before execution', async () => {
    gateway.logs.lines.length = 0;
    const post = (body: string, authorization = `Bearer ${token()}`) =>
      gateway.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body,
      });
    await post('{"query": "{ me { id } ');
    await post('{"variables": {}}');
    await post(JSON.stringify({ query: '{ me { id } }' }), 'Bearer not-a-jwt');
    await gateway.yoga.fetch('http://gateway.test/graphql?query=%7B', {
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(gateway.logs.lines.length).toBeGreaterThan(0);
    for (const line of gateway.logs.lines) {
      expect(JSON.parse(line)).toEqual(
        expect.objectContaining({ msg: expect.stringMatching(/\S/) }),
      );
    }
  });
});
