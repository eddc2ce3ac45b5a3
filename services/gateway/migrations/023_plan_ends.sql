-- A unit released for a transplant or transferred to another bank ends the child's storage plan
-- at the end of the period paid for (issue 49). The row is written in the transaction that
-- moves the request to COMPLETED, once per child; from then on the gateway never shows the plan
-- as renewing. Whether the payment provider was told is not kept here: it is what the
-- subscription's recorded state says (cancel_at_period_end), so a plan end stays pending for
-- the functions service until the provider's own state confirms it, whatever failed between.
create table plan_ends (
  order_id text primary key references orders (id) on delete cascade,
  release_request_id text not null unique references release_requests (id) on delete cascade,
  reason text not null check (reason in ('RELEASED', 'TRANSFERRED')),
  requested_by text not null,
  requested_at timestamptz not null
);

-- A continuation paid after the child's plan ended is refunded (nothing renews it).
alter table checkouts drop constraint checkouts_refund_reason_check;
alter table checkouts add constraint checkouts_refund_reason_check
  check (refund_reason is null or refund_reason in ('REPLACED', 'ALREADY_COVERED', 'PLAN_ENDED'));
