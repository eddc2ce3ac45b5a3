-- Notifications (issue 33): a journey or billing event of a child becomes one notification,
-- delivered to every member of the child's family at that moment (the holder and current
-- guardians), each with their own read state. Nothing in them is a health value: a kind, the
-- order, and when.
create table notifications (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  kind text not null,
  -- One notification per event: a retried event (a replayed webhook, a repeated call) adds none.
  dedupe_key text not null unique,
  created_at timestamptz not null default now()
);
create index notifications_order_idx on notifications (order_id, created_at);

create table notification_recipients (
  notification_id text not null references notifications (id) on delete cascade,
  uid text not null,
  read_at timestamptz,
  primary key (notification_id, uid)
);
create index notification_recipients_uid_idx on notification_recipients (uid, notification_id);

-- How each person wants to hear, per kind: also by email, also by text message (both off until
-- they choose), and the mobile number texts go to.
create table notification_preferences (
  uid text not null,
  kind text not null,
  email boolean not null default false,
  sms boolean not null default false,
  primary key (uid, kind)
);
alter table users add column mobile_phone text;

-- Text messages waiting to go out, and those sent (src/sms/), as outbound_emails: written in
-- the event's transaction, one per cause, sent after commit by the provider (Twilio when its
-- key is set; locally the outbox itself is the phone: `npm run ops -- outbox` lists it).
create table outbound_sms (
  id text primary key,
  kind text not null,
  dedupe_key text not null unique,
  to_number text not null,
  body text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  -- local or twilio, and the provider's message id.
  provider text,
  provider_ref text,
  last_error text
);
create index outbound_sms_due_idx on outbound_sms (next_attempt_at) where sent_at is null;
