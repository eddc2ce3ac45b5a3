import {
  firebaseTokenVerifier as verifierReading,
  hasStaffClaim,
  type IdTokenVerifier,
} from '@portal/service-kit/auth';
import type { AuthUser } from '../types/auth-user.js';

/** A verified ID token: who it proves, and until when (its `exp`, in ms since the epoch). */
export interface VerifiedIdToken {
  user: AuthUser;
  expiresAt: number;
}

/** Verifies a Firebase ID token; throws TokenRejectedError for a token that is not acceptable. */
export type VerifyIdToken = IdTokenVerifier<VerifiedIdToken>;

/**
 * The gateway's verifier: @portal/service-kit's (firebase-admin) for `projectId`, keeping the
 * caller's name, the staff claim and the token's expiry (live streams end then).
 */
export function firebaseTokenVerifier(options: { projectId: string }): VerifyIdToken {
  return verifierReading({
    projectId: options.projectId,
    read: (token) => ({
      user: {
        uid: token.uid,
        email: token.email,
        name: token.name,
        emailVerified: token.emailVerified,
        staff: hasStaffClaim(token.claims),
      },
      expiresAt: token.expiresAt,
    }),
  });
}
