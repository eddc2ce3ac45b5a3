export {
  CONNECTION_RETRY_AFTER_SECONDS,
  createLimitedServer,
  DEFAULT_HTTP_SERVER_LIMITS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  type ConnectionRefusal,
  type HttpServerLimits,
  type LongRequests,
} from './http-server-limits.js';
