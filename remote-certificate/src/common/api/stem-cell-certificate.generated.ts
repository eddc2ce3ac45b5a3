/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CertificateStatus =
  | 'ISSUED'
  | 'LOCKED';

export type JourneyStage =
  | 'BIRTH_AND_PICKUP'
  | 'CERTIFICATE_READY'
  | 'HEALTH_FORM'
  | 'KIT_SHIPPED'
  | 'LAB_PROCESSING';

export type StepStatus =
  | 'CURRENT'
  | 'DONE'
  | 'UPCOMING';

export type StemCellCertificateQueryVariables = Exact<{
  id: string | number;
}>;


export type StemCellCertificateQuery = { order: { id: string, childName: string | null, dueDate: string | null, purchaserName: string, journey: Array<{ stage: JourneyStage, status: StepStatus, completedAt: string | null }>, certificate: { status: CertificateStatus, progress: number, issued: { unitId: string, childName: string, birthDate: string, collectionDate: string, processingDate: string, lab: string, tncCount: number, cd34Count: number, viabilityPercent: number, volumeMl: number, storageSite: string, issuedAt: string } | null } } | null };


export const StemCellCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StemCellCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaserName"}},{"kind":"Field","name":{"kind":"Name","value":"journey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"issued"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"processingDate"}},{"kind":"Field","name":{"kind":"Name","value":"lab"}},{"kind":"Field","name":{"kind":"Name","value":"tncCount"}},{"kind":"Field","name":{"kind":"Name","value":"cd34Count"}},{"kind":"Field","name":{"kind":"Name","value":"viabilityPercent"}},{"kind":"Field","name":{"kind":"Name","value":"volumeMl"}},{"kind":"Field","name":{"kind":"Name","value":"storageSite"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StemCellCertificateQuery, StemCellCertificateQueryVariables>;