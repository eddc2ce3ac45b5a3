export const DEFAULT_ALLOWED_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface FunctionsConfig {
  port: number;
  host: string;
  firebaseProjectId: string;
  authEmulatorHost: string | undefined;
  gatewayUrl: string;
  portalUrl: string;
  publicUrl: string;
  stripeSecretKey: string | undefined;
  stripeApiBase: string | undefined;
  /** Verifies Stripe's webhook signatures (whsec_...). */
  stripeWebhookSecret: string | undefined;
  /** Sent to the gateway to record payments (the gateway's PAYMENTS_SERVICE_KEY). */
  paymentsServiceKey: string | undefined;
  allowedOrigins: string[];
  logLevel: string;
}

type Env = Record<string, string | undefined>;

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(value)}`);
  }
  return parsed;
}

function url(name: string, value: string | undefined, fallback: string): string {
  const chosen = (value || fallback).replace(/\/$/, '');
  if (!/^https?:\/\//.test(chosen))
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(chosen)}`);
  return chosen;
}

function origins(value: string | undefined): string[] {
  if (!value) return DEFAULT_ALLOWED_ORIGINS;
  const list = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (list.includes('*')) throw new Error('ALLOWED_ORIGINS lists origins; "*" is not allowed');
  return list;
}

export function readFunctionsConfig(env: Env = process.env): FunctionsConfig {
  return {
    port: port(env['PORT'], 5001),
    host: env['HOST'] || '127.0.0.1',
    firebaseProjectId: env['FIREBASE_PROJECT_ID'] || 'demo-portal',
    authEmulatorHost: env['FIREBASE_AUTH_EMULATOR_HOST'] || undefined,
    gatewayUrl: url('GATEWAY_URL', env['GATEWAY_URL'], 'http://127.0.0.1:4000'),
    portalUrl: url('PORTAL_URL', env['PORTAL_URL'], 'http://localhost:3000'),
    publicUrl: url('FUNCTIONS_PUBLIC_URL', env['FUNCTIONS_PUBLIC_URL'], 'http://localhost:5001'),
    stripeSecretKey: env['STRIPE_SECRET_KEY'] || undefined,
    stripeApiBase: env['STRIPE_API_BASE'] || undefined,
    stripeWebhookSecret: env['STRIPE_WEBHOOK_SECRET'] || undefined,
    paymentsServiceKey: env['PAYMENTS_SERVICE_KEY']?.trim() || undefined,
    allowedOrigins: origins(env['ALLOWED_ORIGINS']),
    logLevel: env['LOG_LEVEL'] || 'info',
  };
}
