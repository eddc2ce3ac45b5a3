import {
  REGISTRY_URL,
  requestPortalDocumentEarly,
  takePortalDocumentRequest,
} from './portal-document-request';

describe('the early request for the runtime document', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
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
