import { checkText, type FieldProblem } from '../../../domain/field-problem.js';
import type {
  MutationResolvers,
  QueryResolvers,
  StaffQueryResolvers,
} from '../../../generated/resolvers.generated.js';
import { listPendingOrdersFor } from '../../../data/pending-orders-repo.js';
import { iso, isoOrNull } from '../../../db/instants.js';
import { listSms } from '../../../sms/sms-outbox-repo.js';
import { badUserInput } from '../../../errors/graphql-errors.js';
import { audit, requireStaff } from './staff-access.js';
import { findParentAccount } from './staff-parents.js';

// The namespaces refuse non-staff callers before any operation below them runs.
export const staffQueryNamespace: Pick<QueryResolvers, 'staff'> = {
  staff: (_parent, _args, ctx) => {
    requireStaff(ctx);
    return {};
  },
};

export const staffMutationNamespace: Pick<MutationResolvers, 'staff'> = {
  staff: (_parent, _args, ctx) => {
    requireStaff(ctx);
    return {};
  },
};

/** The `email` argument of the staff queries, checked; BAD_USER_INPUT naming it otherwise. */
function checkedEmail(value: string): string {
  const problems: FieldProblem[] = [];
  const email = checkText(problems, 'email', value, {
    required: true,
    maxLength: 254,
    label: "The parent's email (email)",
  });
  if (problems.length > 0 || email === null) throw badUserInput(problems);
  return email;
}

export const staffQueryResolvers: StaffQueryResolvers = {
  /** A parent by sign-in email, with their orders (audited, found or not). */
  parent: async (_parent, args, ctx) => {
    requireStaff(ctx);
    const email = checkedEmail(args.email);
    const parent = await findParentAccount(ctx, email.toLowerCase());
    await audit(ctx.db, ctx, { operation: 'findParent', parentUid: parent?.uid ?? null });
    return parent;
  },
  /** The orders waiting for an account with this email to verify it (audited). */
  pendingOrders: async (_parent, args, ctx) => {
    requireStaff(ctx);
    const email = checkedEmail(args.email);
    const orders = await listPendingOrdersFor(ctx.db, email);
    await audit(ctx.db, ctx, { operation: 'findPendingOrders' });
    return orders;
  },
  /** The newest text messages (the local outbox), audited: they hold parents' numbers. */
  textMessages: async (_parent, _args, ctx) => {
    requireStaff(ctx);
    const messages = await listSms(ctx.db, 50);
    await audit(ctx.db, ctx, { operation: 'listTextMessages' });
    return messages.map((message) => ({
      ...message,
      createdAt: iso(message.createdAt),
      sentAt: isoOrNull(message.sentAt),
    }));
  },
};
