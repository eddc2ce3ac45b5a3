/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a document of the family's is. */
export type DocumentKind =
  /** The storage agreement accepted at a checkout (the account holder only). */
  | 'AGREEMENT'
  /** A document the bank added to the child's record (a consent form, the processing report). */
  | 'BANK_REPORT'
  /** The stem cell certificate (drawn by the certificate page). */
  | 'CERTIFICATE'
  /** A plan year's statement: charges, refunds, the total and the next renewal (the account holder only). */
  | 'STATEMENT';

/** The signed-in account's place in a child's family. */
export type FamilyRole =
  /** Invited by the holder: sees the journey, fills the form, requests the pick-up. */
  | 'GUARDIAN'
  /** The account the order belongs to: billing and inviting are theirs. */
  | 'HOLDER';

export type ChildDocumentsQueryVariables = Exact<{
  id: string | number;
}>;


export type ChildDocumentsQuery = { order: { id: string, access: FamilyRole, documents: Array<{ id: string, kind: DocumentKind, title: string, date: string, downloadPath: string | null, planYear: number | null }> } | null };


export const ChildDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChildDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"planYear"}}]}}]}}]}}]} as unknown as DocumentNode<ChildDocumentsQuery, ChildDocumentsQueryVariables>;