import type { Queryable } from '../db/db.js';

/** An email as written to the outbox (in the transaction of what caused it). */
export interface OutboundEmail {
  id: string;
  /** What it is about, e.g. FAMILY_INVITATION; never a health value. */
  kind: string;
  /** One email per cause: writing the same key again adds nothing. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxRow extends OutboundEmail {
  attempts: number;
}

/** What a claim takes: rows due at `now`, leased to `leaseId` until `leaseUntil`. */
export interface ClaimOptions {
  now: Date;
  leaseUntil: Date;
  leaseId: string;
  limit: number;
  maxAttempts: number;
}

/** Writes the email to send after commit; false when its dedupeKey was written before. */
export async function enqueueEmail(
  tx: Queryable,
  email: OutboundEmail,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `insert into outbound_emails (id, kind, dedupe_key, to_address, subject, body_text, body_html,
       created_at, next_attempt_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     on conflict (dedupe_key) do nothing returning id`,
    [email.id, email.kind, email.dedupeKey, email.to, email.subject, email.text, email.html, at],
  );
  return rows.length > 0;
}

/**
 * Takes up to `limit` emails due at `now` for one attempt: each is leased to `leaseId` until
 * `leaseUntil` (its next attempt if this one fails or its sender dies, unless renewed), so
 * concurrent dispatchers (other gateway instances) never take the same email at once.
 */
export function claimDueEmails(db: Queryable, options: ClaimOptions): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `update outbound_emails e set attempts = e.attempts + 1, next_attempt_at = $2, lease_id = $5
     where e.id in (
       select id from outbound_emails
       where sent_at is null and next_attempt_at <= $1 and attempts < $4
       order by next_attempt_at, id limit $3 for update skip locked)
     returning e.id, e.kind, e.dedupe_key as "dedupeKey", e.to_address as "to", e.subject,
       e.body_text as text, e.body_html as html, e.attempts`,
    [options.now, options.leaseUntil, options.limit, options.maxAttempts, options.leaseId],
  );
}

/** Extends the lease while its send runs; false when the lease is no longer this holder's. */
export async function renewEmailLease(
  db: Queryable,
  id: string,
  leaseId: string,
  leaseUntil: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update outbound_emails set next_attempt_at = $3
     where id = $1 and lease_id = $2 and sent_at is null returning id`,
    [id, leaseId, leaseUntil],
  );
  return rows.length > 0;
}

/** Marks the email sent (whoever holds the lease: it went out) and ends the lease. */
export async function markEmailSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `update outbound_emails set sent_at = coalesce(sent_at, $2), last_error = null, lease_id = null
     where id = $1`,
    [id, at],
  );
}

/**
 * Records why an attempt failed (a short code, never the message) and when to try again; only
 * while `leaseId` still holds the row (never over another attempt, never on a sent email).
 */
export async function markEmailFailed(
  db: Queryable,
  id: string,
  leaseId: string,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db.query(
    `update outbound_emails set last_error = $3, next_attempt_at = $4, lease_id = null
     where id = $1 and lease_id = $2 and sent_at is null`,
    [id, leaseId, error, nextAttemptAt],
  );
}
