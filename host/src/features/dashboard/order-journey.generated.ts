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

export type PickupStatus =
  | 'CANCELLED'
  | 'COLLECTED'
  | 'DISPATCHED'
  /** Delivered by the courier to the lab. */
  | 'RECEIVED'
  | 'REQUESTED';

/** Where a release request stands (@portal/rules/release). */
export type ReleaseStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'COMPLETED'
  /** The bank asked for more information (its message says what). */
  | 'NEEDS_INFO'
  | 'RECEIVED'
  /** On its way (carrier and tracking reference). */
  | 'SHIPPED'
  | 'UNDER_REVIEW';

export type StepStatus =
  | 'CURRENT'
  | 'DONE'
  | 'UPCOMING';

export type DashboardOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardOrderQuery = { order: { id: string, childName: string | null, dueDate: string | null, stage: JourneyStage, journey: Array<{ stage: JourneyStage, status: StepStatus, completedAt: string | null }>, pickup: { reference: string, status: PickupStatus } | null, certificate: { status: CertificateStatus, progress: number }, releaseRequest: { reference: string, status: ReleaseStatus } | null } | null };


export const DashboardOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"journey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releaseRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardOrderQuery, DashboardOrderQueryVariables>;