import { runService } from '@portal/service-kit/shutdown';
import { readGatewayConfig } from './config.js';
import { createLogger } from './logger.js';
import { startGateway } from './start-gateway.js';

void runService({
  name: 'gateway',
  readConfig: () => readGatewayConfig(),
  createLogger: (config) => createLogger({ level: config?.logLevel }),
  start: async (config, logger) => {
    const gateway = await startGateway(config, logger);
    return {
      // A failed close is logged and still exits 0.
      close: () =>
        gateway.close().catch((error: unknown) => {
          logger.error({ err: String(error) }, 'closing the database failed');
        }),
    };
  },
});
