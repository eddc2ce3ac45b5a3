import { bearerTokenOf } from './auth/bearer-token.js';
import { DEFAULT_ALLOWED_ORIGINS, readGatewayConfig } from './config.js';

describe('readGatewayConfig', () => {
  it('has local defaults', () => {
    const config = readGatewayConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      firebaseProjectId: 'demo-portal',
      production: false,
      seedDemo: 'off',
    });
    expect(config.pgliteDataDir).toMatch(/\/\.data\/pglite$/);
    expect(config.allowedOrigins).toEqual(DEFAULT_ALLOWED_ORIGINS);
    expect(DEFAULT_ALLOWED_ORIGINS).toContain('http://localhost:3000');
    expect(DEFAULT_ALLOWED_ORIGINS).toContain('http://127.0.0.1:3005');
  });

  it('reads the environment', () => {
    const config = readGatewayConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://localhost/portal',
      ENVIRONMENT: 'production',
      ALLOWED_ORIGINS: 'https://portal.example.com/, https://admin.example.com',
      SEED_DEMO: 'reset',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://localhost/portal',
      production: true,
      allowedOrigins: ['https://portal.example.com', 'https://admin.example.com'],
      seedDemo: 'reset',
    });
    expect(readGatewayConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(readGatewayConfig({ SEED_DEMO: 'true' }).seedDemo).toBe('on');
  });

  it('refuses a wildcard origin and a bad port', () => {
    expect(() => readGatewayConfig({ ALLOWED_ORIGINS: '*' })).toThrow(/not allowed/);
    expect(() => readGatewayConfig({ PORT: 'http' })).toThrow(/PORT/);
  });
});

describe('bearerTokenOf', () => {
  it.each([
    ['Bearer abc.def.', 'abc.def.'],
    ['bearer abc', 'abc'],
    ['Bearer ', null],
    ['Bearer a b', null],
    ['Token abc', null],
    [null, null],
  ])('reads %p as %p', (header, token) => {
    expect(bearerTokenOf(header)).toBe(token);
  });
});

describe('PAYMENTS_SERVICE_KEY', () => {
  it('is unset by default and refused when too short to be a secret', () => {
    expect(readGatewayConfig({}).paymentsServiceKey).toBeUndefined();
    expect(
      readGatewayConfig({ PAYMENTS_SERVICE_KEY: ' 0123456789abcdef ' }).paymentsServiceKey,
    ).toBe('0123456789abcdef');
    expect(() => readGatewayConfig({ PAYMENTS_SERVICE_KEY: 'short' })).toThrow(/16 characters/);
  });
});
