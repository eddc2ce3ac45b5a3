// No Apollo here: the live status (in every app's first load) reads the same refusal.

/** What the gateway says to a guardian whose access to a child's journey has ended. */
export const ACCESS_REVOKED_MESSAGE =
  "You no longer have access to this child's journey. Ask the account holder to invite you again.";

/** An error as the gateway sends it (in a GraphQL answer or a live stream's last event). */
interface GatewayError {
  extensions?: { code?: unknown; reason?: unknown } | null;
}

/** Whether one of the gateway's errors is the end of the caller's family access. */
export function isAccessRevokedError(errors: readonly unknown[]): boolean {
  return errors.some((error) => {
    const extensions = (error as GatewayError | null)?.extensions;
    return extensions?.code === 'FORBIDDEN' && extensions.reason === 'ACCESS_REVOKED';
  });
}

/**
 * Whether a failed call was refused because the parent's access to the child was revoked: an
 * Apollo CombinedGraphQLErrors (or any failure carrying the gateway's `errors`) saying so.
 */
export function isAccessRevoked(error: unknown): boolean {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && isAccessRevokedError(errors);
}
