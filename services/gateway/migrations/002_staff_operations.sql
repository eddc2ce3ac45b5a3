-- The bank's side: staff move an order through its journey (issue 8).

-- When the lab received the unit (the courier's delivery or a staff record of it).
alter table orders add column lab_received_at timestamptz;

-- The courier's statuses, each with its time; RECEIVED = delivered to the lab.
alter table pickups drop constraint pickups_status_check;
alter table pickups add constraint pickups_status_check
  check (status in ('REQUESTED', 'DISPATCHED', 'COLLECTED', 'RECEIVED', 'CANCELLED'));
alter table pickups add column dispatched_at timestamptz;
alter table pickups add column collected_at timestamptz;
alter table pickups add column received_at timestamptz;
update pickups set dispatched_at = updated_at where status = 'DISPATCHED';
update pickups set collected_at = updated_at where status = 'COLLECTED';

-- One row per staff operation: who, what, which parent or order, when. By design it has no
-- column for a value of the operation (lab values, form answers, notes): only the step or
-- status an order was moved to.
create table staff_audit (
  id bigint generated always as identity primary key,
  staff_uid text not null,
  operation text not null,
  parent_uid text,
  order_id text,
  -- The journey step or courier status the operation moved the order to, if any.
  target text,
  at timestamptz not null default now()
);
create index staff_audit_order_idx on staff_audit (order_id, at);
create index staff_audit_staff_idx on staff_audit (staff_uid, at);
