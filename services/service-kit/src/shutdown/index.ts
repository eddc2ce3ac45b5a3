export { runService, type RunServiceOptions, type ServiceLogger } from './run-service.js';
export {
  FORCED_EXIT_AFTER_MS,
  stopOnSignals,
  type ShutdownLogger,
  type SignalTarget,
} from './stop-on-signals.js';
