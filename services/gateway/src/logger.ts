import pino, { type Logger } from 'pino';
import { serviceLoggerOptions } from '@portal/service-kit/logger';

/** Structured JSON logs. Authorization headers and tokens are redacted should anything log them. */
export function createLogger(options: { level?: string; name?: string } = {}): Logger {
  return pino(
    serviceLoggerOptions({
      name: options.name ?? 'gateway',
      level: options.level,
      redact: ['token', 'idToken'],
    }),
  );
}
