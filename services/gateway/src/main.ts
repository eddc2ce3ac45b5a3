import { ProductionConfigError } from '@portal/service-kit/config';
import { stopOnSignals } from '@portal/service-kit/shutdown';
import { readGatewayConfig, type GatewayConfig } from './config.js';
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
  stopOnSignals(logger, 'gateway', () =>
    // A failed close is logged and still exits 0.
    gateway.close().catch((error: unknown) => {
      logger.error({ err: String(error) }, 'closing the database failed');
    }),
  );
}

main().catch((error: unknown) => {
  logger.fatal(
    { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
    'gateway failed to start',
  );
  process.exit(1);
});
