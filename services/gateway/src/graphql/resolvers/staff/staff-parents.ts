import type { GatewayContext } from '../../../context.js';
import { findUser } from '../../../data/users-repo.js';
import { findUserByEmail } from '../../../data/staff-repo.js';
import type { StaffParentRow } from '../../../db/rows.js';
import { serviceUnavailable } from '../../errors.js';

/**
 * The parent account signing in with `email`. With an account directory (the identity
 * provider) the account need not have registered with the portal yet; without one, only
 * registered parents are found. Staff accounts are never parents.
 */
export async function findParentAccount(
  ctx: GatewayContext,
  email: string,
): Promise<StaffParentRow | null> {
  if (!ctx.accounts) {
    const user = await findUserByEmail(ctx.db, email);
    return user ? { uid: user.id, email: user.email ?? email, name: user.name } : null;
  }
  const account = await ctx.accounts.findByEmail(email).catch(() => {
    throw serviceUnavailable('The account directory could not be reached: please try again.');
  });
  if (!account || account.staff) return null;
  const user = await findUser(ctx.db, account.uid);
  return { uid: account.uid, email: account.email, name: user?.name ?? account.name };
}
