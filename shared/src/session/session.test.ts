import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sdkIdToken } from './sdk-token';
import {
  SESSION_TOKEN_KEY,
  authorizedFetch,
  endSession,
  hasStoredSession,
  refreshSessionToken,
  sessionToken,
  storedSessionToken,
} from './session';
import { i18n } from '../i18n';

jest.mock('./sdk-token', () => ({ sdkIdToken: jest.fn() }));

const mockedSdkIdToken = jest.mocked(sdkIdToken);
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  mockedSdkIdToken.mockReset();
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

describe('the stored session token (spec: local storage key anja_session)', () => {
  it("keeps the auth SDK's token under anja_session", async () => {
    expect(SESSION_TOKEN_KEY).toBe('anja_session');
    mockedSdkIdToken.mockResolvedValue('abc');
    await expect(refreshSessionToken()).resolves.toBe('abc');
    expect(localStorage.getItem('anja_session')).toBe('abc');
    expect(storedSessionToken()).toBe('abc');
    expect(hasStoredSession()).toBe(true);
  });

  it('asks the SDK for a new token when forced, for the user a sign-in returned', async () => {
    const user = { uid: 'u-1' } as never;
    mockedSdkIdToken.mockResolvedValue('fresh');
    await refreshSessionToken({ forceRefresh: true, user });
    expect(mockedSdkIdToken).toHaveBeenCalledWith(true, user);
    expect(storedSessionToken()).toBe('fresh');
  });

  it('keeps the stored token when the SDK has none, and reads an empty string without one', async () => {
    mockedSdkIdToken.mockResolvedValue(null);
    await expect(refreshSessionToken()).resolves.toBeNull();
    expect(storedSessionToken()).toBe('');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('anja_session', 'stored');
    await expect(sessionToken()).resolves.toBe('stored');
  });

  it('forgets the token when the session ends (log out)', () => {
    localStorage.setItem('anja_session', 'abc');
    endSession();
    expect(localStorage.getItem('anja_session')).toBeNull();
  });

  it('never throws when storage is unavailable (private mode)', async () => {
    const failing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(failing);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(failing);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(failing);
    mockedSdkIdToken.mockResolvedValue('abc');

    await expect(refreshSessionToken()).resolves.toBe('abc');
    expect(() => endSession()).not.toThrow();
    expect(storedSessionToken()).toBe('');
    expect(hasStoredSession()).toBe(false);
  });
});

describe('authorizedFetch', () => {
  function serve(): (string | null)[] {
    const seen: (string | null)[] = [];
    server.use(
      http.post('http://functions.test/thing', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    return seen;
  }

  it("sends the SDK's fresh token, else the stored one, else no Authorization", async () => {
    const seen = serve();
    mockedSdkIdToken.mockResolvedValueOnce('fresh');
    await authorizedFetch('http://functions.test/thing', { method: 'POST' });
    localStorage.setItem('anja_session', 'stored');
    mockedSdkIdToken.mockResolvedValueOnce(null);
    await authorizedFetch('http://functions.test/thing', { method: 'POST' });
    localStorage.clear();
    mockedSdkIdToken.mockResolvedValueOnce(null);
    await authorizedFetch('http://functions.test/thing', { method: 'POST' });
    expect(seen).toEqual(['Bearer fresh', 'Bearer stored', null]);
  });

  it('says the portal’s language of the moment in Accept-Language', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.post('http://functions.test/thing', ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({ ok: true });
      }),
    );
    mockedSdkIdToken.mockResolvedValue(null);
    await authorizedFetch('http://functions.test/thing', { method: 'POST' });
    i18n.activate('es');
    try {
      await authorizedFetch('http://functions.test/thing', { method: 'POST' });
    } finally {
      i18n.activate('en');
    }
    expect(languages).toEqual(['en', 'es']);
  });

  it("keeps the caller's headers and body", async () => {
    let received: { type: string | null; body: unknown } | null = null;
    server.use(
      http.post('http://functions.test/thing', async ({ request }) => {
        received = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({});
      }),
    );
    mockedSdkIdToken.mockResolvedValue('t');
    await authorizedFetch('http://functions.test/thing', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ checkoutId: 'c-1' }),
    });
    expect(received).toEqual({ type: 'application/json', body: { checkoutId: 'c-1' } });
  });
});
