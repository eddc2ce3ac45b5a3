import { isConfigured, resetConfig } from '../config/config-store';
import { appModule, authModule, fakeAuth, resetFakeFirebase } from '../test-support/fake-firebase';
import { authNeededAtLoad, startAuthProviderEarly } from './auth-preload';
import { getFirebaseAuth, resetFirebaseAuth } from '../session/firebase';
import { SESSION_TOKEN_KEY } from '../session/session';
import { sessionTokenFor } from '../testing/unsigned-token';

jest.mock('firebase/app', () => jest.requireActual('../test-support/fake-firebase').appModule);
jest.mock('firebase/auth', () => jest.requireActual('../test-support/fake-firebase').authModule);

const portalDocument = {
  env: {
    FUNCTIONS_DOMAIN: 'http://127.0.0.1:5001',
    GQL_DOMAIN: 'http://127.0.0.1:4000',
    FIREBASE_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_DOMAIN: 'localhost',
    FIREBASE_PROJECT_ID: 'demo-portal',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  },
  remotes: {},
};

/** Lets the document's promise and the SDK's dynamic import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('authNeededAtLoad', () => {
  beforeEach(() => localStorage.clear());

  it('is true on the routes behind the guard', () => {
    expect(authNeededAtLoad('/portal')).toBe(true);
    expect(authNeededAtLoad('/portal/pick-up')).toBe(true);
    expect(authNeededAtLoad('/verify-email')).toBe(true);
  });

  it('is false on a signed-out page when no session token is stored', () => {
    expect(authNeededAtLoad('/login')).toBe(false);
    expect(authNeededAtLoad('/signup')).toBe(false);
    expect(authNeededAtLoad('/order')).toBe(false);
  });

  it('is true everywhere for a parent who was signed in (the token is stored)', () => {
    localStorage.setItem(SESSION_TOKEN_KEY, 'token');
    expect(authNeededAtLoad('/login')).toBe(true);
    expect(authNeededAtLoad('/order')).toBe(true);
  });
});

describe('startAuthProviderEarly', () => {
  beforeEach(() => {
    localStorage.clear();
    resetFakeFirebase();
    resetFirebaseAuth();
    resetConfig();
  });

  it('initialises Firebase from the runtime document before the boot has configured anything', async () => {
    startAuthProviderEarly('/portal', Promise.resolve(portalDocument));
    await settle();
    expect(isConfigured()).toBe(false);
    expect(appModule.initializeApp).toHaveBeenCalledWith({
      apiKey: 'demo-api-key',
      authDomain: 'localhost',
      projectId: 'demo-portal',
    });
    expect(authModule.connectAuthEmulator).toHaveBeenCalledWith(
      fakeAuth,
      'http://127.0.0.1:9099',
      expect.anything(),
    );
    // The boot's own call finds that one instance.
    await expect(getFirebaseAuth()).resolves.toBe(fakeAuth);
    expect(authModule.initializeAuth).toHaveBeenCalledTimes(1);
  });

  it('starts nothing on a page that starts signed out', async () => {
    startAuthProviderEarly('/login', Promise.resolve(portalDocument));
    await settle();
    expect(appModule.initializeApp).not.toHaveBeenCalled();
  });

  it('starts nothing for a stored session token valid for a while, and starts for one near expiry', async () => {
    const tokenFor = (minutesLeft: number) => sessionTokenFor('u-1', minutesLeft);
    localStorage.setItem(SESSION_TOKEN_KEY, tokenFor(60));
    startAuthProviderEarly('/portal', Promise.resolve(portalDocument));
    await settle();
    expect(appModule.initializeApp).not.toHaveBeenCalled();

    localStorage.setItem(SESSION_TOKEN_KEY, tokenFor(2));
    startAuthProviderEarly('/portal', Promise.resolve(portalDocument));
    await settle();
    expect(appModule.initializeApp).toHaveBeenCalledTimes(1);
  });

  it('leaves a document the boot will refuse, or none, to the boot', async () => {
    const { FIREBASE_API_KEY: _unused, ...withoutKey } = portalDocument.env;
    startAuthProviderEarly('/portal', Promise.resolve({ env: withoutKey }));
    startAuthProviderEarly('/portal/pick-up', Promise.reject(new Error('offline')));
    startAuthProviderEarly('/portal/medical-form', Promise.resolve(null));
    await settle();
    expect(appModule.initializeApp).not.toHaveBeenCalled();
  });
});
