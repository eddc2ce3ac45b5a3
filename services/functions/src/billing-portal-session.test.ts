import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { STAFF, staffToken } from '@portal/gateway/test-support/staff-support.js';
import { DEMO_PARENT } from '@portal/gateway/demo/demo-parent.js';
import { localBillingProvider } from './billing/local-billing.js';
import { SESSION_TTL_MS, LocalBillingSessions } from './billing/local-billing-sessions.js';
import { ERRORS } from './messages.js';
import { startGatewayOverHttp } from './test-support/gateway-over-http.js';
import { PORTAL_URL, PUBLIC_URL, startTestFunctions } from './test-support/test-functions.js';

const parentToken = () =>
  emulatorIdToken({
    uid: DEMO_PARENT.uid,
    email: DEMO_PARENT.email,
    name: DEMO_PARENT.displayName,
  });

let emulator: AuthEmulatorStandIn;
let gateway: Awaited<ReturnType<typeof startGatewayOverHttp>>;
let functions: Awaited<ReturnType<typeof startTestFunctions>>;
let clock = Date.now();

beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  gateway = await startGatewayOverHttp();
  functions = await startTestFunctions(
    (sessions) =>
      localBillingProvider({ gatewayUrl: gateway.url, publicUrl: PUBLIC_URL, sessions }),
    new LocalBillingSessions(() => clock),
  );
});
afterAll(async () => {
  await functions.app.close();
  await gateway.close();
  await emulator.close();
});

describe('POST /billing/portal-session in local mode', () => {
  it('opens a local billing session that renders the plans and invoices', async () => {
    const response = await functions.openSession({ email: 'Parent@Example.com' }, parentToken());
    expect(response.statusCode).toBe(200);
    const { redirectUrl } = response.json<{ redirectUrl: string }>();
    expect(redirectUrl).toMatch(new RegExp(`^${PUBLIC_URL}/billing/local/[A-Za-z0-9_-]{43}$`));

    const page = await functions.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Billing | Parent portal</title>');
    expect(html).toContain('<h1>Billing</h1>');
    expect(html).toContain('<h2 id="order-1">Maya Rivera</h2>');
    expect(html).toContain('<h2 id="order-2">Baby Rivera</h2>');
    expect(html).toContain('<dd>Annual storage</dd>');
    expect(html).toContain('<dd>$175.00 per year</dd>');
    expect(html).toContain('<dd>$15.00 per month</dd>');
    expect(html).toContain('<caption>Invoices for Maya Rivera</caption>');
    expect(html).toMatch(
      /<td>INV-24-0107<\/td>\s*<td>Feb 20, 2024<\/td>\s*<td class="amount">\$175\.00<\/td>\s*<td>Paid<\/td>/,
    );
    expect(html).toMatch(
      /<td>INV-BR-0002<\/td>[\s\S]*?<td class="amount">\$15\.00<\/td>\s*<td>Paid<\/td>/,
    );
    expect(html).toContain(`<a href="${PORTAL_URL}/portal">Back to the portal</a>`);
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('forgets a session after 30 minutes', async () => {
    const response = await functions.openSession({ email: DEMO_PARENT.email }, parentToken());
    const path = new URL(response.json<{ redirectUrl: string }>().redirectUrl).pathname;
    expect((await functions.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    clock += SESSION_TTL_MS + 1;
    const expired = await functions.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('<h1>This billing link has expired</h1>');
  });

  it('answers a 404 page for an unknown session', async () => {
    for (const id of ['A'.repeat(43), 'not-a-session', '..%2F..%2Fetc']) {
      const page = await functions.app.inject({ method: 'GET', url: `/billing/local/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(page.body).toContain(`<a href="${PORTAL_URL}/portal">Back to the portal</a>`);
    }
  });

  it("shows a guardian only their own children's billing, never one they follow", async () => {
    const guardian = { uid: 'maya-guardian', email: 'maya.guardian@example.com' };
    const db = gateway.gateway.db;
    await db.query(
      `insert into family_invitations (id, order_id, token_hash, email_lower, invited_by_uid,
         expires_at, accepted_at, accepted_by_uid)
       values ('inv_billing', 'ord_maya', 'billing-test-hash', $1, $2, now() + interval '1 day',
         now(), $3)`,
      [guardian.email, DEMO_PARENT.uid, guardian.uid],
    );
    await db.query(
      `insert into family_guardians (id, order_id, guardian_uid, invitation_id)
       values ('fg_billing', 'ord_maya', $1, 'inv_billing')`,
      [guardian.uid],
    );
    const response = await functions.openSession(
      { email: guardian.email },
      emulatorIdToken(guardian),
    );
    expect(response.statusCode).toBe(200);
    const page = await functions.app.inject({
      method: 'GET',
      url: new URL(response.json<{ redirectUrl: string }>().redirectUrl).pathname,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Maya Rivera');
    expect(page.body).not.toContain('INV-24-0107');
  });

  it("refuses an email that is not the caller's (403)", async () => {
    const response = await functions.openSession(
      { email: 'someone.else@example.com' },
      parentToken(),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: ERRORS.foreignEmail, code: 'FOREIGN_EMAIL' });
  });

  it('refuses a caller whose token carries no email (403)', async () => {
    const response = await functions.openSession(
      { email: DEMO_PARENT.email },
      emulatorIdToken({ uid: 'phone-only' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: ERRORS.noEmail, code: 'NO_EMAIL' });
  });

  it('refuses a caller whose email is not verified (403 EMAIL_NOT_VERIFIED), opening nothing', async () => {
    const before = functions.sessions.size;
    const response = await functions.openSession(
      { email: 'new.parent@example.com' },
      emulatorIdToken({
        uid: 'unverified-parent',
        email: 'new.parent@example.com',
        emailVerified: false,
      }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: ERRORS.emailNotVerified,
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(functions.sessions.size).toBe(before);
  });

  it('refuses a bank staff token (403 STAFF_NOT_PARENT), opening nothing', async () => {
    const before = functions.sessions.size;
    const response = await functions.openSession({ email: STAFF.email }, staffToken());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: ERRORS.staffNotParent, code: 'STAFF_NOT_PARENT' });
    expect(functions.sessions.size).toBe(before);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'garbage'],
    [
      'an expired token',
      emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, issuedAt: 1_700_000_000 }),
    ],
    [
      'a token of another project',
      emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, projectId: 'demo-other' }),
    ],
  ])('refuses %s (401)', async (_case, token) => {
    const response = await functions.openSession({ email: DEMO_PARENT.email }, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: ERRORS.signIn, code: 'UNAUTHENTICATED' });
  });

  it('checks the token before reading the body', async () => {
    const response = await functions.openSession('{not json');
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['malformed JSON', '{not json'],
    ['no email', {}],
    ['an email that is not a string', { email: 42 }],
  ])('refuses a body with %s (400)', async (_case, body) => {
    const response = await functions.openSession(body, parentToken());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: ERRORS.badBody, code: 'BAD_REQUEST' });
  });

  it('answers 502 with the unavailable message when the gateway is unreachable', async () => {
    const offline = await startTestFunctions((sessions) =>
      localBillingProvider({ gatewayUrl: 'http://127.0.0.1:9', publicUrl: PUBLIC_URL, sessions }),
    );
    const response = await offline.openSession({ email: DEMO_PARENT.email }, parentToken());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'Billing is unavailable right now. Please try again in a few minutes.',
      code: 'UNAVAILABLE',
    });
    expect(offline.sessions.size).toBe(0);
    await offline.app.close();
  });

  it('lets the portal origin call it from the browser, and no other origin', async () => {
    const preflight = (origin: string) =>
      functions.app.inject({
        method: 'OPTIONS',
        url: '/billing/portal-session',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight(PORTAL_URL);
    expect(allowed.headers['access-control-allow-origin']).toBe(PORTAL_URL);
    expect(allowed.headers['access-control-allow-headers']).toMatch(/authorization/);
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('marks every answer no-store and nosniff, whatever its outcome', async () => {
    const opened = await functions.openSession({ email: DEMO_PARENT.email }, parentToken());
    const page = new URL(opened.json<{ redirectUrl: string }>().redirectUrl).pathname;
    const responses = [
      opened,
      await functions.openSession({ email: DEMO_PARENT.email }),
      await functions.openSession('{not json', parentToken()),
      await functions.openSession({ email: 'x'.repeat(20_000) }, parentToken()),
      await functions.app.inject({ method: 'GET', url: page }),
      await functions.app.inject({ method: 'GET', url: '/billing/local/unknown' }),
      await functions.app.inject({ method: 'GET', url: '/healthz' }),
      await functions.app.inject({ method: 'GET', url: '/elsewhere' }),
      await functions.app.inject({
        method: 'OPTIONS',
        url: '/billing/portal-session',
        headers: { origin: PORTAL_URL, 'access-control-request-method': 'POST' },
      }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([
      200, 401, 400, 413, 200, 404, 200, 404, 204,
    ]);
    for (const response of responses) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers /healthz', async () => {
    const response = await functions.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ ok: true });
  });

  it('logs requests without emails, tokens or session ids', async () => {
    const token = parentToken();
    functions.logs.lines.length = 0;
    const response = await functions.openSession({ email: DEMO_PARENT.email }, token);
    const sessionId =
      new URL(response.json<{ redirectUrl: string }>().redirectUrl).pathname.split('/').pop() ?? '';
    await functions.app.inject({ method: 'GET', url: `/billing/local/${sessionId}` });
    await functions.openSession({ email: 'someone.else@example.com' }, token);
    const text = functions.logs.text();
    for (const secret of [DEMO_PARENT.email, 'someone.else@example.com', token, sessionId]) {
      expect(text).not.toContain(secret);
    }
    const entries = functions.logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toEqual([
      expect.objectContaining({
        route: '/billing/portal-session',
        status: 200,
        uid: DEMO_PARENT.uid,
        outcome: 'session-local',
      }),
      expect.objectContaining({ route: '/billing/local/:id', status: 200, outcome: 'page' }),
      expect.objectContaining({
        route: '/billing/portal-session',
        status: 403,
        outcome: 'foreign-email',
      }),
    ]);
  });
});
