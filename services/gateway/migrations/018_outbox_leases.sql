-- Who holds an outbox row's lease (issue 43): a dispatcher claims one row at a time with a
-- random lease id and keeps renewing the lease (next_attempt_at) while its send runs, so a slow
-- mail server or SMS provider never lets another gateway instance take the row and send it
-- again. A renewal or a failure is recorded only by the lease's holder; null when not leased.
alter table outbound_emails add column lease_id text;
alter table outbound_sms add column lease_id text;
