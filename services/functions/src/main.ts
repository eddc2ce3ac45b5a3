import { ProductionConfigError } from '@portal/service-kit/config';
import { stopOnSignals } from '@portal/service-kit/shutdown';
import { readFunctionsConfig, type FunctionsConfig } from './config.js';
import { createLogger } from './logger.js';
import { startFunctions } from './start-functions.js';

let config: FunctionsConfig;
try {
  config = readFunctionsConfig();
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
  const functions = await startFunctions(config, logger);
  stopOnSignals(logger, 'functions', () => functions.close());
}

main().catch((error: unknown) => {
  logger.fatal(
    { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
    'functions failed to start',
  );
  process.exit(1);
});
