import { startIdleTimeout } from './idle-timeout';

const MINUTE = 60_000;

describe('startIdleTimeout', () => {
  let onWarn: jest.Mock;
  let onTimeout: jest.Mock;
  let onActive: jest.Mock;
  let stop: () => void = () => undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    onWarn = jest.fn();
    onTimeout = jest.fn();
    onActive = jest.fn();
  });

  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  function start(timeoutMs = 30 * MINUTE, warningMs = MINUTE) {
    stop = startIdleTimeout({ timeoutMs, warningMs, onWarn, onTimeout, onActive });
  }

  it('warns warningMs before the timeout, then times out', () => {
    start();
    jest.advanceTimersByTime(29 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a key press', () => window.dispatchEvent(new KeyboardEvent('keydown'))],
    ['a pointer', () => window.dispatchEvent(new Event('pointerdown'))],
    ['scrolling', () => window.dispatchEvent(new Event('scroll'))],
  ])('restarts the count on %s', (_name, act) => {
    start();
    jest.advanceTimersByTime(20 * MINUTE);
    act();
    jest.advanceTimersByTime(20 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('activity after the warning calls onActive and postpones the timeout', () => {
    start();
    jest.advanceTimersByTime(29 * MINUTE + 30_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(onActive).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(28 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(2);
  });

  it('coming back to the tab counts as activity', () => {
    start();
    jest.advanceTimersByTime(20 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(20 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('times out at once when the tab comes back after the timeout has passed', () => {
    start();
    // Timers of a hidden tab may not run: move the clock without firing them.
    jest.setSystemTime(Date.now() + 31 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stops watching when the returned function is called', () => {
    start();
    stop();
    jest.advanceTimersByTime(60 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('is disabled by a timeout of 0', () => {
    start(0);
    jest.advanceTimersByTime(24 * 60 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
