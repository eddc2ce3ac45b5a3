/**
 * A gift pays the plan's first year; the family then continues the child's storage with their
 * own card: a CONTINUATION checkout for the order, its subscription first charged when the
 * gift's term ends.
 */
import type { GatewayContext } from '../../context.js';
import { findPlan } from '../../data/billing-repo.js';
import { orderHasCheckout } from '../../data/commerce-repo.js';
import { familyRoleOf } from '../../data/family-access.js';
import { findFamilyOrder } from '../../data/orders-repo.js';
import { findOrderBilling } from '../../data/subscriptions-repo.js';
import { giftTermEndOf } from '../../domain/billing-state.js';
import { badUserInput, conflict, holderOnly, planEnded } from '../../errors/graphql-errors.js';
import type { MutationResolvers } from '../../generated/resolvers.generated.js';
import { keyProblems, STARTED_FOR_ELSE } from './commerce-resolvers.js';
import { startChildCheckout } from './one-open-checkout.js';
import { refuseOrder } from './family-refusal.js';
import { checkedAcceptance, recordAcceptance } from './agreement-acceptance.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The provider needs a free period of at least two days when its session is made (Stripe's trial_end minimum). */
const PROVIDER_LEAST_DELAY_MS = 2 * DAY_MS + HOUR_MS;
/** A day more at the start, so that the open checkout can still be paid from a tab opened later that day. */
const LEAST_DELAY_MS = PROVIDER_LEAST_DELAY_MS + DAY_MS;

export const NOT_GIFT_PAID =
  'Only storage a gift paid for is continued here; this plan renews on its own.';
export const ALREADY_CONTINUED = "This child's storage already continues with your card.";
export const UNIT_RELEASED =
  "This child's cord blood was released or transferred, so its storage ends with the period paid for and is not continued.";

export const continuationMutations: Pick<MutationResolvers, 'startContinuationCheckout'> = {
  startContinuationCheckout: async (
    _parent,
    { orderId, idempotencyKey, agreement },
    ctx: GatewayContext,
  ) => {
    const problems = keyProblems(idempotencyKey);
    if (problems.length > 0) throw badUserInput(problems);
    const uid = ctx.viewer.uid;
    const order = await findFamilyOrder(ctx.db, uid, orderId);
    if (!order) throw await refuseOrder(ctx.db, uid, orderId);
    if (familyRoleOf(order, uid) !== 'HOLDER') throw holderOnly("continue this child's storage");
    const billing = await findOrderBilling(ctx.db, uid, orderId);
    if (billing?.planEnd) throw planEnded(UNIT_RELEASED);
    const giftEnd = billing ? giftTermEndOf(billing) : null;
    if (!billing || !giftEnd || billing.subscription) throw conflict(NOT_GIFT_PAID);
    if (await orderHasCheckout(ctx.db, orderId)) throw conflict(ALREADY_CONTINUED);
    const plan = await findPlan(ctx.db, order.planCode);
    if (!plan) throw new Error(`orders: plan ${order.planCode} is missing`);
    const language = checkedAcceptance(agreement, plan);
    const now = ctx.now().getTime();
    const firstChargeAt = new Date(Math.max(giftEnd.getTime(), now + LEAST_DELAY_MS));
    // A second tab or a reload pays the open continuation, while the provider can still open it.
    const checkout = await startChildCheckout(
      ctx,
      {
        kind: 'CONTINUATION',
        idempotencyKey,
        planCode: plan.code,
        amountCents: plan.priceCents,
        currency: plan.currency,
        details: {},
        continuesOrderId: order.id,
        firstChargeAt,
      },
      (open) =>
        open.planCode === plan.code &&
        open.amountCents === plan.priceCents &&
        (open.firstChargeAt?.getTime() ?? 0) >= now + PROVIDER_LEAST_DELAY_MS,
    );
    if (checkout.kind !== 'CONTINUATION' || checkout.continuesOrderId !== order.id) {
      throw conflict(STARTED_FOR_ELSE);
    }
    await recordAcceptance(ctx, checkout, plan, language);
    return checkout;
  },
};
