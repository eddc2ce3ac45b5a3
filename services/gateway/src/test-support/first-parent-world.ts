/**
 * The first parent's world, for the schema-wide authorisation suite: the demo parent (seeded:
 * Maya with a submitted form, a collected pick-up and an issued certificate; Baby at the health
 * form) plus everything else a parent can own, each made through the gateway's own operations:
 * a draft, pick-ups, a paid order checkout, a paid gift (with its code), a gift redeemed from
 * someone else, an order the bank made, a pending order for an email with no verified
 * account, and release requests with their files (the signed authorisation, the holder's photo
 * identification), uploaded as a page does. Its family: a guardian who accepted an invitation to every child, a guardian whose
 * access the holder revoked, and an invitee who has not accepted yet. `secrets` lists what of it
 * must never reach anyone outside the family, `holderOnly` what not even a guardian may see.
 */
import { recordPlanEnd } from '../data/plan-ends-repo.js';
import { attachReleaseFiles } from '../data/release-files-repo.js';
import { insertReleaseRequest, moveReleaseRequest } from '../data/releases-repo.js';
import { acceptedAgreement } from './accepted-agreement.js';
import { completeAnswers } from '@portal/rules/medical-form-testing';
import { SERVICE_KEY_HEADER } from '../auth/service-key.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import { emulatorIdToken } from './emulator-tokens.js';
import { insertOrder, storeUnit } from './fixtures.js';
import type { LoopbackGateway, LoopbackRequest } from './loopback-gateway.js';
import { pickupInputAt } from './pickup-input.js';
import { TINY_JPEG, TINY_PNG, tinyPdf, uploadReleaseFile } from './release-uploads.js';
import { staffToken } from './staff-support.js';
import type { TestGateway } from './test-gateway.js';

export const PAYMENTS_KEY = 'authorisation-suite-service-key-0123';
/** The first parent's Stripe customer, recorded by the functions service (issue 43). */
export const FIRST_PARENT_STRIPE_CUSTOMER = 'cus_FirstParentCustomer1';

export const SECOND_PARENT = {
  uid: 'second-parent',
  email: 'sam.second@example.com',
  orderId: 'ord_second_parent',
};
export const UNVERIFIED = { uid: 'unverified-parent', email: 'not.yet.verified@example.com' };
const GIVER = { uid: 'gift-giver', email: 'gift.giver@example.com' };
/** Guardians of the first parent's children: current, revoked, and invited but not accepted. */
export const GUARDIAN = { uid: 'guardian-one', email: 'guardian.one@example.com' };
export const REVOKED_GUARDIAN = { uid: 'revoked-guardian', email: 'revoked.guardian@example.com' };
export const INVITEE = { uid: 'invited-guardian', email: 'invited.guardian@example.com' };
/** A guardian the holder's allowed `family.revoke` call removes. */
export const REVOKABLE_GUARDIAN = { uid: 'revokable-guardian', email: 'revokable@example.com' };
/** The address the holder's allowed `family.invite` call invites. */
export const NEW_INVITEE_EMAIL = 'new.guardian@example.com';
/** The first parent's mobile number, for text messages. */
const FIRST_PARENT_MOBILE = '+1 916 555 0161';
/** An email the bank made an order for before any account verified it. */
export const PENDING_EMAIL = 'expecting.parent@example.com';

/** Who calls: each with the token (or key) it sends. */
export const CALLERS = {
  /** The first parent: the demo parent, verified. */
  owner: () => ({ token: emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email }) }),
  secondParent: () => ({
    token: emulatorIdToken({ uid: SECOND_PARENT.uid, email: SECOND_PARENT.email }),
  }),
  /** Another account that has not verified its email. */
  unverified: () => ({
    token: emulatorIdToken({ uid: UNVERIFIED.uid, email: UNVERIFIED.email, emailVerified: false }),
  }),
  /** The first parent's own account with a token minted before the email was verified. */
  ownerUnverified: () => ({
    token: emulatorIdToken({
      uid: DEMO_PARENT.uid,
      email: DEMO_PARENT.email,
      emailVerified: false,
    }),
  }),
  /** A guardian the holder invited to every child, who accepted. */
  guardian: () => ({ token: emulatorIdToken(GUARDIAN) }),
  /** A guardian who accepted, then had their access revoked by the holder. */
  revokedGuardian: () => ({ token: emulatorIdToken(REVOKED_GUARDIAN) }),
  /** Invited (by the email the token verifies) but not accepted yet. */
  invitee: () => ({ token: emulatorIdToken(INVITEE) }),
  /** The bank's staff member (role claim, verified). */
  staff: () => ({ token: staffToken() }),
  noToken: () => ({}),
  /** The functions service: its key, no token. */
  service: () => ({ headers: { [SERVICE_KEY_HEADER]: PAYMENTS_KEY } }),
} satisfies Record<string, () => Pick<LoopbackRequest, 'token' | 'headers'>>;

export type Caller = keyof typeof CALLERS;

const dueDateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A draft of the younger child's form: partial, with answers nobody else may read. */
export const DRAFT_ANSWERS = {
  mother: { fullName: 'Jordan Rivera', phone: '+1 916 555 0133' },
  health: { medications: { answer: 'yes', details: 'Iron tablets twice daily' } },
};
export const SUBMITTED_ANSWERS = completeAnswers();

export const PICKUP = pickupInputAt(new Date(), {
  place: 'Riverside Birth Centre',
  address: '12 Orchard Row, Sacramento, CA 95814',
  notes: 'Ring the night bell twice',
  contactPhone: '+1 916 555 0177',
});

export const ORDER_CHECKOUT_INPUT = {
  planCode: 'annual',
  parentName: 'Jordan Rivera',
  phone: '+1 916 555 0166',
  dueDate: dueDateIn(90),
  shippingAddress: {
    line1: '48 Hidden Hollow Rd',
    line2: null,
    city: 'Folsom',
    region: 'CA',
    postalCode: '95630',
    country: 'US',
  },
};
export const GIFT_CHECKOUT_INPUT = {
  planCode: 'monthly',
  giverName: 'Jordan Rivera',
  recipientName: 'Casey Recipient',
  recipientEmail: 'casey.recipient@example.com',
  message: 'For the little one, with love from Jordan',
};
export const CHECKOUT_KEYS = {
  order: 'first-parent-order-key-0001',
  gift: 'first-parent-gift-key-0001',
  continuation: 'first-parent-continue-0001',
};

/** The purchased order's subscription, as the provider's webhooks record it. */
export const FIRST_PARENT_BILLING = {
  subscriptionRef: 'sub_first_parent_0001',
  invoiceNumber: 'CB-FIRST-0001',
  invoiceUrl: 'https://invoice.example/first-parent-receipt',
};

export function firstParentBillingEvents(checkoutId: string) {
  const start = new Date(Date.now() - 86_400_000);
  const end = new Date(start.getTime() + 365 * 86_400_000);
  return [
    {
      provider: 'local',
      eventId: 'evt_first_parent_subscription',
      type: 'customer.subscription.created',
      occurredAt: start.toISOString(),
      checkoutId,
      subscription: {
        subscriptionRef: FIRST_PARENT_BILLING.subscriptionRef,
        customerRef: 'cus_first_parent_0001',
        status: 'active',
        currentPeriodStart: start.toISOString(),
        currentPeriodEnd: end.toISOString(),
        cancelAtPeriodEnd: false,
        card: { brand: 'visa', last4: '4979', expMonth: 8, expYear: 2031 },
      },
    },
    {
      provider: 'local',
      eventId: 'evt_first_parent_invoice',
      type: 'invoice.paid',
      occurredAt: start.toISOString(),
      checkoutId,
      invoice: {
        invoiceRef: 'in_first_parent_0001',
        subscriptionRef: FIRST_PARENT_BILLING.subscriptionRef,
        number: FIRST_PARENT_BILLING.invoiceNumber,
        amountCents: 17_500,
        currency: 'usd',
        status: 'paid',
        createdAt: start.toISOString(),
        paidAt: start.toISOString(),
        url: FIRST_PARENT_BILLING.invoiceUrl,
      },
    },
  ];
}

export interface FirstParentWorld {
  orders: {
    maya: string;
    /** A draft saved and a pick-up requested. */
    baby: string;
    /** Paid through an order checkout; no form yet. */
    purchased: string;
    /** Redeemed from another parent's gift; at its first step. */
    redeemed: string;
    /** A requested pick-up, for cancelling. */
    cancellable: string;
    /** A requested pick-up, for the courier. */
    dispatchable: string;
    /** Its courier dispatched after the family was made (a notification for each member). */
    dispatched: string;
    /** Made by the bank at CERTIFICATE_READY (the lab processed the unit). */
    processed: string;
    /** Its unit stored (the certificate issued) and no release asked: a release may start. */
    stored: string;
    /** A requested pick-up the guardian cancels (the holder cancels `cancellable`). */
    guardianCancellable: string;
    /** The child the guardian leaves (family.leave). */
    leaveable: string;
    /** The child the invitee is invited to follow. */
    invited: string;
  };
  /** The courier-dispatched notification of `dispatched`. */
  notificationId: string;
  /** The family: the invitee's token, an open invitation to cancel, and who to revoke. */
  family: { inviteeToken: string; cancellableInvitation: string; revokable: string };
  /** What stays with the account holder (billing, checkouts, gifts): not even a guardian sees it. */
  holderOnly: string[];
  checkouts: { order: string; gift: string };
  /** The storage agreement the first parent accepted for the purchased order. */
  agreements: { order: string };
  /**
   * Children with a release request: RECEIVED (to cancel, to move), NEEDS_INFO (to answer), and
   * COMPLETED (the purchased child's: its plan ends, and the provider has not been told yet).
   */
  releases: { cancellable: string; answerable: string; movable: string; ended: string };
  /**
   * The first parent's release uploads: the two a new request on `purchased` starts with, one
   * to answer `answerable`'s request with (none attached yet), and one attached to a request.
   */
  releaseFiles: {
    start: { authorisationFileId: string; photoIdFileId: string };
    answer: string;
    attached: string;
  };
  /** The code of the gift the first parent bought, and of the one they redeemed. */
  giftCodes: { bought: string; redeemed: string };
  /** Every value of the first parent's (and the pending order's) that nobody else may see. */
  secrets: string[];
  /** The health values among them (form answers, pick-up details): not even the bank's staff. */
  healthValues: string[];
  /** The form's current version (for baseVersion). */
  formVersion(orderId: string): Promise<number>;
}

type Call = (request: LoopbackRequest) => Promise<Record<string, unknown>>;

export async function buildFirstParentWorld(
  gateway: TestGateway,
  http: LoopbackGateway,
): Promise<FirstParentWorld> {
  const call: Call = async (request) => {
    const answer = await http.request(request);
    if (answer.errors || !answer.data) {
      throw new Error(`fixture call failed: ${request.query}\n${answer.text}`);
    }
    return answer.data;
  };
  const owner = CALLERS.owner();
  const as = (token: string) => ({ token });
  const dig = (value: unknown, ...path: string[]): string => {
    const found = path.reduce<unknown>(
      (at, key) => (at as Record<string, unknown> | null)?.[key],
      value,
    );
    if (typeof found !== 'string') throw new Error(`fixture: nothing at ${path.join('.')}`);
    return found;
  };

  await insertOrder(gateway.db, { id: SECOND_PARENT.orderId, ownerUid: SECOND_PARENT.uid });
  const firstParentOrder = async (id: string, childName: string) => {
    await insertOrder(gateway.db, {
      id,
      ownerUid: DEMO_PARENT.uid,
      purchaserName: DEMO_PARENT.displayName,
      childName,
    });
    return id;
  };
  const cancellable = await firstParentOrder('ord_first_cancellable', 'Skye Rivera');
  const dispatchable = await firstParentOrder('ord_first_dispatchable', 'Rowan Rivera');
  const dispatched = await firstParentOrder('ord_first_dispatched', 'Dale Rivera');
  const guardianCancellable = await firstParentOrder('ord_first_guardian_cancels', 'Ash Rivera');
  const leaveable = await firstParentOrder('ord_first_leaveable', 'Lee Rivera');
  const invited = await firstParentOrder('ord_first_invited', 'Ivy Rivera');

  await call({
    ...owner,
    query: `mutation($orderId: ID!, $answers: JSONObject!) {
      saveMedicalFormDraft(orderId: $orderId, baseVersion: 0, answers: $answers) { version } }`,
    variables: { orderId: DEMO_ORDER_IDS.baby, answers: DRAFT_ANSWERS },
  });
  const pickupReferences: string[] = [];
  for (const orderId of [
    DEMO_ORDER_IDS.baby,
    cancellable,
    dispatchable,
    guardianCancellable,
    dispatched,
  ]) {
    const requested = await call({
      ...owner,
      query: `mutation($orderId: ID!, $input: PickupInput!) {
        requestPickup(orderId: $orderId, input: $input) { reference } }`,
      variables: { orderId, input: PICKUP },
    });
    pickupReferences.push(dig(requested, 'requestPickup', 'reference'));
  }

  const staffCreate = async (input: Record<string, unknown>) =>
    dig(
      await call({
        ...as(staffToken()),
        query: `mutation($input: StaffCreateOrderInput!) { staff { createOrder(input: $input) { id } } }`,
        variables: { input },
      }),
      'staff',
      'createOrder',
      'id',
    );
  const processed = await staffCreate({
    parentEmail: DEMO_PARENT.email,
    childName: 'Nova Rivera',
    stage: 'CERTIFICATE_READY',
  });
  // Its unit processed and its certificate issued, with no release request: one may be asked.
  const stored = await staffCreate({
    parentEmail: DEMO_PARENT.email,
    childName: 'Sol Rivera',
    stage: 'CERTIFICATE_READY',
  });
  await storeUnit(gateway.db, stored, 'Sol Rivera');
  const pending = await staffCreate({ parentEmail: PENDING_EMAIL, childName: 'Wren Pending' });

  /** Starts a checkout as `token` and has the service pay it; its id, reference and answer. */
  const paidCheckout = async (
    token: string,
    kind: 'Order' | 'Gift',
    input: Record<string, unknown>,
    key: string,
  ) => {
    const started = await call({
      ...as(token),
      query: `mutation($input: ${kind}CheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
        start${kind}Checkout(input: $input, idempotencyKey: $key, agreement: $agreement) {
          id reference amountCents currency } }`,
      variables: { input, key, agreement: acceptedAgreement(String(input['planCode'])) },
    });
    const checkout = started[`start${kind}Checkout`] as Record<string, unknown>;
    await call({
      ...CALLERS.service(),
      query: `mutation($input: CompleteCheckoutInput!) { payments { completeCheckout(input: $input) { id } } }`,
      variables: {
        input: {
          checkoutId: checkout['id'],
          provider: 'local',
          paymentRef: `pi_${key}`,
          amountCents: checkout['amountCents'],
          currency: checkout['currency'],
        },
      },
    });
    const read = await call({
      ...as(token),
      query: `query($id: ID!) { checkout(id: $id) { order { id } giftCode } }`,
      variables: { id: checkout['id'] },
    });
    return {
      id: dig(checkout, 'id'),
      reference: dig(checkout, 'reference'),
      read: read['checkout'] as { order: { id: string } | null; giftCode: string | null },
    };
  };
  const orderCheckout = await paidCheckout(
    owner.token,
    'Order',
    ORDER_CHECKOUT_INPUT,
    CHECKOUT_KEYS.order,
  );
  for (const input of firstParentBillingEvents(orderCheckout.id)) {
    await call({
      ...CALLERS.service(),
      query: `mutation($input: BillingEventInput!) { payments { recordBillingEvent(input: $input) { recorded } } }`,
      variables: { input },
    });
  }
  await call({
    ...CALLERS.service(),
    query: `mutation($input: StripeCustomerInput!) {
      payments { recordStripeCustomer(input: $input) { customerRef } } }`,
    variables: {
      input: {
        uid: DEMO_PARENT.uid,
        email: DEMO_PARENT.email,
        customerRef: FIRST_PARENT_STRIPE_CUSTOMER,
      },
    },
  });
  const giftCheckout = await paidCheckout(
    owner.token,
    'Gift',
    GIFT_CHECKOUT_INPUT,
    CHECKOUT_KEYS.gift,
  );
  const giverToken = emulatorIdToken({ uid: GIVER.uid, email: GIVER.email });
  const given = await paidCheckout(
    giverToken,
    'Gift',
    { ...GIFT_CHECKOUT_INPUT, giverName: 'Morgan Giver', recipientName: 'Jordan Rivera' },
    'giver-gift-key-000001',
  );
  const redeemedCode = given.read.giftCode ?? '';
  const redeemed = dig(
    await call({
      ...owner,
      query: 'mutation($code: String!) { redeemGift(code: $code) { id } }',
      variables: { code: redeemedCode },
    }),
    'redeemGift',
    'id',
  );

  const orders = {
    maya: DEMO_ORDER_IDS.maya,
    baby: DEMO_ORDER_IDS.baby,
    purchased: orderCheckout.read.order?.id ?? '',
    redeemed,
    cancellable,
    dispatchable,
    dispatched,
    processed,
    stored,
    guardianCancellable,
    leaveable,
    invited,
  };
  const family = await buildFamily(gateway, call, orders);
  const releases = await buildReleaseRequests(gateway, orders);
  const upload = (orderId: string, purpose: string, fileName: string, body: Uint8Array) =>
    uploadReleaseFile(gateway, { token: owner.token, orderId, purpose, fileName, body });
  const releaseFiles = {
    start: {
      authorisationFileId: await upload(
        orders.stored,
        'AUTHORISATION',
        RELEASE_FILE_NAMES[0],
        tinyPdf(),
      ),
      photoIdFileId: await upload(orders.stored, 'PHOTO_ID', RELEASE_FILE_NAMES[1], TINY_PNG),
    },
    answer: await upload(
      releases.orders.answerable,
      'SUPPORTING',
      RELEASE_FILE_NAMES[2],
      TINY_JPEG,
    ),
    attached: releases.files[0] ?? '',
  };
  // The holder chose texts for the courier: the dispatch below writes one to the outbox.
  await call({
    ...owner,
    query: `mutation($input: ContactPreferencesInput!) {
      user { updateContactPreferences(input: $input) { mobilePhone } } }`,
    variables: {
      input: {
        mobilePhone: FIRST_PARENT_MOBILE,
        preferences: [{ kind: 'COURIER_DISPATCHED', email: false, sms: true }],
      },
    },
  });
  // The courier dispatched for Dale once the family is made: the holder and the guardian each
  // get a notification (the revoked guardian none).
  await call({
    ...as(staffToken()),
    query: `mutation($input: StaffPickupStatusInput!) { staff { setPickupStatus(input: $input) { id } } }`,
    variables: { input: { orderId: dispatched, status: 'DISPATCHED' } },
  });
  const [notification] = await gateway.db.query<{ id: string }>(
    'select id from notifications where order_id = $1',
    [dispatched],
  );
  if (!notification) throw new Error('fixture: no notification of the dispatched courier');
  const giftCodes = { bought: giftCheckout.read.giftCode ?? '', redeemed: redeemedCode };
  const healthValues = [
    DRAFT_ANSWERS.health.medications.details,
    DRAFT_ANSWERS.mother.phone,
    'Prenatal vitamins',
    'Dr. Amelia Chen',
    '2200 Capitol Ave',
    'Labour and delivery',
    '1800 E Van Buren St',
    PICKUP['address'] as string,
    PICKUP['notes'] as string,
    PICKUP['contactPhone'] as string,
  ];
  // The storage agreements the first parent accepted (the purchased order's, the gift's).
  const [orderAgreement, giftAgreement] = await Promise.all(
    [orderCheckout.id, giftCheckout.id].map(async (checkoutId) => {
      const [row] = await gateway.db.query<{ id: string }>(
        'select id from storage_agreements where checkout_id = $1',
        [checkoutId],
      );
      if (!row) throw new Error(`fixture: no agreement was recorded for ${checkoutId}`);
      return row.id;
    }),
  );
  // What stays with the account holder: billing, checkouts, gifts and the family's invitations.
  const holderOnly = [
    // The agreements and the purchased order's statement (billing documents).
    orderAgreement!,
    giftAgreement!,
    `stm_1_${orders.purchased}`,
    'INV-24-0107',
    'INV-BR-0002',
    // Checkouts and gifts: what was typed, references, codes.
    ORDER_CHECKOUT_INPUT.phone,
    ORDER_CHECKOUT_INPUT.shippingAddress.line1,
    GIFT_CHECKOUT_INPUT.recipientName,
    GIFT_CHECKOUT_INPUT.recipientEmail,
    GIFT_CHECKOUT_INPUT.message,
    orderCheckout.id,
    orderCheckout.reference,
    giftCheckout.id,
    giftCheckout.reference,
    giftCodes.bought,
    giftCodes.redeemed,
    // The purchased order's subscription and invoice.
    FIRST_PARENT_BILLING.subscriptionRef,
    FIRST_PARENT_BILLING.invoiceNumber,
    FIRST_PARENT_BILLING.invoiceUrl,
    FIRST_PARENT_STRIPE_CUSTOMER,
    // The family's invitations: the links' tokens, and who the holder invites.
    family.inviteeToken,
    family.cancellableInvitation,
    NEW_INVITEE_EMAIL,
    // Release requests' files (the holder's identification among them): names and ids.
    ...RELEASE_FILE_NAMES,
    ...releases.files,
    releaseFiles.start.authorisationFileId,
    releaseFiles.start.photoIdFileId,
    releaseFiles.answer,
  ];
  const secrets = [
    ...healthValues,
    ...holderOnly,
    // The account.
    DEMO_PARENT.uid,
    DEMO_PARENT.email,
    DEMO_PARENT.displayName,
    FIRST_PARENT_MOBILE,
    // The children and what the seeded orders hold (form, pick-up, certificate).
    'Maya Rivera',
    'Baby Rivera',
    'Skye Rivera',
    'Rowan Rivera',
    'Nova Rivera',
    'Sol Rivera',
    'Ash Rivera',
    'Lee Rivera',
    'Ivy Rivera',
    'Dale Rivera',
    'PU-M4YR7K',
    'CBU-2024-041-7731',
    // The pick-ups this world made.
    PICKUP['place'] as string,
    ...pickupReferences,
    // Ids, which an answer must not reveal to anyone but the owner (a request may carry them).
    ...Object.values(orders),
    // The release requests: their references and the centre the holder named.
    ...releases.references,
    RELEASE_DETAILS.physicianName,
    RELEASE_DETAILS.centreName,
    // The order waiting for an account with its email.
    pending,
    'Wren Pending',
    PENDING_EMAIL,
  ];
  if (secrets.some((secret) => secret.length < 6)) {
    throw new Error('fixture: a secret is missing or too short to look for');
  }

  return {
    orders,
    checkouts: { order: orderCheckout.id, gift: giftCheckout.id },
    agreements: { order: orderAgreement! },
    releases: releases.orders,
    releaseFiles,
    giftCodes,
    family,
    notificationId: notification.id,
    secrets,
    holderOnly,
    healthValues,
    formVersion: async (orderId) => {
      const read = await call({
        ...owner,
        query: 'query($id: ID!) { order(id: $id) { medicalForm { version } } }',
        variables: { id: orderId },
      });
      return (read['order'] as { medicalForm: { version: number } }).medicalForm.version;
    },
  };
}

const INVITE = `mutation($orderId: ID!, $email: String!) {
  family { invite(orderId: $orderId, email: $email) { id } } }`;

/**
 * The first parent's family, made through the gateway: the invitation emails' tokens are read
 * from the outbox (as the email's link carries them). The guardian follows every child, the
 * revoked guardian followed every child until the holder revoked them, the invitee has an open
 * invitation to `invited`, the revokable guardian follows Maya, and one invitation waits to be
 * cancelled.
 */
async function buildFamily(
  gateway: TestGateway,
  call: Call,
  orders: Record<string, string>,
): Promise<FirstParentWorld['family']> {
  const owner = CALLERS.owner();
  const invite = async (orderId: string, email: string) => {
    const answer = await call({ ...owner, query: INVITE, variables: { orderId, email } });
    const id = (answer['family'] as { invite: { id: string } }).invite.id;
    const rows = await gateway.db.query<{ text: string }>(
      'select body_text as text from outbound_emails where dedupe_key = $1',
      [`FAMILY_INVITATION:${id}`],
    );
    const token = /[?&]invitation=([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1];
    if (!token) throw new Error(`fixture: no invitation email for ${email}`);
    return { id, token };
  };
  const accept = (token: string, who: { uid: string; email: string }) =>
    call({
      token: emulatorIdToken(who),
      query: 'mutation($token: String!) { family { accept(token: $token) { id } } }',
      variables: { token },
    });
  const followed = Object.entries(orders)
    .filter(([name]) => name !== 'invited')
    .map(([, id]) => id);
  for (const orderId of followed) {
    await accept((await invite(orderId, GUARDIAN.email)).token, GUARDIAN);
    await accept((await invite(orderId, REVOKED_GUARDIAN.email)).token, REVOKED_GUARDIAN);
    await call({
      ...owner,
      query:
        'mutation($orderId: ID!, $uid: ID!) { family { revoke(orderId: $orderId, uid: $uid) { members { uid } } } }',
      variables: { orderId, uid: REVOKED_GUARDIAN.uid },
    });
  }
  const maya = orders['maya'] ?? '';
  await accept((await invite(maya, REVOKABLE_GUARDIAN.email)).token, REVOKABLE_GUARDIAN);
  const inviteeToken = (await invite(orders['invited'] ?? '', INVITEE.email)).token;
  const cancellableInvitation = (await invite(maya, 'cancel.me@example.com')).id;
  return { inviteeToken, cancellableInvitation, revokable: REVOKABLE_GUARDIAN.uid };
}

/** What the holder typed for the world's release requests (a transplant; no health value). */
export const RELEASE_DETAILS = {
  kind: 'TRANSPLANT' as const,
  physicianName: 'Dr. Amara Okafor',
  centreName: 'Riverside Transplant Center',
  patientRelation: 'SIBLING' as const,
  neededBy: 'WITHIN_3_MONTHS' as const,
  address: {
    line1: '2315 Stockton Blvd',
    line2: null,
    city: 'Sacramento',
    region: 'CA',
    postalCode: '95817',
    country: 'US' as const,
  },
  phone: '+1 916 555 0188',
  email: 'transplant@riverside.example',
};

/** The names the first parent gives their release files (none names the child). */
export const RELEASE_FILE_NAMES = [
  'Rivera-authorisation-signed.pdf',
  'Rivera-passport-scan.png',
  'Rivera-court-order.jpg',
] as const;

/**
 * Release requests on four of the first parent's children, recorded as the gateway does, each
 * with its signed authorisation and photo identification uploaded through POST /releases/files;
 * the purchased child's is completed, so its storage plan ends.
 */
async function buildReleaseRequests(
  gateway: TestGateway,
  orders: { maya: string; dispatched: string; processed: string; purchased: string },
) {
  const at = new Date();
  const token = CALLERS.owner().token;
  const uploads = new Map<string, string[]>();
  for (const orderId of [orders.maya, orders.dispatched, orders.processed, orders.purchased]) {
    uploads.set(orderId, [
      await uploadReleaseFile(gateway, {
        token,
        orderId,
        purpose: 'AUTHORISATION',
        body: tinyPdf(),
        fileName: RELEASE_FILE_NAMES[0],
      }),
      await uploadReleaseFile(gateway, {
        token,
        orderId,
        purpose: 'PHOTO_ID',
        body: orderId === orders.maya ? TINY_PNG : TINY_JPEG,
        fileName: RELEASE_FILE_NAMES[1],
      }),
    ]);
  }
  const made = await gateway.db.transaction(async (tx) => {
    const start = async (orderId: string, reference: string) => {
      const request = await insertReleaseRequest(tx, {
        orderId,
        reference,
        details: RELEASE_DETAILS,
        requestedBy: DEMO_PARENT.uid,
        at,
      });
      if (!request) throw new Error(`fixture: no release request for ${orderId}`);
      await attachReleaseFiles(tx, uploads.get(orderId) ?? [], request.id, at);
      return request;
    };
    const cancellable = await start(orders.maya, 'RR-CANCEL');
    const answerable = await start(orders.dispatched, 'RR-ANSWER');
    const movable = await start(orders.processed, 'RR-MOVEIT');
    await moveReleaseRequest(tx, {
      id: answerable.id,
      from: 'RECEIVED',
      to: 'NEEDS_INFO',
      actorUid: 'staff-fixture',
      actorRole: 'STAFF',
      message: 'Please add the signed authorisation.',
      at,
    });
    // The purchased child's unit was released: its subscription waits for the provider's end.
    const ended = await start(orders.purchased, 'RR-ENDED');
    const steps = ['RECEIVED', 'APPROVED', 'SHIPPED', 'COMPLETED'] as const;
    for (const [index, to] of steps.slice(1).entries()) {
      await moveReleaseRequest(tx, {
        id: ended.id,
        from: steps[index] ?? 'RECEIVED',
        to,
        actorUid: 'staff-fixture',
        actorRole: 'STAFF',
        at,
      });
    }
    await recordPlanEnd(tx, {
      orderId: orders.purchased,
      releaseRequestId: ended.id,
      reason: 'RELEASED',
      requestedBy: 'staff-fixture',
      at,
    });
    return [cancellable, answerable, movable, ended];
  });
  return {
    orders: {
      cancellable: orders.maya,
      answerable: orders.dispatched,
      movable: orders.processed,
      ended: orders.purchased,
    },
    references: made.map((request) => request.reference),
    /** The attached uploads, Maya's first. */
    files: [...uploads.values()].flat(),
  };
}
