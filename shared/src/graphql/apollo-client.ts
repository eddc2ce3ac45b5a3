import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { bearer, sessionToken } from '../session/session';
import { onSignedOut } from '../session/session-events';
import { getConfig } from '../config/config-store';
import { refreshReadersLink } from '../gateway/refresh-readers-link';
import { reportOperationError } from '../gateway/operation-errors';
import { announceIfAccessRevoked } from '../gateway/access-revoked';

declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * False for a mutation that changes only what its own page reads (a draft save): the
     * other readers of the gateway are not asked again. Every other mutation refreshes them.
     */
    refreshReaders?: boolean;
  }
}

function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((graphQLError) => graphQLError.message).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

function createClient(): ApolloClient {
  const authLink = new SetContextLink(async (previous) => ({
    headers: {
      ...(previous.headers as Record<string, string> | undefined),
      Authorization: bearer(await sessionToken()),
    },
  }));

  // Only the operation's name and the error's message are reported: never variables or data.
  const errorLink = new ErrorLink(({ error, operation }) => {
    reportOperationError(operation.operationName, errorMessage(error));
    if (CombinedGraphQLErrors.is(error)) announceIfAccessRevoked(error.errors);
  });

  const httpLink = new HttpLink({ uri: () => getConfig().graphqlUrl });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, refreshReadersLink, authLink, httpLink]),
    cache: new InMemoryCache(),
    // A query read again (after a mutation, a poll, a live change) keeps showing its answer
    // until the new one arrives, instead of going back to `loading`: a page that shows a
    // spinner while loading would otherwise unmount a form in the middle of the parent's work.
    defaultOptions: { watchQuery: { notifyOnNetworkStatusChange: false } },
  });
}

let client: ApolloClient | null = null;

/**
 * The page's one Apollo client (shared by the host and every remote): the pages' changes go
 * through it (`sendMutation`); their reads use the portal's gateway client, so Apollo is in no
 * first load and loads with a page's first change (or the parent's first key or tap there).
 */
export function getApolloClient(): ApolloClient {
  client ??= createClient();
  return client;
}

/** Empties the cache without refetching (on log out). */
export async function resetApolloClient(): Promise<void> {
  await client?.clearStore();
}

onSignedOut(resetApolloClient);
