/** What stopOnSignals logs with (a pino Logger is one). */
export interface ShutdownLogger {
  info(fields: { signal: string }, message: string): void;
}

/** The part of `process` stopOnSignals uses (tests pass a stand-in). */
export interface SignalTarget {
  on(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  exit(code: number): void;
}

/** How long closing may take before the process exits anyway (with 1). */
export const FORCED_EXIT_AFTER_MS = 10_000;

/**
 * Stops the service on its first SIGINT or SIGTERM: logs `<name> shutting down`, runs `close`
 * and exits 0 once it resolves, 1 when it rejects or is still running after 10 s. Later signals
 * are ignored. A service that should exit 0 despite a failed close catches the failure itself.
 */
export function stopOnSignals(
  logger: ShutdownLogger,
  name: string,
  close: () => Promise<unknown>,
  target: SignalTarget = process,
): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, `${name} shutting down`);
    // unref: the timer alone must not keep a process alive that has finished closing.
    const force = setTimeout(() => target.exit(1), FORCED_EXIT_AFTER_MS).unref();
    close().then(
      () => {
        clearTimeout(force);
        target.exit(0);
      },
      () => target.exit(1),
    );
  };
  target.on('SIGINT', () => shutdown('SIGINT'));
  target.on('SIGTERM', () => shutdown('SIGTERM'));
}
