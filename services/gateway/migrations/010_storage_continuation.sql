-- A gift pays the plan's first year; the recipient then continues the child's storage with
-- their own card (issue 31): a CONTINUATION checkout for an order that exists, whose
-- subscription is first charged when the gift's term ends.
alter table checkouts drop constraint checkouts_kind_check;
alter table checkouts add constraint checkouts_kind_check
  check (kind in ('ORDER', 'GIFT', 'CONTINUATION'));
alter table checkouts add column continues_order_id text references orders (id) on delete cascade;
alter table checkouts add column first_charge_at timestamptz;
alter table checkouts add constraint checkouts_continuation_shape
  check ((kind = 'CONTINUATION') = (continues_order_id is not null and first_charge_at is not null));
