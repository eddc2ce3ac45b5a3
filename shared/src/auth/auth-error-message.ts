import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n';

export {
  GOOGLE_NO_EMAIL_CODE,
  NOT_SIGNED_IN_CODE,
  UNKNOWN_AUTH_ERROR_CODE,
} from './auth-failure-codes';

/** The spec's message for a Google user without an email (section 5), word for word. */
export const GOOGLE_NO_EMAIL_MESSAGE = 'no email associated with the Google user';

export const GENERIC_AUTH_ERROR_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';
const GENERIC = msg`Something went wrong on our side. Please try again in a moment.`;

let texts: Readonly<Record<string, MessageDescriptor>> | undefined;

/**
 * Loads the failures' sentences (about 1 KB gzip that no first load needs). The auth actions
 * wait for them before they report a failure, and start them when a page starts signing in.
 */
export async function loadAuthErrorTexts(): Promise<void> {
  texts ??= (await import(/* webpackChunkName: "shared-auth-error-texts" */ './auth-error-texts'))
    .AUTH_ERROR_TEXTS;
}

/**
 * A calm, human message for an auth failure code, never the raw code, in the portal's language
 * at the moment of asking (a page shows it by the failure's code, so a switch re-says it).
 * Until the sentences are loaded (they are before any failure is reported), the generic one.
 */
export function authErrorMessage(code: string): string {
  return i18n._(texts?.[code] ?? GENERIC);
}
