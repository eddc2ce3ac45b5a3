import { afterFirstPaint } from './after-first-paint';

type IdleWindow = { requestIdleCallback?: unknown };

describe('afterFirstPaint', () => {
  afterEach(() => {
    delete (window as unknown as IdleWindow).requestIdleCallback;
    jest.restoreAllMocks();
  });

  it('waits for the load event when the page is still loading', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let done = false;
    const waiting = afterFirstPaint().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);

    window.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  it('uses requestIdleCallback when the browser has it', async () => {
    const requestIdleCallback = jest.fn((callback: () => void) => {
      callback();
      return 1;
    });
    (window as unknown as IdleWindow).requestIdleCallback = requestIdleCallback;
    await afterFirstPaint(1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
  });
});
