export {
  REDACTED_IN_EVERY_SERVICE,
  serviceLoggerOptions,
  type ServiceLoggerOptions,
} from './service-logger.js';
