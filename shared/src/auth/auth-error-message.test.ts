import {
  GENERIC_AUTH_ERROR_MESSAGE,
  GOOGLE_NO_EMAIL_CODE,
  authErrorMessage,
  loadAuthErrorTexts,
} from './auth-error-message';

const codes = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
  'auth/too-many-requests',
  'auth/weak-password',
  'auth/email-already-in-use',
  'auth/invalid-email',
  'auth/network-request-failed',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/popup-blocked',
  'auth/user-disabled',
  'auth/requires-recent-login',
  'auth/missing-password',
  'auth/password-does-not-meet-requirements',
  'auth/user-token-expired',
  'auth/account-exists-with-different-credential',
  'auth/operation-not-allowed',
  'auth/quota-exceeded',
];

describe('authErrorMessage', () => {
  beforeAll(() => loadAuthErrorTexts());

  it.each(codes)('%s has its own human message, never the raw code', (code) => {
    const message = authErrorMessage(code);
    expect(message).not.toBe(GENERIC_AUTH_ERROR_MESSAGE);
    expect(message).not.toContain('auth/');
    expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('gives one message for every credential failure (no account enumeration)', () => {
    const messages = new Set(
      [
        'auth/wrong-password',
        'auth/invalid-credential',
        'auth/invalid-login-credentials',
        'auth/user-not-found',
      ].map(authErrorMessage),
    );
    expect(messages.size).toBe(1);
  });

  it("uses the spec's message for a Google user without email", () => {
    expect(authErrorMessage(GOOGLE_NO_EMAIL_CODE)).toBe('no email associated with the Google user');
  });

  it('falls back to a generic message for unknown codes', () => {
    expect(authErrorMessage('auth/something-new')).toBe(GENERIC_AUTH_ERROR_MESSAGE);
    expect(authErrorMessage('')).toBe(GENERIC_AUTH_ERROR_MESSAGE);
  });
});
