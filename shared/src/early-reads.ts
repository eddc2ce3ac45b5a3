// What the host's main.js needs to ask for the first signed-in page's reads before the shared
// chunks have arrived: the package entry `@portal/shared/early-reads`, which is not shared (like
// `auth-preload`, each app bundles it), so main.js imports nothing shared before the federation
// runtime has negotiated sharing. Its modules are the very ones the shared entry uses (one
// instance in the host's build), so the answers it asks for wait where the shell's reads look.
import { configOf, envOf, gatewayUrlOf } from './config/parse-config';
import { keptChild } from './session/session-token';
import { storedSessionFor } from './session/stored-session';

export { readGatewayEarly, readGatewayOperationEarly } from './gateway/early-answers';
export { GetUserDocument, GetUserOrderDocument } from './graphql/operations.generated';
export { isPortalRoute, routes } from './routes/routes';

/** The gateway's GraphQL endpoint named by a runtime document's env, or null. */
export function graphqlUrlOf(portalDocument: unknown): string | null {
  const gatewayUrl = gatewayUrlOf(envOf(portalDocument));
  return gatewayUrl ? `${gatewayUrl}/graphql` : null;
}

/** The languages a runtime document has the portal speak ([] where it is not a usable one). */
export function languagesOfDocument(portalDocument: unknown): readonly string[] {
  return configOf(portalDocument)?.languages ?? [];
}

/**
 * The order of the child kept beside the stored session (`keepChild`: the child the parent was
 * last shown) when it is that session's parent's, else null: main.js asks for its reads without
 * waiting for the orders' answer, which names the child a first load shows.
 */
export function keptChildOrder(now = Date.now()): string | null {
  const [parent, order] = keptChild();
  const session = storedSessionFor(0, now);
  return parent && order && session?.claims.uid === parent ? order : null;
}
