// What the host's main.js needs to ask for the first signed-in page's reads before the shared
// chunks have arrived: the package entry `@portal/shared/early-reads`, which is not shared (like
// `auth-preload`, each app bundles it), so main.js imports nothing shared before the federation
// runtime has negotiated sharing. Its modules are the very ones the shared entry uses (one
// instance in the host's build), so the answers it asks for wait where the shell's reads look.
import { configOf, envOf, gatewayUrlOf } from './config/parse-config';

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
