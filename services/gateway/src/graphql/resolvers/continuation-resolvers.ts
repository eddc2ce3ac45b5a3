/**
 * A gift pays the plan's first year; the family then continues the child's storage with their
 * own card: a CONTINUATION checkout for the order, its subscription first charged when the
 * gift's term ends.
 */
import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../../context.js';
import { findPlan } from '../../data/billing-repo.js';
import { insertCheckout, orderHasCheckout } from '../../data/commerce-repo.js';
import { familyRoleOf } from '../../data/family-access.js';
import { findFamilyOrder } from '../../data/orders-repo.js';
import { findOrderBilling } from '../../data/subscriptions-repo.js';
import { giftTermEndOf } from '../../domain/billing-state.js';
import { badUserInput, conflict, holderOnly } from '../../errors/graphql-errors.js';
import type { MutationResolvers } from '../../generated/resolvers.generated.js';
import { keyProblems, uniqueReference } from './commerce-resolvers.js';
import { refuseOrder } from './family-refusal.js';

const DAY_MS = 86_400_000;
/** The provider needs a free period of at least two days (Stripe's trial_end minimum). */
const LEAST_DELAY_MS = 2 * DAY_MS;

export const NOT_GIFT_PAID =
  'Only storage a gift paid for is continued here; this plan renews on its own.';
export const ALREADY_CONTINUED = "This child's storage already continues with your card.";

export const continuationMutations: Pick<MutationResolvers, 'startContinuationCheckout'> = {
  startContinuationCheckout: async (_parent, { orderId, idempotencyKey }, ctx: GatewayContext) => {
    const problems = keyProblems(idempotencyKey);
    if (problems.length > 0) throw badUserInput(problems);
    const uid = ctx.viewer.uid;
    const order = await findFamilyOrder(ctx.db, uid, orderId);
    if (!order) throw await refuseOrder(ctx.db, uid, orderId);
    if (familyRoleOf(order, uid) !== 'HOLDER') throw holderOnly("continue this child's storage");
    const billing = await findOrderBilling(ctx.db, uid, orderId);
    const giftEnd = billing ? giftTermEndOf(billing) : null;
    if (!billing || !giftEnd || billing.subscription) throw conflict(NOT_GIFT_PAID);
    if (await orderHasCheckout(ctx.db, orderId)) throw conflict(ALREADY_CONTINUED);
    const plan = await findPlan(ctx.db, order.planCode);
    if (!plan) throw new Error(`orders: plan ${order.planCode} is missing`);
    const now = ctx.now();
    const firstChargeAt = new Date(Math.max(giftEnd.getTime(), now.getTime() + LEAST_DELAY_MS));
    const checkout = await insertCheckout(ctx.db, {
      id: `chk_${randomUUID()}`,
      reference: await uniqueReference(ctx.db),
      kind: 'CONTINUATION',
      buyerUid: uid,
      idempotencyKey,
      planCode: plan.code,
      amountCents: plan.priceCents,
      currency: plan.currency,
      details: {},
      createdAt: now,
      continuesOrderId: order.id,
      firstChargeAt,
    });
    if (checkout.kind !== 'CONTINUATION' || checkout.continuesOrderId !== order.id) {
      throw conflict(
        'This checkout was started for something else: reload the page and try again.',
      );
    }
    return checkout;
  },
};
