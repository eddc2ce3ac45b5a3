/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * The storage agreement as the page showed it before payment (@portal/rules/agreement): accepted
 * by the parent, recorded once with the checkout and reproduced in the agreement's PDF.
 */
export type AgreementAcceptanceInput = {
  /** The language it was shown in: en or es. */
  language: string;
  /** The plan's price per period that it stated, in cents. */
  priceCents: number;
  /** The version of the agreement's wording shown (STORAGE_AGREEMENT_VERSION). */
  version: string;
};

export type StartContinuationCheckoutMutationVariables = Exact<{
  orderId: string | number;
  idempotencyKey: string;
  agreement: AgreementAcceptanceInput;
}>;


export type StartContinuationCheckoutMutation = { startContinuationCheckout: { id: string } };


export const StartContinuationCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartContinuationCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agreement"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgreementAcceptanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startContinuationCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"agreement"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agreement"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<StartContinuationCheckoutMutation, StartContinuationCheckoutMutationVariables>;