import pino, { type Logger } from 'pino';

/** Structured JSON logs. Authorization headers are redacted should anything ever log them. */
export function createLogger(options: { level?: string; name?: string } = {}): Logger {
  return pino({
    name: options.name ?? 'gateway',
    level: options.level ?? 'info',
    redact: {
      paths: ['req.headers.authorization', '*.authorization', 'token', 'idToken'],
      censor: '[redacted]',
    },
  });
}
