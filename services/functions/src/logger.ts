import pino, { type Logger } from 'pino';

/** Structured JSON logs; nothing that identifies a parent beyond their uid is ever logged. */
export function createLogger(options: { level?: string } = {}): Logger {
  return pino({
    name: 'functions',
    level: options.level ?? 'info',
    redact: {
      paths: ['req.headers.authorization', '*.authorization', '*.email'],
      censor: '[redacted]',
    },
  });
}
