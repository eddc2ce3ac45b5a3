import { EventEmitter } from 'node:events';
import { FORCED_EXIT_AFTER_MS, stopOnSignals, type SignalTarget } from './stop-on-signals.js';

/** A process stand-in: signals are emitted by the test, exits are recorded. */
function fakeProcess() {
  const signals = new EventEmitter();
  const exit = jest.fn<void, [number]>();
  const target: SignalTarget = {
    on: (signal, listener) => signals.on(signal, listener),
    exit,
  };
  return { target, exit, send: (signal: 'SIGINT' | 'SIGTERM') => signals.emit(signal) };
}

const logger = () => ({ info: jest.fn<void, [{ signal: string }, string]>() });

describe('stopOnSignals', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s logs the shutdown, closes and exits 0',
    async (signal) => {
      const { target, exit, send } = fakeProcess();
      const log = logger();
      const close = jest.fn(() => Promise.resolve());
      stopOnSignals(log, 'gateway', close, target);

      send(signal);
      expect(log.info).toHaveBeenCalledWith({ signal }, 'gateway shutting down');
      expect(close).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(0);
      expect(exit).toHaveBeenCalledWith(0);

      // Closed: the forced exit no longer fires.
      await jest.advanceTimersByTimeAsync(FORCED_EXIT_AFTER_MS);
      expect(exit.mock.calls).toEqual([[0]]);
    },
  );

  it('closes once, whatever signals follow the first', async () => {
    const { target, exit, send } = fakeProcess();
    const log = logger();
    const close = jest.fn(() => Promise.resolve());
    stopOnSignals(log, 'functions', close, target);

    send('SIGTERM');
    send('SIGINT');
    send('SIGTERM');
    await jest.advanceTimersByTimeAsync(0);
    expect(close).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls).toEqual([[{ signal: 'SIGTERM' }, 'functions shutting down']]);
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it('exits 1 when closing fails', async () => {
    const { target, exit, send } = fakeProcess();
    stopOnSignals(logger(), 'functions', () => Promise.reject(new Error('pool')), target);

    send('SIGTERM');
    await jest.advanceTimersByTimeAsync(0);
    expect(exit).toHaveBeenCalledWith(1);
    expect(exit).not.toHaveBeenCalledWith(0);
  });

  it('exits 1 after 10 s when closing never ends', async () => {
    const { target, exit, send } = fakeProcess();
    stopOnSignals(logger(), 'gateway', () => new Promise<void>(() => {}), target);

    send('SIGINT');
    await jest.advanceTimersByTimeAsync(9_999);
    expect(exit).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(FORCED_EXIT_AFTER_MS).toBe(10_000);
    expect(exit.mock.calls).toEqual([[1]]);
  });

  it('does nothing before a signal', async () => {
    const { target, exit } = fakeProcess();
    const close = jest.fn(() => Promise.resolve());
    stopOnSignals(logger(), 'gateway', close, target);

    await jest.advanceTimersByTimeAsync(FORCED_EXIT_AFTER_MS * 2);
    expect(close).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });
});
