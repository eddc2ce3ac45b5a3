import { analytics } from '../analytics/analytics';
import { reportError } from '../error-reporting/error-reporting';
import { registerUser } from '../graphql/register-user';
import { orderStore, setOrders } from '../orders/order-store';
import { configureForTests } from '../testing/test-config';
import {
  FakeGoogleAuthProvider,
  authError,
  authModule,
  fakeAuth,
  fakeUser,
  flushPromises,
  resetFakeFirebase,
  fakePopupResolver,
} from '../test-support/fake-firebase';
import {
  clearAuthError,
  loginWithEmail,
  loginWithGoogle,
  logout,
  reloadUser,
  sendPasswordReset,
  sendVerificationEmail,
  signUp,
} from './auth-actions';
import { authErrorMessage, GENERIC_AUTH_ERROR_MESSAGE } from './auth-error-message';
import { authStore, resetAuth, startAuth } from './auth-store';
import { resetFirebaseAuth } from '../session/firebase';
import { refreshSessionToken } from '../session/session';

jest.mock('firebase/app', () => jest.requireActual('../test-support/fake-firebase').appModule);
jest.mock('firebase/auth', () => jest.requireActual('../test-support/fake-firebase').authModule);
jest.mock('../error-reporting/error-reporting', () => ({ reportError: jest.fn() }));
jest.mock('../graphql/register-user', () => ({ registerUser: jest.fn() }));

const mockedRegisterUser = jest.mocked(registerUser);
const mockedReportError = jest.mocked(reportError);

let track: jest.SpyInstance;
let resetAnalytics: jest.SpyInstance;

beforeEach(() => {
  configureForTests();
  resetFakeFirebase();
  resetFirebaseAuth();
  resetAuth();
  authStore.setState({ loading: false });
  localStorage.clear();
  mockedRegisterUser.mockImplementation(async (input) => ({ ...input }));
  track = jest.spyOn(analytics, 'track').mockImplementation(() => undefined);
  resetAnalytics = jest.spyOn(analytics, 'reset').mockImplementation(() => undefined);
  jest.spyOn(analytics, 'identify').mockImplementation(() => undefined);
});

function expectFailure(code: string) {
  expect(authStore.getState().error).toEqual({ code, message: authErrorMessage(code) });
  // The failure's own sentence, loaded before the failure was held (no first load carries them).
  expect(authStore.getState().error?.message).not.toBe(GENERIC_AUTH_ERROR_MESSAGE);
  expect(mockedReportError).toHaveBeenCalled();
}

describe('loginWithEmail', () => {
  it('signs in, sets the user and tracks Sign In with label email', async () => {
    const user = fakeUser({ uid: 'u-7', email: 'mum@example.com' });
    authModule.signInWithEmailAndPassword.mockResolvedValue({ user });

    const result = await loginWithEmail('mum@example.com', 'secret1');

    expect(authModule.signInWithEmailAndPassword).toHaveBeenCalledWith(
      fakeAuth,
      'mum@example.com',
      'secret1',
    );
    expect(result).toEqual({
      id: 'u-7',
      email: 'mum@example.com',
      emailVerified: true,
      displayName: 'Pat Parent',
    });
    expect(authStore.getState().user).toEqual(result);
    expect(authStore.getState().error).toBeNull();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('Sign In', {
      userId: 'u-7',
      email: 'mum@example.com',
      label: 'email',
    });
  });

  it('on a page that started signed out, starts following the provider (token refreshes)', async () => {
    await startAuth({ untilInteraction: true });
    expect(authModule.onIdTokenChanged).not.toHaveBeenCalled();
    authModule.signInWithEmailAndPassword.mockResolvedValue({ user: fakeUser() });

    await loginWithEmail('mum@example.com', 'secret1');

    expect(authModule.onIdTokenChanged).toHaveBeenCalledTimes(1);
  });

  it('fails: returns undefined, reports, holds a human error, tracks nothing', async () => {
    authModule.signInWithEmailAndPassword.mockRejectedValue(authError('auth/wrong-password'));

    await expect(loginWithEmail('mum@example.com', 'nope')).resolves.toBeUndefined();

    expectFailure('auth/wrong-password');
    expect(authStore.getState().error?.message).not.toContain('auth/');
    expect(authStore.getState().user).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });

  it('reports the provider failure by code only (no email address)', async () => {
    authModule.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(authError('auth/user-disabled'), { customData: { email: 'mum@example.com' } }),
    );
    await loginWithEmail('mum@example.com', 'x');
    const [reported, context] = mockedReportError.mock.calls[0] ?? [];
    expect(JSON.stringify({ reported: String(reported), context })).not.toContain(
      'mum@example.com',
    );
    expect(String(reported)).toContain('auth/user-disabled');
  });

  it('a new attempt clears the previous error', async () => {
    authModule.signInWithEmailAndPassword.mockRejectedValueOnce(authError('auth/wrong-password'));
    await loginWithEmail('a@example.com', 'x');
    authModule.signInWithEmailAndPassword.mockResolvedValueOnce({ user: fakeUser() });
    await loginWithEmail('a@example.com', 'y');
    expect(authStore.getState().error).toBeNull();
  });
});

describe('loginWithGoogle', () => {
  it('signs in with the Google popup, saves the refreshed token, registers, tracks', async () => {
    const user = fakeUser({ uid: 'g-1', email: 'dad@example.com', displayName: 'Dad' });
    authModule.signInWithPopup.mockResolvedValue({ user });

    const result = await loginWithGoogle();

    // The popup resolver, loaded for this sign-in only, is passed explicitly.
    expect(authModule.signInWithPopup).toHaveBeenCalledWith(
      fakeAuth,
      expect.any(FakeGoogleAuthProvider),
      fakePopupResolver,
    );
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(localStorage.getItem('anja_session')).toBe('fresh-token');
    expect(mockedRegisterUser).toHaveBeenCalledWith({
      id: 'g-1',
      email: 'dad@example.com',
      name: 'Dad',
    });
    expect(track).toHaveBeenCalledWith('Sign In', {
      userId: 'g-1',
      email: 'dad@example.com',
      label: 'google',
    });
    expect(result?.id).toBe('g-1');
    expect(authStore.getState().user?.id).toBe('g-1');
  });

  it("registers '{name}' when Google gives no display name", async () => {
    authModule.signInWithPopup.mockResolvedValue({ user: fakeUser({ displayName: null }) });
    await loginWithGoogle();
    expect(mockedRegisterUser).toHaveBeenCalledWith(expect.objectContaining({ name: '{name}' }));
  });

  it('fails for a Google user without email and signs that user out', async () => {
    authModule.signInWithPopup.mockResolvedValue({ user: fakeUser({ email: null }) });

    await expect(loginWithGoogle()).resolves.toBeUndefined();

    expect(authStore.getState().error).toEqual({
      code: 'portal/google-no-email',
      message: 'no email associated with the Google user',
    });
    expect(authModule.signOut).toHaveBeenCalledWith(fakeAuth);
    expect(localStorage.getItem('anja_session')).toBeNull();
    expect(mockedRegisterUser).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
    expect(mockedReportError).toHaveBeenCalled();
  });

  it('fails when the popup is closed', async () => {
    authModule.signInWithPopup.mockRejectedValue(authError('auth/popup-closed-by-user'));
    await expect(loginWithGoogle()).resolves.toBeUndefined();
    expectFailure('auth/popup-closed-by-user');
    expect(mockedRegisterUser).not.toHaveBeenCalled();
  });

  it('reports a failed registration but keeps the completed sign-in', async () => {
    authModule.signInWithPopup.mockResolvedValue({ user: fakeUser() });
    mockedRegisterUser.mockRejectedValue(new Error('gateway down'));
    const result = await loginWithGoogle();
    expect(result).toBeDefined();
    expect(authStore.getState().user?.id).toBe(result?.id);
    expect(authStore.getState().error).toBeNull();
    expect(mockedReportError).toHaveBeenCalledWith(expect.any(Error), {
      tags: { area: 'auth', action: 'registerUser' },
    });
    expect(track).toHaveBeenCalledWith('Sign In', expect.objectContaining({ label: 'google' }));
  });
});

describe('signUp', () => {
  it('creates the account, names it, saves the refreshed token, registers, tracks, verifies', async () => {
    const user = fakeUser({
      uid: 'n-1',
      email: 'new@example.com',
      displayName: null,
      emailVerified: false,
    });
    authModule.createUserWithEmailAndPassword.mockResolvedValue({ user });

    const result = await signUp({
      name: 'New Parent',
      email: 'new@example.com',
      password: 'secret1',
    });

    expect(authModule.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      fakeAuth,
      'new@example.com',
      'secret1',
    );
    expect(authModule.updateProfile).toHaveBeenCalledWith(user, { displayName: 'New Parent' });
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(localStorage.getItem('anja_session')).toBe('fresh-token');
    expect(mockedRegisterUser).toHaveBeenCalledWith({
      id: 'n-1',
      email: 'new@example.com',
      name: 'New Parent',
    });
    expect(track).toHaveBeenCalledWith('Account Created', {
      userId: 'n-1',
      email: 'new@example.com',
      label: 'email',
    });
    expect(authModule.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: 'http://localhost/portal',
    });
    expect(result).toEqual({
      id: 'n-1',
      email: 'new@example.com',
      emailVerified: false,
      displayName: 'New Parent',
    });
    // The steps run in the spec's order.
    const order = [
      authModule.createUserWithEmailAndPassword,
      authModule.updateProfile,
      user.getIdToken,
      mockedRegisterUser,
      track,
      authModule.sendEmailVerification,
    ].map((mock) => mock.mock.invocationCallOrder[0] ?? 0);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('fails when the email is taken', async () => {
    authModule.createUserWithEmailAndPassword.mockRejectedValue(
      authError('auth/email-already-in-use'),
    );
    await expect(
      signUp({ name: 'A', email: 'taken@example.com', password: 'secret1' }),
    ).resolves.toBeUndefined();
    expectFailure('auth/email-already-in-use');
    expect(mockedRegisterUser).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('fails on a weak password', async () => {
    authModule.createUserWithEmailAndPassword.mockRejectedValue(authError('auth/weak-password'));
    await expect(
      signUp({ name: 'A', email: 'a@example.com', password: '1' }),
    ).resolves.toBeUndefined();
    expectFailure('auth/weak-password');
  });

  it('still succeeds when only the verification email fails (it can be resent)', async () => {
    authModule.createUserWithEmailAndPassword.mockResolvedValue({ user: fakeUser() });
    authModule.sendEmailVerification.mockRejectedValue(authError('auth/too-many-requests'));
    await expect(
      signUp({ name: 'A', email: 'a@example.com', password: 'secret1' }),
    ).resolves.toBeDefined();
    expect(mockedReportError).toHaveBeenCalled();
  });
});

describe('sendVerificationEmail', () => {
  it('needs a signed-in user', async () => {
    await expect(sendVerificationEmail()).resolves.toBe(false);
    expect(authStore.getState().error?.code).toBe('portal/not-signed-in');
    expect(authModule.sendEmailVerification).not.toHaveBeenCalled();
  });

  it('sends the email with the portal page as continue URL', async () => {
    const user = fakeUser();
    fakeAuth.currentUser = user;
    await expect(sendVerificationEmail()).resolves.toBe(true);
    expect(authModule.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: 'http://localhost/portal',
    });
  });

  it('fails when the provider refuses', async () => {
    fakeAuth.currentUser = fakeUser();
    authModule.sendEmailVerification.mockRejectedValue(authError('auth/too-many-requests'));
    await expect(sendVerificationEmail()).resolves.toBe(false);
    expectFailure('auth/too-many-requests');
  });
});

describe('reloadUser', () => {
  it('needs a signed-in user', async () => {
    await expect(reloadUser()).resolves.toBe(false);
    expect(authStore.getState().error?.code).toBe('portal/not-signed-in');
  });

  it('reloads and returns the verified flag, updating the store and the token', async () => {
    const user = fakeUser({ emailVerified: false });
    user.reload.mockImplementation(async () => {
      user.emailVerified = true;
    });
    fakeAuth.currentUser = user;
    authStore.setState({
      user: { id: 'uid-1', email: 'parent@example.com', emailVerified: false, displayName: null },
    });

    await expect(reloadUser()).resolves.toBe(true);

    expect(authStore.getState().user?.emailVerified).toBe(true);
    expect(localStorage.getItem('anja_session')).toBe('fresh-token');
  });

  it('returns false while the email is still unverified', async () => {
    fakeAuth.currentUser = fakeUser({ emailVerified: false });
    await expect(reloadUser()).resolves.toBe(false);
    expect(authStore.getState().error).toBeNull();
  });

  it('fails when reloading fails', async () => {
    const user = fakeUser();
    user.reload.mockRejectedValue(authError('auth/network-request-failed'));
    fakeAuth.currentUser = user;
    await expect(reloadUser()).resolves.toBe(false);
    expectFailure('auth/network-request-failed');
  });
});

describe('sendPasswordReset', () => {
  it('sends the reset email with the login page as continue URL', async () => {
    await expect(sendPasswordReset('mum@example.com')).resolves.toBe(true);
    expect(authModule.sendPasswordResetEmail).toHaveBeenCalledWith(fakeAuth, 'mum@example.com', {
      url: 'http://localhost/login',
    });
  });

  it('answers the same for an unknown address (no account enumeration)', async () => {
    authModule.sendPasswordResetEmail.mockRejectedValue(authError('auth/user-not-found'));
    await expect(sendPasswordReset('nobody@example.com')).resolves.toBe(true);
    expect(authStore.getState().error).toBeNull();
  });

  it('fails on an invalid address', async () => {
    authModule.sendPasswordResetEmail.mockRejectedValue(authError('auth/invalid-email'));
    await expect(sendPasswordReset('not-an-email')).resolves.toBe(false);
    expectFailure('auth/invalid-email');
  });
});

describe('logout', () => {
  beforeEach(() => {
    fakeAuth.currentUser = fakeUser();
    authStore.setState({
      user: { id: 'uid-1', email: 'parent@example.com', emailVerified: true, displayName: null },
    });
    localStorage.setItem('anja_session', 'token');
    setOrders([{ id: 'o-1', purchaserName: 'Pat' }]);
  });

  it('shows signingOut meanwhile, then ends the session and tells the listeners (orders, identity)', async () => {
    let finishSignOut: () => void = () => undefined;
    authModule.signOut.mockImplementation(() => new Promise<void>((r) => (finishSignOut = r)));

    const done = logout();
    expect(authStore.getState().signingOut).toBe(true);
    await flushPromises();
    expect(authModule.signOut).toHaveBeenCalled();
    expect(authStore.getState().signingOut).toBe(true);
    expect(localStorage.getItem('anja_session')).toBe('token');

    finishSignOut();
    await done;

    expect(authModule.signOut).toHaveBeenCalledWith(fakeAuth);
    expect(authStore.getState()).toMatchObject({ signingOut: false, user: null });
    expect(localStorage.getItem('anja_session')).toBeNull();
    expect(orderStore.getState().loaded).toBe(false);
    expect(orderStore.getState().orders).toEqual([]);
    expect(resetAnalytics).toHaveBeenCalled();
  });

  it('clears the stored session even when sign-out fails', async () => {
    authModule.signOut.mockRejectedValue(new Error('network'));

    await expect(logout()).resolves.toBeUndefined();

    expect(localStorage.getItem('anja_session')).toBeNull();
    expect(authStore.getState().signingOut).toBe(false);
    expect(orderStore.getState().loaded).toBe(false);
    expect(mockedReportError).toHaveBeenCalled();
  });
});

describe('the session token from the auth SDK', () => {
  it("returns the current user's token and keeps anja_session in step", async () => {
    fakeAuth.currentUser = fakeUser();
    await expect(refreshSessionToken()).resolves.toBe('token');
    expect(localStorage.getItem('anja_session')).toBe('token');
    await expect(refreshSessionToken({ forceRefresh: true })).resolves.toBe('fresh-token');
    expect(localStorage.getItem('anja_session')).toBe('fresh-token');
  });

  it('waits for the persisted session to be restored', async () => {
    fakeAuth.authStateReady.mockImplementation(async () => {
      fakeAuth.currentUser = fakeUser();
    });
    await expect(refreshSessionToken()).resolves.toBe('token');
  });

  it('returns null without a signed-in user', async () => {
    await expect(refreshSessionToken()).resolves.toBeNull();
  });

  it('reports a failure and returns null, without telling the user', async () => {
    const user = fakeUser();
    user.getIdToken.mockRejectedValue(authError('auth/network-request-failed'));
    fakeAuth.currentUser = user;
    await expect(refreshSessionToken()).resolves.toBeNull();
    expect(mockedReportError).toHaveBeenCalled();
    expect(authStore.getState().error).toBeNull();
  });
});

describe('clearAuthError', () => {
  it('clears the held error', () => {
    authStore.setState({ error: { code: 'auth/x', message: 'm' } });
    clearAuthError();
    expect(authStore.getState().error).toBeNull();
  });
});
