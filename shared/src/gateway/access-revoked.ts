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

type AccessRevokedListener = () => void;
const accessRevokedListeners = new Set<AccessRevokedListener>();

/**
 * Called whenever any request to the gateway (the shell's and the pages' reads, a live stream) is
 * refused because a guardian's access to a child ended: the order list reads again and drops
 * that child. Answers a function that stops listening.
 */
export function onAccessRevoked(listener: AccessRevokedListener): () => void {
  accessRevokedListeners.add(listener);
  return () => accessRevokedListeners.delete(listener);
}

/** Tells every listener when `errors` (a gateway answer's) say the caller's access ended. */
export function announceIfAccessRevoked(errors: readonly unknown[] | undefined): void {
  if (!errors || !isAccessRevokedError(errors)) return;
  for (const listener of [...accessRevokedListeners]) listener();
}

/**
 * Whether a failed call was refused because the parent's access to the child was revoked: an
 * GatewayRequestError (or any failure carrying the gateway's `errors`) saying so.
 */
export function isAccessRevoked(error: unknown): boolean {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && isAccessRevokedError(errors);
}
