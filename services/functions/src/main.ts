import { runService } from '@portal/service-kit/shutdown';
import { readFunctionsConfig } from './config.js';
import { createLogger } from './logger.js';
import { startFunctions } from './start-functions.js';

void runService({
  name: 'functions',
  readConfig: () => readFunctionsConfig(),
  createLogger: (config) => createLogger({ level: config?.logLevel }),
  start: (config, logger) => startFunctions(config, logger),
});
