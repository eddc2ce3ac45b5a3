/** The web apps' development servers (ports 3000 to 3007), on localhost and 127.0.0.1. */
export const DEFAULT_ALLOWED_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006, 3007].flatMap(
  (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
);

export function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(value)}`);
  }
  return port;
}

/** ALLOWED_ORIGINS: a comma list of exact origins (CORS); a wildcard is refused. */
export function parseOrigins(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  const origins = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (origins.includes('*')) throw new Error('ALLOWED_ORIGINS lists origins; "*" is not allowed');
  return origins;
}

const MAX_CONNECTIONS_LIMIT = 1_000_000;

/** A positive whole number of connections per client address (MAX_CONNECTIONS_PER_ADDRESS). */
export function parseConnectionCap(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const cap = Number(value);
  if (!Number.isInteger(cap) || cap < 1 || cap > MAX_CONNECTIONS_LIMIT) {
    throw new Error(
      `MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 1 to ${MAX_CONNECTIONS_LIMIT}, got ${JSON.stringify(value)}`,
    );
  }
  return cap;
}
