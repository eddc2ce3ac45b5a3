-- Storage plans that renew (issue 31): subscriptions, their invoices and the provider's events.
-- Everything here is written only from the payment provider's signed webhooks (the functions
-- service's payments.recordBillingEvent). No card number is ever stored: brand, last four and
-- expiry are the most.

-- Each provider event once: a retried or duplicated webhook finds its row and records nothing.
create table billing_events (
  provider text not null check (provider in ('stripe', 'local')),
  event_id text not null,
  type text not null,
  checkout_id text not null,
  occurred_at timestamptz not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

-- One subscription per checkout that started it (the order is the checkout's order, which may be
-- recorded after the subscription when webhooks arrive out of order). `state_at` is the provider
-- time of the state held: an older event changes nothing.
create table subscriptions (
  checkout_id text primary key references checkouts (id),
  provider text not null check (provider in ('stripe', 'local')),
  subscription_ref text not null unique,
  customer_ref text,
  status text not null,
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  ended_at timestamptz,
  past_due_since timestamptz,
  card_brand text,
  card_last4 text check (card_last4 is null or card_last4 ~ '^[0-9]{4}$'),
  card_exp_month integer check (card_exp_month is null or card_exp_month between 1 and 12),
  card_exp_year integer,
  state_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A subscription's invoices join the order's others; until the order exists they hang on the
-- checkout.
alter table invoices alter column order_id drop not null;
alter table invoices add column checkout_id text references checkouts (id);
alter table invoices add column invoice_ref text unique;
alter table invoices add column paid_at timestamptz;
alter table invoices add column url text;
alter table invoices add column state_at timestamptz;
alter table invoices add constraint invoices_order_or_checkout
  check (order_id is not null or checkout_id is not null);
create index invoices_checkout_idx on invoices (checkout_id, issued_at);
