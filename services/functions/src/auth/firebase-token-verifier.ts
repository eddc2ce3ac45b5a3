import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** The caller, as proven by a verified Firebase ID token. */
export interface Caller {
  uid: string;
  email: string | null;
  /** The token says the email is verified (false without an email). */
  emailVerified: boolean;
}

/** Verifies a Firebase ID token; throws TokenRejectedError for a token that is not acceptable. */
export type VerifyIdToken = (idToken: string) => Promise<Caller>;

/** The token itself is the problem (as opposed to the verifier being unreachable). */
export class TokenRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenRejectedError';
  }
}

const REJECTED_CODES = new Set([
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/argument-error',
  'auth/invalid-id-token',
]);

function firebaseApp(projectId: string): App {
  // firebase-admin fixes the emulator-or-not endpoints when an app's Auth is first created.
  const target = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? 'firebase';
  const name = `portal-functions-verifier:${projectId}:${target}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/**
 * The real firebase-admin verifier for `projectId` (the same rules as the gateway's). With
 * FIREBASE_AUTH_EMULATOR_HOST set it accepts the Auth emulator's unsigned tokens.
 */
export function firebaseTokenVerifier(options: { projectId: string }): VerifyIdToken {
  const auth = getAuth(firebaseApp(options.projectId));
  return async (idToken) => {
    try {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
      };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && REJECTED_CODES.has(code)) {
        throw new TokenRejectedError(code);
      }
      throw error;
    }
  };
}
