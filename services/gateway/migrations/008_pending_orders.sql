-- Staff orders waiting for their parent (issue 29). An order the bank creates for an email that
-- has no account with a verified email yet belongs to nobody: its orders.owner_uid is '' (no
-- Firebase account has an empty uid, and firebase-admin refuses a token whose "sub" is empty),
-- so no parent's owner-scoped read matches it. It is attached to the first account that reads
-- its orders signed in with that email verified (src/data/pending-orders-repo.ts).
create table pending_orders (
  order_id text primary key references orders (id) on delete cascade,
  -- The parent's sign-in email in lower case: emails compare case-insensitively.
  email_lower text not null,
  -- The staff member who created it (the attach step's audit row names them again).
  staff_uid text not null,
  created_at timestamptz not null default now()
);
create index pending_orders_email_idx on pending_orders (email_lower);
