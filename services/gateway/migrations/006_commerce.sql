-- Commerce (issue 13): the plans a family can buy, checkouts (an order or a gift, started by a
-- signed-in parent, paid through the functions service) and gift codes.

-- What a plan is and includes, and where the bank lists it.
alter table plans add column description text not null default '';
alter table plans add column included text[] not null default '{}';
alter table plans add column position integer not null default 100;

-- The bank's catalogue (the demo seed upserts the same codes, names and prices).
insert into plans (code, name, price_cents, currency, billing_interval, description, included, position)
values
  ('annual', 'Annual storage', 17500, 'usd', 'year',
   'Your baby''s cord blood collected at the birth and stored for a year at a time, billed once a year.',
   array['Collection kit shipped to you', 'Courier pick-up from the hospital',
         'Lab processing and cryogenic storage', 'Stem cell certificate'], 1),
  ('monthly', 'Monthly storage', 1500, 'usd', 'month',
   'The same collection, processing and storage, billed month by month.',
   array['Collection kit shipped to you', 'Courier pick-up from the hospital',
         'Lab processing and cryogenic storage', 'Stem cell certificate'], 2)
on conflict (code) do update set description = excluded.description,
  included = excluded.included, position = excluded.position;

-- One checkout per purchase attempt. `details` holds what the buyer typed (personal data: it is
-- never logged). A buyer's idempotency key names one checkout, so a retry starts none more.
create table checkouts (
  id text primary key,
  reference text not null unique,
  kind text not null check (kind in ('ORDER', 'GIFT')),
  buyer_uid text not null,
  idempotency_key text not null,
  plan_code text not null references plans (code),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null,
  details jsonb not null,
  status text not null default 'OPEN' check (status in ('OPEN', 'PAID')),
  provider text,
  payment_ref text unique,
  order_id text unique references orders (id) on delete set null,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  unique (buyer_uid, idempotency_key),
  check ((status = 'PAID') = (paid_at is not null))
);
create index checkouts_buyer_idx on checkouts (buyer_uid, created_at);

-- A paid gift: its code is redeemed once, by a parent other than the giver, into a new order.
create table gifts (
  id text primary key,
  checkout_id text not null unique references checkouts (id),
  code text not null unique,
  plan_code text not null references plans (code),
  giver_uid text not null,
  recipient_name text not null,
  recipient_email text not null,
  redeemed_by_uid text,
  redeemed_at timestamptz,
  order_id text unique references orders (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((redeemed_by_uid is null) = (redeemed_at is null))
);
