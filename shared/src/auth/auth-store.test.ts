import { analytics } from '../analytics/analytics';
import { reportError } from '../error-reporting/error-reporting';
import { configureForTests } from '../testing/test-config';
import {
  authModule,
  emitAuthResult,
  fakeUser,
  flushPromises,
  resetFakeFirebase,
} from '../test-support/fake-firebase';
import { authStore, resetAuth, startAuth } from './auth-store';
import { loadFirebaseAuth, resetFirebaseAuth } from '../session/firebase';
import { refreshSessionToken } from '../session/session';
import { sessionTokenFor } from '../testing/unsigned-token';

jest.mock('firebase/app', () => jest.requireActual('../test-support/fake-firebase').appModule);
jest.mock('firebase/auth', () => jest.requireActual('../test-support/fake-firebase').authModule);
jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

describe('auth store', () => {
  let identify: jest.SpyInstance;

  beforeEach(() => {
    configureForTests();
    resetFakeFirebase();
    resetFirebaseAuth();
    resetAuth();
    localStorage.clear();
    identify = jest.spyOn(analytics, 'identify').mockImplementation(() => undefined);
  });

  it('starts loading, signed out, without error', () => {
    expect(authStore.getState()).toEqual({
      loading: true,
      user: null,
      error: null,
      signingOut: false,
    });
  });

  it('stays loading until the first auth result, then signed out clears user and token', async () => {
    localStorage.setItem('anja_session', 'stale');
    await startAuth();
    expect(authStore.getState().loading).toBe(true);

    emitAuthResult(null);
    await flushPromises();

    expect(authStore.getState()).toMatchObject({ loading: false, user: null });
    expect(localStorage.getItem('anja_session')).toBeNull();
    expect(identify).not.toHaveBeenCalled();
  });

  it('signed in: sets the user, stores the token, identifies by id and email', async () => {
    await startAuth();
    emitAuthResult(fakeUser({ uid: 'u-42', email: 'mum@example.com', emailVerified: false }));
    await flushPromises();

    expect(authStore.getState()).toMatchObject({
      loading: false,
      user: {
        id: 'u-42',
        email: 'mum@example.com',
        emailVerified: false,
        displayName: 'Pat Parent',
      },
    });
    expect(localStorage.getItem('anja_session')).toBe('token');
    expect(identify).toHaveBeenCalledTimes(1);
    expect(identify).toHaveBeenCalledWith('u-42', { email: 'mum@example.com' });
  });

  it('keeps the token in step on refresh without identifying again', async () => {
    await startAuth();
    const user = fakeUser({ uid: 'u-1' });
    emitAuthResult(user);
    await flushPromises();
    user.getIdToken.mockResolvedValue('refreshed');
    emitAuthResult(user);
    await flushPromises();

    expect(localStorage.getItem('anja_session')).toBe('refreshed');
    expect(identify).toHaveBeenCalledTimes(1);
  });

  it('signing out after signing in clears user and token', async () => {
    await startAuth();
    emitAuthResult(fakeUser());
    await flushPromises();
    expect(localStorage.getItem('anja_session')).toBe('token');

    emitAuthResult(null);
    await flushPromises();

    expect(authStore.getState().user).toBeNull();
    expect(localStorage.getItem('anja_session')).toBeNull();
  });

  it('ignores a sign-in whose token arrives after a newer sign-out', async () => {
    await startAuth();
    const slow = fakeUser();
    let release: (token: string) => void = () => undefined;
    slow.getIdToken.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    emitAuthResult(slow);
    emitAuthResult(null);
    release('late-token');
    await flushPromises();

    expect(authStore.getState().user).toBeNull();
    expect(localStorage.getItem('anja_session')).toBeNull();
  });

  it('still sets the user when the token cannot be read, and reports it', async () => {
    await startAuth();
    const user = fakeUser();
    user.getIdToken.mockRejectedValue(new Error('network'));
    emitAuthResult(user);
    await flushPromises();

    expect(authStore.getState().user?.id).toBe('uid-1');
    expect(reportError).toHaveBeenCalled();
  });

  it('is idempotent: one subscription for many calls', async () => {
    await Promise.all([startAuth(), startAuth()]);
    await startAuth();
    expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
  });

  it('stops loading and reports when the provider cannot load', async () => {
    authModule.initializeAuth.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    await startAuth();
    expect(authStore.getState()).toMatchObject({ loading: false, user: null });
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.anything());
  });
  describe('on a page that starts signed out (untilInteraction)', () => {
    it('is signed out at once and loads nothing until the parent presses a key or a pointer', async () => {
      await startAuth({ untilInteraction: true });
      await flushPromises();
      expect(authStore.getState()).toMatchObject({ loading: false, user: null });
      expect(authModule.initializeAuth).not.toHaveBeenCalled();

      // Focus moved by the page itself is not the parent using it.
      document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await flushPromises();
      expect(authModule.initializeAuth).not.toHaveBeenCalled();

      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      await flushPromises();
      expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);

      // Once started, further interactions start nothing more.
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await flushPromises();
      expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
    });

    it('follows a session the provider restores once loaded', async () => {
      await startAuth({ untilInteraction: true });
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await flushPromises();
      emitAuthResult(fakeUser({ uid: 'u-7' }));
      await flushPromises();
      expect(authStore.getState().user?.id).toBe('u-7');
    });

    it('starts at once when asked plainly (an auth action), and stops waiting', async () => {
      const removed = jest.spyOn(document, 'removeEventListener');
      await startAuth({ untilInteraction: true });
      await startAuth();
      expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
      expect(removed.mock.calls.map(([type]) => type)).toEqual(
        expect.arrayContaining(['keydown', 'pointerdown', 'touchstart']),
      );
    });
  });

  describe('on a page that may start from the stored session (fromStoredSession)', () => {
    const tokenFor = (minutesLeft: number) =>
      sessionTokenFor('u-9', minutesLeft, {
        email: 'ana@example.com',
        email_verified: true,
        name: 'Ana',
      });

    afterEach(() => jest.useRealTimers());

    it('shows the parent the stored token names at once, and loads nothing until a key or a pointer', async () => {
      localStorage.setItem('anja_session', tokenFor(60));
      await startAuth({ fromStoredSession: true });
      expect(authStore.getState()).toMatchObject({
        loading: false,
        user: { id: 'u-9', email: 'ana@example.com', emailVerified: true, displayName: 'Ana' },
      });
      expect(identify).toHaveBeenCalledTimes(1);
      // Requests go on with the stored token meanwhile.
      await expect(refreshSessionToken()).resolves.toBe(tokenFor(60));
      await flushPromises();
      expect(authModule.initializeAuth).not.toHaveBeenCalled();

      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await flushPromises();
      expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
      // The provider confirms the same parent: nobody is announced twice.
      emitAuthResult(fakeUser({ uid: 'u-9', email: 'ana@example.com', emailVerified: true }));
      await flushPromises();
      expect(authStore.getState().user?.id).toBe('u-9');
      expect(identify).toHaveBeenCalledTimes(1);
    });

    it('keeps the stored session’s parent when the provider cannot load, and tries again at the next use', async () => {
      localStorage.setItem('anja_session', tokenFor(60));
      await startAuth({ fromStoredSession: true });
      // The page reloads (or the connection drops) while the provider's code downloads.
      authModule.initializeAuth.mockImplementationOnce(() => {
        throw new Error('Loading chunk firebase-auth failed.');
      });
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await flushPromises();
      expect(reportError).toHaveBeenLastCalledWith(
        expect.objectContaining({ message: 'Loading chunk firebase-auth failed.' }),
        expect.anything(),
      );
      expect(authStore.getState()).toMatchObject({ loading: false, user: { id: 'u-9' } });
      expect(localStorage.getItem('anja_session')).toBe(tokenFor(60));
      expect(authModule.onIdTokenChanged).not.toHaveBeenCalled();

      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await flushPromises();
      expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
    });

    it('ends the session when the provider, once loaded, knows no parent', async () => {
      localStorage.setItem('anja_session', tokenFor(60));
      await startAuth({ fromStoredSession: true });
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      await flushPromises();
      emitAuthResult(null);
      await flushPromises();
      expect(authStore.getState()).toMatchObject({ loading: false, user: null });
      expect(localStorage.getItem('anja_session')).toBeNull();
    });

    it('loads the provider when another tab changes the session', async () => {
      localStorage.setItem('anja_session', tokenFor(60));
      await startAuth({ fromStoredSession: true });
      window.dispatchEvent(new StorageEvent('storage', { key: 'other-key' }));
      await flushPromises();
      expect(authModule.onIdTokenChanged).not.toHaveBeenCalled();
      window.dispatchEvent(new StorageEvent('storage', { key: 'anja_session', newValue: null }));
      await flushPromises();
      expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
    });

    it('loads the provider a few minutes before the token expires', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
      localStorage.setItem('anja_session', tokenFor(20));
      await startAuth({ fromStoredSession: true });
      jest.advanceTimersByTime(14 * 60_000);
      expect(authModule.initializeAuth).not.toHaveBeenCalled();
      jest.advanceTimersByTime(60_000 + 1);
      jest.useRealTimers();
      await flushPromises();
      expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
    });

    it('subscribes when anything else asks for the provider first', async () => {
      localStorage.setItem('anja_session', tokenFor(60));
      await startAuth({ fromStoredSession: true });
      await loadFirebaseAuth();
      await flushPromises();
      expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
    });

    it('loads the provider at once when the stored token is about to expire', async () => {
      localStorage.setItem('anja_session', tokenFor(2));
      await startAuth({ fromStoredSession: true });
      expect(authStore.getState().loading).toBe(true);
      expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
      // And the session's token now comes from the provider.
      await refreshSessionToken();
      expect(authModule.initializeAuth).toHaveBeenCalledTimes(1);
    });
  });
});
