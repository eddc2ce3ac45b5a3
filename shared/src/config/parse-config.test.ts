import { configure, getConfig, isConfigured, resetConfig } from './config-store';
import { configOf, parseConfig } from './parse-config';
import type { PortalEnv } from './portal-config';

const validEnv: PortalEnv = {
  FUNCTIONS_DOMAIN: 'https://functions.example.com',
  GQL_DOMAIN: 'https://gateway.example.com',
  FIREBASE_API_KEY: 'key',
  FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'demo-portal',
};

describe('parseConfig errors (spec section 8), checked in order', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['nothing set', {}, 'No FUNCTIONS_DOMAIN set.'],
    ['empty functions domain', { ...validEnv, FUNCTIONS_DOMAIN: '' }, 'No FUNCTIONS_DOMAIN set.'],
    [
      'blank functions domain',
      { ...validEnv, FUNCTIONS_DOMAIN: '   ' },
      'No FUNCTIONS_DOMAIN set.',
    ],
    [
      'non-string functions domain',
      { ...validEnv, FUNCTIONS_DOMAIN: 42 },
      'No FUNCTIONS_DOMAIN set.',
    ],
    [
      'functions missing before a bad GQL domain and missing Firebase',
      { GQL_DOMAIN: 'nonsense' },
      'No FUNCTIONS_DOMAIN set.',
    ],
    ['missing GQL domain', { ...validEnv, GQL_DOMAIN: undefined }, 'Invalid GQL domain'],
    [
      'GQL domain without scheme',
      { ...validEnv, GQL_DOMAIN: 'gateway.example.com' },
      'Invalid GQL domain',
    ],
    [
      'GQL domain with another scheme',
      { ...validEnv, GQL_DOMAIN: 'ftp://gateway.example.com' },
      'Invalid GQL domain',
    ],
    ['GQL domain not a URL', { ...validEnv, GQL_DOMAIN: 'http://' }, 'Invalid GQL domain'],
    [
      'bad GQL domain before missing Firebase credentials',
      { FUNCTIONS_DOMAIN: 'https://f.example.com', GQL_DOMAIN: 'nope' },
      'Invalid GQL domain',
    ],
    ['missing API key', { ...validEnv, FIREBASE_API_KEY: '' }, 'Invalid Firebase auth credentials'],
    [
      'missing auth domain',
      { ...validEnv, FIREBASE_AUTH_DOMAIN: undefined },
      'Invalid Firebase auth credentials',
    ],
    [
      'missing project id',
      { ...validEnv, FIREBASE_PROJECT_ID: ' ' },
      'Invalid Firebase auth credentials',
    ],
  ])('%s -> %s', (_case, env, message) => {
    expect(() => parseConfig(env)).toThrow(new Error(message));
  });
});

describe('parseConfig', () => {
  it('builds the configuration with defaults', () => {
    const config = parseConfig(validEnv);
    expect(config).toEqual({
      environment: 'prod',
      release: null,
      functionsUrl: 'https://functions.example.com',
      gatewayUrl: 'https://gateway.example.com',
      graphqlUrl: 'https://gateway.example.com/graphql',
      firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-portal' },
      authEmulatorUrl: null,
      segmentWriteKey: null,
      sentryDsn: null,
      support: { phone: '+1 (800) 555-0199', email: 'support@cordbloodbank.example' },
      links: {
        ambassador: 'https://www.cordbloodbank.example/ambassador',
        community: 'https://www.cordbloodbank.example/community',
        knowledgeCenter: 'https://www.cordbloodbank.example/knowledge-center',
        collectionSteps: 'https://www.cordbloodbank.example/collection-steps',
        courses: 'https://www.cordbloodbank.example/courses',
        helpCenter: 'https://www.cordbloodbank.example/help-center',
        marketingHome: 'https://www.cordbloodbank.example/',
        referral: 'https://www.cordbloodbank.example/referral',
      },
      idleTimeoutMinutes: 30,
      // Unset: every language the portal speaks.
      languages: ['en', 'es'],
    });
  });

  it('offers the languages LANGUAGES names, English always first, unknown ones ignored', () => {
    expect(parseConfig({ ...validEnv, LANGUAGES: 'es, EN ,fr' }).languages).toEqual(['en', 'es']);
    expect(parseConfig({ ...validEnv, LANGUAGES: '' }).languages).toEqual(['en']);
    expect(parseConfig({ ...validEnv, LANGUAGES: 'en' }).languages).toEqual(['en']);
  });

  it('never produces a double slash before /graphql and trims trailing slashes', () => {
    const config = parseConfig({
      ...validEnv,
      GQL_DOMAIN: 'http://127.0.0.1:4000//',
      FUNCTIONS_DOMAIN: 'http://127.0.0.1:5001/',
    });
    expect(config.gatewayUrl).toBe('http://127.0.0.1:4000');
    expect(config.graphqlUrl).toBe('http://127.0.0.1:4000/graphql');
    expect(config.functionsUrl).toBe('http://127.0.0.1:5001');
  });

  it('reads every optional value', () => {
    const config = parseConfig({
      ...validEnv,
      FIREBASE_APP_ID: '1:2:web:3',
      FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099',
      SEGMENT_WRITE_KEY: 'seg',
      SENTRY_DSN: 'https://k@o0.ingest.sentry.io/1',
      ENVIRONMENT: 'development',
      RELEASE: '1.2.3',
      SUPPORT_PHONE: '+1 (800) 555-0100',
      SUPPORT_EMAIL: 'help@example.com',
      IDLE_TIMEOUT_MINUTES: '15',
      LINK_AMBASSADOR: 'https://a.example',
      LINK_COMMUNITY: 'https://c.example',
      LINK_KNOWLEDGE_CENTER: 'https://k.example',
      LINK_COLLECTION_STEPS: 'https://s.example',
      LINK_COURSES: 'https://co.example',
      LINK_HELP_CENTER: 'https://h.example',
      LINK_MARKETING_HOME: 'https://m.example',
      LINK_REFERRAL: 'https://r.example',
    });
    expect(config.firebase.appId).toBe('1:2:web:3');
    expect(config.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(config.segmentWriteKey).toBe('seg');
    expect(config.sentryDsn).toBe('https://k@o0.ingest.sentry.io/1');
    expect(config.environment).toBe('development');
    expect(config.release).toBe('1.2.3');
    expect(config.support).toEqual({ phone: '+1 (800) 555-0100', email: 'help@example.com' });
    expect(config.idleTimeoutMinutes).toBe(15);
    expect(config.links).toEqual({
      ambassador: 'https://a.example',
      community: 'https://c.example',
      knowledgeCenter: 'https://k.example',
      collectionSteps: 'https://s.example',
      courses: 'https://co.example',
      helpCenter: 'https://h.example',
      marketingHome: 'https://m.example',
      referral: 'https://r.example',
    });
  });

  it('accepts the bare host:port emulator form', () => {
    expect(
      parseConfig({ ...validEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authEmulatorUrl,
    ).toBe('http://127.0.0.1:9099');
  });

  it.each<[unknown, number]>([
    [0, 0],
    ['0', 0],
    [45, 45],
    ['abc', 30],
    [-5, 30],
    ['', 30],
    [undefined, 30],
  ])('IDLE_TIMEOUT_MINUTES %p -> %p', (value, minutes) => {
    expect(parseConfig({ ...validEnv, IDLE_TIMEOUT_MINUTES: value }).idleTimeoutMinutes).toBe(
      minutes,
    );
  });
});

describe('config store', () => {
  afterEach(() => resetConfig());

  it('throws a clear error until configured', () => {
    resetConfig();
    expect(isConfigured()).toBe(false);
    expect(() => getConfig()).toThrow(/not configured/);
    const config = parseConfig(validEnv);
    configure(config);
    expect(isConfigured()).toBe(true);
    expect(getConfig()).toBe(config);
  });
});

describe('configOf', () => {
  it('gives the configuration of a runtime document by the same rules', () => {
    expect(configOf({ env: validEnv, remotes: {} })).toEqual(parseConfig(validEnv));
  });

  it('gives null where parseConfig would refuse the env, or for what is not a document', () => {
    expect(configOf({ env: { ...validEnv, GQL_DOMAIN: 'nonsense' } })).toBeNull();
    expect(configOf({ remotes: {} })).toBeNull();
    expect(configOf(null)).toBeNull();
    expect(configOf([])).toBeNull();
  });
});
