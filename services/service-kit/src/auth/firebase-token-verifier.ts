import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AuthUser } from './auth-user.js';
import { hasStaffClaim } from './staff-role.js';

/** A verified ID token: who it proves, and until when (its `exp`, in ms since the epoch). */
export interface VerifiedIdToken {
  user: AuthUser;
  expiresAt: number;
}

/** Verifies a Firebase ID token; throws TokenRejectedError for a token that is not acceptable. */
export type VerifyIdToken = (idToken: string) => Promise<VerifiedIdToken>;

export type TokenRejection = 'expired' | 'invalid' | 'revoked' | 'disabled';

/** The token itself is the problem (as opposed to the verifier being unreachable). */
export class TokenRejectedError extends Error {
  constructor(
    readonly reason: TokenRejection,
    message: string,
  ) {
    super(message);
    this.name = 'TokenRejectedError';
  }
}

const REJECTIONS: Record<string, TokenRejection> = {
  'auth/id-token-expired': 'expired',
  'auth/id-token-revoked': 'revoked',
  'auth/user-disabled': 'disabled',
  'auth/user-not-found': 'invalid',
  'auth/argument-error': 'invalid',
  'auth/invalid-id-token': 'invalid',
};

function firebaseApp(projectId: string): App {
  // firebase-admin fixes the emulator-or-not endpoints when an app's Auth is first created.
  const target = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? 'firebase';
  const name = `portal-token-verifier:${projectId}:${target}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/**
 * The real firebase-admin verifier for `projectId`. With FIREBASE_AUTH_EMULATOR_HOST set,
 * firebase-admin accepts the Auth emulator's unsigned tokens (and checks the account there).
 */
export function firebaseTokenVerifier(options: { projectId: string }): VerifyIdToken {
  const auth = getAuth(firebaseApp(options.projectId));
  return async (idToken) => {
    try {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        user: {
          uid: decoded.uid,
          email: decoded.email ?? null,
          name: typeof decoded['name'] === 'string' ? decoded['name'] : null,
          emailVerified: decoded.email_verified === true,
          staff: hasStaffClaim(decoded),
        },
        expiresAt: decoded.exp * 1000,
      };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const reason = typeof code === 'string' ? REJECTIONS[code] : undefined;
      if (reason) throw new TokenRejectedError(reason, (error as Error).message);
      throw error;
    }
  };
}
