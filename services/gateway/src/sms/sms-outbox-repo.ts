import type { Queryable } from '../db/db.js';
import type { ClaimOptions } from '../mail/outbox-repo.js';

export interface OutboundSms {
  id: string;
  kind: string;
  dedupeKey: string;
  to: string;
  body: string;
}

export interface SmsOutboxRow extends OutboundSms {
  attempts: number;
}

/** What the provider answered for a text message it took. */
export interface SmsSent {
  provider: 'local' | 'twilio';
  ref: string;
}

export interface SmsListRow {
  id: string;
  kind: string;
  to: string;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
  provider: string | null;
  attempts: number;
}

/** Writes the text message to send after commit; false when its dedupeKey was written before. */
export async function enqueueSms(tx: Queryable, sms: OutboundSms, at: Date): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `insert into outbound_sms (id, kind, dedupe_key, to_number, body, created_at, next_attempt_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (dedupe_key) do nothing returning id`,
    [sms.id, sms.kind, sms.dedupeKey, sms.to, sms.body, at],
  );
  return rows.length > 0;
}

/** Leases due text messages for one attempt (as claimDueEmails). */
export function claimDueSms(db: Queryable, options: ClaimOptions): Promise<SmsOutboxRow[]> {
  return db.query<SmsOutboxRow>(
    `update outbound_sms s set attempts = s.attempts + 1, next_attempt_at = $2, lease_id = $5
     where s.id in (
       select id from outbound_sms
       where sent_at is null and next_attempt_at <= $1 and attempts < $4
       order by next_attempt_at, id limit $3 for update skip locked)
     returning s.id, s.kind, s.dedupe_key as "dedupeKey", s.to_number as "to", s.body, s.attempts`,
    [options.now, options.leaseUntil, options.limit, options.maxAttempts, options.leaseId],
  );
}

/** Extends the lease while its send runs (as renewEmailLease). */
export async function renewSmsLease(
  db: Queryable,
  id: string,
  leaseId: string,
  leaseUntil: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update outbound_sms set next_attempt_at = $3
     where id = $1 and lease_id = $2 and sent_at is null returning id`,
    [id, leaseId, leaseUntil],
  );
  return rows.length > 0;
}

export async function markSmsSent(
  db: Queryable,
  id: string,
  at: Date,
  sent: SmsSent,
): Promise<void> {
  await db.query(
    `update outbound_sms set sent_at = coalesce(sent_at, $2), provider = $3, provider_ref = $4,
       last_error = null, lease_id = null
     where id = $1`,
    [id, at, sent.provider, sent.ref],
  );
}

/** As markEmailFailed: only while `leaseId` still holds the row. */
export async function markSmsFailed(
  db: Queryable,
  id: string,
  leaseId: string,
  code: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db.query(
    `update outbound_sms set last_error = $3, next_attempt_at = $4, lease_id = null
     where id = $1 and lease_id = $2 and sent_at is null`,
    [id, leaseId, code, nextAttemptAt],
  );
}

/** The newest text messages (the local outbox), newest first. */
export function listSms(db: Queryable, limit: number): Promise<SmsListRow[]> {
  return db.query<SmsListRow>(
    `select id, kind, to_number as "to", body, created_at as "createdAt", sent_at as "sentAt",
       provider, attempts
     from outbound_sms order by created_at desc, id desc limit $1`,
    [limit],
  );
}
