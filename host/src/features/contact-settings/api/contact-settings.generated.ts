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

export type ContactPreferencesInput = {
  /** The mailing address (US or CA); null: none. */
  mailingAddress: AddressInput | null | undefined;
  /** The mobile number for text messages (7 to 15 digits; +, spaces, ()-. allowed); null or empty: none. */
  mobilePhone: string | null | undefined;
  /** The kinds to change; kinds left out keep their choice. */
  preferences: Array<NotificationPreferenceInput>;
};

export type NotificationKind =
  /** The lab issued the stem cell certificate. */
  | 'CERTIFICATE_ISSUED'
  /** The bank dispatched the courier. */
  | 'COURIER_DISPATCHED'
  /** The bank added a document to the child's record (a consent form, the processing report). */
  | 'DOCUMENT_ADDED'
  /** The parent (or a guardian) submitted the medical health form (or the bank recorded it). */
  | 'HEALTH_FORM_RECEIVED'
  /** The courier collected the kit. */
  | 'KIT_COLLECTED'
  /** The collection kit was shipped (the bank records it). */
  | 'KIT_SHIPPED'
  /** The lab finished processing the unit. */
  | 'PROCESSING_DONE'
  /** The child's release or transfer request changed status (what it is now is on the page). */
  | 'RELEASE_UPDATED'
  /** A storage renewal payment failed (the provider retries). */
  | 'RENEWAL_FAILED'
  /** The kit reached the lab. */
  | 'UNIT_AT_LAB';

export type NotificationPreferenceInput = {
  email: boolean;
  kind: NotificationKind;
  sms: boolean;
};

export type ContactSettingsFragment = { mobilePhone: string | null, mailingAddress: { line1: string, line2: string | null, city: string, region: string, postalCode: string, country: string } | null, notificationPreferences: Array<{ kind: NotificationKind, email: boolean, sms: boolean }> };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { me: { profile: { mobilePhone: string | null, mailingAddress: { line1: string, line2: string | null, city: string, region: string, postalCode: string, country: string } | null, notificationPreferences: Array<{ kind: NotificationKind, email: boolean, sms: boolean }> } } };

export type UpdateContactPreferencesMutationVariables = Exact<{
  input: ContactPreferencesInput;
}>;


export type UpdateContactPreferencesMutation = { user: { updateContactPreferences: { mobilePhone: string | null, mailingAddress: { line1: string, line2: string | null, city: string, region: string, postalCode: string, country: string } | null, notificationPreferences: Array<{ kind: NotificationKind, email: boolean, sms: boolean }> } } };

export const ContactSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}}]}}]}}]} as unknown as DocumentNode<ContactSettingsFragment, unknown>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactSettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateContactPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContactPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContactPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactSettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}}]}}]}}]} as unknown as DocumentNode<UpdateContactPreferencesMutation, UpdateContactPreferencesMutationVariables>;