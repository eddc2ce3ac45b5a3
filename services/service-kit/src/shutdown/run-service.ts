import { ProductionConfigError } from '../config/index.js';
import { stopOnSignals, type ShutdownLogger, type SignalTarget } from './stop-on-signals.js';

/** What runService logs with (a pino Logger is one). */
export interface ServiceLogger extends ShutdownLogger {
  fatal(fields: Record<string, unknown>, message: string): void;
}

export interface RunServiceOptions<TConfig, TLogger extends ServiceLogger> {
  /** The service's name in its log lines (`<name> failed to start`). */
  name: string;
  /** Reads the environment; throws (a ProductionConfigError names every problem) to refuse. */
  readConfig: () => TConfig;
  /** The service's logger; without a configuration (refused), at its default level. */
  createLogger: (config?: TConfig) => TLogger;
  /** Starts the service; what it answers is closed on the first SIGINT or SIGTERM. */
  start: (config: TConfig, logger: TLogger) => Promise<{ close(): Promise<unknown> }>;
  target?: SignalTarget;
}

/**
 * A service's main: reads its configuration (or logs one line naming every missing or
 * forbidden setting and exits 1), starts it, and stops it on SIGINT or SIGTERM
 * (`stopOnSignals`); a failed start is logged as `<name> failed to start` with the error's
 * name and message only, and exits 1.
 */
export async function runService<TConfig, TLogger extends ServiceLogger>({
  name,
  readConfig,
  createLogger,
  start,
  target = process,
}: RunServiceOptions<TConfig, TLogger>): Promise<void> {
  let config: TConfig;
  try {
    config = readConfig();
  } catch (error) {
    createLogger().fatal(
      error instanceof ProductionConfigError ? { problems: error.problems } : {},
      error instanceof Error ? error.message : String(error),
    );
    target.exit(1);
    return;
  }
  const logger = createLogger(config);
  try {
    const service = await start(config, logger);
    stopOnSignals(logger, name, () => service.close(), target);
  } catch (error) {
    logger.fatal(
      {
        err: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      },
      `${name} failed to start`,
    );
    target.exit(1);
  }
}
