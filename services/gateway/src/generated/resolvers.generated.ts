import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OrderRow, MeRow, UserMutationsRow, StaffNamespaceRow, StaffParentRow, CheckoutRow, PaymentsNamespaceRow, FamilyNamespaceRow, FamilyRow, FamilyInvitationRow, FamilyMemberRow, NotificationRow, ProfileRow, NotificationsNamespaceRow } from '../types/rows.js';
import type { ReleaseRequestRow } from '../types/release-rows.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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

export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  region: Scalars['String']['output'];
};

export type AddressInput = {
  city: Scalars['String']['input'];
  /** US or CA */
  country: Scalars['String']['input'];
  line1: Scalars['String']['input'];
  line2?: InputMaybe<Scalars['String']['input']>;
  postalCode: Scalars['String']['input'];
  region: Scalars['String']['input'];
};

/**
 * The storage agreement as the page showed it before payment (@portal/rules/agreement): accepted
 * by the parent, recorded once with the checkout and reproduced in the agreement's PDF.
 */
export type AgreementAcceptanceInput = {
  /** The language it was shown in: en or es. */
  language: Scalars['String']['input'];
  /** The plan's price per period that it stated, in cents. */
  priceCents: Scalars['Int']['input'];
  /** The version of the agreement's wording shown (STORAGE_AGREEMENT_VERSION). */
  version: Scalars['String']['input'];
};

/**
 * How the child's storage is paid. Recorded only from the payment provider's signed webhooks
 * (or the local provider's, which sends the same ones); never from the browser.
 */
export type Billing = {
  __typename?: 'Billing';
  /** A gift's fixed term (the plan's first year); null unless a gift paid for the order. */
  giftTerm?: Maybe<GiftTerm>;
  /** The order's invoices, newest first. */
  invoices: Array<Invoice>;
  /**
   * What the family should know now, most pressing first: a failed renewal (PAST_DUE), a plan
   * that ends (CANCELLED), a renewal coming (RENEWAL_SOON: 30 days before an annual one; 7 days
   * before a monthly one when the card expires first) or a gift term ending (GIFT_TERM_ENDING,
   * 30 days before). Null when there is nothing to say.
   */
  notice?: Maybe<BillingNotice>;
  plan: Plan;
  /**
   * The child's unit was released or transferred: the storage plan ends at the end of the period
   * paid for and never renews (a gift-paid one is not continued). Null otherwise.
   */
  planEnd?: Maybe<PlanEnd>;
  /** The storage plan that renews (Stripe subscription); null when the order has none. */
  subscription?: Maybe<StorageSubscription>;
};

/** Times are ISO 8601 instants with a time zone (strings, checked by the gateway). */
export type BillingEventInput = {
  /** The checkout that started the subscription (its metadata.checkoutId). */
  checkoutId: Scalars['ID']['input'];
  /** The provider's event id (evt_...). */
  eventId: Scalars['String']['input'];
  /** The invoice; invoice.* events. */
  invoice?: InputMaybe<InvoiceStateInput>;
  /** When the provider made the event (its created time): orders the states. */
  occurredAt: Scalars['String']['input'];
  /** stripe or local */
  provider: Scalars['String']['input'];
  /**
   * When the functions service read the subscription or invoice from the provider (its current
   * object, not the event's copy): orders the states instead of occurredAt, which counts whole
   * seconds only. Absent when the state is the event's own.
   */
  stateReadAt?: InputMaybe<Scalars['String']['input']>;
  /** The subscription as the event (or a re-read) carries it; customer.subscription.* events. */
  subscription?: InputMaybe<SubscriptionStateInput>;
  /** customer.subscription.created, .updated, .deleted, invoice.paid or invoice.payment_failed */
  type: Scalars['String']['input'];
};

export type BillingEventResult = {
  __typename?: 'BillingEventResult';
  /** False when this event was recorded before (a retry or a duplicate). */
  recorded: Scalars['Boolean']['output'];
};

export type BillingNotice = {
  __typename?: 'BillingNotice';
  /** What will be or was charged (RENEWAL_SOON, PAST_DUE); null otherwise. */
  amountCents?: Maybe<Scalars['Int']['output']>;
  /** RENEWAL_SOON: the card on file expires before the renewal. */
  cardExpiresFirst: Scalars['Boolean']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  /**
   * The date it is about: the renewal (RENEWAL_SOON), the failed renewal's due date (PAST_DUE),
   * the end of the plan (CANCELLED) or of the gift's term (GIFT_TERM_ENDING).
   */
  date: Scalars['DateTime']['output'];
  kind: BillingNoticeKind;
  /** PAST_DUE: update the card by then (the provider's last retry, 21 days after the due date). */
  respondBy?: Maybe<Scalars['DateTime']['output']>;
};

export type BillingNoticeKind =
  | 'CANCELLED'
  | 'GIFT_TERM_ENDING'
  | 'PAST_DUE'
  | 'RENEWAL_SOON';

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

/** Who made a change that two people may make (a form save, a pick-up request). */
export type ChangedBy = {
  __typename?: 'ChangedBy';
  /** Their first name as registered (else the part of their email before the @), for 'Saved by Sam'. */
  firstName: Scalars['String']['output'];
  /** Whether it was the signed-in account. */
  isViewer: Scalars['Boolean']['output'];
};

export type Checkout = {
  __typename?: 'Checkout';
  /** What is charged, in cents (the plan's price when the checkout started). */
  amountCents: Scalars['Int']['output'];
  /** CONTINUATION: the id of the child's order whose storage it continues (the buyer only). */
  continuesOrderId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** CONTINUATION: when the first renewal is charged (the end of the gift's term); nothing is charged at checkout. */
  firstChargeAt?: Maybe<Scalars['DateTime']['output']>;
  /** The gift's code (kind GIFT, once PAID); only the giver reads it. */
  giftCode?: Maybe<Scalars['String']['output']>;
  /** What was typed for a gift (kind GIFT). */
  giftDetails?: Maybe<GiftCheckoutDetails>;
  /** Whether the gift was redeemed (kind GIFT). */
  giftRedeemed?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  kind: CheckoutKind;
  /** The order created by the payment (kind ORDER, once PAID). */
  order?: Maybe<Order>;
  /** What was typed for an order (kind ORDER). */
  orderDetails?: Maybe<OrderCheckoutDetails>;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  plan: Plan;
  /** A short reference for the parent and for support, e.g. CB-7K3M9Q. */
  reference: Scalars['String']['output'];
  /** REFUNDED: why the payment was refunded. */
  refundReason?: Maybe<CheckoutRefundReason>;
  status: CheckoutStatus;
};

export type CheckoutKind =
  /** A gift-paid child's storage continued with the parent's own card, first charged when the gift's term ends. */
  | 'CONTINUATION'
  | 'GIFT'
  | 'ORDER';

export type CheckoutRefundReason =
  /** The child's storage was already paid by another checkout. */
  | 'ALREADY_COVERED'
  /** The child's unit was released or transferred: its storage is not continued. */
  | 'PLAN_ENDED'
  /** A newer checkout for the same child replaced this one before it was paid. */
  | 'REPLACED';

export type CheckoutStatus =
  /** Started; not paid (yet). */
  | 'OPEN'
  /** Paid; the order or gift exists. */
  | 'PAID'
  /** Paid when the child no longer needed it (a replaced checkout, storage already covered, or a plan that ended with a release): the payment is refunded and the plan it started cancelled. */
  | 'REFUNDED'
  /** A newer start for the same child replaced it before it was paid: it can no longer be paid. */
  | 'REPLACED';

export type CompleteCheckoutInput = {
  amountCents: Scalars['Int']['input'];
  checkoutId: Scalars['ID']['input'];
  currency: Scalars['String']['input'];
  /** The provider's payment id (Stripe's Checkout Session id). */
  paymentRef: Scalars['String']['input'];
  /** stripe or local */
  provider: Scalars['String']['input'];
};

export type ContactPreferencesInput = {
  /** The mailing address (US or CA); null: none. */
  mailingAddress?: InputMaybe<AddressInput>;
  /** The mobile number for text messages (7 to 15 digits; +, spaces, ()-. allowed); null or empty: none. */
  mobilePhone?: InputMaybe<Scalars['String']['input']>;
  /** The kinds to change; kinds left out keep their choice. */
  preferences: Array<NotificationPreferenceInput>;
};

/** The courier's statuses, in order. */
export type CourierStatus =
  | 'COLLECTED'
  | 'DISPATCHED'
  | 'RECEIVED';

export type CreateUserInput = {
  email: Scalars['String']['input'];
  /** Must equal the caller's auth id. */
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type DeliveryHospital = {
  __typename?: 'DeliveryHospital';
  city?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

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

export type Family = {
  __typename?: 'Family';
  /** Invitations still open (not accepted, cancelled or expired), newest first; empty for a guardian. */
  invitations: Array<FamilyInvitation>;
  /** The holder first, then the guardians in the order they joined. */
  members: Array<FamilyMember>;
};

/** One of a child's documents. */
export type FamilyDocument = {
  __typename?: 'FamilyDocument';
  /** When it was added or issued. */
  date: Scalars['DateTime']['output'];
  /**
   * The gateway's path it downloads from (GET with the Authorization header; authorised per
   * request; no name in it), e.g. /documents/doc_…/download; null for the certificate, which its
   * page draws. A statement's is written in English; add ?language=es for Spanish.
   */
  downloadPath?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: DocumentKind;
  /** STATEMENT: the plan year it covers (1 for the first); null otherwise. */
  planYear?: Maybe<Scalars['Int']['output']>;
  /** Its title: the bank's for a report; a fixed English name otherwise (pages name it by kind). */
  title: Scalars['String']['output'];
};

export type FamilyInvitation = {
  __typename?: 'FamilyInvitation';
  /** The invited email (lower case). */
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  invitedAt: Scalars['DateTime']['output'];
};

export type FamilyMember = {
  __typename?: 'FamilyMember';
  email?: Maybe<Scalars['String']['output']>;
  /** Whether this member is the signed-in account. */
  isViewer: Scalars['Boolean']['output'];
  /** Their name; null when they have not given one. */
  name?: Maybe<Scalars['String']['output']>;
  role: FamilyRole;
  /** Since when they have access (the holder: since the order). */
  since: Scalars['DateTime']['output'];
  uid: Scalars['ID']['output'];
};

export type FamilyMutations = {
  __typename?: 'FamilyMutations';
  /**
   * Accepts an invitation for the signed-in account, whose verified email must be the invited one
   * (FORBIDDEN otherwise), once, before it expires (CONFLICT with extensions.reason
   * INVITATION_USED, INVITATION_CANCELLED or INVITATION_EXPIRED). NOT_FOUND for an unknown token.
   * Answers the child's order, now followed by this account.
   */
  accept: Order;
  /** The holder cancels a pending invitation: its link stops working. Answers the family. */
  cancelInvitation: Family;
  /**
   * The account holder invites a co-parent or guardian by email: an email with a link goes out
   * (who invited them and the portal's address, nothing about the child's health); the link
   * works for 14 days. BAD_USER_INPUT (extensions.fields.email) for an address that is not one,
   * the holder's own, or one that already has access or a pending invitation; FORBIDDEN for a
   * guardian; NOT_FOUND for an order outside the family.
   */
  invite: FamilyInvitation;
  /** A guardian leaves a child's family (the holder cannot). Answers true. */
  leave: Scalars['Boolean']['output'];
  /**
   * The holder ends a guardian's access: refused from their next request, and their live
   * streams close. Answers the family.
   */
  revoke: Family;
};


export type FamilyMutationsAcceptArgs = {
  token: Scalars['String']['input'];
};


export type FamilyMutationsCancelInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


export type FamilyMutationsInviteArgs = {
  email: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};


export type FamilyMutationsLeaveArgs = {
  orderId: Scalars['ID']['input'];
};


export type FamilyMutationsRevokeArgs = {
  orderId: Scalars['ID']['input'];
  uid: Scalars['ID']['input'];
};

/** The signed-in account's place in a child's family. */
export type FamilyRole =
  /** Invited by the holder: sees the journey, fills the form, requests the pick-up. */
  | 'GUARDIAN'
  /** The account the order belongs to: billing and inviting are theirs. */
  | 'HOLDER';

export type GiftCheckoutDetails = {
  __typename?: 'GiftCheckoutDetails';
  giverName: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  recipientEmail: Scalars['String']['output'];
  recipientName: Scalars['String']['output'];
};

export type GiftCheckoutInput = {
  giverName: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  planCode: Scalars['String']['input'];
  recipientEmail: Scalars['String']['input'];
  recipientName: Scalars['String']['input'];
};

export type GiftTerm = {
  __typename?: 'GiftTerm';
  /** Storage is paid by the gift until then. */
  endsAt: Scalars['DateTime']['output'];
};

export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** The child's name; null unless forViewer. */
  childName?: Maybe<Scalars['String']['output']>;
  /** The invited email (lower case). */
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** Whether the signed-in account's verified email is the invited one: only then can it accept. */
  forViewer: Scalars['Boolean']['output'];
  /** The account holder's name (who invited); null unless forViewer. */
  invitedBy?: Maybe<Scalars['String']['output']>;
  /** The child's order once this account accepted it (to open it); null otherwise. */
  orderId?: Maybe<Scalars['ID']['output']>;
  status: InvitationStatus;
};

export type InvitationStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'PENDING';

export type Invoice = {
  __typename?: 'Invoice';
  amountCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issuedAt: Scalars['DateTime']['output'];
  number: Scalars['String']['output'];
  /** When it was paid; null until then. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** paid, open (a payment failed and is retried), void, uncollectible or draft. */
  status: Scalars['String']['output'];
  /** The provider's receipt or invoice page (Stripe's hosted invoice); null when there is none. */
  url?: Maybe<Scalars['String']['output']>;
};

export type InvoiceStateInput = {
  amountCents: Scalars['Int']['input'];
  /** When the invoice was made (the renewal's due date). */
  createdAt: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  /** The provider's invoice id (in_...). */
  invoiceRef: Scalars['String']['input'];
  number: Scalars['String']['input'];
  paidAt?: InputMaybe<Scalars['String']['input']>;
  /** draft, open, paid, void or uncollectible */
  status: Scalars['String']['input'];
  subscriptionRef: Scalars['String']['input'];
  /** The provider's hosted invoice page. */
  url?: InputMaybe<Scalars['String']['input']>;
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

/** The portal's languages. */
export type Language =
  | 'EN'
  | 'ES';

export type Me = {
  __typename?: 'Me';
  id: Scalars['ID']['output'];
  /**
   * The parent's notifications, newest first (the 50 newest): what happened to each child whose
   * family they are in, delivered to every member of the family when it happened.
   */
  notifications: Array<Notification>;
  /** The parent's orders, one per child, oldest first. */
  orders: Array<Order>;
  profile: Profile;
  /** How many of them the parent has not read. */
  unreadNotificationCount: Scalars['Int']['output'];
};

export type MedicalForm = {
  __typename?: 'MedicalForm';
  /** The draft or submitted answers; null before the first save. */
  answers?: Maybe<Scalars['JSONObject']['output']>;
  status: MedicalFormStatus;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who saved it last; null before the first save. */
  updatedBy?: Maybe<ChangedBy>;
  /** 0 before the first save, then one more on every save (sent back as baseVersion). */
  version: Scalars['Int']['output'];
};

export type MedicalFormStatus =
  | 'DRAFT'
  | 'NOT_STARTED'
  | 'SUBMITTED';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Answers the bank's request for more information (NEEDS_INFO), which puts the request back
   * under review (the account holder only); `message` is 1 to 1,000 characters. `fileIds`: at
   * most 5 uploads of the caller's for this child (POST /releases/files, usually SUPPORTING), not
   * yet attached, attached to the request in the same transaction (BAD_USER_INPUT names each
   * one that is not, as `fileIds.<index>`).
   */
  answerReleaseRequest: ReleaseRequest;
  /** Cancels a pick-up that is not yet dispatched. */
  cancelPickup: Pickup;
  /** Cancels the child's open request before the bank approves it (the account holder only). */
  cancelReleaseRequest: ReleaseRequest;
  /** Who follows a child's journey: invitations, acceptance, revocation, leaving. */
  family: FamilyMutations;
  /** The signed-in parent's notifications: read state. */
  notifications: NotificationMutations;
  /** The payment provider's side (the functions service); refused (FORBIDDEN) without the service key. */
  payments: PaymentsMutation;
  /**
   * Redeems a paid gift's code, once, for the signed-in (verified) parent: the gift's plan
   * becomes a new order (child) of theirs. BAD_USER_INPUT for a code that is not a gift code,
   * NOT_FOUND for an unknown one, CONFLICT when already redeemed or when the giver tries.
   */
  redeemGift: Order;
  /** Requests (or changes, while not yet dispatched) the courier pick-up of the kit. */
  requestPickup: Pickup;
  /**
   * Saves the medical health form as a draft (shape and limits checked; BAD_USER_INPUT names
   * each answer). baseVersion: the form's version the answers were based on (0 before the
   * first save); an older one is refused (CONFLICT) and the newest answers stay readable.
   * Refused (CONFLICT) once the form is submitted.
   */
  saveMedicalFormDraft: MedicalForm;
  /** The bank's staff operations (changes); refused (FORBIDDEN) to any account without the staff claim. */
  staff: StaffMutation;
  /**
   * Starts the checkout that continues a gift-paid child's storage with the parent's own card: a
   * subscription of the order's plan, nothing charged now, first charged when the gift's term
   * ends. The order's owner only (NOT_FOUND otherwise); CONFLICT when a gift did not pay for the
   * order or its storage already continues. A child has one continuation open at a time: any
   * key (a second tab, a reload) answers the open one. The storage agreement is accepted and
   * recorded as for startOrderCheckout.
   */
  startContinuationCheckout: Checkout;
  /** Starts the checkout of a gift (a plan bought for someone else); as startOrderCheckout. */
  startGiftCheckout: Checkout;
  /**
   * Starts the checkout of a kit order for the signed-in (verified) parent; nothing is charged yet.
   * The same idempotencyKey answers the same checkout (a double click or a retry starts one). A
   * parent has one order checkout open at a time: another key with the same plan and details (a
   * second tab, a reload) answers the open one; with other details the open one is REPLACED.
   * BAD_USER_INPUT names each field (extensions.fields); NOT_FOUND for an unknown plan. The
   * storage agreement the page showed must be accepted (`agreement`); it is recorded once with
   * the checkout, with its values, the time and the account. CONFLICT when the agreement's
   * version or price is no longer the plan's (the page shows the new one to accept).
   */
  startOrderCheckout: Checkout;
  /**
   * Asks the bank to release the child's unit for a transplant or to transfer it to another bank
   * (the account holder only; a guardian is FORBIDDEN). BAD_USER_INPUT names each field
   * (@portal/rules/release), the two files among them: `authorisationFileId` and `photoIdFileId`
   * must each be an upload of the caller's for this child (POST /releases/files) with that
   * purpose, not yet attached; starting attaches them, in the same transaction. CONFLICT while
   * the child has an open request. Nothing of the patient's health is asked or kept.
   */
  startReleaseRequest: ReleaseRequest;
  /**
   * Submits the medical health form once (every required answer checked); afterwards it is
   * read-only. Idempotent: the same answers again answer the submitted form unchanged.
   */
  submitMedicalForm: MedicalForm;
  user: UserMutations;
};


export type MutationAnswerReleaseRequestArgs = {
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  message: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationCancelPickupArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationCancelReleaseRequestArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationRedeemGiftArgs = {
  code: Scalars['String']['input'];
};


export type MutationRequestPickupArgs = {
  input: PickupInput;
  orderId: Scalars['ID']['input'];
};


export type MutationSaveMedicalFormDraftArgs = {
  answers: Scalars['JSONObject']['input'];
  baseVersion: Scalars['Int']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationStartContinuationCheckoutArgs = {
  agreement: AgreementAcceptanceInput;
  idempotencyKey: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationStartGiftCheckoutArgs = {
  agreement: AgreementAcceptanceInput;
  idempotencyKey: Scalars['String']['input'];
  input: GiftCheckoutInput;
};


export type MutationStartOrderCheckoutArgs = {
  agreement: AgreementAcceptanceInput;
  idempotencyKey: Scalars['String']['input'];
  input: OrderCheckoutInput;
};


export type MutationStartReleaseRequestArgs = {
  input: ReleaseRequestInput;
  orderId: Scalars['ID']['input'];
};


export type MutationSubmitMedicalFormArgs = {
  answers: Scalars['JSONObject']['input'];
  baseVersion: Scalars['Int']['input'];
  orderId: Scalars['ID']['input'];
};

/** Something that happened to a child's journey or storage plan: what, never a health value. */
export type Notification = {
  __typename?: 'Notification';
  childName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  orderId: Scalars['ID']['output'];
  /** The portal page to look at, e.g. /portal/pick-up. */
  path: Scalars['String']['output'];
  /** Whether the signed-in parent has read it (each family member reads their own). */
  read: Scalars['Boolean']['output'];
  /** One calm sentence, e.g. "The courier is on the way to collect the kit." */
  title: Scalars['String']['output'];
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

export type NotificationMutations = {
  __typename?: 'NotificationMutations';
  /** Marks every notification of the signed-in parent read; answers how many were unread. */
  markAllRead: Scalars['Int']['output'];
  /** Marks one of the signed-in parent's notifications read, for them only; NOT_FOUND when it is not theirs. */
  markRead: Notification;
};


export type NotificationMutationsMarkReadArgs = {
  id: Scalars['ID']['input'];
};

export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  email: Scalars['Boolean']['output'];
  kind: NotificationKind;
  sms: Scalars['Boolean']['output'];
};

export type NotificationPreferenceInput = {
  email: Scalars['Boolean']['input'];
  kind: NotificationKind;
  sms: Scalars['Boolean']['input'];
};

export type NotificationsChange = {
  __typename?: 'NotificationsChange';
  /** The newest notification; null when there is none. */
  latest?: Maybe<Notification>;
  unreadCount: Scalars['Int']['output'];
};

export type Order = {
  __typename?: 'Order';
  /** The signed-in account's place in this child's family. */
  access: FamilyRole;
  /** How storage is paid; null for a guardian (billing stays with the account holder). */
  billing?: Maybe<Billing>;
  certificate: Certificate;
  /** The child's name once known (siblings are told apart by it). */
  childName?: Maybe<Scalars['String']['output']>;
  /** The delivery hospital named in the medical health form, if any (prefills the pick-up). */
  deliveryHospital?: Maybe<DeliveryHospital>;
  /**
   * The child's documents the signed-in account may read, newest first: the account holder every
   * one (the storage agreements accepted for the child, a statement per plan year, the
   * certificate, the bank's reports), a guardian the clinical ones (the certificate, the bank's
   * reports).
   */
  documents: Array<FamilyDocument>;
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Who follows this child's journey. */
  family: Family;
  id: Scalars['ID']['output'];
  /** Every step of the journey in order, with its status. */
  journey: Array<JourneyStep>;
  medicalForm: MedicalForm;
  pickup?: Maybe<Pickup>;
  plan: Plan;
  purchaserName: Scalars['String']['output'];
  /** The child's latest release or transfer request (open or closed); null when none was made. */
  releaseRequest?: Maybe<ReleaseRequest>;
  /** Where the order stands in the journey. */
  stage: JourneyStage;
};

export type OrderCheckoutDetails = {
  __typename?: 'OrderCheckoutDetails';
  dueDate: Scalars['Date']['output'];
  parentName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  shippingAddress: Address;
};

export type OrderCheckoutInput = {
  dueDate: Scalars['String']['input'];
  parentName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  planCode: Scalars['String']['input'];
  shippingAddress: AddressInput;
};

export type PaymentCard = {
  __typename?: 'PaymentCard';
  /** visa, mastercard, amex, ... */
  brand: Scalars['String']['output'];
  expMonth: Scalars['Int']['output'];
  expYear: Scalars['Int']['output'];
  last4: Scalars['String']['output'];
};

export type PaymentCardInput = {
  brand: Scalars['String']['input'];
  expMonth: Scalars['Int']['input'];
  expYear: Scalars['Int']['input'];
  last4: Scalars['String']['input'];
};

export type PaymentsMutation = {
  __typename?: 'PaymentsMutation';
  /**
   * Records a verified payment (from the provider's webhook) and creates what was bought: the
   * order (ORDER) or the gift code (GIFT). Idempotent: a retried webhook answers the same
   * checkout and creates nothing more. BAD_USER_INPUT when the amount or currency differ from
   * the checkout's.
   */
  completeCheckout: Checkout;
  /**
   * The storage plans that must end because the child's unit was released or transferred, and
   * that the provider still renews (its recorded state does not end them at the period's end),
   * oldest first, at most 100. The functions service tells the provider (cancel at the period's
   * end) and records the provider's new state as any other, which takes the plan off this list;
   * until then it stays, so a failure at any step is retried.
   */
  pendingPlanEnds: Array<PendingPlanEnd>;
  /**
   * Records a verified billing event from the provider's signed webhook
   * (customer.subscription.created/updated/deleted, invoice.paid, invoice.payment_failed).
   * Idempotent by (provider, eventId): a retried or duplicated event records once (recorded:
   * false). A state older than the one stored (out-of-order delivery, by stateReadAt, else
   * occurredAt) changes nothing, and a paid invoice stays paid. RENEWAL_FAILED is told only
   * while the stored invoice is open and the plan past due. NOT_FOUND for an unknown checkout.
   */
  recordBillingEvent: BillingEventResult;
  /**
   * Records the parent account's Stripe customer (the functions service makes one per account,
   * before the account's first Checkout session or billing portal session): the first customer
   * recorded for an account stays, and is the one answered (a second one, made by a race, is
   * not recorded). BAD_USER_INPUT names a field that is not one; CONFLICT when the customer is
   * already another account's.
   */
  recordStripeCustomer: StripeCustomer;
  /** The parent account's Stripe customer; null when none is recorded yet. */
  stripeCustomer?: Maybe<StripeCustomer>;
};


export type PaymentsMutationCompleteCheckoutArgs = {
  input: CompleteCheckoutInput;
};


export type PaymentsMutationRecordBillingEventArgs = {
  input: BillingEventInput;
};


export type PaymentsMutationRecordStripeCustomerArgs = {
  input: StripeCustomerInput;
};


export type PaymentsMutationStripeCustomerArgs = {
  uid: Scalars['ID']['input'];
};

/** A plan end the provider has not confirmed yet: the subscription to end and why. */
export type PendingPlanEnd = {
  __typename?: 'PendingPlanEnd';
  /** The checkout that started the subscription (its provider metadata names it). */
  checkoutId: Scalars['ID']['output'];
  currentPeriodEnd: Scalars['DateTime']['output'];
  currentPeriodStart: Scalars['DateTime']['output'];
  /** stripe or local */
  provider: Scalars['String']['output'];
  reason: PlanEndReason;
  /** When the release or transfer was completed. */
  requestedAt: Scalars['DateTime']['output'];
  /** The provider time of the state held: a change sent for it must not be older. */
  stateAt: Scalars['DateTime']['output'];
  /** The provider's status as recorded: active, trialing, past_due or unpaid. */
  status: Scalars['String']['output'];
  subscriptionRef: Scalars['String']['output'];
};

export type Pickup = {
  __typename?: 'Pickup';
  address: Scalars['String']['output'];
  alternatePhone?: Maybe<Scalars['String']['output']>;
  birthAt?: Maybe<Scalars['DateTime']['output']>;
  /** True while the parent may still change or cancel it (not yet dispatched). */
  changeable: Scalars['Boolean']['output'];
  checklist: Array<PickupChecklistItem>;
  /** When the courier collected the kit. */
  collectedAt?: Maybe<Scalars['DateTime']['output']>;
  collectionAt?: Maybe<Scalars['DateTime']['output']>;
  collectionDate: Scalars['Date']['output'];
  collectionTime: Scalars['String']['output'];
  contactPhone: Scalars['String']['output'];
  /** When the courier was dispatched (set by the bank's staff). */
  dispatchedAt?: Maybe<Scalars['DateTime']['output']>;
  floorUnit?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kitLocation?: Maybe<PickupKitLocation>;
  /** The kit must be at the lab by then (48 hours after the collection). */
  labDeadlineAt?: Maybe<Scalars['DateTime']['output']>;
  locationType: PickupLocationType;
  notes?: Maybe<Scalars['String']['output']>;
  place: Scalars['String']['output'];
  /** The start of the preferred window; null: as soon as possible. */
  preferredWindowStartAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the kit reached the lab. */
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** A short reference the parent can read to the courier or support. */
  reference: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  /** Who requested it or last changed it (null on requests from before it was recorded). */
  requestedBy?: Maybe<ChangedBy>;
  room?: Maybe<Scalars['String']['output']>;
  status: PickupStatus;
  /** The hospital's time zone the times were entered in (null on requests from before it was asked). */
  timeZone?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type PickupChange = {
  __typename?: 'PickupChange';
  orderId: Scalars['ID']['output'];
  /** The order's latest pick-up; null when none was requested. */
  pickup?: Maybe<Pickup>;
};

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
  address: Scalars['String']['input'];
  alternatePhone?: InputMaybe<Scalars['String']['input']>;
  /** The birth, YYYY-MM-DD and HH:MM (24-hour) in `timeZone`. */
  birthDate: Scalars['Date']['input'];
  birthTime: Scalars['String']['input'];
  checklist: Array<PickupChecklistItem>;
  /** The cord blood collection, YYYY-MM-DD and HH:MM (24-hour) in `timeZone`: not in the future, not before the birth. */
  collectionDate: Scalars['Date']['input'];
  collectionTime: Scalars['String']['input'];
  /** The mobile number the courier calls. */
  contactPhone: Scalars['String']['input'];
  floorUnit?: InputMaybe<Scalars['String']['input']>;
  kitLocation: PickupKitLocation;
  locationType: PickupLocationType;
  /** Access notes for the courier. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Hospital name, or a name for the home, as the courier should read it. */
  place: Scalars['String']['input'];
  /** The start of the preferred 4-hour window, YYYY-MM-DDTHH:MM in `timeZone`; absent: as soon as possible. */
  preferredWindowStart?: InputMaybe<Scalars['String']['input']>;
  room?: InputMaybe<Scalars['String']['input']>;
  /** The hospital's IANA time zone, e.g. America/Los_Angeles. */
  timeZone: Scalars['String']['input'];
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

export type Plan = {
  __typename?: 'Plan';
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** One sentence on what the plan is. */
  description: Scalars['String']['output'];
  /** What the plan includes, one line each. */
  included: Array<Scalars['String']['output']>;
  interval: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Price per billing period, in cents. */
  priceCents: Scalars['Int']['output'];
};

export type PlanEnd = {
  __typename?: 'PlanEnd';
  /**
   * The end of the period paid for (the subscription's period, or the gift's term); null when
   * nothing was paid for the child (an order the bank made).
   */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  reason: PlanEndReason;
};

/** Why a storage plan ends without renewing, other than the family cancelling it. */
export type PlanEndReason =
  /** The unit was released to a transplant centre. */
  | 'RELEASED'
  /** The unit was transferred to another bank. */
  | 'TRANSFERRED';

export type Profile = {
  __typename?: 'Profile';
  email?: Maybe<Scalars['String']['output']>;
  /** The language the parent chose; null until they chose one. */
  language?: Maybe<Language>;
  /** Where the bank may send letters; null when none was given. */
  mailingAddress?: Maybe<Address>;
  /** The mobile number text messages go to; null when none was given. */
  mobilePhone?: Maybe<Scalars['String']['output']>;
  /** The parent's name; null until they have one (never the registration placeholder). */
  name?: Maybe<Scalars['String']['output']>;
  /** Per kind of notification, whether to also send an email and/or a text message: every kind, both off until chosen. */
  notificationPreferences: Array<NotificationPreference>;
};

export type ProviderSubscriptionRefs = {
  __typename?: 'ProviderSubscriptionRefs';
  checkoutId: Scalars['ID']['output'];
  currentPeriodStart: Scalars['DateTime']['output'];
  /** stripe or local */
  name: Scalars['String']['output'];
  openInvoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The unpaid renewal's invoice (PAST_DUE), which a retry pays. */
  openInvoiceRef?: Maybe<Scalars['String']['output']>;
  subscriptionRef: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * One of the signed-in account's checkouts (an order or a gift it started); null when it does
   * not exist or is not theirs. What was typed comes back, so a cancelled payment refills the form.
   */
  checkout?: Maybe<Checkout>;
  /**
   * A family invitation by the token its email's link carries, as the signed-in account sees it;
   * null when there is none. The child's name shows only to the invited email.
   */
  invitation?: Maybe<InvitationPreview>;
  /** The signed-in parent. */
  me: Me;
  /** One of the signed-in parent's orders (held or followed as a guardian); null when it does not exist or is not theirs. */
  order?: Maybe<Order>;
  /** One plan by its code (e.g. for /purchase?plan=annual); null when there is none. No sign-in needed. */
  plan?: Maybe<Plan>;
  /** The plans a family can buy, in the order the bank lists them; readable without signing in. */
  plans: Array<Plan>;
  /** The bank's staff operations (reads); refused (FORBIDDEN) to any account without the staff claim. */
  staff: StaffQuery;
};


export type QueryCheckoutArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlanArgs = {
  code: Scalars['String']['input'];
};

/**
 * A file of a release request: PDF, JPEG or PNG (by its content), 10 MB at most. Downloaded
 * through `downloadPath` with the caller's token, by the account holder and the bank's staff.
 */
export type ReleaseFile = {
  __typename?: 'ReleaseFile';
  byteSize: Scalars['Int']['output'];
  /** application/pdf, image/jpeg or image/png: what its content is. */
  contentType: Scalars['String']['output'];
  /** GET with the bearer token: /documents/<id>/download. */
  downloadPath: Scalars['String']['output'];
  /** The name the account holder gave it (shown to them and the bank only). */
  fileName: Scalars['String']['output'];
  /** rfu_ and 24 hex digits (says nothing of the child). */
  id: Scalars['ID']['output'];
  purpose: ReleaseFilePurpose;
  uploadedAt: Scalars['DateTime']['output'];
};

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

/** A release or transfer request, as the child's family reads it. */
export type ReleaseRequest = {
  __typename?: 'ReleaseRequest';
  address: Address;
  /** The bank's latest message (what it needs, or why it cancelled). */
  bankMessage?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  /** Whether the signed-in account may cancel it now (the holder, before approval). */
  canCancel: Scalars['Boolean']['output'];
  carrier?: Maybe<Scalars['String']['output']>;
  centreName?: Maybe<Scalars['String']['output']>;
  contactName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** What the request costs, in cents (0: no fee). */
  feeCents: Scalars['Int']['output'];
  /**
   * Its files, oldest first: the account holder and the bank's staff read them; a guardian
   * follows the request but gets none (the holder's identification is not theirs).
   */
  files: Array<ReleaseFile>;
  /** Its steps, oldest first: each status and when. */
  history: Array<ReleaseStep>;
  id: Scalars['ID']['output'];
  kind: ReleaseKind;
  neededBy?: Maybe<Scalars['String']['output']>;
  patientRelation?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  physicianName?: Maybe<Scalars['String']['output']>;
  /** A short reference for the family and the bank, e.g. RR-7K3M9Q. */
  reference: Scalars['String']['output'];
  status: ReleaseStatus;
  trackingRef?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * What the holder types to ask for a release (@portal/rules/release checks it, on the page and
 * here): for a TRANSPLANT the physician, the centre, who the patient is to the child (CHILD,
 * SIBLING, PARENT, OTHER_RELATIVE) and how soon (WITHIN_2_WEEKS, WITHIN_3_MONTHS, LATER); for a
 * TRANSFER the receiving bank and its contact; for both the address, phone and email.
 */
export type ReleaseRequestInput = {
  address: AddressInput;
  /** The signed authorisation: an upload of purpose AUTHORISATION (required). */
  authorisationFileId?: InputMaybe<Scalars['ID']['input']>;
  bankName?: InputMaybe<Scalars['String']['input']>;
  centreName?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  /** TRANSPLANT or TRANSFER */
  kind: Scalars['String']['input'];
  neededBy?: InputMaybe<Scalars['String']['input']>;
  patientRelation?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  /** The account holder's photo identification: an upload of purpose PHOTO_ID (required). */
  photoIdFileId?: InputMaybe<Scalars['ID']['input']>;
  physicianName?: InputMaybe<Scalars['String']['input']>;
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

export type ReleaseStep = {
  __typename?: 'ReleaseStep';
  at: Scalars['DateTime']['output'];
  status: ReleaseStatus;
};

export type StaffAdvanceJourneyInput = {
  /** When the steps completed here happened, ISO 8601 with time zone; defaults to now. */
  at?: InputMaybe<Scalars['String']['input']>;
  /** The birth (the cord blood collection) date and time, ISO 8601 with time zone, when this move records it; defaults to `at`. */
  birthAt?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  /** The step that becomes current: later than the current one. Every step before it is done. */
  to: JourneyStage;
};

export type StaffBilling = {
  __typename?: 'StaffBilling';
  amountCents?: Maybe<Scalars['Int']['output']>;
  /** What the provider holds: true once it was told the plan ends at the period's end. */
  cancelAtPeriodEnd?: Maybe<Scalars['Boolean']['output']>;
  cardBrand?: Maybe<Scalars['String']['output']>;
  cardLast4?: Maybe<Scalars['String']['output']>;
  /** The checkout that started the subscription (its provider metadata names it). */
  checkoutId?: Maybe<Scalars['ID']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  currentPeriodEnd?: Maybe<Scalars['DateTime']['output']>;
  currentPeriodStart?: Maybe<Scalars['DateTime']['output']>;
  /** The unit was released or transferred: the plan must end at the period's end (the provider is told until cancelAtPeriodEnd). */
  endReason?: Maybe<PlanEndReason>;
  interval?: Maybe<Scalars['String']['output']>;
  /** SUBSCRIPTION, GIFT or NONE (an order the bank created, or paid before subscriptions). */
  kind: Scalars['String']['output'];
  /** Null when the plan will not renew (cancelled, or endReason). */
  nextRenewalAt?: Maybe<Scalars['DateTime']['output']>;
  openInvoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The latest open (unpaid) invoice of the subscription, which a retry pays. */
  openInvoiceRef?: Maybe<Scalars['String']['output']>;
  pastDueSince?: Maybe<Scalars['DateTime']['output']>;
  /** The provider holding the subscription (stripe or local); null without one. */
  provider?: Maybe<Scalars['String']['output']>;
  status?: Maybe<SubscriptionStatus>;
  subscriptionRef?: Maybe<Scalars['String']['output']>;
};

export type StaffCreateOrderInput = {
  /** When the earlier steps happened, ISO 8601 with time zone; defaults to now. */
  at?: InputMaybe<Scalars['String']['input']>;
  childName: Scalars['String']['input'];
  /** YYYY-MM-DD, at most 300 days ahead. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** The parent's sign-in email (case-insensitive; an account need not exist yet, see createOrder). */
  parentEmail: Scalars['String']['input'];
  /** A plan code; defaults to annual. */
  planCode?: InputMaybe<Scalars['String']['input']>;
  /** Who bought the kit; defaults to the parent's name. */
  purchaserName?: InputMaybe<Scalars['String']['input']>;
  /** The step that becomes current (default KIT_SHIPPED); every earlier step is done, at `at`. */
  stage?: InputMaybe<JourneyStage>;
};

/** The lab's values. What the order already knows (child's name, birth, collection and processing dates) may be left out. */
export type StaffIssueCertificateInput = {
  /** YYYY-MM-DD. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** CD34+ cells, x10^6, positive. */
  cd34Count: Scalars['Float']['input'];
  childName?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, not before the birth. */
  collectionDate?: InputMaybe<Scalars['String']['input']>;
  lab: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  /** YYYY-MM-DD, not before the collection, not in the future. */
  processingDate?: InputMaybe<Scalars['String']['input']>;
  storageSite: Scalars['String']['input'];
  /** Total nucleated cells, x10^8, positive. */
  tncCount: Scalars['Float']['input'];
  unitId: Scalars['String']['input'];
  /** Post-processing viability, percent, 0 to 100. */
  viabilityPercent: Scalars['Float']['input'];
  /** Volume in ml, positive. */
  volumeMl: Scalars['Float']['input'];
};

export type StaffMutation = {
  __typename?: 'StaffMutation';
  /** Moves the journey forward so that `to` becomes the current step; never backwards. */
  advanceJourney: StaffOrder;
  /**
   * Creates an order (a new child) for a parent account, at its first step or at `stage`. It is the
   * account's at once when the account verified its email; otherwise (an unverified account, or no
   * account yet) it is pending (`pendingForEmail`), nobody's, until an account with that email
   * signs in verified and reads its orders.
   */
  createOrder: StaffOrder;
  /** Issues the stem cell certificate once the lab has processed the unit. */
  issueCertificate: StaffOrder;
  /**
   * Local and test environments only (FORBIDDEN in production): moves the gateway's clock for
   * billing notices to `at` (ISO 8601 with time zone), or back to the real time when `at` is
   * null. Answers the clock's time.
   */
  setLocalClock: Scalars['DateTime']['output'];
  /** Moves the order's pick-up through the courier's statuses; never backwards. */
  setPickupStatus: StaffOrder;
  /**
   * Moves the child's open release request along the bank's steps (@portal/rules/release):
   * NEEDS_INFO needs a message; SHIPPED a carrier and tracking reference. CONFLICT for a move the
   * rules refuse; NOT_FOUND when the child has no open request. Audited.
   */
  setReleaseStatus: StaffReleaseRequest;
};


export type StaffMutationAdvanceJourneyArgs = {
  input: StaffAdvanceJourneyInput;
};


export type StaffMutationCreateOrderArgs = {
  input: StaffCreateOrderInput;
};


export type StaffMutationIssueCertificateArgs = {
  input: StaffIssueCertificateInput;
};


export type StaffMutationSetLocalClockArgs = {
  at?: InputMaybe<Scalars['String']['input']>;
};


export type StaffMutationSetPickupStatusArgs = {
  input: StaffPickupStatusInput;
};


export type StaffMutationSetReleaseStatusArgs = {
  input: StaffReleaseStatusInput;
};

/** An order as the bank's staff see it: where it stands, never its health values. */
export type StaffOrder = {
  __typename?: 'StaffOrder';
  /** How storage is paid (no card digits beyond the last four). */
  billing: StaffBilling;
  certificateStatus: CertificateStatus;
  childName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  dueDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  journey: Array<JourneyStep>;
  /** When the lab received the unit. */
  labReceivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The parent's uid; empty while the order is pending (`pendingForEmail`). */
  ownerUid: Scalars['ID']['output'];
  /** The email (lower case) whose account has not verified it yet: the order waits, owned by nobody; null once it belongs to a parent. */
  pendingForEmail?: Maybe<Scalars['String']['output']>;
  /** The latest pick-up's status; null when none was requested. */
  pickupStatus?: Maybe<PickupStatus>;
  planCode: Scalars['String']['output'];
  purchaserName: Scalars['String']['output'];
  stage: JourneyStage;
};

export type StaffParent = {
  __typename?: 'StaffParent';
  email: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** The parent's orders (one per child), oldest first. */
  orders: Array<StaffOrder>;
  uid: Scalars['ID']['output'];
};

export type StaffPickupStatusInput = {
  /** When it happened, ISO 8601 with time zone; defaults to now. */
  at?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  status: CourierStatus;
};

export type StaffQuery = {
  __typename?: 'StaffQuery';
  /** One order by id (a parent's or pending); null when there is none. */
  order?: Maybe<StaffOrder>;
  /** A parent account by its sign-in email (case-insensitive); null when there is none. */
  parent?: Maybe<StaffParent>;
  /** Orders waiting for an account with this email (case-insensitive) to verify it, oldest first. */
  pendingOrders: Array<StaffOrder>;
  /** The open release and transfer requests, oldest first. */
  releaseRequests: Array<StaffReleaseRequest>;
  /**
   * The 50 newest text messages the portal sent or is sending, newest first: locally, the outbox
   * that stands in for the parents' phones (`npm run ops -- outbox`). They carry no health value.
   */
  textMessages: Array<StaffTextMessage>;
};


export type StaffQueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type StaffQueryParentArgs = {
  email: Scalars['String']['input'];
};


export type StaffQueryPendingOrdersArgs = {
  email: Scalars['String']['input'];
};

export type StaffReleaseEvent = {
  __typename?: 'StaffReleaseEvent';
  actorRole: Scalars['String']['output'];
  actorUid: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  fromStatus?: Maybe<ReleaseStatus>;
  message?: Maybe<Scalars['String']['output']>;
  toStatus: ReleaseStatus;
};

/** A release or transfer request as the bank reads it: the family's request and every step. */
export type StaffReleaseRequest = {
  __typename?: 'StaffReleaseRequest';
  /** Every step: who (HOLDER or STAFF, and their uid), from what, to what, when, and the message. */
  events: Array<StaffReleaseEvent>;
  orderId: Scalars['ID']['output'];
  parentUid: Scalars['String']['output'];
  request: ReleaseRequest;
};

export type StaffReleaseStatusInput = {
  carrier?: InputMaybe<Scalars['String']['input']>;
  /** To the family: what is needed (NEEDS_INFO) or why (CANCELLED); 1 to 1,000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  /** UNDER_REVIEW, NEEDS_INFO, APPROVED, SHIPPED, COMPLETED or CANCELLED */
  status: Scalars['String']['input'];
  trackingRef?: InputMaybe<Scalars['String']['input']>;
};

export type StaffTextMessage = {
  __typename?: 'StaffTextMessage';
  attempts: Scalars['Int']['output'];
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** NOTIFICATION */
  kind: Scalars['String']['output'];
  /** local or twilio; null until sent. */
  provider?: Maybe<Scalars['String']['output']>;
  /** When the provider took it; null while it waits or is retried. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** The mobile number it goes to. */
  to: Scalars['String']['output'];
};

export type StepStatus =
  | 'CURRENT'
  | 'DONE'
  | 'UPCOMING';

export type StorageSubscription = {
  __typename?: 'StorageSubscription';
  /** What each renewal charges, in cents. */
  amountCents: Scalars['Int']['output'];
  /** Renewals are charged to the card on file automatically. */
  autoPay: Scalars['Boolean']['output'];
  /**
   * Storage is paid until endsAt and the plan does not renew: the family cancelled, or the unit
   * was released or transferred (endReason).
   */
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** The card on file (brand and last four digits only); null when none. */
  card?: Maybe<PaymentCard>;
  currency: Scalars['String']['output'];
  /** The end of the period paid for. */
  currentPeriodEnd: Scalars['DateTime']['output'];
  /** Why the plan ends without the family cancelling it: the unit was released or transferred. */
  endReason?: Maybe<PlanEndReason>;
  /** When the plan ends (cancelled, or endReason); null while it renews. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** month or year. */
  interval: Scalars['String']['output'];
  /** When the next renewal charges; null when the plan will not renew (cancelled, or endReason). */
  nextRenewalAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the renewal that failed was due; null unless PAST_DUE. */
  pastDueSince?: Maybe<Scalars['DateTime']['output']>;
  /** The payment provider's references, which the billing portal acts on. */
  provider: ProviderSubscriptionRefs;
  status: SubscriptionStatus;
};

export type StripeCustomer = {
  __typename?: 'StripeCustomer';
  /** Stripe's customer id (cus_...). */
  customerRef: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

export type StripeCustomerInput = {
  /** Stripe's customer id (cus_...). */
  customerRef: Scalars['String']['input'];
  /** The account's verified email (registers the account when it is not yet). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The parent's account (Firebase uid). */
  uid: Scalars['ID']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The signed-in parent's notifications: their unread count and newest notification now, then
   * again each time one arrives or is read (on any of their devices). Served over server-sent
   * events; the page reads the list itself when it needs it.
   */
  notificationsChanged: NotificationsChange;
  /**
   * The order's latest pick-up each time it changes (request, change, cancel, courier status); only
   * for the child's family. Served over server-sent events. A guardian's stream ends with FORBIDDEN
   * (extensions.reason ACCESS_REVOKED) when the holder revokes their access or they leave.
   */
  pickupChanged: PickupChange;
};


export type SubscriptionPickupChangedArgs = {
  orderId: Scalars['ID']['input'];
};

export type SubscriptionStateInput = {
  cancelAtPeriodEnd: Scalars['Boolean']['input'];
  canceledAt?: InputMaybe<Scalars['String']['input']>;
  /** The default card: brand, last four and expiry only (never the number). */
  card?: InputMaybe<PaymentCardInput>;
  currentPeriodEnd: Scalars['String']['input'];
  currentPeriodStart: Scalars['String']['input'];
  /** The provider's customer id (cus_...). */
  customerRef?: InputMaybe<Scalars['String']['input']>;
  endedAt?: InputMaybe<Scalars['String']['input']>;
  /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired. */
  status: Scalars['String']['input'];
  /** The provider's subscription id (sub_...). */
  subscriptionRef: Scalars['String']['input'];
};

export type SubscriptionStatus =
  /** Paid up; renews automatically. */
  | 'ACTIVE'
  /** Ended (cancelled, or never completed). */
  | 'CANCELED'
  /** A renewal payment failed; the provider retries and the family should update the card. */
  | 'PAST_DUE';

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
  /** Saves the language the signed-in parent chose, so it follows them to another device. */
  setLanguage: Profile;
  /**
   * Sets the signed-in parent's mobile number, mailing address and how they hear of each kind of
   * notification. BAD_USER_INPUT names the field: a number that is not one, an address line that
   * is missing or too long, or text messages without a number.
   */
  updateContactPreferences: Profile;
  /** Sets the signed-in parent's name (from the profile modal). */
  updateProfile: User;
};


export type UserMutationsCreateUserArgs = {
  input: CreateUserInput;
};


export type UserMutationsSetLanguageArgs = {
  language: Language;
};


export type UserMutationsUpdateContactPreferencesArgs = {
  input: ContactPreferencesInput;
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
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AgreementAcceptanceInput: AgreementAcceptanceInput;
  Billing: ResolverTypeWrapper<Billing>;
  BillingEventInput: BillingEventInput;
  BillingEventResult: ResolverTypeWrapper<BillingEventResult>;
  BillingNotice: ResolverTypeWrapper<BillingNotice>;
  BillingNoticeKind: BillingNoticeKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Certificate: ResolverTypeWrapper<Certificate>;
  CertificateStatus: CertificateStatus;
  ChangedBy: ResolverTypeWrapper<ChangedBy>;
  Checkout: ResolverTypeWrapper<CheckoutRow>;
  CheckoutKind: CheckoutKind;
  CheckoutRefundReason: CheckoutRefundReason;
  CheckoutStatus: CheckoutStatus;
  CompleteCheckoutInput: CompleteCheckoutInput;
  ContactPreferencesInput: ContactPreferencesInput;
  CourierStatus: CourierStatus;
  CreateUserInput: CreateUserInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliveryHospital: ResolverTypeWrapper<DeliveryHospital>;
  DocumentKind: DocumentKind;
  Family: ResolverTypeWrapper<FamilyRow>;
  FamilyDocument: ResolverTypeWrapper<FamilyDocument>;
  FamilyInvitation: ResolverTypeWrapper<FamilyInvitationRow>;
  FamilyMember: ResolverTypeWrapper<FamilyMemberRow>;
  FamilyMutations: ResolverTypeWrapper<FamilyNamespaceRow>;
  FamilyRole: FamilyRole;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GiftCheckoutDetails: ResolverTypeWrapper<GiftCheckoutDetails>;
  GiftCheckoutInput: GiftCheckoutInput;
  GiftTerm: ResolverTypeWrapper<GiftTerm>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationPreview: ResolverTypeWrapper<InvitationPreview>;
  InvitationStatus: InvitationStatus;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceStateInput: InvoiceStateInput;
  IssuedCertificate: ResolverTypeWrapper<IssuedCertificate>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  JourneyStage: JourneyStage;
  JourneyStep: ResolverTypeWrapper<JourneyStep>;
  Language: Language;
  Me: ResolverTypeWrapper<MeRow>;
  MedicalForm: ResolverTypeWrapper<MedicalForm>;
  MedicalFormStatus: MedicalFormStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationKind: NotificationKind;
  NotificationMutations: ResolverTypeWrapper<NotificationsNamespaceRow>;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationsChange: ResolverTypeWrapper<Omit<NotificationsChange, 'latest'> & { latest?: Maybe<ResolversTypes['Notification']> }>;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderCheckoutDetails: ResolverTypeWrapper<OrderCheckoutDetails>;
  OrderCheckoutInput: OrderCheckoutInput;
  PaymentCard: ResolverTypeWrapper<PaymentCard>;
  PaymentCardInput: PaymentCardInput;
  PaymentsMutation: ResolverTypeWrapper<PaymentsNamespaceRow>;
  PendingPlanEnd: ResolverTypeWrapper<PendingPlanEnd>;
  Pickup: ResolverTypeWrapper<Pickup>;
  PickupChange: ResolverTypeWrapper<PickupChange>;
  PickupChecklistItem: PickupChecklistItem;
  PickupInput: PickupInput;
  PickupKitLocation: PickupKitLocation;
  PickupLocationType: PickupLocationType;
  PickupStatus: PickupStatus;
  Plan: ResolverTypeWrapper<Plan>;
  PlanEnd: ResolverTypeWrapper<PlanEnd>;
  PlanEndReason: PlanEndReason;
  Profile: ResolverTypeWrapper<ProfileRow>;
  ProviderSubscriptionRefs: ResolverTypeWrapper<ProviderSubscriptionRefs>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReleaseFile: ResolverTypeWrapper<ReleaseFile>;
  ReleaseFilePurpose: ReleaseFilePurpose;
  ReleaseKind: ReleaseKind;
  ReleaseRequest: ResolverTypeWrapper<ReleaseRequestRow>;
  ReleaseRequestInput: ReleaseRequestInput;
  ReleaseStatus: ReleaseStatus;
  ReleaseStep: ResolverTypeWrapper<ReleaseStep>;
  StaffAdvanceJourneyInput: StaffAdvanceJourneyInput;
  StaffBilling: ResolverTypeWrapper<StaffBilling>;
  StaffCreateOrderInput: StaffCreateOrderInput;
  StaffIssueCertificateInput: StaffIssueCertificateInput;
  StaffMutation: ResolverTypeWrapper<StaffNamespaceRow>;
  StaffOrder: ResolverTypeWrapper<OrderRow>;
  StaffParent: ResolverTypeWrapper<StaffParentRow>;
  StaffPickupStatusInput: StaffPickupStatusInput;
  StaffQuery: ResolverTypeWrapper<StaffNamespaceRow>;
  StaffReleaseEvent: ResolverTypeWrapper<StaffReleaseEvent>;
  StaffReleaseRequest: ResolverTypeWrapper<ReleaseRequestRow>;
  StaffReleaseStatusInput: StaffReleaseStatusInput;
  StaffTextMessage: ResolverTypeWrapper<StaffTextMessage>;
  StepStatus: StepStatus;
  StorageSubscription: ResolverTypeWrapper<StorageSubscription>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StripeCustomer: ResolverTypeWrapper<StripeCustomer>;
  StripeCustomerInput: StripeCustomerInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionStateInput: SubscriptionStateInput;
  SubscriptionStatus: SubscriptionStatus;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<User>;
  UserMutations: ResolverTypeWrapper<UserMutationsRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AddressInput: AddressInput;
  AgreementAcceptanceInput: AgreementAcceptanceInput;
  Billing: Billing;
  BillingEventInput: BillingEventInput;
  BillingEventResult: BillingEventResult;
  BillingNotice: BillingNotice;
  Boolean: Scalars['Boolean']['output'];
  Certificate: Certificate;
  ChangedBy: ChangedBy;
  Checkout: CheckoutRow;
  CompleteCheckoutInput: CompleteCheckoutInput;
  ContactPreferencesInput: ContactPreferencesInput;
  CreateUserInput: CreateUserInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeliveryHospital: DeliveryHospital;
  Family: FamilyRow;
  FamilyDocument: FamilyDocument;
  FamilyInvitation: FamilyInvitationRow;
  FamilyMember: FamilyMemberRow;
  FamilyMutations: FamilyNamespaceRow;
  Float: Scalars['Float']['output'];
  GiftCheckoutDetails: GiftCheckoutDetails;
  GiftCheckoutInput: GiftCheckoutInput;
  GiftTerm: GiftTerm;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvitationPreview: InvitationPreview;
  Invoice: Invoice;
  InvoiceStateInput: InvoiceStateInput;
  IssuedCertificate: IssuedCertificate;
  JSONObject: Scalars['JSONObject']['output'];
  JourneyStep: JourneyStep;
  Me: MeRow;
  MedicalForm: MedicalForm;
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationRow;
  NotificationMutations: NotificationsNamespaceRow;
  NotificationPreference: NotificationPreference;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationsChange: Omit<NotificationsChange, 'latest'> & { latest?: Maybe<ResolversParentTypes['Notification']> };
  Order: OrderRow;
  OrderCheckoutDetails: OrderCheckoutDetails;
  OrderCheckoutInput: OrderCheckoutInput;
  PaymentCard: PaymentCard;
  PaymentCardInput: PaymentCardInput;
  PaymentsMutation: PaymentsNamespaceRow;
  PendingPlanEnd: PendingPlanEnd;
  Pickup: Pickup;
  PickupChange: PickupChange;
  PickupInput: PickupInput;
  Plan: Plan;
  PlanEnd: PlanEnd;
  Profile: ProfileRow;
  ProviderSubscriptionRefs: ProviderSubscriptionRefs;
  Query: Record<PropertyKey, never>;
  ReleaseFile: ReleaseFile;
  ReleaseRequest: ReleaseRequestRow;
  ReleaseRequestInput: ReleaseRequestInput;
  ReleaseStep: ReleaseStep;
  StaffAdvanceJourneyInput: StaffAdvanceJourneyInput;
  StaffBilling: StaffBilling;
  StaffCreateOrderInput: StaffCreateOrderInput;
  StaffIssueCertificateInput: StaffIssueCertificateInput;
  StaffMutation: StaffNamespaceRow;
  StaffOrder: OrderRow;
  StaffParent: StaffParentRow;
  StaffPickupStatusInput: StaffPickupStatusInput;
  StaffQuery: StaffNamespaceRow;
  StaffReleaseEvent: StaffReleaseEvent;
  StaffReleaseRequest: ReleaseRequestRow;
  StaffReleaseStatusInput: StaffReleaseStatusInput;
  StaffTextMessage: StaffTextMessage;
  StorageSubscription: StorageSubscription;
  String: Scalars['String']['output'];
  StripeCustomer: StripeCustomer;
  StripeCustomerInput: StripeCustomerInput;
  Subscription: Record<PropertyKey, never>;
  SubscriptionStateInput: SubscriptionStateInput;
  UpdateProfileInput: UpdateProfileInput;
  User: User;
  UserMutations: UserMutationsRow;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Billing'] = ResolversParentTypes['Billing']> = {
  giftTerm?: Resolver<Maybe<ResolversTypes['GiftTerm']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['BillingNotice']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  planEnd?: Resolver<Maybe<ResolversTypes['PlanEnd']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['StorageSubscription']>, ParentType, ContextType>;
};

export type BillingEventResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingEventResult'] = ResolversParentTypes['BillingEventResult']> = {
  recorded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BillingNoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingNotice'] = ResolversParentTypes['BillingNotice']> = {
  amountCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cardExpiresFirst?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BillingNoticeKind'], ParentType, ContextType>;
  respondBy?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CertificateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = {
  issued?: Resolver<Maybe<ResolversTypes['IssuedCertificate']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
};

export type ChangedByResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangedBy'] = ResolversParentTypes['ChangedBy']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  continuesOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstChargeAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  giftCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giftDetails?: Resolver<Maybe<ResolversTypes['GiftCheckoutDetails']>, ParentType, ContextType>;
  giftRedeemed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CheckoutKind'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderDetails?: Resolver<Maybe<ResolversTypes['OrderCheckoutDetails']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundReason?: Resolver<Maybe<ResolversTypes['CheckoutRefundReason']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CheckoutStatus'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliveryHospitalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryHospital'] = ResolversParentTypes['DeliveryHospital']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FamilyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Family'] = ResolversParentTypes['Family']> = {
  invitations?: Resolver<Array<ResolversTypes['FamilyInvitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['FamilyMember']>, ParentType, ContextType>;
};

export type FamilyDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FamilyDocument'] = ResolversParentTypes['FamilyDocument']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentKind'], ParentType, ContextType>;
  planYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FamilyInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FamilyInvitation'] = ResolversParentTypes['FamilyInvitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FamilyMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FamilyMember'] = ResolversParentTypes['FamilyMember']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['FamilyRole'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FamilyMutationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FamilyMutations'] = ResolversParentTypes['FamilyMutations']> = {
  accept?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<FamilyMutationsAcceptArgs, 'token'>>;
  cancelInvitation?: Resolver<ResolversTypes['Family'], ParentType, ContextType, RequireFields<FamilyMutationsCancelInvitationArgs, 'invitationId'>>;
  invite?: Resolver<ResolversTypes['FamilyInvitation'], ParentType, ContextType, RequireFields<FamilyMutationsInviteArgs, 'email' | 'orderId'>>;
  leave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<FamilyMutationsLeaveArgs, 'orderId'>>;
  revoke?: Resolver<ResolversTypes['Family'], ParentType, ContextType, RequireFields<FamilyMutationsRevokeArgs, 'orderId' | 'uid'>>;
};

export type GiftCheckoutDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCheckoutDetails'] = ResolversParentTypes['GiftCheckoutDetails']> = {
  giverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftTermResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftTerm'] = ResolversParentTypes['GiftTerm']> = {
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type InvitationPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview']> = {
  childName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  forViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MedicalFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MedicalForm'] = ResolversParentTypes['MedicalForm']> = {
  answers?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MedicalFormStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['ChangedBy']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  answerReleaseRequest?: Resolver<ResolversTypes['ReleaseRequest'], ParentType, ContextType, RequireFields<MutationAnswerReleaseRequestArgs, 'message' | 'orderId'>>;
  cancelPickup?: Resolver<ResolversTypes['Pickup'], ParentType, ContextType, RequireFields<MutationCancelPickupArgs, 'orderId'>>;
  cancelReleaseRequest?: Resolver<ResolversTypes['ReleaseRequest'], ParentType, ContextType, RequireFields<MutationCancelReleaseRequestArgs, 'orderId'>>;
  family?: Resolver<ResolversTypes['FamilyMutations'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationMutations'], ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['PaymentsMutation'], ParentType, ContextType>;
  redeemGift?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRedeemGiftArgs, 'code'>>;
  requestPickup?: Resolver<ResolversTypes['Pickup'], ParentType, ContextType, RequireFields<MutationRequestPickupArgs, 'input' | 'orderId'>>;
  saveMedicalFormDraft?: Resolver<ResolversTypes['MedicalForm'], ParentType, ContextType, RequireFields<MutationSaveMedicalFormDraftArgs, 'answers' | 'baseVersion' | 'orderId'>>;
  staff?: Resolver<ResolversTypes['StaffMutation'], ParentType, ContextType>;
  startContinuationCheckout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationStartContinuationCheckoutArgs, 'agreement' | 'idempotencyKey' | 'orderId'>>;
  startGiftCheckout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationStartGiftCheckoutArgs, 'agreement' | 'idempotencyKey' | 'input'>>;
  startOrderCheckout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationStartOrderCheckoutArgs, 'agreement' | 'idempotencyKey' | 'input'>>;
  startReleaseRequest?: Resolver<ResolversTypes['ReleaseRequest'], ParentType, ContextType, RequireFields<MutationStartReleaseRequestArgs, 'input' | 'orderId'>>;
  submitMedicalForm?: Resolver<ResolversTypes['MedicalForm'], ParentType, ContextType, RequireFields<MutationSubmitMedicalFormArgs, 'answers' | 'baseVersion' | 'orderId'>>;
  user?: Resolver<ResolversTypes['UserMutations'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  childName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationMutationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationMutations'] = ResolversParentTypes['NotificationMutations']> = {
  markAllRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<NotificationMutationsMarkReadArgs, 'id'>>;
};

export type NotificationPreferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  sms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationsChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationsChange'] = ResolversParentTypes['NotificationsChange']> = {
  latest?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  access?: Resolver<ResolversTypes['FamilyRole'], ParentType, ContextType>;
  billing?: Resolver<Maybe<ResolversTypes['Billing']>, ParentType, ContextType>;
  certificate?: Resolver<ResolversTypes['Certificate'], ParentType, ContextType>;
  childName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryHospital?: Resolver<Maybe<ResolversTypes['DeliveryHospital']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['FamilyDocument']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['Family'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  journey?: Resolver<Array<ResolversTypes['JourneyStep']>, ParentType, ContextType>;
  medicalForm?: Resolver<ResolversTypes['MedicalForm'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['Pickup']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  purchaserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releaseRequest?: Resolver<Maybe<ResolversTypes['ReleaseRequest']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['JourneyStage'], ParentType, ContextType>;
};

export type OrderCheckoutDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderCheckoutDetails'] = ResolversParentTypes['OrderCheckoutDetails']> = {
  dueDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  parentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
};

export type PaymentCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentCard'] = ResolversParentTypes['PaymentCard']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentsMutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentsMutation'] = ResolversParentTypes['PaymentsMutation']> = {
  completeCheckout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<PaymentsMutationCompleteCheckoutArgs, 'input'>>;
  pendingPlanEnds?: Resolver<Array<ResolversTypes['PendingPlanEnd']>, ParentType, ContextType>;
  recordBillingEvent?: Resolver<ResolversTypes['BillingEventResult'], ParentType, ContextType, RequireFields<PaymentsMutationRecordBillingEventArgs, 'input'>>;
  recordStripeCustomer?: Resolver<ResolversTypes['StripeCustomer'], ParentType, ContextType, RequireFields<PaymentsMutationRecordStripeCustomerArgs, 'input'>>;
  stripeCustomer?: Resolver<Maybe<ResolversTypes['StripeCustomer']>, ParentType, ContextType, RequireFields<PaymentsMutationStripeCustomerArgs, 'uid'>>;
};

export type PendingPlanEndResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingPlanEnd'] = ResolversParentTypes['PendingPlanEnd']> = {
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentPeriodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['PlanEndReason'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stateAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PickupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Pickup'] = ResolversParentTypes['Pickup']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  alternatePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  changeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checklist?: Resolver<Array<ResolversTypes['PickupChecklistItem']>, ParentType, ContextType>;
  collectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  collectionAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  collectionDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  collectionTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dispatchedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  floorUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kitLocation?: Resolver<Maybe<ResolversTypes['PickupKitLocation']>, ParentType, ContextType>;
  labDeadlineAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  locationType?: Resolver<ResolversTypes['PickupLocationType'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredWindowStartAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['ChangedBy']>, ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PickupStatus'], ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PickupChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickupChange'] = ResolversParentTypes['PickupChange']> = {
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['Pickup']>, ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  included?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanEndResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanEnd'] = ResolversParentTypes['PlanEnd']> = {
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['PlanEndReason'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  mailingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
};

export type ProviderSubscriptionRefsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProviderSubscriptionRefs'] = ResolversParentTypes['ProviderSubscriptionRefs']> = {
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currentPeriodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openInvoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openInvoiceRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptionRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType, RequireFields<QueryCheckoutArgs, 'id'>>;
  invitation?: Resolver<Maybe<ResolversTypes['InvitationPreview']>, ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType, RequireFields<QueryPlanArgs, 'code'>>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['StaffQuery'], ParentType, ContextType>;
};

export type ReleaseFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReleaseFile'] = ResolversParentTypes['ReleaseFile']> = {
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['ReleaseFilePurpose'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReleaseRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReleaseRequest'] = ResolversParentTypes['ReleaseRequest']> = {
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  bankMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  centreName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ReleaseFile']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ReleaseStep']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReleaseKind'], ParentType, ContextType>;
  neededBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientRelation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  physicianName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReleaseStatus'], ParentType, ContextType>;
  trackingRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReleaseStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReleaseStep'] = ResolversParentTypes['ReleaseStep']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReleaseStatus'], ParentType, ContextType>;
};

export type StaffBillingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffBilling'] = ResolversParentTypes['StaffBilling']> = {
  amountCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkoutId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currentPeriodStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endReason?: Resolver<Maybe<ResolversTypes['PlanEndReason']>, ParentType, ContextType>;
  interval?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRenewalAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  openInvoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openInvoiceRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pastDueSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SubscriptionStatus']>, ParentType, ContextType>;
  subscriptionRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffMutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMutation'] = ResolversParentTypes['StaffMutation']> = {
  advanceJourney?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<StaffMutationAdvanceJourneyArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<StaffMutationCreateOrderArgs, 'input'>>;
  issueCertificate?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<StaffMutationIssueCertificateArgs, 'input'>>;
  setLocalClock?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType, Partial<StaffMutationSetLocalClockArgs>>;
  setPickupStatus?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<StaffMutationSetPickupStatusArgs, 'input'>>;
  setReleaseStatus?: Resolver<ResolversTypes['StaffReleaseRequest'], ParentType, ContextType, RequireFields<StaffMutationSetReleaseStatusArgs, 'input'>>;
};

export type StaffOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffOrder'] = ResolversParentTypes['StaffOrder']> = {
  billing?: Resolver<ResolversTypes['StaffBilling'], ParentType, ContextType>;
  certificateStatus?: Resolver<ResolversTypes['CertificateStatus'], ParentType, ContextType>;
  childName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  journey?: Resolver<Array<ResolversTypes['JourneyStep']>, ParentType, ContextType>;
  labReceivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ownerUid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pendingForEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupStatus?: Resolver<Maybe<ResolversTypes['PickupStatus']>, ParentType, ContextType>;
  planCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['JourneyStage'], ParentType, ContextType>;
};

export type StaffParentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffParent'] = ResolversParentTypes['StaffParent']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['StaffOrder']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StaffQueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffQuery'] = ResolversParentTypes['StaffQuery']> = {
  order?: Resolver<Maybe<ResolversTypes['StaffOrder']>, ParentType, ContextType, RequireFields<StaffQueryOrderArgs, 'id'>>;
  parent?: Resolver<Maybe<ResolversTypes['StaffParent']>, ParentType, ContextType, RequireFields<StaffQueryParentArgs, 'email'>>;
  pendingOrders?: Resolver<Array<ResolversTypes['StaffOrder']>, ParentType, ContextType, RequireFields<StaffQueryPendingOrdersArgs, 'email'>>;
  releaseRequests?: Resolver<Array<ResolversTypes['StaffReleaseRequest']>, ParentType, ContextType>;
  textMessages?: Resolver<Array<ResolversTypes['StaffTextMessage']>, ParentType, ContextType>;
};

export type StaffReleaseEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffReleaseEvent'] = ResolversParentTypes['StaffReleaseEvent']> = {
  actorRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['ReleaseStatus']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['ReleaseStatus'], ParentType, ContextType>;
};

export type StaffReleaseRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffReleaseRequest'] = ResolversParentTypes['StaffReleaseRequest']> = {
  events?: Resolver<Array<ResolversTypes['StaffReleaseEvent']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  request?: Resolver<ResolversTypes['ReleaseRequest'], ParentType, ContextType>;
};

export type StaffTextMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffTextMessage'] = ResolversParentTypes['StaffTextMessage']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorageSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StorageSubscription'] = ResolversParentTypes['StorageSubscription']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  autoPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['PaymentCard']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endReason?: Resolver<Maybe<ResolversTypes['PlanEndReason']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextRenewalAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pastDueSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['ProviderSubscriptionRefs'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
};

export type StripeCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StripeCustomer'] = ResolversParentTypes['StripeCustomer']> = {
  customerRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  notificationsChanged?: SubscriptionResolver<ResolversTypes['NotificationsChange'], "notificationsChanged", ParentType, ContextType>;
  pickupChanged?: SubscriptionResolver<ResolversTypes['PickupChange'], "pickupChanged", ParentType, ContextType, RequireFields<SubscriptionPickupChangedArgs, 'orderId'>>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserMutationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserMutations'] = ResolversParentTypes['UserMutations']> = {
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<UserMutationsCreateUserArgs, 'input'>>;
  setLanguage?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<UserMutationsSetLanguageArgs, 'language'>>;
  updateContactPreferences?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<UserMutationsUpdateContactPreferencesArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<UserMutationsUpdateProfileArgs, 'input'>>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Address?: AddressResolvers<ContextType>;
  Billing?: BillingResolvers<ContextType>;
  BillingEventResult?: BillingEventResultResolvers<ContextType>;
  BillingNotice?: BillingNoticeResolvers<ContextType>;
  Certificate?: CertificateResolvers<ContextType>;
  ChangedBy?: ChangedByResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeliveryHospital?: DeliveryHospitalResolvers<ContextType>;
  Family?: FamilyResolvers<ContextType>;
  FamilyDocument?: FamilyDocumentResolvers<ContextType>;
  FamilyInvitation?: FamilyInvitationResolvers<ContextType>;
  FamilyMember?: FamilyMemberResolvers<ContextType>;
  FamilyMutations?: FamilyMutationsResolvers<ContextType>;
  GiftCheckoutDetails?: GiftCheckoutDetailsResolvers<ContextType>;
  GiftTerm?: GiftTermResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  IssuedCertificate?: IssuedCertificateResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  JourneyStep?: JourneyStepResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MedicalForm?: MedicalFormResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationMutations?: NotificationMutationsResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  NotificationsChange?: NotificationsChangeResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCheckoutDetails?: OrderCheckoutDetailsResolvers<ContextType>;
  PaymentCard?: PaymentCardResolvers<ContextType>;
  PaymentsMutation?: PaymentsMutationResolvers<ContextType>;
  PendingPlanEnd?: PendingPlanEndResolvers<ContextType>;
  Pickup?: PickupResolvers<ContextType>;
  PickupChange?: PickupChangeResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanEnd?: PlanEndResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProviderSubscriptionRefs?: ProviderSubscriptionRefsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReleaseFile?: ReleaseFileResolvers<ContextType>;
  ReleaseRequest?: ReleaseRequestResolvers<ContextType>;
  ReleaseStep?: ReleaseStepResolvers<ContextType>;
  StaffBilling?: StaffBillingResolvers<ContextType>;
  StaffMutation?: StaffMutationResolvers<ContextType>;
  StaffOrder?: StaffOrderResolvers<ContextType>;
  StaffParent?: StaffParentResolvers<ContextType>;
  StaffQuery?: StaffQueryResolvers<ContextType>;
  StaffReleaseEvent?: StaffReleaseEventResolvers<ContextType>;
  StaffReleaseRequest?: StaffReleaseRequestResolvers<ContextType>;
  StaffTextMessage?: StaffTextMessageResolvers<ContextType>;
  StorageSubscription?: StorageSubscriptionResolvers<ContextType>;
  StripeCustomer?: StripeCustomerResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserMutations?: UserMutationsResolvers<ContextType>;
};

