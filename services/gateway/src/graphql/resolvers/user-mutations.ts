import { updateUserName, upsertUser } from '../../data/users-repo.js';
import { checkProfileUpdate, checkRegistration } from '../../domain/registration-rules.js';
import type {
  MutationResolvers,
  UserMutationsResolvers,
} from '../../generated/resolvers.generated.js';
import { badUserInput, forbidden } from '../../errors/graphql-errors.js';

export const userNamespace: Pick<MutationResolvers, 'user'> = {
  user: () => ({}),
};

export const userMutations: UserMutationsResolvers = {
  /** Registers the caller (idempotent): only themself, only with their own email. */
  createUser: async (_parent, { input }, ctx) => {
    const check = checkRegistration(input, ctx.viewer);
    if ('forbidden' in check) throw forbidden(check.forbidden);
    if ('problems' in check) throw badUserInput(check.problems);
    return upsertUser(ctx.db, check.user);
  },
  /** Sets the caller's own name (there is no id to pass: it is always the caller). */
  updateProfile: async (_parent, { input }, ctx) => {
    const check = checkProfileUpdate(input);
    if ('problems' in check) throw badUserInput(check.problems);
    return updateUserName(ctx.db, {
      id: ctx.viewer.uid,
      email: ctx.viewer.email,
      name: check.name,
    });
  },
};
