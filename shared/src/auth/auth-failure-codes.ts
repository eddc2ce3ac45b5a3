/** Our own failure codes (the provider's codes start with 'auth/'). */
export const GOOGLE_NO_EMAIL_CODE = 'portal/google-no-email';
export const NOT_SIGNED_IN_CODE = 'portal/not-signed-in';
export const UNKNOWN_AUTH_ERROR_CODE = 'portal/unknown';
