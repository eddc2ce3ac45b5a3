/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What the parent confirms before the courier comes (every item is required). */
export type PickupChecklistItem =
  /** The maternal blood tubes are in the kit. */
  | 'MATERNAL_BLOOD_TUBES'
  /** The paperwork is signed and in the kit. */
  | 'PAPERWORK_SIGNED'
  /** The kit is kept at room temperature, not refrigerated. */
  | 'ROOM_TEMPERATURE';

/** A pick-up request. Times are the hospital's wall clock in `timeZone`; the rules are @portal/rules/pickup. */
export type PickupInput = {
  address: string;
  alternatePhone: string | null | undefined;
  /** The birth, YYYY-MM-DD and HH:MM (24-hour) in `timeZone`. */
  birthDate: string;
  birthTime: string;
  checklist: Array<PickupChecklistItem>;
  /** The cord blood collection, YYYY-MM-DD and HH:MM (24-hour) in `timeZone`: not in the future, not before the birth. */
  collectionDate: string;
  collectionTime: string;
  /** The mobile number the courier calls. */
  contactPhone: string;
  floorUnit: string | null | undefined;
  kitLocation: PickupKitLocation;
  locationType: PickupLocationType;
  /** Access notes for the courier. */
  notes: string | null | undefined;
  /** Hospital name, or a name for the home, as the courier should read it. */
  place: string;
  /** The start of the preferred 4-hour window, YYYY-MM-DDTHH:MM in `timeZone`; absent: as soon as possible. */
  preferredWindowStart: string | null | undefined;
  room: string | null | undefined;
  /** The hospital's IANA time zone, e.g. America/Los_Angeles. */
  timeZone: string;
};

/** Where the collection kit waits for the courier. */
export type PickupKitLocation =
  | 'NURSES_STATION'
  | 'WITH_PARENT';

export type PickupLocationType =
  | 'HOME'
  | 'HOSPITAL';

export type PickupStatus =
  | 'CANCELLED'
  | 'COLLECTED'
  | 'DISPATCHED'
  /** Delivered by the courier to the lab. */
  | 'RECEIVED'
  | 'REQUESTED';

export type PickupDetailsFragment = { id: string, reference: string, status: PickupStatus, changeable: boolean, locationType: PickupLocationType, place: string, address: string, floorUnit: string | null, room: string | null, kitLocation: PickupKitLocation | null, timeZone: string | null, birthAt: string | null, collectionAt: string | null, collectionDate: string, collectionTime: string, contactPhone: string, alternatePhone: string | null, notes: string | null, preferredWindowStartAt: string | null, labDeadlineAt: string | null, checklist: Array<PickupChecklistItem>, requestedAt: string, dispatchedAt: string | null, collectedAt: string | null, receivedAt: string | null };

export type PickupOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type PickupOrderQuery = { order: { id: string, childName: string | null, deliveryHospital: { name: string, city: string | null } | null, pickup: { id: string, reference: string, status: PickupStatus, changeable: boolean, locationType: PickupLocationType, place: string, address: string, floorUnit: string | null, room: string | null, kitLocation: PickupKitLocation | null, timeZone: string | null, birthAt: string | null, collectionAt: string | null, collectionDate: string, collectionTime: string, contactPhone: string, alternatePhone: string | null, notes: string | null, preferredWindowStartAt: string | null, labDeadlineAt: string | null, checklist: Array<PickupChecklistItem>, requestedAt: string, dispatchedAt: string | null, collectedAt: string | null, receivedAt: string | null } | null } | null };

export type RequestKitPickupMutationVariables = Exact<{
  orderId: string | number;
  input: PickupInput;
}>;


export type RequestKitPickupMutation = { requestPickup: { id: string, reference: string, status: PickupStatus, changeable: boolean, locationType: PickupLocationType, place: string, address: string, floorUnit: string | null, room: string | null, kitLocation: PickupKitLocation | null, timeZone: string | null, birthAt: string | null, collectionAt: string | null, collectionDate: string, collectionTime: string, contactPhone: string, alternatePhone: string | null, notes: string | null, preferredWindowStartAt: string | null, labDeadlineAt: string | null, checklist: Array<PickupChecklistItem>, requestedAt: string, dispatchedAt: string | null, collectedAt: string | null, receivedAt: string | null } };

export type CancelKitPickupMutationVariables = Exact<{
  orderId: string | number;
}>;


export type CancelKitPickupMutation = { cancelPickup: { id: string, reference: string, status: PickupStatus, changeable: boolean, locationType: PickupLocationType, place: string, address: string, floorUnit: string | null, room: string | null, kitLocation: PickupKitLocation | null, timeZone: string | null, birthAt: string | null, collectionAt: string | null, collectionDate: string, collectionTime: string, contactPhone: string, alternatePhone: string | null, notes: string | null, preferredWindowStartAt: string | null, labDeadlineAt: string | null, checklist: Array<PickupChecklistItem>, requestedAt: string, dispatchedAt: string | null, collectedAt: string | null, receivedAt: string | null } };

export const PickupDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickupDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pickup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floorUnit"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"kitLocation"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"birthAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectionAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"collectionTime"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"alternatePhone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"preferredWindowStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"labDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]} as unknown as DocumentNode<PickupDetailsFragment, unknown>;
export const PickupOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickupOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryHospital"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickupDetails"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickupDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pickup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floorUnit"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"kitLocation"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"birthAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectionAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"collectionTime"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"alternatePhone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"preferredWindowStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"labDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]} as unknown as DocumentNode<PickupOrderQuery, PickupOrderQueryVariables>;
export const RequestKitPickupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestKitPickup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PickupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPickup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickupDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickupDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pickup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floorUnit"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"kitLocation"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"birthAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectionAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"collectionTime"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"alternatePhone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"preferredWindowStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"labDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]} as unknown as DocumentNode<RequestKitPickupMutation, RequestKitPickupMutationVariables>;
export const CancelKitPickupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelKitPickup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPickup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickupDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickupDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pickup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"floorUnit"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"kitLocation"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"birthAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectionAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectionDate"}},{"kind":"Field","name":{"kind":"Name","value":"collectionTime"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"alternatePhone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"preferredWindowStartAt"}},{"kind":"Field","name":{"kind":"Name","value":"labDeadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]} as unknown as DocumentNode<CancelKitPickupMutation, CancelKitPickupMutationVariables>;