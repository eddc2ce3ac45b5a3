/**
 * `@portal/shared/graphql`: how apps talk to the gateway. Apollo Client lives only inside
 * @portal/shared (one client, one cache, one React context for every root); apps take its
 * hooks from here and never import `@apollo/client`, so the page ships the part of Apollo the
 * portal uses instead of the whole package as a federated singleton.
 */
export {
  useApolloClient,
  useLazyQuery,
  useMutation,
  useQuery,
  useSubscription,
} from './graphql/hooks';
export { CombinedGraphQLErrors } from '@apollo/client';
export type { FieldProblem } from './graphql/field-problems';
export { fieldProblems, graphQLErrorCode } from './graphql/field-problems';
export { ACCESS_REVOKED_MESSAGE } from './graphql/access-revoked-message';
export { isAccessRevoked } from './gateway/access-revoked';
export { getApolloClient, resetApolloClient } from './graphql/apollo-client';
export type { SelectedChild } from './orders/use-selected-child';
export { useSelectedChild } from './orders/use-selected-child';
export type { RegisterUserInput } from './graphql/register-user';
export { registerUser } from './graphql/register-user';
