import { configureForTests } from '../testing/test-config';
import {
  appModule,
  authModule,
  fakeAuth,
  fakePersistence,
  resetFakeFirebase,
} from '../test-support/fake-firebase';
import { getFirebaseAuth, resetFirebaseAuth } from './firebase';

jest.mock('firebase/app', () => jest.requireActual('../test-support/fake-firebase').appModule);
jest.mock('firebase/auth', () => jest.requireActual('../test-support/fake-firebase').authModule);

describe('getFirebaseAuth', () => {
  beforeEach(() => {
    resetFakeFirebase();
    resetFirebaseAuth();
  });

  it('initialises Firebase once from the configuration and caches the instance', async () => {
    configureForTests();
    const [first, second] = await Promise.all([getFirebaseAuth(), getFirebaseAuth()]);
    expect(first).toBe(fakeAuth);
    expect(second).toBe(fakeAuth);
    await getFirebaseAuth();
    expect(appModule.initializeApp).toHaveBeenCalledTimes(1);
    expect(appModule.initializeApp).toHaveBeenCalledWith({
      apiKey: 'test-api-key',
      authDomain: 'localhost',
      projectId: 'demo-portal',
    });
    expect(authModule.initializeAuth).toHaveBeenCalledTimes(1);
    // Explicit persistence and no popup resolver: Google's is loaded only when asked for.
    expect(authModule.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: [fakePersistence.indexedDB, fakePersistence.local],
    });
    expect(authModule.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('connects the Auth emulator when configured', async () => {
    configureForTests({ authEmulatorUrl: 'http://127.0.0.1:9099' });
    await getFirebaseAuth();
    expect(authModule.connectAuthEmulator).toHaveBeenCalledWith(fakeAuth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  it('reuses an app that already exists', async () => {
    configureForTests();
    appModule.getApps.mockReturnValue([{ name: '[DEFAULT]' }]);
    await getFirebaseAuth();
    expect(appModule.initializeApp).not.toHaveBeenCalled();
    expect(appModule.getApp).toHaveBeenCalled();
  });

  it('lets a later call retry after a failed load', async () => {
    configureForTests();
    authModule.initializeAuth.mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    await expect(getFirebaseAuth()).rejects.toThrow('chunk failed');
    await expect(getFirebaseAuth()).resolves.toBe(fakeAuth);
  });
});
