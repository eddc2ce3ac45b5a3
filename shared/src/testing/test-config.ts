import { configure } from '../config/config-store';
import { DEFAULT_LINKS, type PortalConfig } from '../config/portal-config';

/** A complete, valid configuration for tests (no analytics, no error reporting, no emulator). */
export function testConfig(overrides: Partial<PortalConfig> = {}): PortalConfig {
  return {
    environment: 'test',
    release: null,
    functionsUrl: 'http://functions.test',
    gatewayUrl: 'http://gateway.test',
    graphqlUrl: 'http://gateway.test/graphql',
    firebase: { apiKey: 'test-api-key', authDomain: 'localhost', projectId: 'demo-portal' },
    authEmulatorUrl: null,
    segmentWriteKey: null,
    sentryDsn: null,
    support: { phone: '+1 (800) 555-0199', email: 'support@cordbloodbank.example' },
    links: { ...DEFAULT_LINKS },
    idleTimeoutMinutes: 30,
    languages: ['en', 'es'],
    ...overrides,
  };
}

/** Configures @portal/shared with `testConfig(overrides)` and returns that configuration. */
export function configureForTests(overrides: Partial<PortalConfig> = {}): PortalConfig {
  const config = testConfig(overrides);
  configure(config);
  return config;
}
