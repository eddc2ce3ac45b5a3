import { loadWhenOnline } from './load-when-online';

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
