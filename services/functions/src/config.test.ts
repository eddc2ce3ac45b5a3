import {
  DEFAULT_ALLOWED_ORIGINS,
  parsePortalEnvironment,
  ProductionConfigError,
  readFunctionsConfig,
} from './config.js';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from '@portal/service-kit/http-server-limits';

/** What a production functions service needs, and no more. */
const PRODUCTION_ENV = {
  PORTAL_ENV: 'production',
  STRIPE_SECRET_KEY: 'stripe-key-placeholder-for-config-tests',
  STRIPE_WEBHOOK_SECRET: 'webhook-secret-placeholder-for-config-tests',
  PAYMENTS_SERVICE_KEY: '0123456789abcdef0123',
  PORTAL_URL: 'https://portal.bank.example',
  FIREBASE_PROJECT_ID: 'cordblood-portal',
};
const SECRETS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYMENTS_SERVICE_KEY',
  'PORTAL_URL',
  'FIREBASE_PROJECT_ID',
] as const;

/** The ProductionConfigError readFunctionsConfig throws for `env` (fails when none is thrown). */
function refusal(env: Record<string, string | undefined>): ProductionConfigError {
  try {
    readFunctionsConfig(env);
  } catch (error) {
    if (error instanceof ProductionConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('readFunctionsConfig', () => {
  it('has local defaults (local billing page, no Stripe)', () => {
    expect(readFunctionsConfig({ PORTAL_ENV: 'local' })).toEqual({
      port: 5001,
      host: '127.0.0.1',
      environment: 'local',
      firebaseProjectId: 'demo-portal',
      authEmulatorHost: undefined,
      gatewayUrl: 'http://127.0.0.1:4000',
      portalUrl: 'http://localhost:3000',
      publicUrl: 'http://localhost:5001',
      stripeSecretKey: undefined,
      stripeApiBase: undefined,
      stripeWebhookSecret: undefined,
      paymentsServiceKey: undefined,
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
      logLevel: 'info',
      maxConnectionsPerAddress: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
      trustedProxies: 0,
      databaseUrl: undefined,
    });
  });

  it('reads TRUSTED_PROXIES (0 to 10) and an optional PostgreSQL DATABASE_URL for the rate limits', () => {
    const config = readFunctionsConfig({
      PORTAL_ENV: 'local',
      TRUSTED_PROXIES: '1',
      DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
    });
    expect(config).toMatchObject({
      trustedProxies: 1,
      databaseUrl: 'postgres://portal@db.internal:5432/portal',
    });
    expect(() => readFunctionsConfig({ PORTAL_ENV: 'local', TRUSTED_PROXIES: 'all' })).toThrow(
      /TRUSTED_PROXIES must be a whole number from 0 to 10/,
    );
    expect(() =>
      readFunctionsConfig({ PORTAL_ENV: 'local', DATABASE_URL: 'mysql://db.internal/portal' }),
    ).toThrow(/DATABASE_URL must be a postgres/);
  });

  it('reads the environment and refuses nonsense', () => {
    const config = readFunctionsConfig({
      PORTAL_ENV: 'test',
      PORT: '5101',
      PORTAL_URL: 'https://portal.example.com/',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      ALLOWED_ORIGINS: 'https://portal.example.com',
      MAX_CONNECTIONS_PER_ADDRESS: '12',
    });
    expect(config).toMatchObject({
      port: 5101,
      portalUrl: 'https://portal.example.com',
      stripeSecretKey: 'sk_test_x',
      stripeApiBase: 'http://127.0.0.1:12111',
      allowedOrigins: ['https://portal.example.com'],
      maxConnectionsPerAddress: 12,
    });
    const test = { PORTAL_ENV: 'test' };
    expect(() => readFunctionsConfig({ ...test, ALLOWED_ORIGINS: '*' })).toThrow(/not allowed/);
    expect(() => readFunctionsConfig({ ...test, GATEWAY_URL: 'ftp://x' })).toThrow(/GATEWAY_URL/);
    for (const cap of ['0', '1.5', 'lots']) {
      expect(() => readFunctionsConfig({ ...test, MAX_CONNECTIONS_PER_ADDRESS: cap })).toThrow(
        /MAX_CONNECTIONS_PER_ADDRESS/,
      );
    }
  });
});

describe('PORTAL_ENV', () => {
  it.each([
    ['local', 'local'],
    ['test', 'test'],
    [' TEST ', 'test'],
    ['production', 'production'],
    ['', 'production'],
    [undefined, 'production'],
    ['development', 'production'],
    ['local-ish', 'production'],
  ])('reads %p as %p', (value, environment) => {
    expect(parsePortalEnvironment(value)).toBe(environment);
  });

  it('allows the local test checkout (no Stripe) and the emulator in local and test only', () => {
    for (const environment of ['local', 'test'] as const) {
      expect(
        readFunctionsConfig({
          PORTAL_ENV: environment,
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        }),
      ).toMatchObject({
        environment,
        stripeSecretKey: undefined,
        authEmulatorHost: '127.0.0.1:9099',
      });
    }
    // Unset, empty, unknown, and the variables the services used to read: production.
    for (const env of [
      {},
      { PORTAL_ENV: '' },
      { PORTAL_ENV: 'dev' },
      { ENVIRONMENT: 'local' },
      { NODE_ENV: 'development' },
    ]) {
      expect(refusal(env).problems).toHaveLength(SECRETS.length);
    }
  });

  it('starts production only with every secret, naming each one missing', () => {
    expect(readFunctionsConfig(PRODUCTION_ENV)).toMatchObject({
      environment: 'production',
      stripeSecretKey: PRODUCTION_ENV.STRIPE_SECRET_KEY,
      firebaseProjectId: 'cordblood-portal',
    });
    for (const name of SECRETS) {
      const error = refusal({ ...PRODUCTION_ENV, [name]: undefined });
      expect(error.problems).toEqual([expect.stringMatching(new RegExp(`^${name} is missing`))]);
      expect(error.message).toMatch(
        new RegExp(
          `^The functions service refuses to start in production \\(PORTAL_ENV is not local or test\\): ${name} is missing`,
        ),
      );
      expect(error.message).not.toMatch(/\n/);
      // Names, never values.
      for (const secret of SECRETS) {
        if (secret !== 'FIREBASE_PROJECT_ID' && secret !== 'PORTAL_URL')
          expect(error.message).not.toContain(PRODUCTION_ENV[secret]);
      }
    }
    expect(refusal({}).message).toMatch(
      /STRIPE_SECRET_KEY is missing.*STRIPE_WEBHOOK_SECRET is missing.*PAYMENTS_SERVICE_KEY is missing.*PORTAL_URL is missing.*FIREBASE_PROJECT_ID is missing/,
    );
  });

  it("refuses production without the portal's https address (Stripe would return to localhost)", () => {
    expect(readFunctionsConfig(PRODUCTION_ENV).portalUrl).toBe('https://portal.bank.example');
    for (const portalUrl of [undefined, '', ' ']) {
      const error = refusal({ ...PRODUCTION_ENV, PORTAL_URL: portalUrl });
      expect(error.problems).toEqual([expect.stringMatching(/^PORTAL_URL is missing/)]);
    }
    expect(
      refusal({ ...PRODUCTION_ENV, PORTAL_URL: 'http://portal.bank.example' }).problems,
    ).toEqual([expect.stringMatching(/^PORTAL_URL must be the portal's https:\/\/ address/)]);
    // Local and test keep their default.
    expect(readFunctionsConfig({ PORTAL_ENV: 'test' }).portalUrl).toBe('http://localhost:3000');
  });

  it('refuses the demo project, a short service key and the emulator in production', () => {
    expect(refusal({ ...PRODUCTION_ENV, FIREBASE_PROJECT_ID: 'demo-portal' }).problems).toEqual([
      expect.stringMatching(/^FIREBASE_PROJECT_ID is "demo-portal", an emulator-only demo project/),
    ]);
    expect(refusal({ ...PRODUCTION_ENV, PAYMENTS_SERVICE_KEY: 'short' }).problems).toEqual([
      expect.stringMatching(/^PAYMENTS_SERVICE_KEY must be at least 16 characters/),
    ]);
    expect(
      refusal({ ...PRODUCTION_ENV, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).problems,
    ).toEqual([expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST must not be set/)]);
  });
});
