import type { GatewayContext } from '../../../context.js';
import { findUser } from '../../../data/users-repo.js';
import { findUserByEmail } from '../../../data/staff-repo.js';
import type { StaffParentRow } from '../../../types/rows.js';
import { serviceUnavailable } from '../../../errors/graphql-errors.js';

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

/** Who a staff order for an email goes to. */
export type OrderRecipient =
  /** An account that verified the email: the order is theirs at once. */
  | { kind: 'verified'; parent: StaffParentRow }
  /** No account has verified the email yet: the order waits for one that does. */
  | { kind: 'pending' }
  /** The email signs in to a staff account (staff are never parents). */
  | { kind: 'staff' };

/**
 * Where a staff order for `email` goes. Only an account whose email is verified gets it: an
 * unverified account may belong to someone who typed another person's address. Without an
 * account directory nothing is known about verification, so every order waits.
 */
export async function findOrderRecipient(
  ctx: GatewayContext,
  email: string,
): Promise<OrderRecipient> {
  if (!ctx.accounts) return { kind: 'pending' };
  const account = await ctx.accounts.findByEmail(email).catch(() => {
    throw serviceUnavailable('The account directory could not be reached: please try again.');
  });
  if (account?.staff) return { kind: 'staff' };
  if (!account?.emailVerified) return { kind: 'pending' };
  const user = await findUser(ctx.db, account.uid);
  return {
    kind: 'verified',
    parent: { uid: account.uid, email: account.email, name: user?.name ?? account.name },
  };
}
