import type { YogaLogger } from 'graphql-yoga';
import type { Logger } from 'pino';
import { safeErrorFields } from './safe-error-log.js';

/** "unexpected error in order.billing: Error 22021": kind, code and field path only. */
function whatFailed(err: Record<string, unknown>): string {
  const where = typeof err['path'] === 'string' ? ` in ${err['path']}` : '';
  const code = typeof err['code'] === 'string' ? ` ${err['code']}` : '';
  return `unexpected error${where}: ${String(err['name'])}${code}`;
}

/**
 * Yoga's own diagnostics. Yoga logs a failure by passing the error object itself (it does so
 * for every error it masks as "Unexpected error."): such a line keeps only what
 * safeErrorFields allows (kind, code, field path, stack frames; never the message, which can
 * quote what a parent typed) and says in its message what failed. An error yoga reports twice
 * is written once.
 */
export function yogaLogger(logger: Logger): YogaLogger {
  const written = new WeakSet<object>();
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const text = args.filter((arg): arg is string => typeof arg === 'string').join(' ');
      const errors = args.filter((arg): arg is object => typeof arg === 'object' && arg !== null);
      if (errors.length === 0) {
        logger[level](text || `graphql-yoga ${level} without details`);
        return;
      }
      for (const error of errors) {
        if (written.has(error)) continue;
        written.add(error);
        const err = safeErrorFields(error);
        logger[level]({ err }, text ? `${text}: ${whatFailed(err)}` : whatFailed(err));
      }
    };
  return {
    debug: () => undefined,
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
  };
}
