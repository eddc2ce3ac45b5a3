/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CertificateStatus =
  | 'ISSUED'
  | 'LOCKED';

/** The courier's statuses, in order. */
export type CourierStatus =
  | 'COLLECTED'
  | 'DISPATCHED'
  | 'RECEIVED';

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

export type StaffAdvanceJourneyInput = {
  /** When the steps completed here happened, ISO 8601 with time zone; defaults to now. */
  at: string | null | undefined;
  /** The birth (the cord blood collection) date and time, ISO 8601 with time zone, when this move records it; defaults to `at`. */
  birthAt: string | null | undefined;
  orderId: string | number;
  /** The step that becomes current: later than the current one. Every step before it is done. */
  to: JourneyStage;
};

export type StaffCreateOrderInput = {
  /** When the earlier steps happened, ISO 8601 with time zone; defaults to now. */
  at: string | null | undefined;
  childName: string;
  /** YYYY-MM-DD, at most 300 days ahead. */
  dueDate: string | null | undefined;
  /** The parent's sign-in email (case-insensitive; an account need not exist yet, see createOrder). */
  parentEmail: string;
  /** A plan code; defaults to annual. */
  planCode: string | null | undefined;
  /** Who bought the kit; defaults to the parent's name. */
  purchaserName: string | null | undefined;
  /** The step that becomes current (default KIT_SHIPPED); every earlier step is done, at `at`. */
  stage: JourneyStage | null | undefined;
};

/** The lab's values. What the order already knows (child's name, birth, collection and processing dates) may be left out. */
export type StaffIssueCertificateInput = {
  /** YYYY-MM-DD. */
  birthDate: string | null | undefined;
  /** CD34+ cells, x10^6, positive. */
  cd34Count: number;
  childName: string | null | undefined;
  /** YYYY-MM-DD, not before the birth. */
  collectionDate: string | null | undefined;
  lab: string;
  orderId: string | number;
  /** YYYY-MM-DD, not before the collection, not in the future. */
  processingDate: string | null | undefined;
  storageSite: string;
  /** Total nucleated cells, x10^8, positive. */
  tncCount: number;
  unitId: string;
  /** Post-processing viability, percent, 0 to 100. */
  viabilityPercent: number;
  /** Volume in ml, positive. */
  volumeMl: number;
};

export type StaffPickupStatusInput = {
  /** When it happened, ISO 8601 with time zone; defaults to now. */
  at: string | null | undefined;
  orderId: string | number;
  status: CourierStatus;
};

export type StepStatus =
  | 'CURRENT'
  | 'DONE'
  | 'UPCOMING';

export type SubscriptionStatus =
  /** Paid up; renews automatically. */
  | 'ACTIVE'
  /** Ended (cancelled, or never completed). */
  | 'CANCELED'
  /** A renewal payment failed; the provider retries and the family should update the card. */
  | 'PAST_DUE';

export type OpsOrderFragment = { id: string, ownerUid: string, pendingForEmail: string | null, childName: string | null, dueDate: string | null, planCode: string, createdAt: string, stage: JourneyStage, pickupStatus: PickupStatus | null, certificateStatus: CertificateStatus, labReceivedAt: string | null, journey: Array<{ stage: JourneyStage, status: StepStatus, completedAt: string | null }>, billing: { kind: string, provider: string | null, status: SubscriptionStatus | null, interval: string | null, currentPeriodEnd: string | null, nextRenewalAt: string | null, cancelAtPeriodEnd: boolean | null, pastDueSince: string | null, cardBrand: string | null, cardLast4: string | null, openInvoiceNumber: string | null } };

export type OpsParentOrdersQueryVariables = Exact<{
  email: string;
}>;


export type OpsParentOrdersQuery = { staff: { parent: { uid: string, email: string, name: string | null, orders: Array<{ id: string, ownerUid: string, pendingForEmail: string | null, childName: string | null, dueDate: string | null, planCode: string, createdAt: string, stage: JourneyStage, pickupStatus: PickupStatus | null, certificateStatus: CertificateStatus, labReceivedAt: string | null, journey: Array<{ stage: JourneyStage, status: StepStatus, completedAt: string | null }>, billing: { kind: string, provider: string | null, status: SubscriptionStatus | null, interval: string | null, currentPeriodEnd: string | null, nextRenewalAt: string | null, cancelAtPeriodEnd: boolean | null, pastDueSince: string | null, cardBrand: string | null, cardLast4: string | null, openInvoiceNumber: string | null } }> } | null, pendingOrders: Array<{ id: string, ownerUid: string, pendingForEmail: string | null, childName: string | null, dueDate: string | null, planCode: string, createdAt: string, stage: JourneyStage, pickupStatus: PickupStatus | null, certificateStatus: CertificateStatus, labReceivedAt: string | null, journey: Array<{ stage: JourneyStage, status: StepStatus, completedAt: string | null }>, billing: { kind: string, provider: string | null, status: SubscriptionStatus | null, interval: string | null, currentPeriodEnd: string | null, nextRenewalAt: string | null, cancelAtPeriodEnd: boolean | null, pastDueSince: string | null, cardBrand: string | null, cardLast4: string | null, openInvoiceNumber: string | null } }> } };

export type OpsCreateOrderMutationVariables = Exact<{
  input: StaffCreateOrderInput;
}>;


export type OpsCreateOrderMutation = { staff: { createOrder: { id: string, ownerUid: string, pendingForEmail: string | null, childName: string | null, dueDate: string | null, planCode: string, createdAt: string, stage: JourneyStage, pickupStatus: PickupStatus | null, certificateStatus: CertificateStatus, labReceivedAt: string | null, journey: Array<{ stage: JourneyStage, status: StepStatus, completedAt: string | null }>, billing: { kind: string, provider: string | null, status: SubscriptionStatus | null, interval: string | null, currentPeriodEnd: string | null, nextRenewalAt: string | null, cancelAtPeriodEnd: boolean | null, pastDueSince: string | null, cardBrand: string | null, cardLast4: string | null, openInvoiceNumber: string | null } } } };

export type OpsAdvanceJourneyMutationVariables = Exact<{
  input: StaffAdvanceJourneyInput;
}>;


export type OpsAdvanceJourneyMutation = { staff: { advanceJourney: { id: string, ownerUid: string, pendingForEmail: string | null, childName: string | null, dueDate: string | null, planCode: string, createdAt: string, stage: JourneyStage, pickupStatus: PickupStatus | null, certificateStatus: CertificateStatus, labReceivedAt: string | null, journey: Array<{ stage: JourneyStage, status: StepStatus, completedAt: string | null }>, billing: { kind: string, provider: string | null, status: SubscriptionStatus | null, interval: string | null, currentPeriodEnd: string | null, nextRenewalAt: string | null, cancelAtPeriodEnd: boolean | null, pastDueSince: string | null, cardBrand: string | null, cardLast4: string | null, openInvoiceNumber: string | null } } } };

export type OpsSetPickupStatusMutationVariables = Exact<{
  input: StaffPickupStatusInput;
}>;


export type OpsSetPickupStatusMutation = { staff: { setPickupStatus: { id: string, ownerUid: string, pendingForEmail: string | null, childName: string | null, dueDate: string | null, planCode: string, createdAt: string, stage: JourneyStage, pickupStatus: PickupStatus | null, certificateStatus: CertificateStatus, labReceivedAt: string | null, journey: Array<{ stage: JourneyStage, status: StepStatus, completedAt: string | null }>, billing: { kind: string, provider: string | null, status: SubscriptionStatus | null, interval: string | null, currentPeriodEnd: string | null, nextRenewalAt: string | null, cancelAtPeriodEnd: boolean | null, pastDueSince: string | null, cardBrand: string | null, cardLast4: string | null, openInvoiceNumber: string | null } } } };

export type OpsIssueCertificateMutationVariables = Exact<{
  input: StaffIssueCertificateInput;
}>;


export type OpsIssueCertificateMutation = { staff: { issueCertificate: { id: string, ownerUid: string, pendingForEmail: string | null, childName: string | null, dueDate: string | null, planCode: string, createdAt: string, stage: JourneyStage, pickupStatus: PickupStatus | null, certificateStatus: CertificateStatus, labReceivedAt: string | null, journey: Array<{ stage: JourneyStage, status: StepStatus, completedAt: string | null }>, billing: { kind: string, provider: string | null, status: SubscriptionStatus | null, interval: string | null, currentPeriodEnd: string | null, nextRenewalAt: string | null, cancelAtPeriodEnd: boolean | null, pastDueSince: string | null, cardBrand: string | null, cardLast4: string | null, openInvoiceNumber: string | null } } } };

export type OpsSetLocalClockMutationVariables = Exact<{
  at: string | null | undefined;
}>;


export type OpsSetLocalClockMutation = { staff: { setLocalClock: string } };

export type OpsTextMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsTextMessagesQuery = { staff: { textMessages: Array<{ id: string, kind: string, to: string, body: string, createdAt: string, sentAt: string | null, provider: string | null, attempts: number }> } };

export const OpsOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpsOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingForEmail"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"journey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"certificateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"labReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextRenewalAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueSince"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoiceNumber"}}]}}]}}]} as unknown as DocumentNode<OpsOrderFragment, unknown>;
export const OpsParentOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsParentOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpsOrder"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpsOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpsOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingForEmail"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"journey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"certificateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"labReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextRenewalAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueSince"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoiceNumber"}}]}}]}}]} as unknown as DocumentNode<OpsParentOrdersQuery, OpsParentOrdersQueryVariables>;
export const OpsCreateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsCreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCreateOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpsOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpsOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingForEmail"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"journey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"certificateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"labReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextRenewalAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueSince"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoiceNumber"}}]}}]}}]} as unknown as DocumentNode<OpsCreateOrderMutation, OpsCreateOrderMutationVariables>;
export const OpsAdvanceJourneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsAdvanceJourney"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffAdvanceJourneyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceJourney"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpsOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpsOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingForEmail"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"journey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"certificateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"labReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextRenewalAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueSince"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoiceNumber"}}]}}]}}]} as unknown as DocumentNode<OpsAdvanceJourneyMutation, OpsAdvanceJourneyMutationVariables>;
export const OpsSetPickupStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsSetPickupStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPickupStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPickupStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpsOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpsOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingForEmail"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"journey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"certificateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"labReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextRenewalAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueSince"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoiceNumber"}}]}}]}}]} as unknown as DocumentNode<OpsSetPickupStatusMutation, OpsSetPickupStatusMutationVariables>;
export const OpsIssueCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsIssueCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffIssueCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpsOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpsOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingForEmail"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"journey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"certificateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"labReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"nextRenewalAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueSince"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoiceNumber"}}]}}]}}]} as unknown as DocumentNode<OpsIssueCertificateMutation, OpsIssueCertificateMutationVariables>;
export const OpsSetLocalClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsSetLocalClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLocalClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}]}]}}]}}]} as unknown as DocumentNode<OpsSetLocalClockMutation, OpsSetLocalClockMutationVariables>;
export const OpsTextMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsTextMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]}}]} as unknown as DocumentNode<OpsTextMessagesQuery, OpsTextMessagesQueryVariables>;