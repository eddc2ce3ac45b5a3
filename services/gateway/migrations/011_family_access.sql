-- Family access (issue 32). A child's family is the order's owner (the account holder) and the
-- guardians the holder invited and who accepted with the invited, verified email. Access is
-- decided in one place (src/data/family-access.ts) from these rows.

-- An invitation sent by email. Only the token's SHA-256 is kept: the link in the email is the
-- only copy of the token. An invitation is open while accepted_at, cancelled_at are null and
-- expires_at is ahead.
create table family_invitations (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  token_hash text not null unique,
  -- Emails compare case-insensitively.
  email_lower text not null,
  invited_by_uid text not null,
  -- Who invited, as the invitation page and email name them (their name then, and sign-in email).
  invited_by_name text,
  invited_by_email text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by_uid text,
  cancelled_at timestamptz
);
create index family_invitations_order_idx on family_invitations (order_id);
-- One open invitation per email and child.
create unique index family_invitations_open_idx on family_invitations (order_id, email_lower)
  where accepted_at is null and cancelled_at is null;

-- A guardian's access to a child's order: current while ended_at is null. A revoked or departed
-- guardian keeps the row (who had access, and when), and a new invitation adds a new one.
create table family_guardians (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  guardian_uid text not null,
  invitation_id text not null references family_invitations (id),
  joined_at timestamptz not null default now(),
  ended_at timestamptz,
  -- REVOKED by the holder, or LEFT by the guardian.
  ended_how text check (ended_how in ('REVOKED', 'LEFT')),
  check ((ended_at is null) = (ended_how is null))
);
create unique index family_guardians_current_idx on family_guardians (order_id, guardian_uid)
  where ended_at is null;
create index family_guardians_uid_idx on family_guardians (guardian_uid) where ended_at is null;

-- Who made the changes two people may make.
alter table medical_forms add column updated_by_uid text;
alter table pickups add column requested_by_uid text;

-- Emails waiting to go out, and those sent (src/mail/). A row is written in the transaction of
-- what caused it, so an email is never lost nor sent for a change that rolled back; the
-- dispatcher sends it after commit, retrying with back-off, and marks it sent once.
create table outbound_emails (
  id text primary key,
  -- What it is about (e.g. FAMILY_INVITATION); never a health value.
  kind text not null,
  -- One email per cause: a retried cause adds none.
  dedupe_key text not null unique,
  to_address text not null,
  subject text not null,
  body_text text not null,
  body_html text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  -- The SMTP server's last refusal, without the message.
  last_error text
);
create index outbound_emails_due_idx on outbound_emails (next_attempt_at) where sent_at is null;
