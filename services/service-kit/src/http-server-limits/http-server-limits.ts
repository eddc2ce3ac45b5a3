import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

/**
 * The HTTP server's doors: how long a client may take, and how many connections one address may
 * hold. Both services build their server with it.
 */
export interface HttpServerLimits {
  /** The whole request, headers and body, must arrive within this; else 408 and the end. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (also a connection that sends nothing); else 408. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections per client address; the next one is answered 429 and closed. */
  maxConnectionsPerAddress: number;
  /** How often Node looks for requests over their time (the 408s come at most this late). */
  timeoutCheckIntervalMs: number;
  /**
   * Requests allowed longer than requestTimeoutMs to arrive whole: a parent's upload over a
   * hospital's slow connection (10 MB at 1 Mbit/s takes 80 s). Every other request keeps
   * requestTimeoutMs, counted from its headers.
   */
  longRequests?: LongRequests;
}

export interface LongRequests {
  /** The whole request, headers and body, must arrive within this; else 408 and the end. */
  timeoutMs: number;
  /** Whether a request (its method and URL; the headers have arrived) is one of them. */
  matches(request: IncomingMessage): boolean;
}

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;

export const DEFAULT_HTTP_SERVER_LIMITS: HttpServerLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  timeoutCheckIntervalMs: 1_000,
};

/** What a refused connection is told (its first request's answer). */
export interface ConnectionRefusal {
  contentType: string;
  body: string;
}

/** Seconds a refused client is asked to wait (Retry-After). */
export const CONNECTION_RETRY_AFTER_SECONDS = 5;
/** A refused connection that sends no request within this is dropped. */
const REFUSED_GRACE_MS = 2_000;

/**
 * An HTTP server for `listener` with the limits set. A connection beyond the per-address cap is
 * not counted and not handed to `listener`: its first request is answered 429 with Retry-After
 * and `refusal`, then the connection is closed (dropped if no request comes).
 */
export function createLimitedServer(
  listener: RequestListener,
  refusal: ConnectionRefusal,
  limits: HttpServerLimits = DEFAULT_HTTP_SERVER_LIMITS,
): Server {
  const open = new Map<string, number>();
  const refused = new WeakSet<Socket>();
  const long = limits.longRequests;

  const server = createServer(
    { connectionsCheckingInterval: limits.timeoutCheckIntervalMs },
    (request: IncomingMessage, response: ServerResponse) => {
      if (!refused.has(request.socket)) {
        if (long && !long.matches(request)) endWhenLate(request, response, limits.requestTimeoutMs);
        listener(request, response);
        return;
      }
      response.writeHead(429, {
        'content-type': refusal.contentType,
        'content-length': Buffer.byteLength(refusal.body),
        'retry-after': String(CONNECTION_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'close',
      });
      response.end(refusal.body);
      // The request may still be sending its body: do not wait for it.
      response.on('finish', () => request.socket.destroySoon());
    },
  );
  // Node's own limit is one for the whole server: the longest, the others held to theirs here.
  server.requestTimeout = long
    ? Math.max(long.timeoutMs, limits.requestTimeoutMs)
    : limits.requestTimeoutMs;
  server.headersTimeout = limits.headersTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;

  server.on('connection', (socket: Socket) => {
    // A socket closed before this runs has no address: nothing to count.
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= limits.maxConnectionsPerAddress) {
      refused.add(socket);
      const drop = setTimeout(() => socket.destroy(), REFUSED_GRACE_MS).unref();
      socket.once('close', () => clearTimeout(drop));
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return server;
}

/**
 * Node's 408 for one request: unless the whole request has arrived within `timeoutMs` of its
 * headers, it is answered 408 (when nothing was answered yet) and its connection closed.
 */
function endWhenLate(request: IncomingMessage, response: ServerResponse, timeoutMs: number): void {
  if (request.complete) return;
  const late = setTimeout(() => {
    if (request.complete) return;
    if (!response.headersSent) {
      response.writeHead(408, { connection: 'close', 'content-length': 0 });
      response.end();
    }
    request.socket.destroySoon();
  }, timeoutMs).unref();
  const done = () => clearTimeout(late);
  request.once('end', done);
  request.once('close', done);
  response.once('close', done);
}
