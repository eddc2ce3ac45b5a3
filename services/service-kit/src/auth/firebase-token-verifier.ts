import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** What a verified Firebase ID token proves, read the same way for every service. */
export interface VerifiedToken {
  uid: string;
  email: string | null;
  /** The token's `name` claim, when it has one. */
  name: string | null;
  /** The token says the email is verified (false without an email). */
  emailVerified: boolean;
  /** Every claim of the token, custom claims (such as a role) included. */
  claims: Readonly<Record<string, unknown>>;
  /** When the token expires: its `exp`, in ms since the epoch. */
  expiresAt: number;
}

/** Verifies a Firebase ID token; throws TokenRejectedError for a token that is not acceptable. */
export type IdTokenVerifier<T> = (idToken: string) => Promise<T>;

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
 * The real firebase-admin verifier for `projectId`; `read` turns what a valid token proves into
 * what the service keeps of it (each service keeps its own shape, no more than it needs). With
 * FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the Auth emulator's unsigned tokens
 * (and checks the account there).
 */
export function firebaseTokenVerifier<T>(options: {
  projectId: string;
  read: (token: VerifiedToken) => T;
}): IdTokenVerifier<T> {
  const auth = getAuth(firebaseApp(options.projectId));
  return async (idToken) => {
    let token: VerifiedToken;
    try {
      const decoded = await auth.verifyIdToken(idToken);
      token = {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: typeof decoded['name'] === 'string' ? decoded['name'] : null,
        emailVerified: decoded.email_verified === true,
        claims: decoded,
        expiresAt: decoded.exp * 1000,
      };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const reason = typeof code === 'string' ? REJECTIONS[code] : undefined;
      if (reason) throw new TokenRejectedError(reason, (error as Error).message);
      throw error;
    }
    return options.read(token);
  };
}
