/**
 * `@portal/shared/graphql`: how apps talk to the gateway. Apollo Client lives only inside
 * @portal/shared (one client, one cache, one React context for every root); apps take its
 * hooks from here and never import `@apollo/client`, so the page ships the part of Apollo the
 * portal uses instead of the whole package as a federated singleton.
 */
export {
  skipToken,
  useApolloClient,
  useLazyQuery,
  useMutation,
  useQuery,
  useSubscription,
} from '@apollo/client/react';
export { CombinedGraphQLErrors } from '@apollo/client';
export type { FieldProblem } from './field-problems';
export { fieldProblems, graphQLErrorCode } from './field-problems';
export { getApolloClient, resetApolloClient } from './apollo-client';
