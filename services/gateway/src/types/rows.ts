/**
 * What the data layer reads and writes: the rows it hands to the resolvers, and the checked
 * values (from the domain rules) it stores. Below every other folder, so the generated resolver
 * types (codegen.ts mappers), the rules, the data layer and the resolvers share them. Columns
 * are selected with camelCase aliases; dates come back as 'YYYY-MM-DD' text and instants as
 * Date objects (both backends agree).
 */
import type { AuthUser } from './auth-user.js';

export interface UserRow {
  id: string;
  email: string | null;
  name: string | null;
}

/** The parent behind `me`: the verified token (the registered user row is read when asked for). */
export interface MeRow {
  viewer: AuthUser;
}

export interface OrderRow {
  id: string;
  ownerUid: string;
  purchaserName: string;
  childName: string | null;
  dueDate: string | null;
  planCode: string;
  kitShippedAt: Date | null;
  collectedAt: Date | null;
  labProcessedAt: Date | null;
  /** When the lab received the unit (recorded by the bank's staff). */
  labReceivedAt: Date | null;
  createdAt: Date;
}

export interface PlanRow {
  code: string;
  name: string;
  priceCents: number;
  currency: string;
  interval: string;
  /** One sentence on what the plan is. */
  description: string;
  /** What the plan includes, one line each. */
  included: string[];
}

export type MedicalFormRowStatus = 'DRAFT' | 'SUBMITTED';

export interface MedicalFormRow {
  orderId: string;
  status: MedicalFormRowStatus;
  answers: Record<string, unknown>;
  /** 1 on the first save, one more on every save. */
  version: number;
  updatedAt: Date;
  submittedAt: Date | null;
  /** Who saved it last (null on forms saved before it was recorded) and their registered name and email. */
  updatedByUid: string | null;
  updatedByName: string | null;
  updatedByEmail: string | null;
}

export type PickupRowStatus = 'REQUESTED' | 'DISPATCHED' | 'COLLECTED' | 'RECEIVED' | 'CANCELLED';

export interface PickupRow {
  id: string;
  orderId: string;
  reference: string;
  status: PickupRowStatus;
  locationType: 'HOSPITAL' | 'HOME';
  place: string;
  address: string;
  collectionDate: string;
  collectionTime: string;
  contactPhone: string;
  notes: string | null;
  /** Null on requests from before these were asked (migration 005). */
  timeZone: string | null;
  birthAt: Date | null;
  collectionAt: Date | null;
  floorUnit: string | null;
  room: string | null;
  kitLocation: 'WITH_PARENT' | 'NURSES_STATION' | null;
  alternatePhone: string | null;
  windowStartAt: Date | null;
  labDeadlineAt: Date | null;
  checklist: string[];
  requestedAt: Date;
  updatedAt: Date;
  /** Who requested or last changed it (null before it was recorded), their name and email. */
  requestedByUid: string | null;
  requestedByName: string | null;
  requestedByEmail: string | null;
  /** The courier's statuses, each with its time (set by the bank's staff). */
  dispatchedAt: Date | null;
  collectedAt: Date | null;
  receivedAt: Date | null;
}

/** A checked request (see @portal/rules/pickup) as it is stored. */
export interface PickupDetails {
  locationType: 'HOSPITAL' | 'HOME';
  place: string;
  address: string;
  floorUnit: string | null;
  room: string | null;
  kitLocation: 'WITH_PARENT' | 'NURSES_STATION';
  timeZone: string;
  birthAt: Date;
  /** The collection's wall clock in the zone, and its instant. */
  collectionDate: string;
  collectionTime: string;
  collectionAt: Date;
  contactPhone: string;
  alternatePhone: string | null;
  notes: string | null;
  windowStartAt: Date | null;
  labDeadlineAt: Date;
  checklist: string[];
}

export interface CertificateRow {
  orderId: string;
  status: 'LOCKED' | 'ISSUED';
  progress: number;
  unitId: string | null;
  childName: string | null;
  birthDate: string | null;
  collectionDate: string | null;
  processingDate: string | null;
  lab: string | null;
  tncCount: number | null;
  cd34Count: number | null;
  viabilityPercent: number | null;
  volumeMl: number | null;
  storageSite: string | null;
  issuedAt: Date | null;
}

/** The values of an issued certificate, checked (the staff's input and the order's defaults). */
export interface IssuedCertificateValues {
  unitId: string;
  childName: string;
  birthDate: string;
  collectionDate: string;
  processingDate: string;
  lab: string;
  tncCount: number;
  cd34Count: number;
  viabilityPercent: number;
  volumeMl: number;
  storageSite: string;
}

export interface InvoiceRow {
  id: string;
  orderId: string;
  number: string;
  amountCents: number;
  currency: string;
  status: string;
  issuedAt: Date;
  paidAt: Date | null;
  url: string | null;
}

/** `mutation { user { ... } }` is a namespace: its parent value carries nothing. */
export type UserMutationsRow = Record<PropertyKey, never>;

/** `staff { ... }` is a namespace too: its parent value carries nothing. */
export type StaffNamespaceRow = Record<PropertyKey, never>;

/** A parent account found by the bank's staff. */
export interface StaffParentRow {
  uid: string;
  email: string;
  name: string | null;
}

/** `mutation { payments { ... } }` is the functions service's namespace: it carries nothing. */
export type PaymentsNamespaceRow = Record<PropertyKey, never>;

export type CheckoutKindRow = 'ORDER' | 'GIFT' | 'CONTINUATION';

/** A postal address as stored (a shipping address, a profile's mailing address). */
export interface AddressRow {
  line1: string;
  line2: string | null;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** What the buyer typed for an order (checkouts.details of kind ORDER). */
export interface OrderDetailsRow {
  parentName: string;
  phone: string;
  dueDate: string;
  shippingAddress: AddressRow;
}

/** What the giver typed for a gift (checkouts.details of kind GIFT). */
export interface GiftDetailsRow {
  giverName: string;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
}

export interface CheckoutRow {
  id: string;
  reference: string;
  kind: CheckoutKindRow;
  buyerUid: string;
  idempotencyKey: string;
  planCode: string;
  amountCents: number;
  currency: string;
  /** Personal data: never logged. */
  /** CONTINUATION: nothing typed (`{}`). */
  details: OrderDetailsRow | GiftDetailsRow | Record<string, never>;
  status: CheckoutStatusRow;
  provider: string | null;
  paymentRef: string | null;
  orderId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  /** CONTINUATION: the gift-paid order whose storage it continues, and its first charge. */
  continuesOrderId: string | null;
  firstChargeAt: Date | null;
  /** REFUNDED: why (a replaced checkout paid late, a child already covered, or a plan ended). */
  refundReason: CheckoutRefundReasonRow | null;
}

export type CheckoutStatusRow = 'OPEN' | 'PAID' | 'REPLACED' | 'REFUNDED';
export type CheckoutRefundReasonRow = 'REPLACED' | 'ALREADY_COVERED' | 'PLAN_ENDED';

export interface GiftRow {
  id: string;
  checkoutId: string;
  code: string;
  planCode: string;
  giverUid: string;
  redeemedByUid: string | null;
  redeemedAt: Date | null;
  orderId: string | null;
}

/** A storage subscription as the provider's webhooks last described it (see migration 009). */
export interface SubscriptionRow {
  checkoutId: string;
  provider: 'stripe' | 'local';
  subscriptionRef: string;
  customerRef: string | null;
  /** The provider's status (active, trialing, past_due, unpaid, canceled, incomplete...). */
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  pastDueSince: Date | null;
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpMonth: number | null;
  cardExpYear: number | null;
  stateAt: Date;
}

/** How an order's storage is paid: its subscription (with the checkout's price), or a gift. */
export interface OrderBillingRow {
  orderId: string;
  /** What each renewal charges: the checkout's amount and currency, the plan's interval. */
  amountCents: number | null;
  currency: string | null;
  interval: string;
  subscription: SubscriptionRow | null;
  /** When the gift that paid for the order was redeemed; null unless a gift paid. */
  giftRedeemedAt: Date | null;
  /** The subscription's latest invoice that is still open (a failed renewal). */
  openInvoice: { invoiceRef: string; number: string; amountCents: number; currency: string } | null;
  /** The child's unit was released or transferred: the plan ends (migration 023). */
  planEnd: PlanEndRow | null;
}

export type PlanEndReasonRow = 'RELEASED' | 'TRANSFERRED';

/** Why and since when a child's storage plan ends without renewing (plan_ends). */
export interface PlanEndRow {
  reason: PlanEndReasonRow;
  requestedAt: Date;
}

/** A child's family as the caller sees it (Family and its mutations' answers). */
export interface FamilyRow {
  orderId: string;
  /** The account holder (the order's owner). */
  holderUid: string;
  /** The order's creation: the holder's access starts there. */
  orderCreatedAt: Date;
}

/** The `family` mutation namespace (its fields check the caller themselves). */
export type FamilyNamespaceRow = Record<PropertyKey, never>;

export interface FamilyInvitationRow {
  id: string;
  orderId: string;
  emailLower: string;
  invitedByUid: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  acceptedByUid: string | null;
  cancelledAt: Date | null;
}

/** A member of a child's family as the Family type lists them. */
export interface FamilyMemberRow {
  uid: string;
  role: 'HOLDER' | 'GUARDIAN';
  name: string | null;
  email: string | null;
  since: Date;
}

/** The `notifications` mutation namespace (its fields act for the caller only). */
export type NotificationsNamespaceRow = Record<PropertyKey, never>;

/** What a notification is about (domain/notification-kinds.ts says how each is worded). */
export type NotificationKindRow =
  | 'KIT_SHIPPED'
  | 'HEALTH_FORM_RECEIVED'
  | 'COURIER_DISPATCHED'
  | 'KIT_COLLECTED'
  | 'UNIT_AT_LAB'
  | 'PROCESSING_DONE'
  | 'CERTIFICATE_ISSUED'
  | 'RENEWAL_FAILED'
  | 'DOCUMENT_ADDED'
  | 'RELEASE_UPDATED';

/** One notification as one family member reads it. */
export interface NotificationRow {
  id: string;
  orderId: string;
  kind: NotificationKindRow;
  childName: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** The signed-in parent's profile (Profile): who they are and how they are reached. */
export interface ProfileRow {
  uid: string;
  email: string | null;
  name: string | null;
}
