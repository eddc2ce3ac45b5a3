import { readTrustedProxies } from '@portal/service-kit/client-address';
import {
  DEFAULT_ALLOWED_ORIGINS,
  DEMO_PROJECT_ID,
  firebaseProductionProblems,
  parseConnectionCap,
  parseOrigins,
  parsePort,
  parsePortalEnvironment,
  ProductionConfigError,
  type PortalEnvironment,
} from '@portal/service-kit/config';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from '@portal/service-kit/http-server-limits';

export {
  DEFAULT_ALLOWED_ORIGINS,
  parsePortalEnvironment,
  ProductionConfigError,
} from '@portal/service-kit/config';

export interface FunctionsConfig {
  port: number;
  host: string;
  environment: PortalEnvironment;
  firebaseProjectId: string;
  authEmulatorHost: string | undefined;
  gatewayUrl: string;
  portalUrl: string;
  publicUrl: string;
  /** The bank's support number the local billing page names (SUPPORT_PHONE, as the gateway's). */
  supportPhone: string | undefined;
  stripeSecretKey: string | undefined;
  stripeApiBase: string | undefined;
  /** Verifies Stripe's webhook signatures (whsec_...). */
  stripeWebhookSecret: string | undefined;
  /** Sent to the gateway to record payments (the gateway's PAYMENTS_SERVICE_KEY). */
  paymentsServiceKey: string | undefined;
  allowedOrigins: string[];
  logLevel: string;
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_ADDRESS). */
  maxConnectionsPerAddress: number;
  /**
   * How many proxies of the bank's own stand before the service (TRUSTED_PROXIES, default 0):
   * a caller without a token is then counted by the address they forwarded.
   */
  trustedProxies: number;
  /**
   * The gateway's PostgreSQL database (DATABASE_URL), where the rate limits count across every
   * instance (its table rate_limit_counters); unset: each instance counts in its own memory.
   */
  databaseUrl: string | undefined;
}

type Env = Record<string, string | undefined>;

function url(name: string, value: string | undefined, fallback: string): string {
  const chosen = (value?.trim() || fallback).replace(/\/$/, '');
  if (!/^https?:\/\//.test(chosen))
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(chosen)}`);
  return chosen;
}

function databaseUrl(value: string | undefined): string | undefined {
  const chosen = value?.trim();
  if (!chosen) return undefined;
  if (!/^postgres(ql)?:\/\//.test(chosen)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return chosen;
}

/** The problems that keep a production functions service from starting (none elsewhere). */
function productionProblems(config: FunctionsConfig, env: Env): string[] {
  if (config.environment !== 'production') return [];
  const problems: string[] = [];
  if (!config.stripeSecretKey) {
    problems.push('STRIPE_SECRET_KEY is missing (without it the local test checkout would sell)');
  }
  if (!config.stripeWebhookSecret) {
    problems.push('STRIPE_WEBHOOK_SECRET is missing (Stripe payments could not be recorded)');
  }
  if (!config.paymentsServiceKey) {
    problems.push('PAYMENTS_SERVICE_KEY is missing (the key payments are recorded with)');
  } else if (config.paymentsServiceKey.length < 16) {
    problems.push('PAYMENTS_SERVICE_KEY must be at least 16 characters');
  }
  const portalUrl = env['PORTAL_URL']?.trim();
  if (!portalUrl) {
    problems.push(
      "PORTAL_URL is missing (the portal's https:// address Stripe returns parents to; the " +
        'default is localhost)',
    );
  } else if (!config.portalUrl.startsWith('https://')) {
    problems.push("PORTAL_URL must be the portal's https:// address (Stripe's return addresses)");
  }
  problems.push(...firebaseProductionProblems(env, config.authEmulatorHost));
  return problems;
}

/**
 * The service's settings, read from the environment in this one place. In production a missing
 * secret or a local-only setting is a ProductionConfigError naming every one of them.
 */
export function readFunctionsConfig(env: Env = process.env): FunctionsConfig {
  const config: FunctionsConfig = {
    port: parsePort(env['PORT'], 5001),
    host: env['HOST'] || '127.0.0.1',
    environment: parsePortalEnvironment(env['PORTAL_ENV']),
    firebaseProjectId: env['FIREBASE_PROJECT_ID']?.trim() || DEMO_PROJECT_ID,
    authEmulatorHost: env['FIREBASE_AUTH_EMULATOR_HOST'] || undefined,
    gatewayUrl: url('GATEWAY_URL', env['GATEWAY_URL'], 'http://127.0.0.1:4000'),
    portalUrl: url('PORTAL_URL', env['PORTAL_URL'], 'http://localhost:3000'),
    publicUrl: url('FUNCTIONS_PUBLIC_URL', env['FUNCTIONS_PUBLIC_URL'], 'http://localhost:5001'),
    supportPhone: env['SUPPORT_PHONE']?.trim() || undefined,
    stripeSecretKey: env['STRIPE_SECRET_KEY'] || undefined,
    stripeApiBase: env['STRIPE_API_BASE'] || undefined,
    stripeWebhookSecret: env['STRIPE_WEBHOOK_SECRET'] || undefined,
    paymentsServiceKey: env['PAYMENTS_SERVICE_KEY']?.trim() || undefined,
    allowedOrigins: parseOrigins(env['ALLOWED_ORIGINS'], DEFAULT_ALLOWED_ORIGINS),
    logLevel: env['LOG_LEVEL'] || 'info',
    maxConnectionsPerAddress: parseConnectionCap(
      env['MAX_CONNECTIONS_PER_ADDRESS'],
      DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    ),
    trustedProxies: readTrustedProxies(env['TRUSTED_PROXIES']),
    databaseUrl: databaseUrl(env['DATABASE_URL']),
  };
  const problems = productionProblems(config, env);
  if (problems.length > 0) throw new ProductionConfigError('functions service', problems);
  return config;
}
