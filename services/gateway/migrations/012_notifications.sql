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
