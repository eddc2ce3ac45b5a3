import { DEFAULT_ALLOWED_ORIGINS, readFunctionsConfig } from './config.js';

describe('readFunctionsConfig', () => {
  it('has local defaults (local billing page, no Stripe)', () => {
    expect(readFunctionsConfig({})).toEqual({
      port: 5001,
      host: '127.0.0.1',
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
    });
  });

  it('reads the environment and refuses nonsense', () => {
    const config = readFunctionsConfig({
      PORT: '5101',
      PORTAL_URL: 'https://portal.example.com/',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      ALLOWED_ORIGINS: 'https://portal.example.com',
    });
    expect(config).toMatchObject({
      port: 5101,
      portalUrl: 'https://portal.example.com',
      stripeSecretKey: 'sk_test_x',
      stripeApiBase: 'http://127.0.0.1:12111',
      allowedOrigins: ['https://portal.example.com'],
    });
    expect(() => readFunctionsConfig({ ALLOWED_ORIGINS: '*' })).toThrow(/not allowed/);
    expect(() => readFunctionsConfig({ GATEWAY_URL: 'ftp://x' })).toThrow(/GATEWAY_URL/);
  });
});
