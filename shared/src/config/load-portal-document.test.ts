import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getConfig, resetConfig } from './config-store';
import { fetchPortalDocument, loadPortalDocument } from './load-portal-document';

const env = {
  FUNCTIONS_DOMAIN: 'http://127.0.0.1:5001',
  GQL_DOMAIN: 'http://127.0.0.1:4000',
  FIREBASE_API_KEY: 'key',
  FIREBASE_AUTH_DOMAIN: 'localhost',
  FIREBASE_PROJECT_ID: 'demo-portal',
};
const remotes = { remote_auth: 'http://127.0.0.1:3001/mf-manifest.json' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetConfig();
});
afterAll(() => server.close());

describe('loadPortalDocument', () => {
  it('fetches /portal.config.json uncached, configures and returns the document', async () => {
    const seen: RequestCache[] = [];
    server.use(
      http.get('http://localhost/portal.config.json', ({ request }) => {
        seen.push(request.cache);
        return HttpResponse.json({ env, remotes });
      }),
    );

    const doc = await loadPortalDocument();

    expect(seen).toEqual(['no-store']);
    expect(doc).toEqual({ env, remotes });
    expect(getConfig().graphqlUrl).toBe('http://127.0.0.1:4000/graphql');
  });

  it('reads a request already started instead of asking again', async () => {
    let requests = 0;
    server.use(
      http.get('http://localhost/portal.config.json', () => {
        requests += 1;
        return HttpResponse.json({ env, remotes });
      }),
    );
    const started = fetchPortalDocument();

    await expect(loadPortalDocument(started)).resolves.toEqual({ env, remotes });
    expect(requests).toBe(1);
    expect(getConfig().graphqlUrl).toBe('http://127.0.0.1:4000/graphql');
  });

  it('reads another address and tolerates a missing remote registry', async () => {
    server.use(http.get('http://localhost/other.json', () => HttpResponse.json({ env })));
    await expect(loadPortalDocument('/other.json')).resolves.toEqual({ env, remotes: {} });
  });

  it("throws the spec's start-up error for a bad env", async () => {
    server.use(
      http.get('http://localhost/portal.config.json', () =>
        HttpResponse.json({ env: { ...env, GQL_DOMAIN: 'nope' }, remotes }),
      ),
    );
    await expect(loadPortalDocument()).rejects.toThrow('Invalid GQL domain');
    expect(() => getConfig()).toThrow();
  });

  it('throws when the document cannot be loaded', async () => {
    server.use(
      http.get(
        'http://localhost/portal.config.json',
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    await expect(loadPortalDocument()).rejects.toThrow(/HTTP 404/);
  });
});
