import { preloadFirstShared, preloadRouteRemote } from './route-remote-preload';
import { AUTH_MANIFEST } from './remote-manifest-fixture';

const manifest = AUTH_MANIFEST;

describe('preloadFirstShared', () => {
  const preloaded = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) =>
      link.getAttribute('href'),
    );

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('preloads, once each, the listed files of the shared modules a manifest asks for first', () => {
    document.head.innerHTML = [
      '<meta name="shared:a-chunks" content="/chunks/a.js /chunks/t.js">',
      '<meta name="shared:@portal/shared/ui/inputs-chunks" content="/chunks/b.js /chunks/t.js">',
      '<meta name="shared:c-chunks" content="/chunks/c.js">',
    ].join('');
    preloadFirstShared({
      metaData: { firstShared: ['@portal/shared/ui/inputs', 'a', 'react', 7] },
    });
    expect(preloaded()).toEqual(['/chunks/b.js', '/chunks/t.js', '/chunks/a.js']);
  });

  it('preloads nothing without a list on the page, or for a manifest without first shared modules', () => {
    preloadFirstShared({ metaData: { firstShared: ['a'] } });
    document.head.innerHTML = '<meta name="shared:a-chunks" content="/chunks/a.js">';
    preloadFirstShared(manifest);
    preloadFirstShared({ metaData: { firstShared: 'a' } });
    preloadFirstShared(null);
    expect(preloaded()).toEqual([]);
  });
});

describe('preloadRouteRemote', () => {
  const realFetch = globalThis.fetch;
  const preloads = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map(
      (link) => [link.getAttribute('as') ?? link.as, link.href],
    );
  const document_ = {
    remotes: { auth: 'http://127.0.0.1:3001/mf-manifest.json' },
  };

  afterEach(() => {
    globalThis.fetch = realFetch;
    document.head.innerHTML = '';
  });

  function serveManifest(body: unknown = manifest, status = 200) {
    const fetchMock = jest.fn(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status })),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it("preloads the scripts and CSS of the route's remote, once each", async () => {
    const fetchMock = serveManifest();

    await preloadRouteRemote('/login', Promise.resolve(document_));
    await preloadRouteRemote('/login/', Promise.resolve(document_));

    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:3001/mf-manifest.json');
    expect(preloads()).toEqual([
      ['script', 'http://127.0.0.1:3001/remoteEntry.js'],
      ['script', 'http://127.0.0.1:3001/chunks/form.1a2b3c4d.js'],
      ['script', 'http://127.0.0.1:3001/chunks/mount.5e6f7a8b.js'],
      ['style', 'http://127.0.0.1:3001/chunks/mount.9c0d1e2f.css'],
    ]);
  });

  it('preloads nothing for a route no remote renders, or a remote the document does not name', async () => {
    const fetchMock = serveManifest();

    await preloadRouteRemote('/portal', Promise.resolve(document_));
    await preloadRouteRemote('/portal/pick-up', Promise.resolve(document_));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it("hands main.js the route's remote's manifest, and null when there is none or it fails", async () => {
    const pickup = { remotes: { pickup: 'http://127.0.0.1:3003/mf-manifest.json' } };
    serveManifest();
    await preloadRouteRemote('/portal/pick-up', Promise.resolve(pickup));
    await expect(window.portalEarlyRouteManifest).resolves.toEqual(manifest);

    serveManifest({}, 404);
    await preloadRouteRemote('/portal/pick-up', Promise.resolve(pickup));
    await expect(window.portalEarlyRouteManifest).resolves.toBeNull();
    await preloadRouteRemote('/portal', Promise.resolve(pickup));
    await expect(window.portalEarlyRouteManifest).resolves.toBeNull();
  });

  it("preloads the host's copies of the shared modules the remote's page takes as it first renders", async () => {
    document.head.innerHTML = [
      '<meta name="shared:@portal/shared/ui/inputs-chunks" content="/chunks/checkbox.1a.js /chunks/icons.2b.js /chunks/checkbox.4d.css">',
      '<meta name="shared:@portal/shared/ui/menus-chunks" content="/chunks/menu.3c.js">',
    ].join('');
    serveManifest({
      ...manifest,
      metaData: { ...manifest.metaData, firstShared: ['@portal/shared/ui/inputs', 'react'] },
    });

    await preloadRouteRemote('/login', Promise.resolve(document_));

    expect(preloads()).toEqual([
      ['script', 'http://127.0.0.1:3001/remoteEntry.js'],
      ['script', 'http://127.0.0.1:3001/chunks/form.1a2b3c4d.js'],
      ['script', 'http://127.0.0.1:3001/chunks/mount.5e6f7a8b.js'],
      ['style', 'http://127.0.0.1:3001/chunks/mount.9c0d1e2f.css'],
      ['script', `${window.location.origin}/chunks/checkbox.1a.js`],
      ['script', `${window.location.origin}/chunks/icons.2b.js`],
      ['style', `${window.location.origin}/chunks/checkbox.4d.css`],
    ]);
  });

  it('leaves loading to the federation runtime when anything fails', async () => {
    serveManifest({}, 404);
    await expect(preloadRouteRemote('/login', Promise.resolve(document_))).resolves.toBeUndefined();
    await expect(
      preloadRouteRemote('/login', Promise.reject(new TypeError('Failed to fetch'))),
    ).resolves.toBeUndefined();
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as never;
    await expect(preloadRouteRemote('/login', Promise.resolve(document_))).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});
