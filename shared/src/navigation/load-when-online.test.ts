import { atFirstInteraction, loadWhenOnline } from './load-when-online';

describe('loadWhenOnline', () => {
  const setOnline = (online: boolean) =>
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  afterEach(() => jest.restoreAllMocks());

  it('offline, a chunk that cannot come waits for the connection and loads then', async () => {
    setOnline(false);
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk family-holder failed.'))
      .mockResolvedValueOnce('the chunk');
    let loaded: string | undefined;
    void loadWhenOnline(load).then((chunk) => (loaded = chunk));
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toBeUndefined();

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toBe('the chunk');
  });

  it('online, a failure is still a failure', async () => {
    setOnline(true);
    const failure = new Error('Loading chunk family-holder failed.');
    await expect(loadWhenOnline(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('atFirstInteraction', () => {
  it("runs once, at the parent's first key or tap on the page", () => {
    const start = jest.fn();
    atFirstInteraction(start);
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once stopped (the page left before)', () => {
    const start = jest.fn();
    const stop = atFirstInteraction(start);
    stop();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });
});
