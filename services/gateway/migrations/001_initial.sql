-- The portal's data: parents, their orders (one per child) and each order's journey.
-- Applied by src/db/migrate.ts inside one transaction; never edit an applied migration,
-- add a new NNN_name.sql instead.

create table users (
  id text primary key,
  email text,
  name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table plans (
  code text primary key,
  name text not null,
  price_cents integer not null check (price_cents >= 0),
  currency text not null,
  billing_interval text not null
);

-- owner_uid is the Firebase uid of the parent; an order may exist before the parent
-- registers (commerce flows), so it does not reference users.
create table orders (
  id text primary key,
  owner_uid text not null,
  purchaser_name text not null,
  child_name text,
  due_date date,
  plan_code text not null references plans (code),
  kit_shipped_at timestamptz,
  collected_at timestamptz,
  lab_processed_at timestamptz,
  created_at timestamptz not null default now()
);
create index orders_owner_idx on orders (owner_uid, created_at, id);

create table medical_forms (
  order_id text primary key references orders (id) on delete cascade,
  status text not null check (status in ('DRAFT', 'SUBMITTED')),
  answers jsonb not null,
  updated_at timestamptz not null default now(),
  submitted_at timestamptz,
  check ((status = 'SUBMITTED') = (submitted_at is not null))
);

create table pickups (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  reference text not null unique,
  status text not null check (status in ('REQUESTED', 'DISPATCHED', 'COLLECTED', 'CANCELLED')),
  location_type text not null check (location_type in ('HOSPITAL', 'HOME')),
  place text not null,
  address text not null,
  collection_date date not null,
  collection_time text not null,
  contact_phone text not null,
  notes text,
  requested_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pickups_order_idx on pickups (order_id, requested_at desc);
-- At most one pick-up in flight per order.
create unique index pickups_one_active_idx on pickups (order_id)
  where status in ('REQUESTED', 'DISPATCHED');

create table certificates (
  order_id text primary key references orders (id) on delete cascade,
  status text not null check (status in ('LOCKED', 'ISSUED')),
  progress integer not null default 0 check (progress between 0 and 100),
  unit_id text,
  child_name text,
  birth_date date,
  collection_date date,
  processing_date date,
  lab text,
  tnc_count double precision,
  cd34_count double precision,
  viability_percent double precision,
  volume_ml double precision,
  storage_site text,
  issued_at timestamptz,
  check (
    status = 'LOCKED'
    or (
      unit_id is not null and child_name is not null and birth_date is not null
      and collection_date is not null and processing_date is not null and lab is not null
      and tnc_count is not null and cd34_count is not null and viability_percent is not null
      and volume_ml is not null and storage_site is not null and issued_at is not null
    )
  )
);

create table invoices (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  number text not null unique,
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null,
  status text not null check (status in ('draft', 'open', 'paid', 'void', 'uncollectible')),
  issued_at timestamptz not null
);
create index invoices_order_idx on invoices (order_id, issued_at);
