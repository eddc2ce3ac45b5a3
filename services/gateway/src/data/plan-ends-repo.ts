/**
 * Storage plans that end because the child's unit was released or transferred (migration 023).
 * A plan end is pending while the child's subscription is live and the provider's recorded state
 * does not end it at the period's end: the provider's own state is the acknowledgement.
 */
import type { Queryable } from '../db/db.js';
import type { PlanEndReasonRow, PlanEndRow, SubscriptionRow } from '../types/rows.js';
import { SUBSCRIPTION_COLUMNS } from './subscriptions-repo.js';

/** Provider statuses of a subscription that still renews unless told otherwise. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'];

/**
 * Records that the child's plan ends (in the transaction that completes the release); false
 * when it was recorded already (the child's plan ends once, for its first completed release).
 */
export async function recordPlanEnd(
  tx: Queryable,
  end: {
    orderId: string;
    releaseRequestId: string;
    reason: PlanEndReasonRow;
    requestedBy: string;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `insert into plan_ends (order_id, release_request_id, reason, requested_by, requested_at)
     values ($1, $2, $3, $4, $5)
     on conflict do nothing
     returning order_id`,
    [end.orderId, end.releaseRequestId, end.reason, end.requestedBy, end.at],
  );
  return rows.length === 1;
}

export async function findPlanEnd(db: Queryable, orderId: string): Promise<PlanEndRow | null> {
  const [row] = await db.query<PlanEndRow>(
    `select reason, requested_at as "requestedAt" from plan_ends where order_id = $1`,
    [orderId],
  );
  return row ?? null;
}

/** A plan end the provider has not confirmed yet, with the subscription it must end. */
export interface PendingPlanEndRow extends PlanEndRow {
  subscription: SubscriptionRow;
}

/**
 * The plan ends whose subscription the provider still renews, oldest first: the functions
 * service tells the provider, whose state (recorded as any other) then takes them off.
 */
export async function pendingPlanEnds(db: Queryable, limit: number): Promise<PendingPlanEndRow[]> {
  const rows = await db.query<PlanEndRow & SubscriptionRow>(
    `select pe.reason, pe.requested_at as "requestedAt", ${SUBSCRIPTION_COLUMNS}
     from plan_ends pe
     join checkouts c on c.order_id = pe.order_id
     join subscriptions s on s.checkout_id = c.id
     where not s.cancel_at_period_end and s.status = any($1)
     order by pe.requested_at, c.id
     limit $2`,
    [LIVE_STATUSES, limit],
  );
  return rows.map(({ reason, requestedAt, ...subscription }) => ({
    reason,
    requestedAt,
    subscription,
  }));
}
