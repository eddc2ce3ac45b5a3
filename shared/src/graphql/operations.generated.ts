/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** Instant, ISO 8601 with time zone. */
  DateTime: { input: string; output: string; }
  /** A JSON object (medical form answers). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

export type Billing = {
  __typename?: 'Billing';
  invoices: Array<Invoice>;
  plan: Plan;
};

export type Certificate = {
  __typename?: 'Certificate';
  /** The certificate's values once the lab has issued it. */
  issued: Maybe<IssuedCertificate>;
  /** Lab progress towards the certificate, 0 to 100. */
  progress: Scalars['Int']['output'];
  status: CertificateStatus;
};

export type CertificateStatus =
  | 'ISSUED'
  | 'LOCKED';

export type CreateUserInput = {
  email: Scalars['String']['input'];
  /** Must equal the caller's auth id. */
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type Invoice = {
  __typename?: 'Invoice';
  amountCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issuedAt: Scalars['DateTime']['output'];
  number: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type IssuedCertificate = {
  __typename?: 'IssuedCertificate';
  birthDate: Scalars['Date']['output'];
  /** CD34+ cells, x10^6. */
  cd34Count: Scalars['Float']['output'];
  childName: Scalars['String']['output'];
  collectionDate: Scalars['Date']['output'];
  issuedAt: Scalars['DateTime']['output'];
  lab: Scalars['String']['output'];
  processingDate: Scalars['Date']['output'];
  storageSite: Scalars['String']['output'];
  /** Total nucleated cells, x10^8. */
  tncCount: Scalars['Float']['output'];
  unitId: Scalars['String']['output'];
  /** Post-processing viability, percent. */
  viabilityPercent: Scalars['Float']['output'];
  volumeMl: Scalars['Float']['output'];
};

export type JourneyStage =
  | 'BIRTH_AND_PICKUP'
  | 'CERTIFICATE_READY'
  | 'HEALTH_FORM'
  | 'KIT_SHIPPED'
  | 'LAB_PROCESSING';

export type JourneyStep = {
  __typename?: 'JourneyStep';
  completedAt: Maybe<Scalars['DateTime']['output']>;
  stage: JourneyStage;
  status: StepStatus;
};

export type Me = {
  __typename?: 'Me';
  id: Scalars['ID']['output'];
  /** The parent's orders, one per child, oldest first. */
  orders: Array<Order>;
  profile: Profile;
};

export type MedicalForm = {
  __typename?: 'MedicalForm';
  /** The draft or submitted answers; null before the first save. */
  answers: Maybe<Scalars['JSONObject']['output']>;
  status: MedicalFormStatus;
  submittedAt: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};

export type MedicalFormStatus =
  | 'DRAFT'
  | 'NOT_STARTED'
  | 'SUBMITTED';

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels a pick-up that is not yet dispatched. */
  cancelPickup: Pickup;
  /** Requests (or changes, while not yet dispatched) the courier pick-up of the kit. */
  requestPickup: Pickup;
  /** Saves the medical health form as a draft (last write wins). */
  saveMedicalFormDraft: MedicalForm;
  /** Submits the medical health form once; afterwards it is read-only. */
  submitMedicalForm: MedicalForm;
  user: UserMutations;
};


export type MutationCancelPickupArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationRequestPickupArgs = {
  input: PickupInput;
  orderId: Scalars['ID']['input'];
};


export type MutationSaveMedicalFormDraftArgs = {
  answers: Scalars['JSONObject']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationSubmitMedicalFormArgs = {
  answers: Scalars['JSONObject']['input'];
  orderId: Scalars['ID']['input'];
};

export type Order = {
  __typename?: 'Order';
  billing: Billing;
  certificate: Certificate;
  /** The child's name once known (siblings are told apart by it). */
  childName: Maybe<Scalars['String']['output']>;
  dueDate: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  /** Every step of the journey in order, with its status. */
  journey: Array<JourneyStep>;
  medicalForm: MedicalForm;
  pickup: Maybe<Pickup>;
  plan: Plan;
  purchaserName: Scalars['String']['output'];
  /** Where the order stands in the journey. */
  stage: JourneyStage;
};

export type Pickup = {
  __typename?: 'Pickup';
  address: Scalars['String']['output'];
  collectionDate: Scalars['Date']['output'];
  collectionTime: Scalars['String']['output'];
  contactPhone: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locationType: PickupLocationType;
  notes: Maybe<Scalars['String']['output']>;
  place: Scalars['String']['output'];
  /** A short reference the parent can read to the courier or support. */
  reference: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  status: PickupStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type PickupInput = {
  address: Scalars['String']['input'];
  collectionDate: Scalars['Date']['input'];
  /** Preferred time of day, HH:MM, 24-hour. */
  collectionTime: Scalars['String']['input'];
  contactPhone: Scalars['String']['input'];
  locationType: PickupLocationType;
  notes: InputMaybe<Scalars['String']['input']>;
  /** Hospital name, or the home address, as the courier should read it. */
  place: Scalars['String']['input'];
};

export type PickupLocationType =
  | 'HOME'
  | 'HOSPITAL';

export type PickupStatus =
  | 'CANCELLED'
  | 'COLLECTED'
  | 'DISPATCHED'
  | 'REQUESTED';

export type Plan = {
  __typename?: 'Plan';
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  interval: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Price per billing period, in cents. */
  priceCents: Scalars['Int']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  email: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in parent. */
  me: Me;
  /** One of the signed-in parent's orders; null when it does not exist or is not theirs. */
  order: Maybe<Order>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};

export type StepStatus =
  | 'CURRENT'
  | 'DONE'
  | 'UPCOMING';

export type User = {
  __typename?: 'User';
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
};

export type UserMutations = {
  __typename?: 'UserMutations';
  /** Registers the signed-in parent after sign-up or first Google sign-in (idempotent). */
  createUser: User;
};


export type UserMutationsCreateUserArgs = {
  input: CreateUserInput;
};

export type CreateUserInput = {
  email: string;
  /** Must equal the caller's auth id. */
  id: string | number;
  name: string;
};

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { user: { createUser: { id: string, email: string | null, name: string | null } } };

export type GetUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserQuery = { me: { id: string, profile: { email: string | null, name: string | null } } };

export type GetUserOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserOrderQuery = { me: { id: string, orders: Array<{ id: string, purchaserName: string }> } };


export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const GetUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GetUserQuery, GetUserQueryVariables>;
export const GetUserOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getUserOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaserName"}}]}}]}}]}}]} as unknown as DocumentNode<GetUserOrderQuery, GetUserOrderQueryVariables>;