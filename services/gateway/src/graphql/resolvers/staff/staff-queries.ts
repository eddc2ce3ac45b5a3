import { checkText, type FieldProblem } from '../../../domain/field-problem.js';
import type {
  MutationResolvers,
  QueryResolvers,
  StaffQueryResolvers,
} from '../../../generated/resolvers.generated.js';
import { badUserInput } from '../../errors.js';
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

export const staffQueryResolvers: StaffQueryResolvers = {
  /** A parent by sign-in email, with their orders (audited, found or not). */
  parent: async (_parent, args, ctx) => {
    requireStaff(ctx);
    const problems: FieldProblem[] = [];
    const email = checkText(problems, 'email', args.email, {
      required: true,
      maxLength: 254,
      label: "The parent's email (email)",
    });
    if (problems.length > 0 || email === null) throw badUserInput(problems);
    const parent = await findParentAccount(ctx, email.toLowerCase());
    await audit(ctx.db, ctx, { operation: 'findParent', parentUid: parent?.uid ?? null });
    return parent;
  },
};
