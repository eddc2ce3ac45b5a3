import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../../context.js';
import { NO_OWNER_YET } from '../../../data/pending-orders-repo.js';
import { insertAudit, type StaffOperation } from '../../../data/staff-repo.js';
import type { Queryable } from '../../../db/db.js';
import { forbidden } from '../../../errors/graphql-errors.js';

export const NOT_STAFF =
  "Staff operations are for the bank's staff: this account does not have the staff role.";
export const STAFF_EMAIL_NOT_VERIFIED =
  'Staff operations need a staff account whose email is verified.';

/** The staff member behind the request; FORBIDDEN for anyone else (parents included). */
export function requireStaff(ctx: GatewayContext): { uid: string } {
  if (ctx.viewer.staff !== true) throw forbidden(NOT_STAFF);
  if (!ctx.viewer.emailVerified) throw forbidden(STAFF_EMAIL_NOT_VERIFIED);
  return { uid: ctx.viewer.uid };
}

/** Staff reach every order, so "not found" only ever means it does not exist. */
export const staffOrderNotFound = (orderId: string) =>
  new GraphQLError(`No order ${JSON.stringify(orderId)} exists.`, {
    extensions: { code: 'NOT_FOUND' },
  });

/** Writes the audit row of a staff operation (inside the operation's transaction). */
export function audit(
  tx: Queryable,
  ctx: GatewayContext,
  entry: {
    operation: StaffOperation;
    parentUid?: string | null;
    orderId?: string | null;
    target?: string | null;
  },
): Promise<void> {
  return insertAudit(tx, {
    staffUid: requireStaff(ctx).uid,
    operation: entry.operation,
    // A pending order's owner (nobody yet) is no parent.
    parentUid: entry.parentUid === NO_OWNER_YET ? null : (entry.parentUid ?? null),
    orderId: entry.orderId ?? null,
    target: entry.target ?? null,
    at: ctx.now(),
  });
}
