import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n';

/** Our own failure codes (the provider's codes start with 'auth/'). */
export const GOOGLE_NO_EMAIL_CODE = 'portal/google-no-email';
export const NOT_SIGNED_IN_CODE = 'portal/not-signed-in';
export const UNKNOWN_AUTH_ERROR_CODE = 'portal/unknown';

/** The spec's message for a Google user without an email (section 5), word for word. */
export const GOOGLE_NO_EMAIL_MESSAGE = 'no email associated with the Google user';

const WRONG_CREDENTIALS = msg`The email or password is incorrect. Please check them and try again.`;
const POPUP_CLOSED = msg`The Google sign-in window was closed before you finished. Please try again.`;

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // One message for every credential failure: no hint whether an account exists.
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/too-many-requests': msg`Too many attempts in a row. Please wait a few minutes before trying again.`,
  'auth/weak-password': msg`This password is too weak. Please choose a longer, stronger password.`,
  'auth/email-already-in-use': msg`An account already exists for this email address. Please sign in instead.`,
  'auth/invalid-email': msg`Please enter a valid email address.`,
  'auth/network-request-failed': msg`We could not reach the sign-in service. Please check your connection and try again.`,
  'auth/popup-closed-by-user': POPUP_CLOSED,
  'auth/cancelled-popup-request': POPUP_CLOSED,
  'auth/popup-blocked': msg`Your browser blocked the Google sign-in window. Please allow pop-ups for this site and try again.`,
  'auth/user-disabled': msg`This account has been disabled. Please contact support for help.`,
  'auth/requires-recent-login': msg`For your security, please sign in again to continue.`,
  'auth/missing-password': msg`Please enter your password.`,
  'auth/password-does-not-meet-requirements': msg`This password does not meet the requirements. Please choose another one.`,
  'auth/user-token-expired': msg`Your session has ended. Please sign in again.`,
  'auth/invalid-user-token': msg`Your session has ended. Please sign in again.`,
  'auth/account-exists-with-different-credential': msg`An account already exists with this email. Please sign in with your email and password.`,
  'auth/operation-not-allowed': msg`This way of signing in is not available right now. Please use another, or call support.`,
  'auth/quota-exceeded': msg`We are very busy right now. Please try again in a few minutes.`,
  [GOOGLE_NO_EMAIL_CODE]: msg`no email associated with the Google user`,
  [NOT_SIGNED_IN_CODE]: msg`Your session has ended. Please sign in again to continue.`,
};

export const GENERIC_AUTH_ERROR_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';
const GENERIC = msg`Something went wrong on our side. Please try again in a moment.`;

/**
 * A calm, human message for an auth failure code, never the raw code, in the portal's language
 * at the moment of asking (a page shows it by the failure's code, so a switch re-says it).
 */
export function authErrorMessage(code: string): string {
  return i18n._(MESSAGES[code] ?? GENERIC);
}
