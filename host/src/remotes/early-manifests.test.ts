import { keepEarlyManifest, takeEarlyManifest } from './early-manifests';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('early manifests', () => {
  it('hands the kept answer to the runtime once, readable after the preload read its own', async () => {
    const request = json({ name: 'auth' });
    keepEarlyManifest('http://127.0.0.1:3001/mf-manifest.json', request);
    await expect((await request).json()).resolves.toEqual({ name: 'auth' });

    const kept = await takeEarlyManifest('http://127.0.0.1:3001/mf-manifest.json');
    await expect(kept?.json()).resolves.toEqual({ name: 'auth' });
    await expect(takeEarlyManifest('http://127.0.0.1:3001/mf-manifest.json')).resolves.toBe(
      undefined,
    );
  });

  it("hands what the page's inline script kept to main.js's own copy of this module", async () => {
    keepEarlyManifest('http://127.0.0.1:3004/mf-manifest.json', json({ name: 'pickup' }));
    let mainJs: typeof import('./early-manifests') | undefined;
    jest.isolateModules(() => {
      mainJs = jest.requireActual<typeof import('./early-manifests')>('./early-manifests');
    });

    const kept = await mainJs?.takeEarlyManifest('http://127.0.0.1:3004/mf-manifest.json');
    await expect(kept?.json()).resolves.toEqual({ name: 'pickup' });
  });

  it('matches a manifest named relative to the page', async () => {
    keepEarlyManifest(
      new URL('/remotes/auth/mf-manifest.json', window.location.href).href,
      json({}),
    );
    await expect(takeEarlyManifest('/remotes/auth/mf-manifest.json')).resolves.toBeInstanceOf(
      Response,
    );
  });

  it('leaves a failed or refused request to the runtime', async () => {
    keepEarlyManifest(
      'http://cdn.test/a/mf-manifest.json',
      Promise.reject(new TypeError('offline')),
    );
    keepEarlyManifest('http://cdn.test/b/mf-manifest.json', json({}, 503));
    await expect(takeEarlyManifest('http://cdn.test/a/mf-manifest.json')).resolves.toBe(undefined);
    await expect(takeEarlyManifest('http://cdn.test/b/mf-manifest.json')).resolves.toBe(undefined);
    await expect(takeEarlyManifest('http://cdn.test/c/mf-manifest.json')).resolves.toBe(undefined);
  });
});
