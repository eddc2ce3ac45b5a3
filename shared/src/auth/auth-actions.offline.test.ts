import { reportError } from '../error-reporting/error-reporting';
import { storeSessionToken, storedSessionToken } from '../session/session-token';
import { flushPromises, resetFakeFirebase } from '../test-support/fake-firebase';
import { configureForTests } from '../testing/test-config';
import { loginWithEmail, logout, sendPasswordReset } from './auth-actions';
import { GENERIC_AUTH_ERROR_MESSAGE } from './auth-error-message';
import { authStore, resetAuth } from './auth-store';
import { resetFirebaseAuth } from '../session/firebase';

// The network went away before the actions' own code arrived.
jest.mock('./auth-actions.lazy', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
jest.mock('firebase/app', () => jest.requireActual('../test-support/fake-firebase').appModule);
jest.mock('firebase/auth', () => jest.requireActual('../test-support/fake-firebase').authModule);
jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));

beforeEach(() => {
  configureForTests();
  resetFakeFirebase();
  resetFirebaseAuth();
  resetAuth();
  jest.mocked(reportError).mockClear();
});

it('a sign-in whose code cannot load fails calmly: the generic sentence, reported, nothing thrown', async () => {
  await expect(loginWithEmail('parent@example.com', 'Secret-2026')).resolves.toBeUndefined();
  expect(authStore.getState().error?.message).toBe(GENERIC_AUTH_ERROR_MESSAGE);
  expect(reportError).toHaveBeenCalledWith(expect.any(Error), {
    tags: { area: 'auth', action: 'loginWithEmail' },
  });
  await expect(sendPasswordReset('parent@example.com')).resolves.toBe(false);
});

it('signing out does not need that code: the session ends all the same', async () => {
  storeSessionToken('header.payload.signature');
  authStore.setState({
    user: { id: 'u-1', email: 'p@example.com', displayName: 'P', emailVerified: true },
  });
  await logout();
  await flushPromises();
  expect(storedSessionToken()).toBe('');
  expect(authStore.getState()).toMatchObject({ user: null, signingOut: false });
});
