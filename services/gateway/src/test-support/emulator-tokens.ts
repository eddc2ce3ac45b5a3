/**
 * ID tokens shaped like the Firebase Auth emulator's: unsigned (alg "none"), with the claims
 * firebase-admin checks. The real firebase-admin verifier accepts them only in emulator mode.
 */
export interface TokenClaims {
  uid: string;
  email?: string;
  name?: string;
  emailVerified?: boolean;
  projectId?: string;
  /** Seconds since the epoch; defaults to now. */
  issuedAt?: number;
  /** Seconds since the epoch; defaults to an hour after issuedAt. */
  expiresAt?: number;
  /** Custom claims, e.g. { role: 'staff' }. */
  customClaims?: Record<string, unknown>;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const TEST_PROJECT_ID = 'demo-portal';

export function emulatorIdToken(claims: TokenClaims): string {
  const projectId = claims.projectId ?? TEST_PROJECT_ID;
  const iat = claims.issuedAt ?? Math.floor(Date.now() / 1000);
  const payload = {
    ...claims.customClaims,
    ...(claims.name ? { name: claims.name } : {}),
    ...(claims.email ? { email: claims.email, email_verified: claims.emailVerified ?? true } : {}),
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: iat,
    user_id: claims.uid,
    sub: claims.uid,
    iat,
    exp: claims.expiresAt ?? iat + 3600,
    firebase: {
      identities: claims.email ? { email: [claims.email] } : {},
      sign_in_provider: 'password',
    },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}
