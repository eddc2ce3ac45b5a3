/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddressInput = {
  city: string;
  /** US or CA */
  country: string;
  line1: string;
  line2: string | null | undefined;
  postalCode: string;
  region: string;
};

export type CertificateStatus =
  | 'ISSUED'
  | 'LOCKED';

/** The signed-in account's place in a child's family. */
export type FamilyRole =
  /** Invited by the holder: sees the journey, fills the form, requests the pick-up. */
  | 'GUARDIAN'
  /** The account the order belongs to: billing and inviting are theirs. */
  | 'HOLDER';

export type JourneyStage =
  | 'BIRTH_AND_PICKUP'
  | 'CERTIFICATE_READY'
  | 'HEALTH_FORM'
  | 'KIT_SHIPPED'
  | 'LAB_PROCESSING';

/** What a release request's file is for (POST /releases/files?purpose=…). */
export type ReleaseFilePurpose =
  /** The authorisation the account holder signed. */
  | 'AUTHORISATION'
  /** A photo identification of the account holder. */
  | 'PHOTO_ID'
  /** Anything else the bank asked for (with an answer). */
  | 'SUPPORTING';

/** What a release request is for. */
export type ReleaseKind =
  /** The unit moves to another bank. */
  | 'TRANSFER'
  /** The unit goes to a transplant centre for the treating physician. */
  | 'TRANSPLANT';

/**
 * What the holder types to ask for a release (@portal/rules/release checks it, on the page and
 * here): for a TRANSPLANT the physician, the centre, who the patient is to the child (CHILD,
 * SIBLING, PARENT, OTHER_RELATIVE) and how soon (WITHIN_2_WEEKS, WITHIN_3_MONTHS, LATER); for a
 * TRANSFER the receiving bank and its contact; for both the address, phone and email.
 */
export type ReleaseRequestInput = {
  address: AddressInput;
  /** The signed authorisation: an upload of purpose AUTHORISATION (required). */
  authorisationFileId: string | number | null | undefined;
  bankName: string | null | undefined;
  centreName: string | null | undefined;
  contactName: string | null | undefined;
  email: string;
  /** TRANSPLANT or TRANSFER */
  kind: string;
  neededBy: string | null | undefined;
  patientRelation: string | null | undefined;
  phone: string;
  /** The account holder's photo identification: an upload of purpose PHOTO_ID (required). */
  photoIdFileId: string | number | null | undefined;
  physicianName: string | null | undefined;
};

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

export type ReleaseRequestDetailsFragment = { id: string, reference: string, kind: ReleaseKind, status: ReleaseStatus, physicianName: string | null, centreName: string | null, patientRelation: string | null, neededBy: string | null, bankName: string | null, contactName: string | null, feeCents: number, currency: string, bankMessage: string | null, carrier: string | null, trackingRef: string | null, canCancel: boolean, createdAt: string, updatedAt: string, history: Array<{ status: ReleaseStatus, at: string }>, files: Array<{ id: string, purpose: ReleaseFilePurpose, fileName: string, byteSize: number, downloadPath: string }> };

export type ChildReleaseQueryVariables = Exact<{
  id: string | number;
}>;


export type ChildReleaseQuery = { order: { id: string, access: FamilyRole, stage: JourneyStage, certificate: { status: CertificateStatus }, releaseRequest: { id: string, reference: string, kind: ReleaseKind, status: ReleaseStatus, physicianName: string | null, centreName: string | null, patientRelation: string | null, neededBy: string | null, bankName: string | null, contactName: string | null, feeCents: number, currency: string, bankMessage: string | null, carrier: string | null, trackingRef: string | null, canCancel: boolean, createdAt: string, updatedAt: string, history: Array<{ status: ReleaseStatus, at: string }>, files: Array<{ id: string, purpose: ReleaseFilePurpose, fileName: string, byteSize: number, downloadPath: string }> } | null } | null };

export type StartReleaseMutationVariables = Exact<{
  orderId: string | number;
  input: ReleaseRequestInput;
}>;


export type StartReleaseMutation = { startReleaseRequest: { id: string, reference: string, kind: ReleaseKind, status: ReleaseStatus, physicianName: string | null, centreName: string | null, patientRelation: string | null, neededBy: string | null, bankName: string | null, contactName: string | null, feeCents: number, currency: string, bankMessage: string | null, carrier: string | null, trackingRef: string | null, canCancel: boolean, createdAt: string, updatedAt: string, history: Array<{ status: ReleaseStatus, at: string }>, files: Array<{ id: string, purpose: ReleaseFilePurpose, fileName: string, byteSize: number, downloadPath: string }> } };

export type CancelReleaseMutationVariables = Exact<{
  orderId: string | number;
}>;


export type CancelReleaseMutation = { cancelReleaseRequest: { id: string, reference: string, kind: ReleaseKind, status: ReleaseStatus, physicianName: string | null, centreName: string | null, patientRelation: string | null, neededBy: string | null, bankName: string | null, contactName: string | null, feeCents: number, currency: string, bankMessage: string | null, carrier: string | null, trackingRef: string | null, canCancel: boolean, createdAt: string, updatedAt: string, history: Array<{ status: ReleaseStatus, at: string }>, files: Array<{ id: string, purpose: ReleaseFilePurpose, fileName: string, byteSize: number, downloadPath: string }> } };

export type AnswerReleaseMutationVariables = Exact<{
  orderId: string | number;
  message: string;
  fileIds: Array<string | number> | string | number | null | undefined;
}>;


export type AnswerReleaseMutation = { answerReleaseRequest: { id: string, reference: string, kind: ReleaseKind, status: ReleaseStatus, physicianName: string | null, centreName: string | null, patientRelation: string | null, neededBy: string | null, bankName: string | null, contactName: string | null, feeCents: number, currency: string, bankMessage: string | null, carrier: string | null, trackingRef: string | null, canCancel: boolean, createdAt: string, updatedAt: string, history: Array<{ status: ReleaseStatus, at: string }>, files: Array<{ id: string, purpose: ReleaseFilePurpose, fileName: string, byteSize: number, downloadPath: string }> } };

export const ReleaseRequestDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseRequestDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"physicianName"}},{"kind":"Field","name":{"kind":"Name","value":"centreName"}},{"kind":"Field","name":{"kind":"Name","value":"patientRelation"}},{"kind":"Field","name":{"kind":"Name","value":"neededBy"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bankMessage"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingRef"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ReleaseRequestDetailsFragment, unknown>;
export const ChildReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChildRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"releaseRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseRequestDetails"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseRequestDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"physicianName"}},{"kind":"Field","name":{"kind":"Name","value":"centreName"}},{"kind":"Field","name":{"kind":"Name","value":"patientRelation"}},{"kind":"Field","name":{"kind":"Name","value":"neededBy"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bankMessage"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingRef"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ChildReleaseQuery, ChildReleaseQueryVariables>;
export const StartReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startReleaseRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseRequestDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseRequestDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"physicianName"}},{"kind":"Field","name":{"kind":"Name","value":"centreName"}},{"kind":"Field","name":{"kind":"Name","value":"patientRelation"}},{"kind":"Field","name":{"kind":"Name","value":"neededBy"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bankMessage"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingRef"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StartReleaseMutation, StartReleaseMutationVariables>;
export const CancelReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelReleaseRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseRequestDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseRequestDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"physicianName"}},{"kind":"Field","name":{"kind":"Name","value":"centreName"}},{"kind":"Field","name":{"kind":"Name","value":"patientRelation"}},{"kind":"Field","name":{"kind":"Name","value":"neededBy"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bankMessage"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingRef"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CancelReleaseMutation, CancelReleaseMutationVariables>;
export const AnswerReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerReleaseRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReleaseRequestDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReleaseRequestDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"physicianName"}},{"kind":"Field","name":{"kind":"Name","value":"centreName"}},{"kind":"Field","name":{"kind":"Name","value":"patientRelation"}},{"kind":"Field","name":{"kind":"Name","value":"neededBy"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bankMessage"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingRef"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AnswerReleaseMutation, AnswerReleaseMutationVariables>;