/**
 * `@portal/shared/graphql`: how pages talk to the gateway: reads on the portal's own client
 * (`useQuery`; `requestGateway` outside a component), changes through the one Apollo client,
 * loaded when first needed (`useMutation`; `sendMutation` outside a component), the gateway's
 * refusals read by code, and the selected child. Nothing here imports Apollo statically.
 */
export type { MutateOptions, MutationState, QueryOptions, QueryResult } from './graphql/hooks';
export { useMutation, usePreloadMutations, useQuery } from './graphql/hooks';
export type { SendMutationOptions } from './graphql/send-mutation';
export { sendMutation } from './graphql/send-mutation';
export type { GatewayError } from './gateway/gateway-send';
export { GatewayRequestError, requestGateway } from './gateway/gateway-request';
export type { FieldProblem } from './graphql/field-problems';
export { fieldProblems, gatewayErrorsOf, graphQLErrorCode } from './graphql/field-problems';
export { ACCESS_REVOKED_MESSAGE } from './graphql/access-revoked-message';
export { isAccessRevoked } from './gateway/access-revoked';
export type { SelectedChild } from './orders/use-selected-child';
export { useSelectedChild } from './orders/use-selected-child';
