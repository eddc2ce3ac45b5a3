import type { LiveMode, LiveOptions, LiveSubscription } from './live-types';
import { getConfig } from '../config/config-store';
import { bearer, sessionToken } from '../session/session';
import { announceIfAccessRevoked, isAccessRevokedError } from '../gateway/access-revoked';

/** 1 s, 2 s, 4 s ... up to 15 s, each ±20 % so the streams of a restarted server spread out. */
const defaultRetryDelay = (attempt: number) =>
  Math.min(15_000, 1000 * 2 ** Math.max(0, attempt - 1)) * (0.8 + Math.random() * 0.4);

/** The longest a server's Retry-After is honoured (a busy gateway asks for 30 s). */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * How one connection ended: `ended` is the server's clean end (a replaced stream, a restart);
 * `signedOut` a refusal of the token (HTTP 401, or the final UNAUTHENTICATED event of a stream
 * whose token expired or whose account was disabled), so the next attempt forces a fresh token;
 * `revoked` the end of a guardian's access to the child (final: no attempt follows).
 */
type Outcome =
  | { kind: 'ended' | 'dropped' | 'signedOut' | 'revoked' }
  | { kind: 'refused'; retryAfterMs: number | null };

/** `Authorization` for the next attempt: a token refreshed by the auth SDK when forced. */
async function authorizationFor(forceRefresh: boolean): Promise<string> {
  return bearer(await sessionToken({ forceRefresh }));
}

function retryAfterMs(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS)
    : null;
}

const isUnauthenticated = (errors: unknown[]) =>
  errors.some(
    (error) =>
      (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'UNAUTHENTICATED',
  );

/**
 * The live stream's client, loaded when a page first watches (its own chunk, not on any first
 * load). Watches a subscription (an order's `pickupChanged`, the account's `notificationsChanged`)
 * over server-sent events (fetch with the parent's token, so no token ever goes into a URL), resumed with back-off whenever it
 * ends or drops (the gateway answers the current state first, so nothing is missed), and
 * polling while the push is blocked. The gateway ends a stream when its ID token expires or the
 * account is disabled (a last UNAUTHENTICATED event), when a guardian's access to the child
 * ends (a last FORBIDDEN ACCESS_REVOKED event: it stops, and onChange has the page read the
 * order, which tells the parent), or when the account opened too many; a
 * refused or expired token is replaced by a forced refresh before the next attempt, and a busy
 * gateway's Retry-After is honoured. Answers a function that stops watching.
 */
export function watchStream<T>(
  subscription: LiveSubscription<T>,
  options: LiveOptions<T>,
  onMode?: (mode: LiveMode) => void,
) {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  const pollMs = options.pollMs ?? 4000;
  const failuresBeforePolling = options.failuresBeforePolling ?? 2;
  let stopped = false;
  let failures = 0;
  let forceRefresh = false;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;

  const setPolling = (on: boolean) => {
    if (on && !poll) {
      poll = setInterval(() => {
        if (typeof document === 'undefined' || document.visibilityState === 'visible') {
          options.onChange();
        }
      }, pollMs);
      onMode?.('polling');
    } else if (!on && poll) {
      clearInterval(poll);
      poll = null;
    }
  };

  /** One connection, until it ends: what the events said is handed to onChange as it comes. */
  const listen = async (signal: AbortSignal): Promise<Outcome> => {
    const response = await fetchImpl(getConfig().graphqlUrl, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: await authorizationFor(forceRefresh),
      },
      body: JSON.stringify({
        query: subscription.query,
        variables: subscription.variables ?? {},
      }),
    });
    if (response.status === 401) return { kind: 'signedOut' };
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('text/event-stream') || !response.body) {
      return { kind: 'refused', retryAfterMs: retryAfterMs(response) };
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let heard = false;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return { kind: heard ? 'ended' : 'dropped' };
      buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (/^event: ?complete$/m.test(block)) return { kind: heard ? 'ended' : 'dropped' };
        if (!/^event: ?next$/m.test(block)) continue;
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        const payload = JSON.parse(data) as { errors?: unknown[]; data?: unknown };
        if (payload.errors?.length) {
          if (isAccessRevokedError(payload.errors)) {
            announceIfAccessRevoked(payload.errors);
            return { kind: 'revoked' };
          }
          return isUnauthenticated(payload.errors)
            ? { kind: 'signedOut' }
            : { kind: 'refused', retryAfterMs: null };
        }
        if (!heard) {
          heard = true;
          failures = 0;
          forceRefresh = false;
          setPolling(false);
          onMode?.('push');
        }
        options.onChange(subscription.pick(payload.data ?? null));
      }
    }
  };

  const connect = async () => {
    if (stopped) return;
    abort = new AbortController();
    let outcome: Outcome;
    try {
      outcome = await listen(abort.signal);
    } catch {
      // A network drop or an unreadable answer.
      outcome = { kind: 'dropped' };
    }
    abort.abort(); // Stops reading a stream left after its last event.
    if (stopped) return;
    if (outcome.kind === 'revoked') {
      // The holder revoked this guardian's access: watching is over. The page reads the order
      // once more, and is told so at once.
      stopped = true;
      setPolling(false);
      onMode?.('idle');
      options.onChange();
      return;
    }
    failures += 1;
    forceRefresh = outcome.kind === 'signedOut';
    if (outcome.kind !== 'ended' && failures >= failuresBeforePolling) setPolling(true);
    const wait = Math.max(
      retryDelay(failures),
      outcome.kind === 'refused' ? (outcome.retryAfterMs ?? 0) : 0,
    );
    retry = setTimeout(() => void connect(), wait);
  };

  void connect();
  return () => {
    stopped = true;
    abort?.abort();
    if (retry) clearTimeout(retry);
    setPolling(false);
    onMode?.('idle');
  };
}
