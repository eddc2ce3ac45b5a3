import { keepEarlyManifest } from './early-manifests';
import { mountFiles, readRemoteBuild, remoteBuild } from './remote-manifest';
import { AUTH_MANIFEST } from './remote-manifest-fixture';

const manifest = AUTH_MANIFEST;

describe('remoteBuild', () => {
  it("places a remote's entry, its global and its mount files next to a manifest built with publicPath 'auto'", () => {
    expect(remoteBuild(manifest, 'https://cdn.example/auth/1.4.0/mf-manifest.json')).toEqual({
      entry: 'https://cdn.example/auth/1.4.0/remoteEntry.js',
      globalName: 'auth',
      type: 'global',
      mountFiles: [
        'https://cdn.example/auth/1.4.0/remoteEntry.js',
        'https://cdn.example/auth/1.4.0/chunks/form.1a2b3c4d.js',
        'https://cdn.example/auth/1.4.0/chunks/mount.5e6f7a8b.js',
        'https://cdn.example/auth/1.4.0/chunks/mount.9c0d1e2f.css',
      ],
    });
  });

  it('follows a public path and an entry folder the manifest names', () => {
    const placed = {
      ...manifest,
      metaData: {
        globalName: 'auth',
        publicPath: 'https://static.example/auth/',
        remoteEntry: { path: 'entry', name: 'remoteEntry.js' },
      },
    };
    expect(mountFiles(placed, 'https://cdn.example/mf-manifest.json').slice(0, 2)).toEqual([
      'https://static.example/auth/entry/remoteEntry.js',
      'https://static.example/auth/chunks/form.1a2b3c4d.js',
    ]);
    expect(remoteBuild(placed, 'https://cdn.example/mf-manifest.json')?.type).toBe('global');
  });

  it('finds no build in a document that is not a manifest, or one without an entry or a global', () => {
    const url = 'https://cdn.example/mf-manifest.json';
    for (const document of [null, ['x'], {}, { metaData: { globalName: 'auth' } }])
      expect(remoteBuild(document, url)).toBeUndefined();
    const nameless = { ...manifest, metaData: { ...manifest.metaData, globalName: undefined } };
    expect(remoteBuild(nameless, url)).toBeUndefined();
    expect(mountFiles(nameless, url)).toEqual([]);
    const elsewhere = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'data:,' } };
    expect(remoteBuild(elsewhere, url)).toBeUndefined();
  });
});

describe('readRemoteBuild', () => {
  const realFetch = globalThis.fetch;
  const url = 'http://127.0.0.1:3001/mf-manifest.json';
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  const preloads = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map(
      (link) => [link.as, link.href],
    );

  afterEach(() => {
    globalThis.fetch = realFetch;
    document.head.innerHTML = '';
    jest.useRealTimers();
  });

  it("reads the first page's manifest from the boot's request once, then asks the network", async () => {
    const network = jest.fn(() =>
      answer({ ...manifest, metaData: { ...manifest.metaData, globalName: 'from_network' } }),
    );
    globalThis.fetch = network as unknown as typeof fetch;
    keepEarlyManifest(url, answer(manifest));

    await expect(readRemoteBuild(url)).resolves.toMatchObject({ globalName: 'auth' });
    expect(network).not.toHaveBeenCalled();
    await expect(readRemoteBuild(url)).resolves.toMatchObject({ globalName: 'from_network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('preloads the files mounting the remote loads, once each', async () => {
    globalThis.fetch = jest.fn(() => answer(manifest)) as unknown as typeof fetch;

    await readRemoteBuild(url);
    await readRemoteBuild(url);

    expect(preloads()).toEqual([
      ['script', 'http://127.0.0.1:3001/remoteEntry.js'],
      ['script', 'http://127.0.0.1:3001/chunks/form.1a2b3c4d.js'],
      ['script', 'http://127.0.0.1:3001/chunks/mount.5e6f7a8b.js'],
      ['style', 'http://127.0.0.1:3001/chunks/mount.9c0d1e2f.css'],
    ]);
  });

  it("asks again after a network error or a server's failure, twice at most", async () => {
    jest.useFakeTimers();
    const network = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockReturnValueOnce(answer({}, 503))
      .mockReturnValueOnce(answer(manifest));
    globalThis.fetch = network as unknown as typeof fetch;

    const read = readRemoteBuild(url);
    await jest.runAllTimersAsync();
    await expect(read).resolves.toMatchObject({ entry: 'http://127.0.0.1:3001/remoteEntry.js' });
    expect(network).toHaveBeenCalledTimes(3);

    network.mockReset().mockReturnValue(answer({}, 502));
    const failing = readRemoteBuild(url);
    failing.catch(() => undefined);
    await jest.runAllTimersAsync();
    await expect(failing).rejects.toThrow('The manifest answered 502.');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('does not ask again for a manifest that is not there, and refuses a document that is not one', async () => {
    const network = jest.fn(() => answer({}, 404));
    globalThis.fetch = network as unknown as typeof fetch;
    await expect(readRemoteBuild(url)).rejects.toThrow('The manifest answered 404.');
    expect(network).toHaveBeenCalledTimes(1);

    globalThis.fetch = jest.fn(() => answer({ name: 'auth' })) as unknown as typeof fetch;
    await expect(readRemoteBuild(url)).rejects.toThrow(`${url} is not a remote's manifest.`);
    expect(preloads()).toEqual([]);
  });
});
