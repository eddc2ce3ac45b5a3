import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GOOGLE_NO_EMAIL_CODE, NOT_SIGNED_IN_CODE } from './auth-failure-codes';

/*
 * The sign-in failures' sentences by code, loaded with the first failure or when a page starts
 * signing in (auth-error-message.ts): a first load shows none of them.
 */
const WRONG_CREDENTIALS = msg`The email or password is incorrect. Please check them and try again.`;
const POPUP_CLOSED = msg`The Google sign-in window was closed before you finished. Please try again.`;

export const AUTH_ERROR_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
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
