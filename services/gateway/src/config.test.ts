import {
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_MAIL_FROM,
  parsePortalEnvironment,
  ProductionConfigError,
  readGatewayConfig,
  smtpUrlProblem,
} from './config.js';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from '@portal/service-kit/http-server-limits';

/** What a production gateway needs, and no more. */
const PRODUCTION_ENV = {
  PORTAL_ENV: 'production',
  PAYMENTS_SERVICE_KEY: '0123456789abcdef0123',
  FIREBASE_PROJECT_ID: 'cordblood-portal',
  DATABASE_URL: 'postgres://portal@db.bank.example/portal',
  SMTP_URL: 'smtps://relay.bank.example',
  MAIL_FROM: 'Cord Blood Bank <portal@bank.example>',
  PORTAL_URL: 'https://portal.bank.example',
  TWILIO_ACCOUNT_SID: 'AC0123456789',
  TWILIO_AUTH_TOKEN: 'twilio-token-placeholder',
  TWILIO_FROM: '+15005550006',
  FILE_STORAGE: 's3',
  S3_BUCKET: 'portal-family-files',
};

/** The ProductionConfigError readGatewayConfig throws for `env` (fails when none is thrown). */
function refusal(env: Record<string, string | undefined>): ProductionConfigError {
  try {
    readGatewayConfig(env);
  } catch (error) {
    if (error instanceof ProductionConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('readGatewayConfig', () => {
  it('has local defaults', () => {
    const config = readGatewayConfig({ PORTAL_ENV: 'local' });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      firebaseProjectId: 'demo-portal',
      environment: 'local',
      production: false,
      seedDemo: 'off',
      maxConnectionsPerAddress: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    });
    expect(config.pgliteDataDir).toMatch(/\/\.data\/pglite$/);
    expect(config.allowedOrigins).toEqual(DEFAULT_ALLOWED_ORIGINS);
    expect(DEFAULT_ALLOWED_ORIGINS).toContain('http://localhost:3000');
    expect(DEFAULT_ALLOWED_ORIGINS).toContain('http://127.0.0.1:3005');
  });

  it('reads how many proxies stand before the gateway (none by default)', () => {
    expect(readGatewayConfig({ PORTAL_ENV: 'local' }).trustedProxies).toBe(0);
    expect(readGatewayConfig({ PORTAL_ENV: 'local', TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1);
    expect(readGatewayConfig({ PORTAL_ENV: 'local', TRUSTED_PROXIES: '0' }).trustedProxies).toBe(0);
    expect(() => readGatewayConfig({ PORTAL_ENV: 'local', TRUSTED_PROXIES: 'all' })).toThrow(
      /TRUSTED_PROXIES must be a whole number from 0 to 10/,
    );
  });

  it('reads the live stream limits, leaving unset ones to the defaults', () => {
    expect(readGatewayConfig({ PORTAL_ENV: 'local' }).liveStreams).toEqual({});
    expect(
      readGatewayConfig({
        PORTAL_ENV: 'local',
        LIVE_STREAMS_PER_ACCOUNT: '1000',
        LIVE_STREAMS_PER_INSTANCE: ' 4000 ',
      }).liveStreams,
    ).toEqual({ maxStreamsPerAccount: 1000, maxStreamsPerInstance: 4000 });
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() =>
        readGatewayConfig({ PORTAL_ENV: 'local', LIVE_STREAMS_PER_ACCOUNT: bad }),
      ).toThrow(/LIVE_STREAMS_PER_ACCOUNT must be a whole number/);
    }
  });

  it('reads the environment', () => {
    const config = readGatewayConfig({
      ...PRODUCTION_ENV,
      PORT: '4100',
      DATABASE_URL: 'postgres://localhost/portal',
      ALLOWED_ORIGINS: 'https://portal.example.com/, https://admin.example.com',
      MAX_CONNECTIONS_PER_ADDRESS: '40',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://localhost/portal',
      environment: 'production',
      production: true,
      firebaseProjectId: 'cordblood-portal',
      allowedOrigins: ['https://portal.example.com', 'https://admin.example.com'],
      maxConnectionsPerAddress: 40,
    });
    expect(readGatewayConfig({ PORTAL_ENV: 'test', SEED_DEMO: 'true' }).seedDemo).toBe('on');
    expect(readGatewayConfig({ PORTAL_ENV: 'test', SEED_DEMO: 'reset' }).seedDemo).toBe('reset');
  });

  it('refuses a wildcard origin, a bad port and a bad connection cap', () => {
    expect(() => readGatewayConfig({ PORTAL_ENV: 'test', ALLOWED_ORIGINS: '*' })).toThrow(
      /not allowed/,
    );
    expect(() => readGatewayConfig({ PORTAL_ENV: 'test', PORT: 'http' })).toThrow(/PORT/);
    for (const cap of ['0', '-1', '2.5', 'many']) {
      expect(() =>
        readGatewayConfig({ PORTAL_ENV: 'test', MAX_CONNECTIONS_PER_ADDRESS: cap }),
      ).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
    }
  });
});

describe('PORTAL_ENV', () => {
  it.each([
    ['local', 'local'],
    ['test', 'test'],
    [' Local ', 'local'],
    ['TEST', 'test'],
    ['production', 'production'],
    ['', 'production'],
    [undefined, 'production'],
    ['development', 'production'],
    ['staging', 'production'],
    ['prod', 'production'],
    ['locals', 'production'],
  ])('reads %p as %p', (value, environment) => {
    expect(parsePortalEnvironment(value)).toBe(environment);
  });

  it('is production when unset or unknown, whatever ENVIRONMENT or NODE_ENV say', () => {
    const variants: Record<string, string>[] = [
      { ENVIRONMENT: 'local', NODE_ENV: 'development' },
      { PORTAL_ENV: '', NODE_ENV: 'test' },
      { PORTAL_ENV: 'dev' },
    ];
    for (const env of variants) {
      expect(refusal(env).problems.join(' ')).toMatch(/PAYMENTS_SERVICE_KEY is missing/);
      const withSecrets = { ...PRODUCTION_ENV, PORTAL_ENV: undefined, ...env };
      expect(readGatewayConfig(withSecrets)).toMatchObject({
        environment: 'production',
        production: true,
      });
    }
  });

  it('allows the emulator, demo data and no secrets in local and test only', () => {
    const localOnly = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SEED_DEMO: 'true' };
    for (const environment of ['local', 'test'] as const) {
      expect(readGatewayConfig({ PORTAL_ENV: environment, ...localOnly })).toMatchObject({
        environment,
        production: false,
        authEmulatorHost: '127.0.0.1:9099',
        seedDemo: 'on',
        paymentsServiceKey: undefined,
      });
    }
    const error = refusal({ ...PRODUCTION_ENV, ...localOnly });
    expect(error.problems).toEqual([
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST must not be set/),
      expect.stringMatching(/^SEED_DEMO must not be set/),
    ]);
  });

  it('starts production only with every secret, naming each one missing in one line', () => {
    expect(readGatewayConfig(PRODUCTION_ENV).paymentsServiceKey).toBe(
      PRODUCTION_ENV.PAYMENTS_SERVICE_KEY,
    );
    const missingKey = refusal({ ...PRODUCTION_ENV, PAYMENTS_SERVICE_KEY: undefined });
    expect(missingKey.problems).toEqual([
      expect.stringMatching(/^PAYMENTS_SERVICE_KEY is missing/),
    ]);
    expect(missingKey.message).toMatch(
      /^The gateway refuses to start in production \(PORTAL_ENV is not local or test\): PAYMENTS_SERVICE_KEY is missing/,
    );
    expect(missingKey.message).not.toMatch(/\n/);

    expect(refusal({ ...PRODUCTION_ENV, FIREBASE_PROJECT_ID: ' ' }).problems).toEqual([
      expect.stringMatching(/^FIREBASE_PROJECT_ID is missing/),
    ]);
    // The default project is the emulator's demo project: never accepted in production.
    expect(refusal({ ...PRODUCTION_ENV, FIREBASE_PROJECT_ID: 'demo-portal' }).problems).toEqual([
      expect.stringMatching(/^FIREBASE_PROJECT_ID is "demo-portal", an emulator-only demo project/),
    ]);

    const nothing = refusal({});
    expect(nothing.problems).toHaveLength(8);
    expect(nothing.message).toMatch(
      /PAYMENTS_SERVICE_KEY is missing.*FIREBASE_PROJECT_ID is missing.*DATABASE_URL is missing.*SMTP_URL is missing.*MAIL_FROM is missing.*PORTAL_URL must be.*FILE_STORAGE is missing.*TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are missing/,
    );
    // The message names the variables, never a value that was set.
    expect(refusal({ ...PRODUCTION_ENV, FIREBASE_PROJECT_ID: undefined }).message).not.toContain(
      PRODUCTION_ENV.PAYMENTS_SERVICE_KEY,
    );
  });
});

describe('DATABASE_URL', () => {
  it('is required in production: PGlite keeps the data on one disk and the limits in memory', () => {
    expect(readGatewayConfig(PRODUCTION_ENV).databaseUrl).toBe(PRODUCTION_ENV.DATABASE_URL);
    const error = refusal({ ...PRODUCTION_ENV, DATABASE_URL: '' });
    expect(error.problems).toEqual([expect.stringMatching(/^DATABASE_URL is missing/)]);
    expect(error.message).toMatch(/DATABASE_URL is missing \(.*PGlite.*rate limits/);
  });

  it('stays optional in local and test (PGlite)', () => {
    for (const environment of ['local', 'test']) {
      expect(readGatewayConfig({ PORTAL_ENV: environment }).databaseUrl).toBeUndefined();
    }
  });
});

describe('mail settings', () => {
  it('needs a mail server, a sender and the https portal address in production', () => {
    expect(readGatewayConfig(PRODUCTION_ENV).mail).toEqual({
      smtpUrl: 'smtps://relay.bank.example',
      from: 'Cord Blood Bank <portal@bank.example>',
      portalUrl: 'https://portal.bank.example',
    });
    expect(refusal({ ...PRODUCTION_ENV, SMTP_URL: ' ' }).problems).toEqual([
      expect.stringMatching(/^SMTP_URL is missing/),
    ]);
    expect(
      refusal({ ...PRODUCTION_ENV, PORTAL_URL: 'http://portal.bank.example' }).problems,
    ).toEqual([expect.stringMatching(/^PORTAL_URL must be the portal's https:\/\/ address/)]);
  });

  it('refuses the default sender in production', () => {
    for (const from of [undefined, ' ', DEFAULT_MAIL_FROM]) {
      expect(refusal({ ...PRODUCTION_ENV, MAIL_FROM: from }).problems).toEqual([
        expect.stringMatching(/^MAIL_FROM is missing/),
      ]);
    }
  });

  it('refuses plain smtp:// to another machine in production, never quoting the URL', () => {
    const plain = 'smtp://portal:hunter2-password@relay.bank.example:25';
    const error = refusal({ ...PRODUCTION_ENV, SMTP_URL: plain });
    expect(error.problems).toEqual([
      expect.stringMatching(/^SMTP_URL is plain smtp:\/\/ to a server that is not on this machine/),
    ]);
    expect(error.message).toMatch(/use smtps:\/\/ or add \?requireTLS=true/);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('relay.bank.example');
    for (const other of ['smtp://relay.bank.example?requireTLS=false', 'smtp://10.0.0.5:587']) {
      expect(refusal({ ...PRODUCTION_ENV, SMTP_URL: other }).problems).toEqual([
        expect.stringMatching(/^SMTP_URL is plain smtp:\/\//),
      ]);
    }
    expect(refusal({ ...PRODUCTION_ENV, SMTP_URL: 'http://relay.bank.example' }).problems).toEqual([
      expect.stringMatching(/^SMTP_URL must start with smtps:\/\/ or smtp:\/\//),
    ]);
    expect(refusal({ ...PRODUCTION_ENV, SMTP_URL: 'relay.bank.example' }).problems).toEqual([
      expect.stringMatching(/^SMTP_URL is not a URL/),
    ]);
  });

  it('accepts smtps://, STARTTLS required, and plain smtp:// to this machine', () => {
    for (const smtpUrl of [
      'smtps://user:pass@relay.bank.example',
      'smtp://user:pass@relay.bank.example:587?requireTLS=true',
      'smtp://127.0.0.1:1025',
      'smtp://localhost:25',
      'smtp://[::1]:25',
    ]) {
      expect(readGatewayConfig({ ...PRODUCTION_ENV, SMTP_URL: smtpUrl }).mail.smtpUrl).toBe(
        smtpUrl,
      );
      expect(smtpUrlProblem(smtpUrl)).toBeUndefined();
    }
  });

  it('keeps the local defaults outside production, plain smtp:// to anywhere included', () => {
    expect(
      readGatewayConfig({ PORTAL_ENV: 'local', SMTP_URL: 'smtp://mail.example:25' }).mail,
    ).toEqual({
      smtpUrl: 'smtp://mail.example:25',
      from: DEFAULT_MAIL_FROM,
      portalUrl: undefined,
    });
  });

  it('leaves emails in the outbox outside production when no SMTP_URL is set', () => {
    expect(readGatewayConfig({ PORTAL_ENV: 'local' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Parent Portal <no-reply@portal.localhost>',
      portalUrl: undefined,
    });
  });
});

describe('TWILIO_*', () => {
  it('sends text messages through Twilio only with all three settings', () => {
    expect(readGatewayConfig({ PORTAL_ENV: 'local' }).twilio).toBeUndefined();
    expect(
      readGatewayConfig({
        PORTAL_ENV: 'local',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: '+15005550006',
      }).twilio,
    ).toEqual({ accountSid: 'AC123', authToken: 'secret', from: '+15005550006' });
    expect(() => readGatewayConfig({ PORTAL_ENV: 'local', TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three',
    );
  });

  it('are required in production, so no text a parent chose waits unsent', () => {
    expect(readGatewayConfig(PRODUCTION_ENV).twilio).toEqual({
      accountSid: PRODUCTION_ENV.TWILIO_ACCOUNT_SID,
      authToken: PRODUCTION_ENV.TWILIO_AUTH_TOKEN,
      from: PRODUCTION_ENV.TWILIO_FROM,
    });
    const error = refusal({
      ...PRODUCTION_ENV,
      TWILIO_ACCOUNT_SID: undefined,
      TWILIO_AUTH_TOKEN: undefined,
      TWILIO_FROM: undefined,
    });
    expect(error.problems).toEqual([
      expect.stringMatching(/^TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are missing/),
    ]);
    expect(error.message).not.toContain(PRODUCTION_ENV.TWILIO_AUTH_TOKEN);
  });
});

describe('PAYMENTS_SERVICE_KEY', () => {
  it('is unset by default and refused when too short to be a secret', () => {
    expect(readGatewayConfig({ PORTAL_ENV: 'test' }).paymentsServiceKey).toBeUndefined();
    expect(
      readGatewayConfig({ PORTAL_ENV: 'test', PAYMENTS_SERVICE_KEY: ' 0123456789abcdef ' })
        .paymentsServiceKey,
    ).toBe('0123456789abcdef');
    expect(() => readGatewayConfig({ PORTAL_ENV: 'test', PAYMENTS_SERVICE_KEY: 'short' })).toThrow(
      /16 characters/,
    );
  });
});

describe('FILE_STORAGE', () => {
  it('is PostgreSQL outside production when unset, and refused unset in production', () => {
    expect(readGatewayConfig({ PORTAL_ENV: 'local' }).files).toBeUndefined();
    expect(refusal({ ...PRODUCTION_ENV, FILE_STORAGE: undefined }).problems).toEqual([
      expect.stringMatching(/^FILE_STORAGE is missing/),
    ]);
  });

  it('names a bucket: S3_BUCKET required, the region defaulted, an endpoint for another store', () => {
    expect(readGatewayConfig(PRODUCTION_ENV).files).toEqual({
      backend: 's3',
      s3: { bucket: 'portal-family-files', region: 'us-east-1' },
    });
    expect(
      readGatewayConfig({
        PORTAL_ENV: 'local',
        FILE_STORAGE: 'S3',
        S3_BUCKET: 'files',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      }).files,
    ).toEqual({
      backend: 's3',
      s3: { bucket: 'files', region: 'eu-west-1', endpoint: 'http://127.0.0.1:9000' },
    });
    expect(readGatewayConfig({ PORTAL_ENV: 'local', FILE_STORAGE: 'postgres' }).files).toEqual({
      backend: 'postgres',
    });
    expect(() => readGatewayConfig({ PORTAL_ENV: 'local', FILE_STORAGE: 's3' })).toThrow(
      'FILE_STORAGE=s3 needs S3_BUCKET',
    );
    expect(() => readGatewayConfig({ PORTAL_ENV: 'local', FILE_STORAGE: 'disk' })).toThrow(
      'FILE_STORAGE must be postgres or s3',
    );
  });
});
