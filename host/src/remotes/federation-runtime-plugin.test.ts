import { REMOTE_ERROR_CODES, RemoteLoadError, remoteErrorCode } from './remote-errors';
import portalRuntimePlugins from './federation-runtime-plugin';

describe('the host federation runtime plugin', () => {
  it("turns the runtime's failure to load a remote into the portal's error, naming the remote and the step", async () => {
    const plugin = portalRuntimePlugins();
    const cause = new Error('ScriptExecutionError');
    const rejected = plugin.errorLoadRemote?.({
      id: 'pickup/mount',
      error: cause,
      lifecycle: 'onLoad',
      from: 'runtime',
      origin: undefined as never,
    });

    const error: unknown = await Promise.resolve(rejected).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(remoteErrorCode(error)).toBe(REMOTE_ERROR_CODES.loadFailed);
    expect(error).toMatchObject({ remote: 'pickup', phase: 'load:onLoad', cause });
  });

  it("loads a remote's entry again after a failure, twice at most, 400 ms apart", async () => {
    jest.useFakeTimers();
    const plugin = portalRuntimePlugins();
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(entry);
    const globalLoading: Record<string, unknown> = { pickup: Promise.resolve() };
    // The hook's arguments as the runtime passes them, of which the plugin reads these.
    const args = {
      getRemoteEntry,
      remoteInfo: { name: 'pickup' },
      globalLoading,
      uniqueKey: 'pickup',
    };

    const loaded = plugin.loadEntryError?.(args as never);
    await jest.advanceTimersByTimeAsync(399);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).toEqual({});

    getRemoteEntry.mockReset().mockRejectedValue(new Error('ScriptNetworkError'));
    const failing = Promise.resolve(plugin.loadEntryError?.(args as never));
    failing.catch(() => undefined);
    await jest.runAllTimersAsync();
    await expect(failing).rejects.toThrow('ScriptNetworkError');
    expect(getRemoteEntry).toHaveBeenCalledTimes(3);
    jest.useRealTimers();
  });
});
