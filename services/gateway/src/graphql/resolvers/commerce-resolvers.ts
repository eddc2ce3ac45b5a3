/**
 * Commerce: the public plans, checkouts a parent starts (an order or a gift), the payment the
 * functions service records (service key only) and gift redemption.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  checkGiftCheckout,
  checkOrderCheckout,
  giftCodeProblem,
  giftTermCents,
  isIdempotencyKey,
  newGiftCode,
  normaliseGiftCode,
  type CommerceProblem,
} from '@portal/rules/commerce';
import { latestTodayOnEarth } from '@portal/rules/dates';
import type { GatewayContext } from '../../context.js';
import { findPlan, listPlans } from '../../data/billing-repo.js';
import {
  findCheckoutOwnedBy,
  findGiftOfCheckout,
  giftCodeExists,
  insertCheckout,
  insertGift,
  insertPurchasedOrder,
  lockCheckout,
  lockGiftByCode,
  lockChildOf,
  markCheckoutRefunded,
  findCheckout,
  findOpenCheckoutForChild,
  markCheckoutReplaced,
  replacedOrderCovered,
  markCheckoutPaid,
  markGiftRedeemed,
  orderHasCheckout,
} from '../../data/commerce-repo.js';
import { findHeldOrder } from '../../data/orders-repo.js';
import { findPlanEnd } from '../../data/plan-ends-repo.js';
import { findUser } from '../../data/users-repo.js';
import type { Queryable } from '../../db/db.js';
import { iso, isoOrNull } from '../../db/instants.js';
import type {
  CheckoutKindRow,
  CheckoutRow,
  GiftDetailsRow,
  OrderDetailsRow,
  PaymentsNamespaceRow,
  PlanRow,
} from '../../types/rows.js';
import { sameJson } from '../../domain/same-json.js';
import { displayableName } from '../../domain/registration-rules.js';
import type {
  AgreementAcceptanceInput,
  CheckoutResolvers,
  MutationResolvers,
  PaymentsMutationResolvers,
  QueryResolvers,
} from '../../generated/resolvers.generated.js';
import { badUserInput, conflict, forbidden, notFound } from '../../errors/graphql-errors.js';
import { planOf } from '../graphql-shapes.js';
import { readPlan } from './order-reads.js';
import { uniqueReference } from './checkout-reference-draw.js';
import { asStoredJson, startChildCheckout } from './one-open-checkout.js';
import { checkedAcceptance, recordAcceptance } from './agreement-acceptance.js';

export const PAYMENTS_FORBIDDEN =
  'Recording payments is for the payment service: this request does not carry its key.';
export const GIFT_NOT_FOUND = 'We could not find a gift with that code.';
export const GIFT_ALREADY_REDEEMED = 'This gift code has already been redeemed.';
export const GIFT_OWN =
  'This gift was bought with your account: give the code to the person it is for, who redeems it with theirs.';
export const STARTED_FOR_ELSE =
  'This checkout was started for something else: reload the page and try again.';
const KEY_MESSAGE =
  'The checkout could not be started: reload the page and try again (idempotencyKey).';
const PROVIDERS = ['stripe', 'local'];
export const LOCAL_PAYMENT_REFUSED =
  'The local test checkout takes no real payment and is refused in production: the provider must be stripe.';

const planNotFound = (code: string) =>
  notFound(`There is no plan ${JSON.stringify(code)}: choose one of the plans listed.`);

/** The rules' field paths answered as the client sent them ('input.shippingAddress.city'). */
const asInputProblems = (problems: readonly CommerceProblem[]) =>
  problems.map((problem) => ({ ...problem, field: `input.${problem.field}` }));

async function uniqueGiftCode(db: Queryable): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newGiftCode((n) => randomInt(n));
    if (!(await giftCodeExists(db, code))) return code;
  }
  throw new Error('gifts: could not draw a free code');
}

/**
 * Starts (or, for a key already used by this buyer, answers) a checkout of `kind`. An order's
 * child is the buyer's one order in progress: another key with the same plan, price and details
 * answers the open checkout; other ones replace it.
 */
async function startCheckout(
  ctx: GatewayContext,
  kind: CheckoutKindRow,
  idempotencyKey: string,
  checked: { planCode: string; details: OrderDetailsRow | GiftDetailsRow },
  acceptance: AgreementAcceptanceInput,
): Promise<CheckoutRow> {
  const plan = await findPlan(ctx.db, checked.planCode);
  if (!plan) throw planNotFound(checked.planCode);
  const language = checkedAcceptance(acceptance, plan);
  const checkout = await startCheckoutOf(ctx, kind, idempotencyKey, checked, plan);
  await recordAcceptance(ctx, checkout, plan, language);
  return checkout;
}

async function startCheckoutOf(
  ctx: GatewayContext,
  kind: CheckoutKindRow,
  idempotencyKey: string,
  checked: { planCode: string; details: OrderDetailsRow | GiftDetailsRow },
  plan: PlanRow,
): Promise<CheckoutRow> {
  if (kind === 'ORDER') {
    const details = asStoredJson(checked.details);
    const checkout = await startChildCheckout(
      ctx,
      {
        kind,
        idempotencyKey,
        planCode: plan.code,
        amountCents: plan.priceCents,
        currency: plan.currency,
        details: checked.details,
      },
      (open) =>
        open.planCode === plan.code &&
        open.amountCents === plan.priceCents &&
        open.currency === plan.currency &&
        sameJson(open.details, details),
    );
    if (checkout.kind !== kind) throw conflict(STARTED_FOR_ELSE);
    return checkout;
  }
  const checkout = await insertCheckout(ctx.db, {
    id: `chk_${randomUUID()}`,
    reference: await uniqueReference(ctx.db),
    kind,
    buyerUid: ctx.viewer.uid,
    idempotencyKey,
    planCode: plan.code,
    // A gift pays a fixed term, the plan's first year; an order the first period.
    amountCents: kind === 'GIFT' ? giftTermCents(plan) : plan.priceCents,
    currency: plan.currency,
    details: checked.details,
    createdAt: ctx.now(),
  });
  if (!checkout) throw new Error('checkouts: the new checkout was not found');
  if (checkout.kind !== kind) throw conflict(STARTED_FOR_ELSE);
  return checkout;
}

export function keyProblems(idempotencyKey: string): CommerceProblem[] {
  return isIdempotencyKey(idempotencyKey)
    ? []
    : [{ field: 'idempotencyKey', message: KEY_MESSAGE }];
}

function requirePaymentsService(ctx: GatewayContext): void {
  if (!ctx.paymentsService) throw forbidden(PAYMENTS_FORBIDDEN);
}

/** The name an order is made out to when the parent typed none (a redeemed gift). */
async function purchaserNameOf(ctx: GatewayContext): Promise<string> {
  const user = await findUser(ctx.db, ctx.viewer.uid);
  return (
    displayableName(user?.name) ?? displayableName(ctx.viewer.name) ?? ctx.viewer.email ?? 'Parent'
  );
}

export const commerceQueries: Pick<QueryResolvers, 'plans' | 'plan' | 'checkout'> = {
  plans: async (_parent, _args, ctx) => (await listPlans(ctx.db)).map(planOf),
  plan: async (_parent, { code }, ctx) => {
    const plan = await findPlan(ctx.db, code);
    return plan ? planOf(plan) : null;
  },
  // null for a checkout that does not exist and for another account's alike.
  checkout: (_parent, { id }, ctx) => findCheckoutOwnedBy(ctx.db, ctx.viewer.uid, id),
};

export const commerceMutations: Pick<
  MutationResolvers,
  'startOrderCheckout' | 'startGiftCheckout' | 'redeemGift' | 'payments'
> = {
  startOrderCheckout: async (_parent, { input, idempotencyKey, agreement }, ctx) => {
    const check = checkOrderCheckout(input, { today: latestTodayOnEarth(ctx.now()) });
    const problems = [
      ...keyProblems(idempotencyKey),
      ...(check.ok ? [] : asInputProblems(check.problems)),
    ];
    if (!check.ok || problems.length > 0) throw badUserInput(problems);
    const { planCode, ...details } = check.value;
    return startCheckout(ctx, 'ORDER', idempotencyKey, { planCode, details }, agreement);
  },
  startGiftCheckout: async (_parent, { input, idempotencyKey, agreement }, ctx) => {
    const check = checkGiftCheckout(input);
    const problems = [
      ...keyProblems(idempotencyKey),
      ...(check.ok ? [] : asInputProblems(check.problems)),
    ];
    if (!check.ok || problems.length > 0) throw badUserInput(problems);
    const { planCode, ...details } = check.value;
    return startCheckout(ctx, 'GIFT', idempotencyKey, { planCode, details }, agreement);
  },
  redeemGift: async (_parent, args, ctx) => {
    const code = normaliseGiftCode(args.code);
    if (!code) throw badUserInput([giftCodeProblem()]);
    const purchaserName = await purchaserNameOf(ctx);
    const uid = ctx.viewer.uid;
    return ctx.db.transaction(async (tx) => {
      // Locked: a second redemption waits here, then finds the gift redeemed.
      const gift = await lockGiftByCode(tx, code);
      if (!gift) throw notFound(GIFT_NOT_FOUND);
      if (gift.giverUid === uid) throw conflict(GIFT_OWN);
      if (gift.redeemedByUid !== null) {
        // The same parent again (a double click, a retry): their order, unchanged.
        const own =
          gift.redeemedByUid === uid && gift.orderId
            ? await findHeldOrder(tx, uid, gift.orderId)
            : null;
        if (own) return own;
        throw conflict(GIFT_ALREADY_REDEEMED);
      }
      const now = ctx.now();
      const order = await insertPurchasedOrder(tx, {
        id: `ord_${randomUUID()}`,
        ownerUid: uid,
        purchaserName,
        dueDate: null,
        planCode: gift.planCode,
        createdAt: now,
      });
      if (!(await markGiftRedeemed(tx, gift.id, { uid, orderId: order.id, at: now }))) {
        throw conflict(GIFT_ALREADY_REDEEMED);
      }
      return order;
    });
  },
  payments: (_parent, _args, ctx): PaymentsNamespaceRow => {
    requirePaymentsService(ctx);
    return {};
  },
};

export const paymentsMutationResolvers: PaymentsMutationResolvers = {
  completeCheckout: async (_parent, { input }, ctx) => {
    requirePaymentsService(ctx);
    const problems: CommerceProblem[] = [];
    if (!PROVIDERS.includes(input.provider)) {
      problems.push({ field: 'input.provider', message: 'The provider must be stripe or local.' });
    } else if (input.provider === 'local' && ctx.production) {
      // A production functions service without Stripe would otherwise sell for the test card.
      problems.push({ field: 'input.provider', message: LOCAL_PAYMENT_REFUSED });
    }
    const paymentRef = input.paymentRef.trim();
    if (paymentRef.length === 0 || paymentRef.length > 255) {
      problems.push({
        field: 'input.paymentRef',
        message: 'The payment reference must be 1 to 255 characters.',
      });
    }
    if (problems.length > 0) throw badUserInput(problems);
    return ctx.db.transaction(async (tx) => {
      const unlocked = await findCheckout(tx, input.checkoutId);
      if (!unlocked) throw notFound(`No checkout ${JSON.stringify(input.checkoutId)} exists.`);
      await lockChildOf(tx, unlocked);
      const checkout = await lockCheckout(tx, input.checkoutId);
      if (!checkout) throw notFound(`No checkout ${JSON.stringify(input.checkoutId)} exists.`);
      // A retried webhook: what it paid for exists already (or is refunded already).
      if (checkout.status === 'PAID' || checkout.status === 'REFUNDED') return checkout;
      // A continuation charges nothing at checkout (its first renewal falls at the term's end).
      const chargedNow =
        checkout.kind === 'CONTINUATION' ? [0, checkout.amountCents] : [checkout.amountCents];
      if (!chargedNow.includes(input.amountCents)) {
        problems.push({
          field: 'input.amountCents',
          message: `The amount paid (${input.amountCents}) is not the checkout's (${checkout.amountCents}).`,
        });
      }
      if (input.currency.toLowerCase() !== checkout.currency.toLowerCase()) {
        problems.push({
          field: 'input.currency',
          message: `The currency paid (${input.currency}) is not the checkout's (${checkout.currency}).`,
        });
      }
      if (problems.length > 0) throw badUserInput(problems);
      const now = ctx.now();
      const payment = { provider: input.provider, paymentRef, paidAt: now };
      // Paid after a newer start for the child replaced it: refunded when that one (or another)
      // covers the child; otherwise the parent paid this tab after all, and it stands.
      if (checkout.status === 'REPLACED') {
        const covered =
          checkout.kind === 'CONTINUATION'
            ? await orderHasCheckout(tx, checkout.continuesOrderId ?? '', checkout.id)
            : await replacedOrderCovered(tx, checkout);
        if (covered) return refundUnneeded(tx, checkout, { ...payment, reason: 'REPLACED' });
        const open = await findOpenCheckoutForChild(
          tx,
          checkout.kind === 'CONTINUATION'
            ? { kind: 'CONTINUATION', continuesOrderId: checkout.continuesOrderId ?? '' }
            : { kind: 'ORDER', buyerUid: checkout.buyerUid },
        );
        if (open) await markCheckoutReplaced(tx, open.id);
      }
      let orderId: string | null = null;
      if (checkout.kind === 'ORDER') {
        const details = checkout.details as OrderDetailsRow;
        const order = await insertPurchasedOrder(tx, {
          id: `ord_${randomUUID()}`,
          ownerUid: checkout.buyerUid,
          purchaserName: details.parentName,
          dueDate: details.dueDate,
          planCode: checkout.planCode,
          createdAt: now,
        });
        orderId = order.id;
      } else if (checkout.kind === 'CONTINUATION') {
        // One completion per child at a time; a child already covered is not charged twice.
        const continued = checkout.continuesOrderId ?? '';
        // The child's unit was released or transferred meanwhile: nothing continues it.
        if (await findPlanEnd(tx, continued)) {
          return refundUnneeded(tx, checkout, { ...payment, reason: 'PLAN_ENDED' });
        }
        if (await orderHasCheckout(tx, continued, checkout.id)) {
          return refundUnneeded(tx, checkout, { ...payment, reason: 'ALREADY_COVERED' });
        }
        orderId = continued;
      } else {
        const details = checkout.details as GiftDetailsRow;
        await insertGift(tx, {
          id: `gift_${randomUUID()}`,
          checkoutId: checkout.id,
          code: await uniqueGiftCode(tx),
          planCode: checkout.planCode,
          giverUid: checkout.buyerUid,
          recipientName: details.recipientName,
          recipientEmail: details.recipientEmail,
          createdAt: now,
        });
      }
      return markCheckoutPaid(tx, checkout.id, { ...payment, orderId });
    });
  },
};

/**
 * Records a payment the child did not need as REFUNDED: the functions service refunds it and
 * cancels the plan it started at the provider when completeCheckout answers REFUNDED.
 */
function refundUnneeded(
  tx: Queryable,
  checkout: CheckoutRow,
  payment: Parameters<typeof markCheckoutRefunded>[2],
): Promise<CheckoutRow> {
  return markCheckoutRefunded(tx, checkout.id, payment);
}

/** The buyer reading their own checkout (never the service, never another account). */
const isBuyer = (checkout: CheckoutRow, ctx: GatewayContext) =>
  ctx.viewerOrNull !== null && ctx.viewerOrNull.uid === checkout.buyerUid;

function readGift(ctx: GatewayContext, checkout: CheckoutRow) {
  return ctx.cache.once(`gift:${checkout.id}`, () => findGiftOfCheckout(ctx.db, checkout.id));
}

export const checkoutResolvers: CheckoutResolvers = {
  plan: async (checkout, _args, ctx) => planOf(await readPlan(ctx, checkout.planCode)),
  createdAt: (checkout) => iso(checkout.createdAt),
  paidAt: (checkout) => isoOrNull(checkout.paidAt),
  orderDetails: (checkout, _args, ctx) => {
    if (checkout.kind !== 'ORDER' || !isBuyer(checkout, ctx)) return null;
    return checkout.details as OrderDetailsRow;
  },
  giftDetails: (checkout, _args, ctx) => {
    if (checkout.kind !== 'GIFT' || !isBuyer(checkout, ctx)) return null;
    const details = checkout.details as GiftDetailsRow;
    return { ...details, message: details.message ?? null };
  },
  order: (checkout, _args, ctx) => {
    if (checkout.kind !== 'ORDER' || !checkout.orderId || !isBuyer(checkout, ctx)) return null;
    return findHeldOrder(ctx.db, checkout.buyerUid, checkout.orderId);
  },
  giftCode: async (checkout, _args, ctx) => {
    if (checkout.kind !== 'GIFT' || !isBuyer(checkout, ctx)) return null;
    return (await readGift(ctx, checkout))?.code ?? null;
  },
  continuesOrderId: (checkout, _args, ctx) =>
    checkout.kind === 'CONTINUATION' && isBuyer(checkout, ctx) ? checkout.continuesOrderId : null,
  firstChargeAt: (checkout) => isoOrNull(checkout.firstChargeAt),
  giftRedeemed: async (checkout, _args, ctx) => {
    if (checkout.kind !== 'GIFT') return null;
    return (await readGift(ctx, checkout))?.redeemedByUid != null;
  },
};
