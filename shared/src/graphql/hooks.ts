import {
  getApolloContext,
  useLazyQuery as useApolloLazyQuery,
  useMutation as useApolloMutation,
  useQuery as useApolloQuery,
  useSubscription as useApolloSubscription,
} from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useContext } from 'react';
import { getApolloClient } from './apollo-client';

/*
 * Apollo's hooks bound to the portal's one client. PortalProviders renders no ApolloProvider
 * (it is in the root of @portal/shared, which /login loads and which must not carry Apollo),
 * so these hooks take the client of an enclosing ApolloProvider when there is one (a test may
 * render one) and the page's shared client otherwise. Apps take them from
 * `@portal/shared/graphql`; their signatures are Apollo's own.
 */

/** The client of an enclosing ApolloProvider, else the page's one client. */
export function useApolloClient(): ApolloClient {
  return useContext(getApolloContext()).client ?? getApolloClient();
}

type Options = { client?: ApolloClient } | undefined;

/** The caller's options with the client set (theirs, else the provider's, else the page's). */
function useOptionsWithClient(options: Options): never {
  const client = useApolloClient();
  return { ...options, client: options?.client ?? client } as never;
}

// The casts keep Apollo's overloaded signatures for callers; each wrapper passes Apollo's
// own arguments through with the client added.
export const useQuery = ((query: Parameters<typeof useApolloQuery>[0], options?: Options) =>
  useApolloQuery(query, useOptionsWithClient(options))) as typeof useApolloQuery;

export const useLazyQuery = ((query: Parameters<typeof useApolloLazyQuery>[0], options?: Options) =>
  useApolloLazyQuery(query, useOptionsWithClient(options))) as typeof useApolloLazyQuery;

export const useMutation = ((
  mutation: Parameters<typeof useApolloMutation>[0],
  options?: Options,
) => useApolloMutation(mutation, useOptionsWithClient(options))) as typeof useApolloMutation;

export const useSubscription = ((
  subscription: Parameters<typeof useApolloSubscription>[0],
  options?: Options,
) =>
  useApolloSubscription(
    subscription,
    useOptionsWithClient(options),
  )) as typeof useApolloSubscription;
