-- Release and transfer requests (issue 49): the account holder asks for the child's unit to go
-- to a transplant centre or to another bank; the bank moves the request along
-- (@portal/rules/release). `details` holds what the holder typed (names, address, phone,
-- email of the centre or bank, who the patient is, how soon): never a diagnosis. One open
-- request per child, decided here so two tabs cannot open two.
create table release_requests (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  reference text not null unique,
  kind text not null check (kind in ('TRANSPLANT', 'TRANSFER')),
  status text not null check (status in
    ('RECEIVED', 'UNDER_REVIEW', 'NEEDS_INFO', 'APPROVED', 'SHIPPED', 'COMPLETED', 'CANCELLED')),
  details jsonb not null,
  requested_by text not null,
  -- The bank's latest word to the family (NEEDS_INFO asks; CANCELLED may say why).
  bank_message text check (bank_message is null or length(bank_message) between 1 and 1000),
  carrier text check (carrier is null or length(carrier) between 1 and 100),
  tracking_ref text check (tracking_ref is null or length(tracking_ref) between 1 and 100),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index release_requests_one_open on release_requests (order_id)
  where status not in ('COMPLETED', 'CANCELLED');
create index release_requests_order_idx on release_requests (order_id, created_at);

-- Every step of every request, as it happened: who (the holder or a staff member), from what,
-- to what, when, with the bank's message. Written in the same transaction as the change.
create table release_events (
  id text primary key,
  -- The order the steps were written in (two in the same instant keep theirs).
  seq bigint generated always as identity,
  request_id text not null references release_requests (id) on delete cascade,
  actor_uid text not null,
  actor_role text not null check (actor_role in ('HOLDER', 'STAFF')),
  from_status text,
  to_status text not null,
  message text,
  at timestamptz not null
);
create index release_events_request_idx on release_events (request_id, seq);
