import { ProductionConfigError, readGatewayConfig, type GatewayConfig } from './config.js';
import { createLogger } from './logger.js';
import { startGateway } from './start-gateway.js';

let config: GatewayConfig;
try {
  config = readGatewayConfig();
} catch (error) {
  // One line naming every missing or forbidden setting, then stop.
  createLogger().fatal(
    error instanceof ProductionConfigError ? { problems: error.problems } : {},
    error instanceof Error ? error.message : String(error),
  );
  process.exit(1);
}
const logger = createLogger({ level: config.logLevel });

async function main() {
  const gateway = await startGateway(config, logger);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'gateway shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: String(error) }, 'closing the database failed');
        process.exit(0);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal(
    { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
    'gateway failed to start',
  );
  process.exit(1);
});
