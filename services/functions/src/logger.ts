import pino, { type Logger } from 'pino';
import { serviceLoggerOptions } from '@portal/service-kit/logger';

/** Structured JSON logs; nothing that identifies a parent beyond their uid is ever logged. */
export function createLogger(options: { level?: string } = {}): Logger {
  return pino(
    serviceLoggerOptions({ name: 'functions', level: options.level, redact: ['*.email'] }),
  );
}
