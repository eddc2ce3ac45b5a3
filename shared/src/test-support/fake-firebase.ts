/**
 * A stand-in for `firebase/app` and `firebase/auth` in unit tests:
 *
 *   jest.mock('firebase/app', () => jest.requireActual('./fake-firebase').appModule);
 *   jest.mock('firebase/auth', () => jest.requireActual('./fake-firebase').authModule);
 *
 * Call `resetFakeFirebase()` in `beforeEach`.
 */
import type { User } from 'firebase/auth';

export interface FakeUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  getIdToken: jest.Mock<Promise<string>, [boolean?]>;
  reload: jest.Mock<Promise<void>, []>;
}

export function fakeUser(init: Partial<Omit<FakeUser, 'getIdToken' | 'reload'>> = {}): FakeUser {
  return {
    uid: 'uid-1',
    email: 'parent@example.com',
    emailVerified: true,
    displayName: 'Pat Parent',
    getIdToken: jest.fn(async (forceRefresh?: boolean) => (forceRefresh ? 'fresh-token' : 'token')),
    reload: jest.fn(async () => undefined),
    ...init,
  };
}

/** The fake as the SDK's `User` type, for the functions that take one. */
export function asUser(user: FakeUser): User {
  return user as unknown as User;
}

export const fakeAuth: {
  currentUser: FakeUser | null;
  authStateReady: jest.Mock<Promise<void>, []>;
} = {
  currentUser: null,
  authStateReady: jest.fn(async () => undefined),
};

type Listener = (user: FakeUser | null) => void;
const listeners = new Set<Listener>();

/** Delivers an auth result to every `onIdTokenChanged` subscriber. */
export function emitAuthResult(user: FakeUser | null): void {
  fakeAuth.currentUser = user;
  for (const listener of [...listeners]) listener(user);
}

export class FakeGoogleAuthProvider {
  readonly providerId = 'google.com';
}

/** Stand-ins for the SDK's persistence and popup resolver objects (compared by identity). */
export const fakePersistence = { indexedDB: { type: 'LOCAL' }, local: { type: 'LOCAL' } };
export const fakePopupResolver = { kind: 'popup-resolver' };

export const authModule = {
  initializeAuth: jest.fn(),
  indexedDBLocalPersistence: fakePersistence.indexedDB,
  browserLocalPersistence: fakePersistence.local,
  browserPopupRedirectResolver: fakePopupResolver,
  connectAuthEmulator: jest.fn(),
  onIdTokenChanged: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signInWithPopup: jest.fn(),
  createUserWithEmailAndPassword: jest.fn(),
  updateProfile: jest.fn(),
  sendEmailVerification: jest.fn(),
  sendPasswordResetEmail: jest.fn(),
  signOut: jest.fn(),
  GoogleAuthProvider: FakeGoogleAuthProvider,
};

export const appModule = {
  initializeApp: jest.fn(),
  getApps: jest.fn(),
  getApp: jest.fn(),
};

/** A FirebaseError-like rejection. */
export function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });
}

export function resetFakeFirebase(): void {
  listeners.clear();
  fakeAuth.currentUser = null;
  fakeAuth.authStateReady.mockImplementation(async () => undefined);
  appModule.initializeApp.mockImplementation((options: unknown) => ({
    name: '[DEFAULT]',
    options,
  }));
  appModule.getApps.mockImplementation(() => []);
  appModule.getApp.mockImplementation(() => ({ name: '[DEFAULT]' }));
  authModule.initializeAuth.mockImplementation(() => fakeAuth);
  authModule.connectAuthEmulator.mockImplementation(() => undefined);
  authModule.onIdTokenChanged.mockImplementation((_auth: unknown, next: Listener) => {
    listeners.add(next);
    return () => listeners.delete(next);
  });
  authModule.signOut.mockImplementation(async () => {
    emitAuthResult(null);
  });
  authModule.updateProfile.mockImplementation(
    async (user: FakeUser, profile: { displayName?: string }) => {
      if (profile.displayName !== undefined) user.displayName = profile.displayName;
    },
  );
  authModule.sendEmailVerification.mockImplementation(async () => undefined);
  authModule.sendPasswordResetEmail.mockImplementation(async () => undefined);
  for (const fn of [
    authModule.signInWithEmailAndPassword,
    authModule.signInWithPopup,
    authModule.createUserWithEmailAndPassword,
  ]) {
    fn.mockReset();
  }
}

/** Lets pending promise callbacks run. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
