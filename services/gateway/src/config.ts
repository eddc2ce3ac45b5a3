import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
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
import {
  readFileStorageSettings,
  type FileStorageSettings,
} from './files/file-storage-settings.js';

export {
  DEFAULT_ALLOWED_ORIGINS,
  parsePortalEnvironment,
  ProductionConfigError,
} from '@portal/service-kit/config';

/** The repository root (services/gateway/src or dist -> three levels up). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type SeedMode = 'off' | 'on' | 'reset';

/** A whole number from `min` to `max` read from `name`, or undefined when unset. */
function positiveCount(env: Env, name: string, max: number, min = 1): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min || count > max) {
    throw new Error(
      `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  }
  return count;
}

const pick = <K extends string>(key: K, value: number | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, number>>;

export interface GatewayConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  firebaseProjectId: string;
  authEmulatorHost: string | undefined;
  environment: PortalEnvironment;
  /** environment === 'production': no emulator, demo data, introspection or local payments. */
  production: boolean;
  allowedOrigins: string[];
  seedDemo: SeedMode;
  logLevel: string;
  /** The support number parents are asked to call (the web apps' SUPPORT_PHONE). */
  supportPhone: string | undefined;
  /** The key the functions service sends to record payments (unset: payments are refused). */
  paymentsServiceKey: string | undefined;
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_ADDRESS). */
  maxConnectionsPerAddress: number;
  /**
   * How many proxies of the bank's own stand before the gateway (TRUSTED_PROXIES, default 0):
   * the rate limits then count by the client address those proxies forwarded.
   */
  trustedProxies: number;
  /** Live status streams (LIVE_STREAMS_PER_ACCOUNT, LIVE_STREAMS_PER_INSTANCE); unset: the defaults. */
  liveStreams: { maxStreamsPerAccount?: number; maxStreamsPerInstance?: number };
  /**
   * Emails: SMTP_URL (e.g. smtp://127.0.0.1:1025, the local stack's catcher; unset outside
   * production: emails wait in the outbox), MAIL_FROM, and PORTAL_URL, the portal's public
   * origin their links point at.
   */
  mail: { smtpUrl: string | undefined; from: string; portalUrl: string | undefined };
  /**
   * Text messages through Twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, all three);
   * unset: the local outbox outside production (production refuses to start without them).
   */
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** Where the family's files are kept (FILE_STORAGE); unset: PostgreSQL outside production. */
  files: FileStorageSettings | undefined;
}

type Env = Record<string, string | undefined>;

function parseSeedMode(value: string | undefined): SeedMode {
  const normalised = (value ?? '').trim().toLowerCase();
  if (normalised === 'reset') return 'reset';
  return ['1', 'true', 'yes', 'on'].includes(normalised) ? 'on' : 'off';
}

/** At least 16 characters: the key is all that stands between anyone and "paid". */
export function parseServiceKey(value: string | undefined): string | undefined {
  const key = value?.trim();
  if (!key) return undefined;
  if (key.length < 16) throw new Error('PAYMENTS_SERVICE_KEY must be at least 16 characters');
  return key;
}

/** The sender the portal's emails carry when MAIL_FROM is unset (refused in production). */
export const DEFAULT_MAIL_FROM = 'Parent Portal <no-reply@portal.localhost>';

/** A host on this machine: mail to it never crosses a network. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '0:0:0:0:0:0:0:1';
}

/**
 * Why SMTP_URL would send parents' emails (invitation links, their address) in the clear, or
 * undefined: `smtps://` (TLS from the start) and `smtp://...?requireTLS=true` (STARTTLS or
 * nothing: nodemailer reads the option from the URL) are encrypted; plain `smtp://` only to this
 * machine (a relay beside the gateway).
 */
export function smtpUrlProblem(smtpUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return 'SMTP_URL is not a URL (e.g. smtps://user:pass@relay.bank.example)';
  }
  if (url.protocol === 'smtps:') return undefined;
  if (url.protocol !== 'smtp:') return 'SMTP_URL must start with smtps:// or smtp://';
  if (url.searchParams.get('requireTLS') === 'true' || isLoopbackHost(url.hostname)) {
    return undefined;
  }
  return (
    'SMTP_URL is plain smtp:// to a server that is not on this machine: use smtps:// or add ' +
    '?requireTLS=true (STARTTLS required), or emails would cross the network unencrypted'
  );
}

/** Twilio's three settings, all or none (a half-set provider would fail every message). */
function parseTwilio(env: Env): GatewayConfig['twilio'] {
  const accountSid = env['TWILIO_ACCOUNT_SID']?.trim();
  const authToken = env['TWILIO_AUTH_TOKEN']?.trim();
  const from = env['TWILIO_FROM']?.trim();
  if (!accountSid && !authToken && !from) return undefined;
  if (!accountSid || !authToken || !from) {
    throw new Error(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three',
    );
  }
  return { accountSid, authToken, from };
}

/** The problems that keep a production gateway from starting (none outside production). */
export function productionProblems(config: GatewayConfig, env: Env): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.paymentsServiceKey) {
    problems.push(
      'PAYMENTS_SERVICE_KEY is missing (the key the functions service records payments with)',
    );
  }
  problems.push(...firebaseProductionProblems(env, config.authEmulatorHost));
  if (config.seedDemo !== 'off')
    problems.push('SEED_DEMO must not be set (demo accounts and orders)');
  if (!config.databaseUrl) {
    problems.push(
      "DATABASE_URL is missing (without it the data would live in PGlite on this machine's " +
        'disk and the rate limits in its memory)',
    );
  }
  if (!config.mail.smtpUrl) {
    problems.push('SMTP_URL is missing (the mail server invitation emails are sent through)');
  } else {
    const smtpProblem = smtpUrlProblem(config.mail.smtpUrl);
    if (smtpProblem) problems.push(smtpProblem);
  }
  if (config.mail.from === DEFAULT_MAIL_FROM) {
    problems.push(
      "MAIL_FROM is missing (the sender of the portal's emails; the default is not a real address)",
    );
  }
  if (!config.mail.portalUrl?.startsWith('https://')) {
    problems.push("PORTAL_URL must be the portal's https:// address (links in emails)");
  }
  if (!config.files) {
    problems.push(
      "FILE_STORAGE is missing (where the family's documents are kept: s3 with S3_BUCKET, or " +
        'postgres)',
    );
  }
  if (!config.twilio) {
    problems.push(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are missing (the text messages ' +
        'parents choose in their notification settings are sent through Twilio)',
    );
  }
  return problems;
}

/**
 * The gateway's settings, read from the environment in this one place. In production a missing
 * secret or a local-only setting is a ProductionConfigError naming every one of them.
 */
export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  const environment = parsePortalEnvironment(env['PORTAL_ENV']);
  const config: GatewayConfig = {
    port: parsePort(env['PORT'], 4000),
    host: env['HOST'] || '127.0.0.1',
    databaseUrl: env['DATABASE_URL'] || undefined,
    pgliteDataDir: env['PGLITE_DATA_DIR'] || `${REPO_ROOT}.data/pglite`,
    firebaseProjectId: env['FIREBASE_PROJECT_ID']?.trim() || DEMO_PROJECT_ID,
    authEmulatorHost: env['FIREBASE_AUTH_EMULATOR_HOST'] || undefined,
    environment,
    production: environment === 'production',
    allowedOrigins: parseOrigins(env['ALLOWED_ORIGINS'], DEFAULT_ALLOWED_ORIGINS),
    seedDemo: parseSeedMode(env['SEED_DEMO']),
    logLevel: env['LOG_LEVEL'] || 'info',
    supportPhone: env['SUPPORT_PHONE']?.trim() || undefined,
    paymentsServiceKey: parseServiceKey(env['PAYMENTS_SERVICE_KEY']),
    maxConnectionsPerAddress: parseConnectionCap(
      env['MAX_CONNECTIONS_PER_ADDRESS'],
      DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    ),
    trustedProxies: readTrustedProxies(env['TRUSTED_PROXIES']),
    liveStreams: {
      ...pick('maxStreamsPerAccount', positiveCount(env, 'LIVE_STREAMS_PER_ACCOUNT', 10_000)),
      ...pick('maxStreamsPerInstance', positiveCount(env, 'LIVE_STREAMS_PER_INSTANCE', 100_000)),
    },
    twilio: parseTwilio(env),
    files: readFileStorageSettings(env),
    mail: {
      smtpUrl: env['SMTP_URL']?.trim() || undefined,
      from: env['MAIL_FROM']?.trim() || DEFAULT_MAIL_FROM,
      portalUrl: env['PORTAL_URL']?.trim().replace(/\/$/, '') || undefined,
    },
  };
  const problems = productionProblems(config, env);
  if (problems.length > 0) throw new ProductionConfigError('gateway', problems);
  return config;
}
