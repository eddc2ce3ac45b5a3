/** Censored in every service's logs, should anything ever log them: Authorization headers. */
export const REDACTED_IN_EVERY_SERVICE = ['req.headers.authorization', '*.authorization'] as const;

/** pino's options for a service's logs (a subset of pino's LoggerOptions). */
export interface ServiceLoggerOptions {
  name: string;
  level: string;
  redact: { paths: string[]; censor: string };
}

/**
 * The options each service gives its pino logger: structured JSON named after the service, at
 * `level` (default info), with Authorization headers and the service's own `redact` paths
 * censored. The services call pino themselves, so that the kit needs no logging library.
 */
export function serviceLoggerOptions(options: {
  name: string;
  level?: string | undefined;
  redact?: readonly string[];
}): ServiceLoggerOptions {
  return {
    name: options.name,
    level: options.level ?? 'info',
    redact: {
      paths: [...REDACTED_IN_EVERY_SERVICE, ...(options.redact ?? [])],
      censor: '[redacted]',
    },
  };
}
