export {
  FORCED_EXIT_AFTER_MS,
  stopOnSignals,
  type ShutdownLogger,
  type SignalTarget,
} from './stop-on-signals.js';
