/**
 * The bank's staff are Firebase accounts with the custom claim `role: "staff"`, set by an
 * admin with firebase-admin's setCustomUserClaims (never by the portal). Parents have no role,
 * and staff accounts are never parents: the gateway and the functions service refuse a staff
 * token on every parent operation (STAFF_NOT_PARENT).
 */
export const STAFF_CLAIMS = { role: 'staff' } as const;

/** True when a decoded ID token carries the staff claim. */
export function hasStaffClaim(claims: Record<string, unknown>): boolean {
  return claims['role'] === STAFF_CLAIMS.role;
}
