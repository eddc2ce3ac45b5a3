import { fileURLToPath } from 'node:url';

/** The repository root (services/gateway/src or dist -> three levels up). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const DEFAULT_ALLOWED_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export type SeedMode = 'off' | 'on' | 'reset';

export interface GatewayConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  firebaseProjectId: string;
  authEmulatorHost: string | undefined;
  production: boolean;
  allowedOrigins: string[];
  seedDemo: SeedMode;
  logLevel: string;
  /** The support number parents are asked to call (the web apps' SUPPORT_PHONE). */
  supportPhone: string | undefined;
  /** The key the functions service sends to record payments (unset: payments are refused). */
  paymentsServiceKey: string | undefined;
}

type Env = Record<string, string | undefined>;

export function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(value)}`);
  }
  return port;
}

export function parseOrigins(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  const origins = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (origins.includes('*')) throw new Error('ALLOWED_ORIGINS lists origins; "*" is not allowed');
  return origins;
}

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

export function readGatewayConfig(env: Env = process.env): GatewayConfig {
  const environment = (env['ENVIRONMENT'] ?? env['NODE_ENV'] ?? '').toLowerCase();
  return {
    port: parsePort(env['PORT'], 4000),
    host: env['HOST'] || '127.0.0.1',
    databaseUrl: env['DATABASE_URL'] || undefined,
    pgliteDataDir: env['PGLITE_DATA_DIR'] || `${REPO_ROOT}.data/pglite`,
    firebaseProjectId: env['FIREBASE_PROJECT_ID'] || 'demo-portal',
    authEmulatorHost: env['FIREBASE_AUTH_EMULATOR_HOST'] || undefined,
    production: environment === 'production' || environment === 'prod',
    allowedOrigins: parseOrigins(env['ALLOWED_ORIGINS'], DEFAULT_ALLOWED_ORIGINS),
    seedDemo: parseSeedMode(env['SEED_DEMO']),
    logLevel: env['LOG_LEVEL'] || 'info',
    supportPhone: env['SUPPORT_PHONE']?.trim() || undefined,
    paymentsServiceKey: parseServiceKey(env['PAYMENTS_SERVICE_KEY']),
  };
}
