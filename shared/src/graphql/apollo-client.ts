import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { authorizationHeader } from '../auth/authorization-header';
import { getConfig } from '../config/config-store';
import { reportOperationError } from './operation-errors';

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
      Authorization: await authorizationHeader(),
    },
  }));

  // Only the operation's name and the error's message are reported: never variables or data.
  const errorLink = new ErrorLink(({ error, operation }) => {
    reportOperationError(operation.operationName, errorMessage(error));
  });

  const httpLink = new HttpLink({ uri: () => getConfig().graphqlUrl });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, httpLink]),
    cache: new InMemoryCache(),
  });
}

let client: ApolloClient | null = null;

/** The page's one Apollo client (shared by the host and every remote). */
export function getApolloClient(): ApolloClient {
  client ??= createClient();
  return client;
}

/** Empties the cache without refetching (on log out). */
export async function resetApolloClient(): Promise<void> {
  await client?.clearStore();
}
