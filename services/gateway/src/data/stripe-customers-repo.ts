import type { Queryable } from '../db/db.js';

/** The account's Stripe customer id; null when none is recorded (or no such account). */
export async function findStripeCustomer(db: Queryable, uid: string): Promise<string | null> {
  const rows = await db.query<{ customerRef: string | null }>(
    'select stripe_customer_ref as "customerRef" from users where id = $1',
    [uid],
  );
  return rows[0]?.customerRef ?? null;
}

/** The account that holds the Stripe customer, if any. */
export async function findStripeCustomerHolder(
  db: Queryable,
  customerRef: string,
): Promise<string | null> {
  const rows = await db.query<{ uid: string }>(
    'select id as uid from users where stripe_customer_ref = $1',
    [customerRef],
  );
  return rows[0]?.uid ?? null;
}

/**
 * Records the account's Stripe customer unless it has one already (the first writer wins: the
 * upsert takes the row's lock, so of two at once the second finds the first's), registering the
 * account when it is not yet. Answers the customer the account holds after it.
 */
export async function recordStripeCustomer(
  db: Queryable,
  account: { uid: string; email: string | null; customerRef: string },
): Promise<string> {
  const rows = await db.query<{ customerRef: string }>(
    `insert into users (id, email, stripe_customer_ref) values ($1, $2, $3)
     on conflict (id) do update
       set stripe_customer_ref = coalesce(users.stripe_customer_ref, excluded.stripe_customer_ref),
         updated_at = case when users.stripe_customer_ref is null then now()
                           else users.updated_at end
     returning stripe_customer_ref as "customerRef"`,
    [account.uid, account.email, account.customerRef],
  );
  const saved = rows[0]?.customerRef;
  if (!saved) throw new Error('recordStripeCustomer: no row returned');
  return saved;
}
