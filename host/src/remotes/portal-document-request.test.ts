import {
  REGISTRY_URL,
  requestPortalDocumentEarly,
  takePortalDocumentRequest,
} from './portal-document-request';
import { preloadRouteRemote } from './route-remote-preload';

describe('the early request for the runtime document', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    delete window.portalEarlyDocument;
  });

  it('is asked for uncached at once and handed to the boot once', async () => {
    const response = new Response('{}');
    const fetchMock = jest.fn(() => Promise.resolve(response));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    requestPortalDocumentEarly();

    expect(fetchMock).toHaveBeenCalledWith(REGISTRY_URL, { cache: 'no-store' });
    const request = takePortalDocumentRequest();
    expect(typeof request).not.toBe('string');
    await expect(request).resolves.toBe(response);
    // A later read asks again: the early response is read once.
    expect(takePortalDocumentRequest()).toBe(REGISTRY_URL);
  });

  it("starts the route's remote as soon as the document names it; the boot still reads the document", async () => {
    const body = { env: {}, remotes: { auth: 'http://127.0.0.1:3001/mf-manifest.json' } };
    const manifest = {
      metaData: {
        globalName: 'auth',
        publicPath: 'auto',
        remoteEntry: { path: '', name: 'remoteEntry.js' },
      },
      exposes: [{ path: './mount', assets: { js: { sync: ['chunks/mount.1a2b3c4d.js'] } } }],
    };
    globalThis.fetch = jest.fn((url: string) =>
      Promise.resolve(Response.json(url === REGISTRY_URL ? body : manifest)),
    ) as unknown as typeof fetch;

    // As the page's inline script asks (inline-first-load.ts).
    requestPortalDocumentEarly('/login', (pathname, portalDocument) => {
      void preloadRouteRemote(pathname, portalDocument);
    });
    const request = takePortalDocumentRequest();
    if (typeof request === 'string') throw new Error('no early request');
    await expect((await request).json()).resolves.toEqual(body);
    await new Promise((resolve) => setTimeout(resolve, 10));

    const preloads = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link')).map(
      (link) => link.href,
    );
    expect(preloads).toEqual([
      'http://127.0.0.1:3001/remoteEntry.js',
      'http://127.0.0.1:3001/chunks/mount.1a2b3c4d.js',
    ]);
    document.head.innerHTML = '';
  });

  it("is asked once when main.js asks after the page's inline script", async () => {
    const fetchMock = jest.fn(() => Promise.resolve(Response.json({ env: {}, remotes: {} })));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    const inline = requestPortalDocumentEarly('/portal');
    const main = requestPortalDocumentEarly('/portal');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(main).toBe(inline);
    await expect(main).resolves.toEqual({ env: {}, remotes: {} });
    expect(typeof takePortalDocumentRequest()).not.toBe('string');
  });

  it('gives the address when nothing was asked early', () => {
    expect(takePortalDocumentRequest()).toBe('/portal.config.json');
  });

  it('leaves a failure to the boot that reads it, not to an unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    globalThis.fetch = jest.fn(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof fetch;

    requestPortalDocumentEarly();
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(unhandled).not.toHaveBeenCalled();
    await expect(takePortalDocumentRequest()).rejects.toThrow('Failed to fetch');
    process.off('unhandledRejection', unhandled);
  });
});
