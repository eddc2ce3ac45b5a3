import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OrderRow, MeRow, UserMutationsRow } from '../db/rows.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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
  issued?: Maybe<IssuedCertificate>;
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
  completedAt?: Maybe<Scalars['DateTime']['output']>;
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
  answers?: Maybe<Scalars['JSONObject']['output']>;
  status: MedicalFormStatus;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
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
  childName?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  /** Every step of the journey in order, with its status. */
  journey: Array<JourneyStep>;
  medicalForm: MedicalForm;
  pickup?: Maybe<Pickup>;
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
  notes?: Maybe<Scalars['String']['output']>;
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
  notes?: InputMaybe<Scalars['String']['input']>;
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
  email?: Maybe<Scalars['String']['output']>;
  /** The parent's name; null until they have one (never the registration placeholder). */
  name?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in parent. */
  me: Me;
  /** One of the signed-in parent's orders; null when it does not exist or is not theirs. */
  order?: Maybe<Order>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};

export type StepStatus =
  | 'CURRENT'
  | 'DONE'
  | 'UPCOMING';

export type UpdateProfileInput = {
  /** The parent's name as it should be shown (1-200 characters). */
  name: Scalars['String']['input'];
};

export type User = {
  __typename?: 'User';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type UserMutations = {
  __typename?: 'UserMutations';
  /** Registers the signed-in parent after sign-up or first Google sign-in (idempotent). */
  createUser: User;
  /** Sets the signed-in parent's name (from the profile modal). */
  updateProfile: User;
};


export type UserMutationsCreateUserArgs = {
  input: CreateUserInput;
};


export type UserMutationsUpdateProfileArgs = {
  input: UpdateProfileInput;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Billing: ResolverTypeWrapper<Billing>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Certificate: ResolverTypeWrapper<Certificate>;
  CertificateStatus: CertificateStatus;
  CreateUserInput: CreateUserInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  IssuedCertificate: ResolverTypeWrapper<IssuedCertificate>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  JourneyStage: JourneyStage;
  JourneyStep: ResolverTypeWrapper<JourneyStep>;
  Me: ResolverTypeWrapper<MeRow>;
  MedicalForm: ResolverTypeWrapper<MedicalForm>;
  MedicalFormStatus: MedicalFormStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderRow>;
  Pickup: ResolverTypeWrapper<Pickup>;
  PickupInput: PickupInput;
  PickupLocationType: PickupLocationType;
  PickupStatus: PickupStatus;
  Plan: ResolverTypeWrapper<Plan>;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StepStatus: StepStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<User>;
  UserMutations: ResolverTypeWrapper<UserMutationsRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Billing: Billing;
  Boolean: Scalars['Boolean']['output'];
  Certificate: Certificate;
  CreateUserInput: CreateUserInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  IssuedCertificate: IssuedCertificate;
  JSONObject: Scalars['JSONObject']['output'];
  JourneyStep: JourneyStep;
  Me: MeRow;
  MedicalForm: MedicalForm;
  Mutation: Record<PropertyKey, never>;
  Order: OrderRow;
  Pickup: Pickup;
  PickupInput: PickupInput;
  Plan: Plan;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  UpdateProfileInput: UpdateProfileInput;
  User: User;
  UserMutations: UserMutationsRow;
};

export type BillingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Billing'] = ResolversParentTypes['Billing']> = {
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
};

export type CertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = {
  issued?: Resolver<Maybe<ResolversTypes['IssuedCertificate']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IssuedCertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IssuedCertificate'] = ResolversParentTypes['IssuedCertificate']> = {
  birthDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  cd34Count?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  childName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collectionDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lab?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  storageSite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tncCount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viabilityPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  volumeMl?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type JourneyStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JourneyStep'] = ResolversParentTypes['JourneyStep']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['JourneyStage'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StepStatus'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
};

export type MedicalFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MedicalForm'] = ResolversParentTypes['MedicalForm']> = {
  answers?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MedicalFormStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelPickup?: Resolver<ResolversTypes['Pickup'], ParentType, ContextType, RequireFields<MutationCancelPickupArgs, 'orderId'>>;
  requestPickup?: Resolver<ResolversTypes['Pickup'], ParentType, ContextType, RequireFields<MutationRequestPickupArgs, 'input' | 'orderId'>>;
  saveMedicalFormDraft?: Resolver<ResolversTypes['MedicalForm'], ParentType, ContextType, RequireFields<MutationSaveMedicalFormDraftArgs, 'answers' | 'orderId'>>;
  submitMedicalForm?: Resolver<ResolversTypes['MedicalForm'], ParentType, ContextType, RequireFields<MutationSubmitMedicalFormArgs, 'answers' | 'orderId'>>;
  user?: Resolver<ResolversTypes['UserMutations'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billing?: Resolver<ResolversTypes['Billing'], ParentType, ContextType>;
  certificate?: Resolver<ResolversTypes['Certificate'], ParentType, ContextType>;
  childName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  journey?: Resolver<Array<ResolversTypes['JourneyStep']>, ParentType, ContextType>;
  medicalForm?: Resolver<ResolversTypes['MedicalForm'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['Pickup']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  purchaserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['JourneyStage'], ParentType, ContextType>;
};

export type PickupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Pickup'] = ResolversParentTypes['Pickup']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collectionDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  collectionTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationType?: Resolver<ResolversTypes['PickupLocationType'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PickupStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserMutationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserMutations'] = ResolversParentTypes['UserMutations']> = {
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<UserMutationsCreateUserArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<UserMutationsUpdateProfileArgs, 'input'>>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Billing?: BillingResolvers<ContextType>;
  Certificate?: CertificateResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Invoice?: InvoiceResolvers<ContextType>;
  IssuedCertificate?: IssuedCertificateResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  JourneyStep?: JourneyStepResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MedicalForm?: MedicalFormResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  Pickup?: PickupResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserMutations?: UserMutationsResolvers<ContextType>;
};

