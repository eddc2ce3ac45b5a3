import { configureForTests } from '../testing/test-config';
import { renderHook } from '@testing-library/react';
import { sdkIdToken } from '../session/sdk-token';
import { useLivePickup, watchPickup, type LiveMode } from './live-pickup';

// The auth SDK's token: the cached one, or a new one when a refresh is forced.
jest.mock('../session/sdk-token', () => ({
  sdkIdToken: jest.fn(async (forceRefresh?: boolean) =>
    forceRefresh ? 'refreshed-token' : 'parent-token',
  ),
}));

const encoder = new TextEncoder();

/** A fake event-stream response: `push` sends an SSE block, `drop` ends the stream. */
function streamResponse(
  status = 200,
  type = 'text/event-stream',
  headers: Record<string, string> = {},
) {
  const chunks: Uint8Array[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name: string) => (name === 'content-type' ? type : (headers[name] ?? null)),
    },
    body: {
      getReader: () => ({
        read: async (): Promise<{ done: boolean; value?: Uint8Array }> => {
          while (chunks.length === 0 && !ended) await new Promise<void>((r) => (wake = r));
          const value = chunks.shift();
          return value ? { done: false, value } : { done: true };
        },
      }),
    },
  };
  return {
    response: response as unknown as Response,
    push(event: string, data: unknown) {
      chunks.push(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      wake?.();
    },
    drop() {
      ended = true;
      wake?.();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const event = {
  data: { pickupChanged: { orderId: 'o1', pickup: { id: 'p', status: 'DISPATCHED' } } },
};

beforeEach(() => configureForTests());

it('subscribes with the parent’s token in a header, calls onChange per event and resumes after a drop', async () => {
  const first = streamResponse();
  const second = streamResponse();
  const fetchImpl = jest
    .fn()
    .mockResolvedValueOnce(first.response)
    .mockResolvedValueOnce(second.response);
  const onChange = jest.fn();
  const modes: LiveMode[] = [];
  const stop = watchPickup('o1', { onChange, fetchImpl, retryDelayMs: () => 0 }, (mode) =>
    modes.push(mode),
  );
  await flush();
  const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
  expect(url).not.toContain('token');
  expect((init.headers as Record<string, string>)['authorization']).toBe('Bearer parent-token');
  expect((init.headers as Record<string, string>)['accept']).toBe('text/event-stream');
  expect(JSON.parse(String(init.body))).toMatchObject({ variables: { orderId: 'o1' } });

  first.push('next', event);
  first.push('next', {
    data: { pickupChanged: { orderId: 'o1', pickup: null } },
  });
  await flush();
  expect(onChange).toHaveBeenCalledTimes(2);
  // Each with the pick-up pushed (null: the order has none), so a page can tell it from its own.
  expect(onChange).toHaveBeenNthCalledWith(1, { id: 'p', status: 'DISPATCHED' });
  expect(onChange).toHaveBeenNthCalledWith(2, null);
  expect(modes).toEqual(['push']);

  first.drop(); // the network drops: it reconnects by itself
  await flush();
  await flush();
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  second.push('next', event);
  await flush();
  expect(onChange).toHaveBeenCalledTimes(3);
  stop();
});

it('stops for good when a guardian’s access ends, and has the page read the order once more', async () => {
  const first = streamResponse();
  const fetchImpl = jest.fn().mockResolvedValue(first.response);
  const onChange = jest.fn();
  const modes: LiveMode[] = [];
  watchPickup('o1', { onChange, fetchImpl, retryDelayMs: () => 0, pollMs: 5 }, (mode) =>
    modes.push(mode),
  );
  await flush();
  first.push('next', event);
  first.push('next', {
    data: null,
    errors: [
      {
        message: "You no longer have access to this child's journey.",
        extensions: { code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' },
      },
    ],
  });
  first.push('complete', '');
  await flush();
  await flush();
  // One read of the order (no pushed pick-up), then nothing: no reconnect, no polling.
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(onChange).toHaveBeenLastCalledWith();
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(modes).toEqual(['push', 'idle']);
});

const authorizationOf = (fetchImpl: jest.Mock, call: number) =>
  ((fetchImpl.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>)[
    'authorization'
  ];

it('resumes with a force-refreshed token when the gateway ends the stream at token expiry', async () => {
  const first = streamResponse();
  const second = streamResponse();
  const fetchImpl = jest
    .fn()
    .mockResolvedValueOnce(first.response)
    .mockResolvedValueOnce(second.response);
  const onChange = jest.fn();
  const modes: LiveMode[] = [];
  const stop = watchPickup('o1', { onChange, fetchImpl, retryDelayMs: () => 0 }, (mode) =>
    modes.push(mode),
  );
  await flush();
  first.push('next', event);
  // The gateway's last event when the token expires, then its clean end.
  first.push('next', {
    data: null,
    errors: [
      {
        message: 'Your session has expired: sign in again.',
        extensions: { code: 'UNAUTHENTICATED', reason: 'TOKEN_EXPIRED' },
      },
    ],
  });
  first.push('complete', '');
  await flush();
  await flush();
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  expect(authorizationOf(fetchImpl, 0)).toBe('Bearer parent-token');
  expect(authorizationOf(fetchImpl, 1)).toBe('Bearer refreshed-token');
  expect(sdkIdToken).toHaveBeenLastCalledWith(true, undefined);
  // The refusal is not a change: onChange heard the one real event only.
  expect(onChange).toHaveBeenCalledTimes(1);
  second.push('next', event);
  await flush();
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(modes).not.toContain('polling');
  stop();
});

it('forces a refresh after a 401, and reconnects after a clean end with the cached token', async () => {
  const refused = streamResponse(401, 'application/json');
  const open = streamResponse();
  const again = streamResponse();
  const fetchImpl = jest
    .fn()
    .mockResolvedValueOnce(refused.response)
    .mockResolvedValueOnce(open.response)
    .mockResolvedValueOnce(again.response);
  const stop = watchPickup('o1', { onChange: jest.fn(), fetchImpl, retryDelayMs: () => 0 });
  await flush();
  await flush();
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  expect(authorizationOf(fetchImpl, 1)).toBe('Bearer refreshed-token');
  open.push('next', event);
  // The gateway ends a stream cleanly when the account opened too many: the page resumes.
  open.push('complete', '');
  await flush();
  await flush();
  expect(fetchImpl).toHaveBeenCalledTimes(3);
  expect(authorizationOf(fetchImpl, 2)).toBe('Bearer parent-token');
  stop();
});

it('backs off between failed attempts and waits a busy gateway’s Retry-After', async () => {
  jest.useFakeTimers();
  try {
    const fetchImpl = jest
      .fn()
      .mockImplementationOnce(async () => {
        throw new TypeError('network down');
      })
      .mockImplementationOnce(async () => {
        throw new TypeError('network down');
      })
      .mockImplementation(
        async () => streamResponse(503, 'text/event-stream', { 'retry-after': '30' }).response,
      );
    const retryDelayMs = jest.fn((attempt: number) => attempt * 1000);
    const stop = watchPickup('o1', { onChange: jest.fn(), fetchImpl, retryDelayMs });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(retryDelayMs.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
    // 503 with Retry-After: 30 waits 30 s, not the 3 s of the back-off.
    await jest.advanceTimersByTimeAsync(29_999);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    stop();
  } finally {
    jest.useRealTimers();
  }
});

it('falls back to polling while the push is blocked, and keeps retrying it', async () => {
  jest.useFakeTimers();
  try {
    const fetchImpl = jest
      .fn()
      .mockImplementation(async () => streamResponse(200, 'text/html').response);
    const onChange = jest.fn();
    const modes: LiveMode[] = [];
    const stop = watchPickup(
      'o1',
      { onChange, fetchImpl, pollMs: 1000, failuresBeforePolling: 2, retryDelayMs: () => 5000 },
      (mode) => modes.push(mode),
    );
    await jest.advanceTimersByTimeAsync(5001);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(modes).toEqual(['polling']);
    await jest.advanceTimersByTimeAsync(3000);
    expect(onChange).toHaveBeenCalledTimes(3);
    // A poll knows nothing of what changed: no pick-up is passed.
    expect(onChange).toHaveBeenLastCalledWith();
    stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(onChange).toHaveBeenCalledTimes(3);
  } finally {
    jest.useRealTimers();
  }
});

describe('useLivePickup', () => {
  const idle: (() => void)[] = [];
  // jsdom has none: afterFirstPaint then waits a timer instead.
  const original = window.requestIdleCallback;
  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = (callback) =>
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 0 }));
  });
  afterEach(() => {
    window.requestIdleCallback = original;
  });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const openedFetch = () =>
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>(() => undefined));

  it('opens the stream a second after the page has painted and the browser is idle, not beside the first paint', async () => {
    const fetchSpy = openedFetch();
    const { unmount } = renderHook(() => useLivePickup('o1', () => undefined));
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const callback of idle) callback();
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchSpy).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('never opens it for a page left before then', async () => {
    const fetchSpy = openedFetch();
    const left = renderHook(() => useLivePickup('o1', () => undefined));
    left.unmount();
    const leftLater = renderHook(() => useLivePickup('o2', () => undefined));
    for (const callback of idle) callback();
    await jest.advanceTimersByTimeAsync(500);
    leftLater.unmount();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
