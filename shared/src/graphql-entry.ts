/**
 * `@portal/shared/graphql`: how apps talk to the gateway. Apollo Client lives only inside
 * @portal/shared (one client, one cache, one React context for every root); apps take its
 * hooks from here and never import `@apollo/client`, so the page ships the part of Apollo the
 * portal uses instead of the whole package as a federated singleton.
 */
export { useApolloClient, useLazyQuery, useMutation, useQuery, useSubscription } from './hooks';
export { CombinedGraphQLErrors } from '@apollo/client';
export type { FieldProblem } from './field-problems';
export { fieldProblems, graphQLErrorCode } from './field-problems';
export { getApolloClient, resetApolloClient } from './apollo-client';
export type { SelectedChild } from '../orders/use-selected-child';
export { useSelectedChild } from '../orders/use-selected-child';
export type { RegisterUserInput } from './register-user';
export { registerUser } from './register-user';
