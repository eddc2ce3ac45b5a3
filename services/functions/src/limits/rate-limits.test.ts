import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { startTestFunctions } from '../test-support/test-functions.js';
import { FUNCTIONS_RATE_LIMITS, RATE_LIMITED_MESSAGE } from './rate-limits.js';

// The functions service's doors: billing and checkout sessions, per account and per address.

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

  it('POST /billing/portal-session: 429 with Retry-After over the account budget; another account still opens one', async () => {
    const { app, openSession } = await appWithTinyLimits();
    try {
      const first = tokenOf(1);
      for (let i = 0; i < 2; i += 1) {
        expect((await openSession({ email: 'limited-1@example.com' }, first)).statusCode).toBe(200);
      }
      expectRateLimited(await openSession({ email: 'limited-1@example.com' }, first));
      expect((await openSession({ email: 'limited-2@example.com' }, tokenOf(2))).statusCode).toBe(
        200,
      );
      // Every call spent a point of the address (4, the refused one too): spent, whoever calls.
      expectRateLimited(await openSession({ email: 'limited-3@example.com' }, tokenOf(3)));
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
