import { keepEarlyManifest } from './early-manifests';
import portalRuntimePlugins from './federation-runtime-plugin';

describe('the host federation runtime plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("reads the first page's manifest from the boot's request once, then asks the network", async () => {
    const network = jest.fn(() => Promise.resolve(new Response('{"from":"network"}')));
    globalThis.fetch = network as unknown as typeof fetch;
    const url = 'http://127.0.0.1:3001/mf-manifest.json';
    keepEarlyManifest(url, Promise.resolve(new Response('{"from":"boot"}')));
    const plugin = portalRuntimePlugins();

    const first = await plugin.fetch?.(url, {});
    expect(network).not.toHaveBeenCalled();
    await expect((first as Response).json()).resolves.toEqual({ from: 'boot' });

    const second = await plugin.fetch?.(url, {});
    expect(network).toHaveBeenCalledTimes(1);
    await expect((second as Response).json()).resolves.toEqual({ from: 'network' });
  });
});
