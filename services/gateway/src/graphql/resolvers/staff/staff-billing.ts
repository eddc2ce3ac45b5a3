import type { GatewayContext } from '../../../context.js';
import { findOrderBillingForStaff } from '../../../data/subscriptions-repo.js';
import { findOrder } from '../../../data/staff-repo.js';
import { iso, isoOrNull } from '../../../db/instants.js';
import { subscriptionStateOf } from '../../../domain/billing-state.js';
import type {
  StaffBilling,
  StaffMutationResolvers,
  StaffQueryResolvers,
} from '../../../generated/resolvers.generated.js';
import { badUserInput, forbidden } from '../../../errors/graphql-errors.js';
import type { OrderBillingRow, OrderRow } from '../../../types/rows.js';
import { audit, requireStaff } from './staff-access.js';

export const LOCAL_CLOCK_REFUSED =
  'The clock moves only in the local and test environments, never in production.';

/** How an order's storage is paid, as the bank's staff see it (card: brand and last four). */
export async function staffBillingOf(order: OrderRow, ctx: GatewayContext): Promise<StaffBilling> {
  const billing = await ctx.cache.once(`staff-billing:${order.id}`, () =>
    findOrderBillingForStaff(ctx.db, order.id),
  );
  return providerSubscriptionOf(billing);
}

/** The provider's side of an order's plan (for the staff, and the owner's billing portal). */
export function providerSubscriptionOf(billing: OrderBillingRow | null): StaffBilling {
  const row = billing?.subscription ?? null;
  const state = billing ? subscriptionStateOf(billing) : null;
  const endReason = billing?.planEnd?.reason ?? null;
  if (!billing || !row || !state) {
    return { kind: billing?.giftRedeemedAt ? 'GIFT' : 'NONE', endReason };
  }
  return {
    kind: 'SUBSCRIPTION',
    provider: row.provider,
    checkoutId: row.checkoutId,
    subscriptionRef: row.subscriptionRef,
    status: state.status,
    interval: state.interval,
    amountCents: state.amountCents,
    currency: state.currency,
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    nextRenewalAt: isoOrNull(state.nextRenewalAt),
    // What the provider was told: a released unit's plan waits for it (pendingPlanEnds).
    cancelAtPeriodEnd: state.status !== 'CANCELED' && row.cancelAtPeriodEnd,
    endReason,
    pastDueSince: isoOrNull(state.pastDueSince),
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    openInvoiceRef: billing.openInvoice?.invoiceRef ?? null,
    openInvoiceNumber: billing.openInvoice?.number ?? null,
  };
}

export const staffOrderQuery: Pick<StaffQueryResolvers, 'order'> = {
  /** One order by id, a parent's or pending (audited, found or not). */
  order: async (_parent, args, ctx) => {
    requireStaff(ctx);
    const order = await findOrder(ctx.db, args.id);
    await audit(ctx.db, ctx, {
      operation: 'findOrder',
      parentUid: order?.ownerUid ?? null,
      orderId: order?.id ?? null,
    });
    return order;
  },
};

export const setLocalClock: StaffMutationResolvers['setLocalClock'] = (_parent, args, ctx) => {
  requireStaff(ctx);
  if (ctx.production) throw forbidden(LOCAL_CLOCK_REFUSED);
  let at: Date | null = null;
  if (args.at != null) {
    at = new Date(args.at);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(args.at) || Number.isNaN(at.getTime())) {
      throw badUserInput([
        { field: 'at', message: 'The time (at) must be ISO 8601 with a time zone.' },
      ]);
    }
  }
  return iso(ctx.billingClock.set(at));
};
