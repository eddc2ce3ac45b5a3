import {
  firebaseTokenVerifier as verifierReading,
  hasStaffClaim,
  type IdTokenVerifier,
} from '@portal/service-kit/auth';

/** The caller, as proven by a verified Firebase ID token. */
export interface Caller {
  uid: string;
  email: string | null;
  /** The token says the email is verified (false without an email). */
  emailVerified: boolean;
  /** A bank staff account (the custom claim role "staff"): never a parent (STAFF_NOT_PARENT). */
  staff: boolean;
}

/** Verifies a Firebase ID token; throws TokenRejectedError for a token that is not acceptable. */
export type VerifyIdToken = IdTokenVerifier<Caller>;

/**
 * The functions service's verifier: @portal/service-kit's (firebase-admin) for `projectId`,
 * keeping only who the caller is and whether they are the bank's staff.
 */
export function firebaseTokenVerifier(options: { projectId: string }): VerifyIdToken {
  return verifierReading({
    projectId: options.projectId,
    read: ({ uid, email, emailVerified, claims }) => ({
      uid,
      email,
      emailVerified,
      staff: hasStaffClaim(claims),
    }),
  });
}
