/** What the portal reads from an ID token without verifying it (the gateway verifies it). */
export interface TokenClaims {
  /** The account the token speaks for (`sub`, Firebase's uid). */
  uid: string;
  /** When it stops being accepted, in ms since the epoch (`exp`). */
  expiresAt: number;
  /** Whether the token says the email is verified (`email_verified`). */
  emailVerified: boolean;
  /** The account's email (`email`), when the token carries one. */
  email: string | null;
  /** The account's display name (`name`), when the token carries one. */
  name: string | null;
}

/**
 * The claims of a JWT's payload, or null when the token is not a readable JWT with a subject
 * and an expiry. Reading them decides nothing about trust: every request is still checked by
 * the gateway; the portal only uses them to skip a request that could not succeed, and to
 * tell whether two tokens speak for the same parent.
 */
export function tokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      sub?: unknown;
      exp?: unknown;
      email_verified?: unknown;
      email?: unknown;
      name?: unknown;
    };
    if (typeof json.sub !== 'string' || !json.sub || typeof json.exp !== 'number') return null;
    return {
      uid: json.sub,
      expiresAt: json.exp * 1000,
      emailVerified: json.email_verified === true,
      email: typeof json.email === 'string' && json.email ? json.email : null,
      name: typeof json.name === 'string' && json.name ? json.name : null,
    };
  } catch {
    return null;
  }
}
