-- One storage plan per child, whatever the clicks (issue 43). Two tabs, a reload or a retried
-- click start no second payable checkout for the same child: a second start answers the open
-- one. An open checkout that a newer start for the same child supersedes is REPLACED; a
-- payment that reaches a checkout the child no longer needs (REPLACED, or a continuation for a
-- child already covered) is REFUNDED: the functions service refunds it and cancels its plan at
-- the provider, and the parent is told.
alter table checkouts drop constraint checkouts_status_check;
alter table checkouts add constraint checkouts_status_check
  check (status in ('OPEN', 'PAID', 'REPLACED', 'REFUNDED'));
alter table checkouts drop constraint checkouts_check;
alter table checkouts add constraint checkouts_paid_at_check
  check ((status in ('PAID', 'REFUNDED')) = (paid_at is not null));
alter table checkouts add column refund_reason text
  check (refund_reason is null or refund_reason in ('REPLACED', 'ALREADY_COVERED'));
alter table checkouts add constraint checkouts_refunded_check
  check ((status = 'REFUNDED') = (refund_reason is not null));

-- What the bug left behind: of a child's (or, for orders, a buyer's) open checkouts, the newest
-- stays open and the others are replaced.
update checkouts c set status = 'REPLACED'
where c.status = 'OPEN' and c.kind = 'CONTINUATION' and exists (
  select 1 from checkouts d
  where d.kind = 'CONTINUATION' and d.status = 'OPEN' and d.continues_order_id = c.continues_order_id
    and (d.created_at, d.id) > (c.created_at, c.id));
update checkouts c set status = 'REPLACED'
where c.status = 'OPEN' and c.kind = 'ORDER' and exists (
  select 1 from checkouts d
  where d.kind = 'ORDER' and d.status = 'OPEN' and d.buyer_uid = c.buyer_uid
    and (d.created_at, d.id) > (c.created_at, c.id));

-- At most one open continuation per child, and one open order checkout per buyer (an order's
-- child is not born yet: the buyer's one order in progress is that child).
create unique index checkouts_one_open_continuation on checkouts (continues_order_id)
  where kind = 'CONTINUATION' and status = 'OPEN';
create unique index checkouts_one_open_order on checkouts (buyer_uid)
  where kind = 'ORDER' and status = 'OPEN';
