import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import Fastify, { type FastifyInstance } from 'fastify';
import { memoryRateLimitStore } from '@portal/service-kit/rate-limit-store';
import { REFUSALS } from '../messages.js';
import { startTestFunctions } from '../test-support/test-functions.js';
import { FUNCTIONS_RATE_LIMITS, limitRate, RATE_LIMITED_MESSAGE } from './rate-limits.js';

// The functions service's doors: billing and checkout sessions, per account (per address only
// for a caller without a token).

const tokenOf = (n: number) =>
  emulatorIdToken({ uid: `limited-${n}`, email: `limited-${n}@example.com` });

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

const tiny = {
  perAccount: { points: 2, durationSeconds: 60 },
  perAddress: { points: 4, durationSeconds: 60 },
};

async function appWithTinyLimits() {
  return startTestFunctions(
    () => ({
      name: 'local',
      createPortalSession: async () => ({ redirectUrl: 'http://localhost:5001/billing/x' }),
    }),
    undefined,
    {},
    { billingSession: tiny, checkoutSession: tiny },
  );
}

function expectRateLimited(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: <T>() => T;
}) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({ error: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
}

describe('rate limits of the functions service', () => {
  it('the table bounds both doors per account and per address', () => {
    for (const limit of Object.values(FUNCTIONS_RATE_LIMITS)) {
      expect(limit.perAccount.points).toBeLessThan(limit.perAddress.points);
    }
  });

  it('POST /billing/portal-session: 429 with Retry-After over the account budget; other accounts at the same address still open theirs', async () => {
    const { app, openSession } = await appWithTinyLimits();
    try {
      const first = tokenOf(1);
      for (let i = 0; i < 2; i += 1) {
        expect((await openSession({ email: 'limited-1@example.com' }, first)).statusCode).toBe(200);
      }
      expectRateLimited(await openSession({ email: 'limited-1@example.com' }, first));
      // Parents behind one address (a proxy, a hospital NAT) never share a budget: each of
      // these calls comes from the same address, well past its 4 calls.
      for (const n of [2, 3, 4, 5]) {
        const email = `limited-${n}@example.com`;
        for (let i = 0; i < 2; i += 1) {
          expect((await openSession({ email }, tokenOf(n))).statusCode).toBe(200);
        }
      }
    } finally {
      await app.close();
    }
  });

  it('POST /checkout/session: 429 over the account budget, before any checkout is looked up', async () => {
    const { app } = await appWithTinyLimits();
    const start = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/checkout/session',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ checkoutId: 'chk_limited' }),
      });
    try {
      const token = tokenOf(4);
      // The gateway of the test app is unreachable: 502, but each call spends its point.
      for (let i = 0; i < 2; i += 1) expect((await start(token)).statusCode).toBe(502);
      expectRateLimited(await start(token));
    } finally {
      await app.close();
    }
  });

  it('a call without a token is 401, spending nothing', async () => {
    const { app, openSession } = await appWithTinyLimits();
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await openSession({ email: 'limited-5@example.com' })).statusCode).toBe(401);
      }
      expect((await openSession({ email: 'limited-5@example.com' }, tokenOf(5))).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });
});

describe('the client address of a caller without an account', () => {
  async function addressLimitedApp(trustedProxies: number) {
    const app = Fastify();
    app.decorateRequest('caller', null);
    app.decorateRequest('outcome', null);
    const limit = {
      ...tiny,
      store: memoryRateLimitStore(),
      trustedProxies,
      unavailable: REFUSALS.unavailable,
    };
    app.get('/limited', { onRequest: [limitRate('billingSession', limit)] }, async () => ({}));
    await app.ready();
    return app;
  }
  const call = (app: FastifyInstance, socket: string, forwardedFor: string) =>
    app.inject({
      method: 'GET',
      url: '/limited',
      remoteAddress: socket,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('is the socket’s without TRUSTED_PROXIES: X-Forwarded-For, which a client writes, is ignored', async () => {
    const app = await addressLimitedApp(0);
    try {
      for (const n of [1, 2, 3, 4]) {
        expect((await call(app, '203.0.113.7', `198.51.100.${n}`)).statusCode).toBe(200);
      }
      expectRateLimited(await call(app, '203.0.113.7', '198.51.100.99'));
    } finally {
      await app.close();
    }
  });

  it('behind TRUSTED_PROXIES=1 is the one the proxy forwarded, never one the client wrote', async () => {
    const app = await addressLimitedApp(1);
    try {
      // The load balancer (10.0.0.2) appends the address it was called from.
      for (let i = 0; i < 4; i += 1) {
        expect((await call(app, '10.0.0.2', `1.1.1.${i}, 198.51.100.20`)).statusCode).toBe(200);
      }
      expectRateLimited(await call(app, '10.0.0.2', '9.9.9.9, 198.51.100.20'));
      // Another client behind the same load balancer has its own budget.
      expect((await call(app, '10.0.0.2', '198.51.100.21')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
