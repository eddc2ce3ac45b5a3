/**
 * The Apollo client's module, fetched when the portal first talks to the gateway: the root
 * of @portal/shared imports Apollo only through here, so /login (which never queries the
 * gateway before sign-in) ships none of it.
 */
export function loadApolloClient(): Promise<typeof import('./apollo-client')> {
  return import('./apollo-client');
}
