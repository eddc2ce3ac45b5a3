import { EventEmitter } from 'node:events';
import { ProductionConfigError } from '../config/index.js';
import { runService } from './run-service.js';
import type { SignalTarget } from './stop-on-signals.js';

function fakeProcess() {
  const signals = new EventEmitter();
  const exit = jest.fn<void, [number]>();
  const target: SignalTarget = { on: (signal, listener) => signals.on(signal, listener), exit };
  return { target, exit, send: (signal: 'SIGINT' | 'SIGTERM') => signals.emit(signal) };
}

function fakeLogger() {
  return {
    info: jest.fn<void, [Record<string, unknown>, string]>(),
    error: jest.fn<void, [Record<string, unknown>, string]>(),
    fatal: jest.fn<void, [Record<string, unknown>, string]>(),
  };
}

describe('runService', () => {
  it('refuses a configuration in one line naming every problem, and exits 1 without starting', async () => {
    const { target, exit } = fakeProcess();
    const logger = fakeLogger();
    const createLogger = jest.fn(() => logger);
    const start = jest.fn();
    await runService({
      name: 'gateway',
      readConfig: () => {
        throw new ProductionConfigError('gateway', [
          'DATABASE_URL is not set',
          'MAIL_FROM is the default',
        ]);
      },
      createLogger,
      start,
      target,
    });
    expect(createLogger).toHaveBeenCalledWith();
    expect(logger.fatal).toHaveBeenCalledTimes(1);
    expect(logger.fatal.mock.calls[0]).toEqual([
      { problems: ['DATABASE_URL is not set', 'MAIL_FROM is the default'] },
      expect.stringContaining('DATABASE_URL is not set; MAIL_FROM is the default'),
    ]);
    expect(start).not.toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('starts with the configured logger and closes on the first signal', async () => {
    const { target, exit, send } = fakeProcess();
    const logger = fakeLogger();
    const close = jest.fn(() => Promise.resolve());
    const config = { logLevel: 'debug' };
    const createLogger = jest.fn(() => logger);
    await runService({
      name: 'functions',
      readConfig: () => config,
      createLogger,
      start: async (given, log) => {
        expect([given, log]).toEqual([config, logger]);
        return { close };
      },
      target,
    });
    expect(createLogger).toHaveBeenCalledWith(config);
    send('SIGTERM');
    expect(logger.info).toHaveBeenCalledWith({ signal: 'SIGTERM' }, 'functions shutting down');
    await Promise.resolve();
    await Promise.resolve();
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('says a failed start by the error’s name and message only, and exits 1', async () => {
    const { target, exit } = fakeProcess();
    const logger = fakeLogger();
    await runService({
      name: 'gateway',
      readConfig: () => ({}),
      createLogger: () => logger,
      start: () => Promise.reject(new RangeError('port 4000 in use')),
      target,
    });
    expect(logger.fatal).toHaveBeenCalledWith(
      { err: { name: 'RangeError', message: 'port 4000 in use' } },
      'gateway failed to start',
    );
    expect(exit).toHaveBeenCalledWith(1);
  });
});
