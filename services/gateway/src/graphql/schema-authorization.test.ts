/**
 * Authorisation enumerated from the schema (issue 29, item 8). Every query field, mutation and
 * subscription of schema.graphql (namespaces walked: `Query.me.orders`, `Mutation.staff.*`) is
 * called over loopback HTTP with a document built from the schema (every field its answer can
 * hold is selected), aimed at the first parent's real orders, checkouts and gifts, by each
 * caller below; everyone but the one it is for must be refused with the documented code (or
 * null, or their own data) and find none of the first parent's data anywhere in the answer,
 * and a refused call changes nothing. The one it is for is answered, with that data, so no
 * refusal here is a broken query. A field without a case in CASES fails with "add an
 * authorisation case for ...".
 *
 * Family access (issue 32): a guardian the holder invited to every child is answered like the
 * holder on the child's journey (never billing, checkouts or gifts: `holderOnly`), a guardian
 * whose access was revoked is refused FORBIDDEN (ACCESS_REVOKED), and an invitee who has not
 * accepted yet is a stranger.
 *
 * Staff accounts are never parents (issue 43): every parent operation (all but the staff's own,
 * the public and the service's) refuses the staff member's token with STAFF_NOT_PARENT.
 *
 * The routes beside the schema are called by every caller too: the family's downloads
 * (documents and a release request's files) and the release files' upload.
 */
import { isInputObjectType, getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { firebaseAccountDirectory } from '../auth/account-directory.js';
import { DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { acceptedAgreement } from '../test-support/accepted-agreement.js';
import { TEST_PROJECT_ID } from '../test-support/emulator-tokens.js';
import {
  buildFirstParentWorld,
  CALLERS,
  CHECKOUT_KEYS,
  DRAFT_ANSWERS,
  firstParentBillingEvents,
  GIFT_CHECKOUT_INPUT,
  NEW_INVITEE_EMAIL,
  ORDER_CHECKOUT_INPUT,
  FIRST_PARENT_STRIPE_CUSTOMER,
  PAYMENTS_KEY,
  PENDING_EMAIL,
  PICKUP,
  RELEASE_DETAILS,
  SUBMITTED_ANSWERS,
  type Caller,
  type FirstParentWorld,
} from '../test-support/first-parent-world.js';
import { listenOnLoopback, type LoopbackGateway } from '../test-support/loopback-gateway.js';
import { postReleaseFile, TINY_JPEG } from '../test-support/release-uploads.js';
import {
  operationDocument,
  readGatewaySchema,
  schemaOperations,
  valueAt,
  type SchemaOperation,
} from '../test-support/schema-operations.js';
import { VALID_CERTIFICATE } from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

type Args = Record<string, unknown>;
type Refusal =
  | 'UNAUTHENTICATED'
  | 'EMAIL_NOT_VERIFIED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'STAFF_NOT_PARENT';
/**
 * allowed: answered, the first parent's data included (the caller may have it);
 * own-only: answered with the caller's own data, none of the first parent's;
 * null: answered null, no error (order(id), checkout(id) of someone else);
 * public: answered to everyone, token or not, with nobody's data;
 * a code: refused with it, no data.
 */
type Outcome = 'allowed' | 'own-only' | 'null' | 'public' | Refusal;

/**
 * owner: the first parent's data, theirs alone (`foreign`: what anyone else gets);
 * staff: the bank's operations; service: the functions service's (its key);
 * public: no account needed; own-data: always the caller's own, no id to aim elsewhere.
 */
type Kind = 'owner' | 'staff' | 'service' | 'public' | 'own-data';

interface AuthorisationCase {
  kind: Kind;
  /** Why the field is authorised this way. */
  reason: string;
  /** kind owner: what a second parent and an invitee get (the staff member: STAFF_NOT_PARENT). */
  foreign?: 'null' | 'own-only' | 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT';
  /** Where a caller differs from its kind's rule (with the reason in `reason`). */
  outcomes?: Partial<Record<Caller, Outcome>>;
  /** Scalar arguments (ids aim at the first parent's); input objects come from INPUTS. */
  args?: (world: FirstParentWorld, caller: Caller) => Args | Promise<Args>;
  /** Several targets, each attacked: merged over `args`. */
  each?: (world: FirstParentWorld, caller: Caller) => Args[];
  /** Who must be answered with the first parent's data (default: by kind, PROVER). */
  prover?: Caller;
  /** Why the allowed answer holds nothing of the first parent's beyond what was sent. */
  echoesInput?: string;
}

const OUTCOMES_BY_KIND: Record<Exclude<Kind, 'owner'>, Record<Caller, Outcome>> = {
  staff: {
    staff: 'allowed',
    owner: 'FORBIDDEN',
    secondParent: 'FORBIDDEN',
    unverified: 'EMAIL_NOT_VERIFIED',
    ownerUnverified: 'EMAIL_NOT_VERIFIED',
    noToken: 'UNAUTHENTICATED',
    service: 'UNAUTHENTICATED',
    guardian: 'FORBIDDEN',
    revokedGuardian: 'FORBIDDEN',
    invitee: 'FORBIDDEN',
  },
  service: {
    service: 'allowed',
    owner: 'FORBIDDEN',
    secondParent: 'FORBIDDEN',
    unverified: 'FORBIDDEN',
    ownerUnverified: 'FORBIDDEN',
    staff: 'FORBIDDEN',
    noToken: 'FORBIDDEN',
    guardian: 'FORBIDDEN',
    revokedGuardian: 'FORBIDDEN',
    invitee: 'FORBIDDEN',
  },
  public: {
    owner: 'public',
    secondParent: 'public',
    unverified: 'public',
    ownerUnverified: 'public',
    staff: 'public',
    noToken: 'public',
    service: 'public',
    guardian: 'public',
    revokedGuardian: 'public',
    invitee: 'public',
  },
  'own-data': {
    owner: 'allowed',
    ownerUnverified: 'allowed',
    secondParent: 'own-only',
    unverified: 'own-only',
    // Staff accounts are never parents, not even for their own profile.
    staff: 'STAFF_NOT_PARENT',
    noToken: 'UNAUTHENTICATED',
    service: 'UNAUTHENTICATED',
    guardian: 'own-only',
    revokedGuardian: 'own-only',
    invitee: 'own-only',
  },
};

function outcomesOf(testCase: AuthorisationCase): Record<Caller, Outcome> {
  const byKind: Record<Caller, Outcome> =
    testCase.kind === 'owner'
      ? {
          owner: 'allowed',
          secondParent: testCase.foreign ?? 'NOT_FOUND',
          staff: 'STAFF_NOT_PARENT',
          unverified: 'EMAIL_NOT_VERIFIED',
          ownerUnverified: 'EMAIL_NOT_VERIFIED',
          noToken: 'UNAUTHENTICATED',
          service: 'UNAUTHENTICATED',
          // The child's family: a guardian as the holder, a revoked one told so, an invitee a stranger.
          guardian: 'allowed',
          revokedGuardian: 'FORBIDDEN',
          invitee: testCase.foreign ?? 'NOT_FOUND',
        }
      : OUTCOMES_BY_KIND[testCase.kind];
  return { ...byKind, ...testCase.outcomes };
}

/** Who must be answered with the first parent's data, proving the fixtures are real. */
const PROVER: Record<Kind, Caller> = {
  owner: 'owner',
  'own-data': 'owner',
  staff: 'staff',
  service: 'service',
  public: 'noToken',
};

/**
 * What even the allowed caller must not be answered: the bank's staff see no health values
 * (StaffOrder), and the functions service never the order, the gift code or what was typed.
 */
function hiddenFromProver(kind: Kind, world: FirstParentWorld): string[] {
  if (kind === 'staff') return world.healthValues;
  if (kind !== 'service') return [];
  return [
    world.giftCodes.bought,
    world.orders.purchased,
    ORDER_CHECKOUT_INPUT.phone,
    ORDER_CHECKOUT_INPUT.shippingAddress.line1,
    GIFT_CHECKOUT_INPUT.recipientEmail,
    GIFT_CHECKOUT_INPUT.message,
  ];
}

/** A valid value of each input type, aimed at the first parent's data. */
const INPUTS: Record<string, (world: FirstParentWorld) => Args> = {
  StripeCustomerInput: () => ({
    uid: DEMO_PARENT.uid,
    email: DEMO_PARENT.email,
    customerRef: FIRST_PARENT_STRIPE_CUSTOMER,
  }),
  CreateUserInput: () => ({
    id: DEMO_PARENT.uid,
    email: DEMO_PARENT.email,
    name: DEMO_PARENT.displayName,
  }),
  UpdateProfileInput: () => ({ name: 'Pat Example' }),
  ContactPreferencesInput: () => ({
    mobilePhone: '+1 916 555 0100',
    preferences: [{ kind: 'COURIER_DISPATCHED', email: true, sms: false }],
  }),
  PickupInput: () => PICKUP,
  OrderCheckoutInput: () => ORDER_CHECKOUT_INPUT,
  GiftCheckoutInput: () => GIFT_CHECKOUT_INPUT,
  CompleteCheckoutInput: (world) => ({
    checkoutId: world.checkouts.order,
    provider: 'local',
    paymentRef: `pi_${CHECKOUT_KEYS.order}`,
    amountCents: 17_500,
    currency: 'usd',
  }),
  StaffCreateOrderInput: () => ({ parentEmail: DEMO_PARENT.email, childName: 'Remy Rivera' }),
  StaffAdvanceJourneyInput: (world) => ({ orderId: world.orders.redeemed, to: 'HEALTH_FORM' }),
  StaffPickupStatusInput: (world) => ({ orderId: world.orders.dispatchable, status: 'DISPATCHED' }),
  ReleaseRequestInput: (world) => ({ ...RELEASE_DETAILS, ...world.releaseFiles.start }),
  StaffReleaseStatusInput: (world) => ({
    orderId: world.releases.movable,
    status: 'UNDER_REVIEW',
  }),
  StaffIssueCertificateInput: (world) => ({
    orderId: world.orders.processed,
    ...VALID_CERTIFICATE,
  }),
};

/** Every order of the first parent's (a guardian's: every child they were invited to follow). */
const everyOrder = (world: FirstParentWorld, caller: Caller) =>
  Object.entries(world.orders)
    .filter(([name]) => name !== 'invited' || !['guardian', 'revokedGuardian'].includes(caller))
    .map(([, id]) => ({ id }));

/** Every operation of the schema, classified. A field missing here fails the suite. */
const CASES: Record<string, AuthorisationCase> = {
  'Query.me.id': {
    kind: 'own-data',
    reason: 'the caller’s own uid, from their token; nothing to aim at another account',
  },
  'Query.me.profile': {
    kind: 'own-data',
    reason: 'the caller’s own email (from the token) and name; open before verification',
  },
  'Query.me.orders': {
    kind: 'owner',
    foreign: 'own-only',
    outcomes: { revokedGuardian: 'own-only' },
    reason:
      'lists the orders of the caller’s families only (a guardian’s include the children they follow)',
  },
  'Query.me.notifications': {
    kind: 'owner',
    foreign: 'own-only',
    outcomes: { revokedGuardian: 'own-only' },
    reason:
      'the caller’s own notifications, of the children whose family they are in now (a revoked guardian sees none of that child’s)',
  },
  'Query.me.unreadNotificationCount': {
    kind: 'owner',
    foreign: 'own-only',
    outcomes: { revokedGuardian: 'own-only' },
    reason: 'counts the caller’s own unread notifications',
    echoesInput: 'a count, nothing of the parent’s',
  },
  'Mutation.notifications.markRead': {
    kind: 'owner',
    outcomes: { revokedGuardian: 'NOT_FOUND' },
    reason:
      'marks the caller’s own copy read (each family member has one); anyone else’s is NOT_FOUND',
    args: (world) => ({ id: world.notificationId }),
  },
  'Mutation.notifications.markAllRead': {
    kind: 'owner',
    foreign: 'own-only',
    outcomes: { revokedGuardian: 'own-only' },
    reason: 'marks the caller’s own notifications read; there is no id to aim elsewhere',
    echoesInput: 'a count, nothing of the parent’s',
  },
  'Query.order': {
    kind: 'owner',
    foreign: 'null',
    reason:
      'someone else’s order is null, like one that does not exist (README); a revoked guardian is told their access ended',
    each: everyOrder,
  },
  'Query.checkout': {
    kind: 'owner',
    foreign: 'null',
    outcomes: { guardian: 'null', revokedGuardian: 'null' },
    reason:
      'someone else’s checkout is null, like one that does not exist (README); checkouts stay with the buyer',
    each: (world) => [{ id: world.checkouts.order }, { id: world.checkouts.gift }],
  },
  'Query.invitation': {
    kind: 'owner',
    prover: 'invitee',
    outcomes: {
      owner: 'own-only',
      secondParent: 'own-only',
      guardian: 'own-only',
      revokedGuardian: 'own-only',
      invitee: 'allowed',
    },
    reason:
      'the link’s token shows its status to any verified account; who invited and the child only to the invited email',
    args: (world) => ({ token: world.family.inviteeToken }),
  },
  'Mutation.family.invite': {
    kind: 'owner',
    outcomes: { guardian: 'FORBIDDEN' },
    reason: 'the holder invites; a guardian is FORBIDDEN (HOLDER_ONLY); another order NOT_FOUND',
    args: (world) => ({ orderId: world.orders.maya, email: NEW_INVITEE_EMAIL }),
    echoesInput: 'it answers the invitation of the email sent, nothing else of the parent’s',
  },
  'Mutation.family.cancelInvitation': {
    kind: 'owner',
    outcomes: { guardian: 'FORBIDDEN' },
    reason: 'the holder cancels their invitations; a guardian is FORBIDDEN; anyone else NOT_FOUND',
    args: (world) => ({ invitationId: world.family.cancellableInvitation }),
  },
  'Mutation.family.accept': {
    kind: 'owner',
    prover: 'invitee',
    outcomes: {
      owner: 'FORBIDDEN',
      secondParent: 'FORBIDDEN',
      guardian: 'FORBIDDEN',
      revokedGuardian: 'FORBIDDEN',
      invitee: 'allowed',
    },
    reason:
      'only the invited verified email accepts (FORBIDDEN for any other account), once; it answers the child’s order',
    args: (world) => ({ token: world.family.inviteeToken }),
  },
  'Mutation.family.revoke': {
    kind: 'owner',
    outcomes: { guardian: 'FORBIDDEN' },
    reason: 'the holder ends a guardian’s access; a guardian is FORBIDDEN; anyone else NOT_FOUND',
    args: (world) => ({ orderId: world.orders.maya, uid: world.family.revokable }),
  },
  'Mutation.family.leave': {
    kind: 'owner',
    prover: 'guardian',
    outcomes: { owner: 'FORBIDDEN' },
    reason:
      'a guardian leaves a child they follow; the holder cannot leave (FORBIDDEN); anyone else NOT_FOUND',
    args: (world) => ({ orderId: world.orders.leaveable }),
    echoesInput: 'it answers true, nothing of the order',
  },
  'Query.staff.parent': {
    kind: 'staff',
    reason: 'the bank’s staff look a parent up by email',
    args: () => ({ email: DEMO_PARENT.email }),
  },
  'Query.staff.pendingOrders': {
    kind: 'staff',
    reason: 'the bank’s staff list orders waiting for an email',
    args: () => ({ email: PENDING_EMAIL }),
  },
  'Query.staff.textMessages': {
    kind: 'staff',
    reason: 'the bank’s staff read the text-message outbox (numbers and texts, no health value)',
  },
  'Query.staff.order': {
    kind: 'staff',
    reason: 'the bank’s staff read one order’s state and billing (no health values)',
    args: (world) => ({ id: world.orders.purchased }),
  },
  'Mutation.staff.setLocalClock': {
    kind: 'staff',
    reason: 'moves the billing notices’ clock in local and test stacks (here: to now)',
    args: () => ({ at: new Date().toISOString() }),
    echoesInput: 'it answers the clock’s time, nothing of any parent',
  },
  'Mutation.payments.recordBillingEvent': {
    kind: 'service',
    reason:
      'the functions service records the provider’s signed webhooks with its key; no account may',
    echoesInput: 'it answers only whether the event was new, nothing of the order',
    // Recorded when the world was built: the retried webhook records nothing more.
    each: (world) => firstParentBillingEvents(world.checkouts.order).map((input) => ({ input })),
  },
  'Mutation.payments.recordStripeCustomer': {
    kind: 'service',
    reason:
      'the functions service records the Stripe customer it made for an account with its key; no account may',
    echoesInput: 'it answers the account and customer sent (the account’s first one stays)',
  },
  'Mutation.payments.stripeCustomer': {
    kind: 'service',
    reason:
      'the functions service reads an account’s Stripe customer for Checkout and the billing portal; no account may',
    args: () => ({ uid: DEMO_PARENT.uid }),
  },
  'Mutation.payments.pendingPlanEnds': {
    kind: 'service',
    reason:
      'the functions service reads the released children’s plans it must end at the provider (checkout and subscription, never the order) with its key; no account may',
  },
  'Query.plans': { kind: 'public', reason: 'the catalogue, for the signed-out purchase pages' },
  'Query.plan': {
    kind: 'public',
    reason: 'one plan of the catalogue, for /purchase?plan=',
    args: () => ({ code: 'annual' }),
  },
  'Mutation.user.createUser': {
    kind: 'owner',
    foreign: 'FORBIDDEN',
    // Registration comes before verification: the owner may register with an unverified token.
    outcomes: {
      ownerUnverified: 'allowed',
      unverified: 'FORBIDDEN',
      guardian: 'FORBIDDEN',
      revokedGuardian: 'FORBIDDEN',
    },
    reason: 'registers the caller only, with the token’s own id and email (FORBIDDEN otherwise)',
    echoesInput: 'it answers the user registered, which is what was sent',
  },
  'Mutation.user.updateContactPreferences': {
    kind: 'owner',
    foreign: 'own-only',
    outcomes: { revokedGuardian: 'own-only' },
    reason: 'sets the caller’s own number and choices; there is no id to aim elsewhere',
  },
  'Mutation.user.setLanguage': {
    kind: 'own-data',
    reason: 'saves the caller’s own language; there is no id to pass',
    args: () => ({ language: 'ES' }),
  },
  'Mutation.user.updateProfile': {
    kind: 'own-data',
    reason: 'renames the caller; there is no id to pass',
  },
  'Mutation.saveMedicalFormDraft': {
    kind: 'owner',
    reason:
      'the child’s family only (holder and guardians); another order is NOT_FOUND, like a missing one',
    args: async (world) => ({
      orderId: world.orders.baby,
      baseVersion: await world.formVersion(world.orders.baby),
      answers: DRAFT_ANSWERS,
    }),
    echoesInput: 'a form answers its status, version and the answers sent, nothing else',
  },
  'Mutation.submitMedicalForm': {
    kind: 'owner',
    reason:
      'the child’s family only; the guardian’s submit after the holder’s repeats the same answers (idempotent)',
    args: (world) => ({
      orderId: world.orders.purchased,
      baseVersion: 0,
      answers: SUBMITTED_ANSWERS,
    }),
    echoesInput: 'a form answers its status, version and the answers sent, nothing else',
  },
  'Mutation.requestPickup': {
    kind: 'owner',
    reason: 'the child’s family only; another order is NOT_FOUND, like a missing one',
    args: (world) => ({ orderId: world.orders.baby }),
  },
  'Mutation.cancelPickup': {
    kind: 'owner',
    reason:
      'the child’s family only; another order is NOT_FOUND, like a missing one (the guardian cancels another child’s request)',
    args: (world, caller) => ({
      orderId: caller === 'guardian' ? world.orders.guardianCancellable : world.orders.cancellable,
    }),
  },
  'Mutation.startReleaseRequest': {
    kind: 'owner',
    outcomes: { guardian: 'FORBIDDEN' },
    reason:
      'the account holder asks for a release of a stored unit, with the two files they uploaded for the child (a guardian is FORBIDDEN: HOLDER_ONLY); another order is NOT_FOUND',
    args: (world) => ({ orderId: world.orders.stored }),
    echoesInput: 'a new request: what was sent, with a new reference',
  },
  'Mutation.cancelReleaseRequest': {
    kind: 'owner',
    outcomes: { guardian: 'FORBIDDEN' },
    reason:
      'the account holder cancels before approval (a guardian is FORBIDDEN: HOLDER_ONLY); another order is NOT_FOUND',
    args: (world) => ({ orderId: world.releases.cancellable }),
  },
  'Mutation.answerReleaseRequest': {
    kind: 'owner',
    outcomes: { guardian: 'FORBIDDEN' },
    reason:
      'the account holder answers the bank, with a file they uploaded for the child (a guardian is FORBIDDEN: HOLDER_ONLY); another order is NOT_FOUND',
    args: (world) => ({
      orderId: world.releases.answerable,
      message: 'Added the signed authorisation.',
      fileIds: [world.releaseFiles.answer],
    }),
  },
  'Query.staff.releaseRequests': {
    kind: 'staff',
    reason: 'the bank’s staff read the open release requests and their steps (no health value)',
  },
  'Mutation.staff.setReleaseStatus': {
    kind: 'staff',
    reason: 'the bank moves a release request along its steps (audited)',
  },
  'Mutation.staff.createOrder': {
    kind: 'staff',
    reason: 'the bank makes orders for parents',
  },
  'Mutation.staff.advanceJourney': { kind: 'staff', reason: 'the bank moves the journey' },
  'Mutation.staff.setPickupStatus': { kind: 'staff', reason: 'the bank records the courier' },
  'Mutation.staff.issueCertificate': { kind: 'staff', reason: 'the lab issues certificates' },
  'Mutation.startOrderCheckout': {
    kind: 'owner',
    foreign: 'own-only',
    outcomes: { guardian: 'own-only', revokedGuardian: 'own-only' },
    reason:
      'idempotency keys are per buyer: the first parent’s key starts a new checkout of the caller’s own',
    args: () => ({
      idempotencyKey: CHECKOUT_KEYS.order,
      agreement: acceptedAgreement(ORDER_CHECKOUT_INPUT.planCode),
    }),
  },
  'Mutation.startGiftCheckout': {
    kind: 'owner',
    foreign: 'own-only',
    outcomes: { guardian: 'own-only', revokedGuardian: 'own-only' },
    reason:
      'idempotency keys are per buyer: the first parent’s key starts a new checkout of the caller’s own',
    args: () => ({
      idempotencyKey: CHECKOUT_KEYS.gift,
      agreement: acceptedAgreement(GIFT_CHECKOUT_INPUT.planCode),
    }),
  },
  'Mutation.startContinuationCheckout': {
    kind: 'owner',
    outcomes: { guardian: 'FORBIDDEN' },
    reason:
      'continues the storage of the caller’s own gift-paid child (billing stays with the holder: a guardian is FORBIDDEN); another order is NOT_FOUND',
    args: (world) => ({
      orderId: world.orders.redeemed,
      idempotencyKey: CHECKOUT_KEYS.continuation,
      // The redeemed gift's plan.
      agreement: acceptedAgreement(GIFT_CHECKOUT_INPUT.planCode),
    }),
    echoesInput: 'it answers a new checkout for the order sent, nothing else of the parent’s',
  },
  'Mutation.redeemGift': {
    kind: 'owner',
    foreign: 'CONFLICT',
    outcomes: { guardian: 'CONFLICT', revokedGuardian: 'CONFLICT' },
    reason:
      'a gift code is a bearer credential (anyone may redeem an unredeemed one, by design); the code ' +
      'the first parent redeemed answers their order to them only, CONFLICT to anyone else',
    args: (world) => ({ code: world.giftCodes.redeemed }),
  },
  'Mutation.payments.completeCheckout': {
    kind: 'service',
    reason: 'the functions service records payments with its key; no account may (README)',
    // Both are paid: the service's retried webhook is answered unchanged.
    each: (world) => [
      { input: INPUTS['CompleteCheckoutInput']?.(world) },
      {
        input: {
          checkoutId: world.checkouts.gift,
          provider: 'local',
          paymentRef: `pi_${CHECKOUT_KEYS.gift}`,
          amountCents: 1_500,
          currency: 'usd',
        },
      },
    ],
  },
  'Subscription.notificationsChanged': {
    kind: 'owner',
    foreign: 'own-only',
    outcomes: { revokedGuardian: 'own-only' },
    reason:
      'the caller’s own unread count and newest notification, of the children whose family they are in now',
  },
  'Subscription.pickupChanged': {
    kind: 'owner',
    reason:
      'only the child’s family may subscribe; NOT_FOUND otherwise (README), FORBIDDEN to a revoked guardian',
    each: (world) => [{ orderId: world.orders.baby }, { orderId: world.orders.maya }],
  },
};

/** The argument sets an operation is called with; refuses arguments nobody gave a value. */
async function argumentsFor(
  op: SchemaOperation,
  testCase: AuthorisationCase,
  world: FirstParentWorld,
  caller: Caller,
): Promise<Args[]> {
  const given = (await testCase.args?.(world, caller)) ?? {};
  const sets = testCase.each?.(world, caller) ?? [{}];
  return sets.map((set) => {
    const args: Args = {};
    for (const arg of op.field.args) {
      const named = getNamedType(arg.type);
      const input = isInputObjectType(named) ? INPUTS[named.name] : undefined;
      const value = set[arg.name] ?? given[arg.name] ?? input?.(world);
      if (value === undefined) {
        throw new Error(
          `add an authorisation case for ${op.path}: no valid value for argument ${arg.name} (${arg.type.toString()})`,
        );
      }
      args[arg.name] = value;
    }
    const unknown = Object.keys({ ...given, ...set }).filter(
      (name) => !op.field.args.some((arg) => arg.name === name),
    );
    if (unknown.length > 0) throw new Error(`${op.path} has no argument ${unknown.join(', ')}`);
    return args;
  });
}

/** Fields below the operations that take arguments would escape this suite. */
function nestedFieldsWithArguments(schema: GraphQLSchema, operations: SchemaOperation[]) {
  const operationFields = new Set(operations.map((op) => op.field));
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      isObjectType(type)
        ? Object.values(type.getFields())
            .filter((field) => field.args.length > 0 && !operationFields.has(field))
            .map((field) => `${type.name}.${field.name}`)
        : [],
    );
}

/** A fingerprint of every row a parent's or the bank's operation can write. */
const DATA_TABLES = [
  'users',
  'orders',
  'medical_forms',
  'pickups',
  'certificates',
  'invoices',
  'staff_audit',
  'checkouts',
  'gifts',
  'pending_orders',
  'subscriptions',
  'billing_events',
  'family_invitations',
  'family_guardians',
  'outbound_emails',
  'notifications',
  'notification_recipients',
  'notification_preferences',
  'outbound_sms',
  'storage_agreements',
  'stored_files',
  'order_documents',
  'release_requests',
  'release_events',
  'release_files',
  'plan_ends',
];
async function fingerprint(gateway: TestGateway): Promise<Record<string, string>> {
  const present = await gateway.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_name = any($1) order by table_name`,
    [DATA_TABLES],
  );
  const columns = present.map(
    ({ name }) =>
      `(select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), ''))
        from ${name} t) as ${name}`,
  );
  const rows = await gateway.db.query<Record<string, string>>(`select ${columns.join(', ')}`);
  return rows[0] ?? {};
}

const schema = readGatewaySchema();
const OPERATIONS = schemaOperations(schema);
const ALWAYS = ['Query.me.orders', 'Query.order', 'Subscription.pickupChanged'];

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  // Staff operations find parents through the identity provider.
  emulator.addAccount({
    uid: DEMO_PARENT.uid,
    email: DEMO_PARENT.email,
    displayName: DEMO_PARENT.displayName,
  });
});
afterAll(() => emulator.close());

describe('the authorisation cases', () => {
  it('classify every query field, mutation and subscription of the schema', () => {
    const paths = OPERATIONS.map((op) => op.path);
    expect(paths).toEqual(expect.arrayContaining(ALWAYS));
    const problems = [
      ...paths
        .filter((path) => !CASES[path])
        .map((path) => `add an authorisation case for ${path} (CASES in this file)`),
      ...Object.keys(CASES)
        .filter((path) => !paths.includes(path))
        .map((path) => `${path} is not in schema.graphql any more: remove its case`),
      ...Object.entries(CASES)
        .filter(([, testCase]) => testCase.reason.trim().length < 10)
        .map(([path]) => `the case for ${path} needs its reason`),
      ...nestedFieldsWithArguments(schema, OPERATIONS).map(
        (field) => `add an authorisation case for ${field}: a nested field with arguments`,
      ),
    ];
    expect(problems).toEqual([]);
  });
});

describe.each(testBackends())('authorisation of every operation on %s', (backend) => {
  let gateway: TestGateway;
  let http: LoopbackGateway;
  let world: FirstParentWorld;

  beforeAll(async () => {
    gateway = await startTestGateway(backend, {
      accounts: firebaseAccountDirectory({ projectId: TEST_PROJECT_ID }),
      paymentsServiceKey: PAYMENTS_KEY,
      // The world's family sends some twenty invitations from one holder.
      rateLimits: {
        familyInvite: {
          perAccount: { points: 100, durationSeconds: 600 },
          perAddress: { points: 100, durationSeconds: 600 },
        },
      },
    });
    http = await listenOnLoopback(gateway);
    world = await buildFirstParentWorld(gateway, http);
    // A fresh gateway and some twenty fixture calls: seconds, more on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await gateway?.close();
  });

  describe.each(OPERATIONS.map((op) => [op.path, op] as const))('%s', (path, op) => {
    const testCase = CASES[path];
    if (!testCase) {
      it('has an authorisation case', () => {
        throw new Error(`add an authorisation case for ${path} (CASES in this file)`);
      });
      return;
    }
    const query = operationDocument(op);
    const outcomes = Object.entries(outcomesOf(testCase)) as [Caller, Outcome][];
    // The refusals first: the allowed calls may change what they aim at (cancel, submit).
    const ordered = [
      ...outcomes.filter(([, outcome]) => outcome !== 'allowed'),
      ...outcomes.filter(([, outcome]) => outcome === 'allowed'),
    ];
    it.each(ordered)('as %s: %s', async (caller, outcome) => {
      // Read per caller: an allowed call before may have moved a form's version.
      const argSets = await argumentsFor(op, testCase, world, caller);
      const refused = outcome !== 'allowed' && outcome !== 'own-only' && outcome !== 'public';
      const before = refused ? await fingerprint(gateway) : null;
      for (const variables of argSets) {
        const request = { query, variables, ...CALLERS[caller]() };
        const sent = JSON.stringify({ query, variables });
        const answer = await http.request({
          ...request,
          eventStream: op.operation === 'subscription',
        });
        const value = valueAt(op, answer.data);
        const context = `${path} as ${caller} with ${JSON.stringify(variables)}:\n${answer.text}`;
        const leaked = world.secrets.filter(
          (secret) => !sent.includes(secret) && answer.text.includes(secret),
        );

        if (outcome === 'allowed') {
          expect({ context, errors: answer.errors }).toEqual({ context, errors: undefined });
          expect(value ?? null).not.toBeNull();
          if (caller === (testCase.prover ?? PROVER[testCase.kind]) && !testCase.echoesInput) {
            // The answer holds the first parent's data: the refusals above are not blind.
            expect({ context, holdsData: leaked.length > 0 }).toEqual({ context, holdsData: true });
          }
          const hidden = [
            ...hiddenFromProver(testCase.kind, world),
            ...(caller === 'guardian' ? world.holderOnly : []),
          ];
          const overshared = hidden.filter(
            (secret) => !sent.includes(secret) && answer.text.includes(secret),
          );
          expect({ context, overshared }).toEqual({ context, overshared: [] });
          continue;
        }
        expect({ context, leaked }).toEqual({ context, leaked: [] });
        if (outcome === 'own-only' || outcome === 'public' || outcome === 'null') {
          expect({ context, errors: answer.errors }).toEqual({ context, errors: undefined });
          if (outcome === 'null') expect(value).toBeNull();
          else expect(value ?? null).not.toBeNull();
        } else {
          const codes = (answer.errors ?? []).map((error) => error.extensions?.['code']);
          expect({ context, codes }).toEqual({ context, codes: [outcome] });
          expect(value ?? null).toBeNull();
          expect(answer.status).toBe(outcome === 'UNAUTHENTICATED' ? 401 : 200);
        }
      }
      // A refusal changes nothing (no row, no audit entry, no claimed order).
      if (before) expect(await fingerprint(gateway)).toEqual(before);
    });
  });

  /**
   * The family's files beside the schema (files/document-routes.ts): each kind of document of
   * the purchased child, and a file of Maya's release request, downloaded by every caller. The
   * holder and staff read all four; a guardian the bank's report only (403 for billing documents
   * and for the release request's files, the holder's identification among them); a revoked
   * guardian, an invitee and strangers find nothing (404); a token without a verified email is
   * refused, and no token is 401.
   */
  describe('GET /documents/<id>/download', () => {
    const HOLDER_ONLY = { guardian: 403 };
    const EXPECTED: Record<
      'agreement' | 'statement' | 'report' | 'releaseFile',
      Partial<Record<Caller, number>>
    > = {
      agreement: HOLDER_ONLY,
      statement: HOLDER_ONLY,
      report: { guardian: 200 },
      releaseFile: HOLDER_ONLY,
    };
    const BASE: Record<Caller, number> = {
      owner: 200,
      staff: 200,
      secondParent: 404,
      unverified: 403,
      ownerUnverified: 403,
      guardian: 0,
      revokedGuardian: 404,
      invitee: 404,
      noToken: 401,
      service: 401,
    };
    const reportId = 'doc_0123456789abcdef01234567';

    beforeAll(async () => {
      await gateway.db.query(
        `insert into stored_files (id, storage, content_type, byte_size, sha256, body)
         values ('file_authz', 'postgres', 'application/pdf', 5, $1, $2)`,
        ['38523c087796e5d5dd1cf9bad1fb026781a838dd9dd2cf8af58b9f6502a46778', Buffer.from('%PDF-')],
      );
    });

    it.each(Object.keys(BASE) as Caller[])('as %s', async (caller) => {
      await gateway.db.query(
        `insert into order_documents (id, order_id, kind, title, file_id, added_by)
         values ($1, $2, 'BANK_REPORT', 'Processing report', 'file_authz', 'staff')
         on conflict (id) do nothing`,
        [reportId, world.orders.purchased],
      );
      const ids = {
        agreement: world.agreements.order,
        statement: `stm_1_${world.orders.purchased}`,
        report: reportId,
        releaseFile: world.releaseFiles.attached,
      };
      for (const [kind, id] of Object.entries(ids) as [keyof typeof ids, string][]) {
        const response = await gateway.yoga.fetch(`http://gateway.test/documents/${id}/download`, {
          headers: {
            ...(CALLERS[caller]() as { headers?: Record<string, string> }).headers,
            ...authorization(caller),
          },
        });
        const status = EXPECTED[kind][caller] ?? BASE[caller];
        expect({ caller, kind, status: response.status }).toEqual({ caller, kind, status });
        expect(response.headers.get('cache-control')).toBe('no-store');
        const body = await response.text();
        if (response.status !== 200) {
          const leaked = world.secrets.filter((secret) => body.includes(secret));
          expect({ caller, kind, leaked }).toEqual({ caller, kind, leaked: [] });
        }
      }
    });
  });

  /**
   * The release files' upload (files/release-file-routes.ts) by every caller, aimed at Maya:
   * only the verified account holder stores a file; a guardian is refused (403), staff too
   * (STAFF_NOT_PARENT: staff never upload here), a revoked guardian, an invitee and strangers
   * find no such child (404), a token without a verified email is refused (403) and no token is
   * 401. A refusal stores nothing and names nothing of the first parent's.
   */
  describe('POST /releases/files', () => {
    const EXPECTED: Record<Caller, [number, string | null]> = {
      owner: [201, null],
      staff: [403, 'STAFF_NOT_PARENT'],
      secondParent: [404, 'NOT_FOUND'],
      unverified: [403, 'EMAIL_NOT_VERIFIED'],
      ownerUnverified: [403, 'EMAIL_NOT_VERIFIED'],
      guardian: [403, 'FORBIDDEN'],
      revokedGuardian: [404, 'NOT_FOUND'],
      invitee: [404, 'NOT_FOUND'],
      noToken: [401, 'UNAUTHENTICATED'],
      service: [401, 'UNAUTHENTICATED'],
    };

    it.each(Object.keys(EXPECTED) as Caller[])('as %s', async (caller) => {
      const [status, code] = EXPECTED[caller];
      const before = code ? await fingerprint(gateway) : null;
      const response = await postReleaseFile(gateway, {
        token: null,
        orderId: world.orders.maya,
        purpose: 'SUPPORTING',
        body: TINY_JPEG,
        headers: {
          ...(CALLERS[caller]() as { headers?: Record<string, string> }).headers,
          ...authorization(caller),
        },
      });
      expect({ caller, status: response.status }).toEqual({ caller, status });
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { id?: string; error?: { code: string } };
      if (!code) {
        expect(body.id).toMatch(/^rfu_[0-9a-f]{24}$/);
        return;
      }
      expect({ caller, code: body.error?.code }).toEqual({ caller, code });
      const leaked = world.secrets.filter((secret) => JSON.stringify(body).includes(secret));
      expect({ caller, leaked }).toEqual({ caller, leaked: [] });
      expect(await fingerprint(gateway)).toEqual(before);
    });
  });
});

function authorization(caller: Caller): Record<string, string> {
  const { token } = CALLERS[caller]() as { token?: string };
  return token ? { authorization: `Bearer ${token}` } : {};
}
