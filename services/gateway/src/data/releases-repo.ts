import { randomBytes } from 'node:crypto';
import type { ReleaseActor, ReleaseRequest, ReleaseStatus } from '@portal/rules/release';
import type { Queryable } from '../db/db.js';
import type { ReleaseEventRow, ReleaseRequestRow } from '../types/release-rows.js';

export type { ReleaseEventRow, ReleaseRequestRow } from '../types/release-rows.js';

const COLUMNS = `r.id, r.order_id as "orderId", r.reference, r.kind, r.status, r.details,
  r.requested_by as "requestedBy", r.bank_message as "bankMessage", r.carrier,
  r.tracking_ref as "trackingRef", r.created_at as "createdAt", r.updated_at as "updatedAt"`;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function recordEvent(
  tx: Queryable,
  requestId: string,
  event: ReleaseEventRow,
): Promise<void> {
  await tx.query(
    `insert into release_events (id, request_id, actor_uid, actor_role, from_status, to_status,
       message, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      newId('rev'),
      requestId,
      event.actorUid,
      event.actorRole,
      event.fromStatus,
      event.toStatus,
      event.message,
      event.at,
    ],
  );
}

/**
 * Records a new request, RECEIVED, with its first event; null when the child has an open
 * request already (the one-open index decides between two starts at the same instant).
 * Run it in a transaction.
 */
export async function insertReleaseRequest(
  tx: Queryable,
  request: {
    orderId: string;
    reference: string;
    details: ReleaseRequest;
    requestedBy: string;
    at: Date;
  },
): Promise<ReleaseRequestRow | null> {
  const id = newId('rel');
  const [row] = await tx.query<ReleaseRequestRow>(
    `insert into release_requests as r (id, order_id, reference, kind, status, details,
       requested_by, created_at, updated_at)
     values ($1, $2, $3, $4, 'RECEIVED', $5::jsonb, $6, $7, $7)
     on conflict do nothing
     returning ${COLUMNS}`,
    [
      id,
      request.orderId,
      request.reference,
      request.details.kind,
      JSON.stringify(request.details),
      request.requestedBy,
      request.at,
    ],
  );
  if (!row) return null;
  await recordEvent(tx, id, {
    actorUid: request.requestedBy,
    actorRole: 'HOLDER',
    fromStatus: null,
    toStatus: 'RECEIVED',
    message: null,
    at: request.at,
  });
  return row;
}

/** The child's latest request (open or not), or null when none was ever made. */
export async function latestReleaseOf(
  db: Queryable,
  orderId: string,
): Promise<ReleaseRequestRow | null> {
  const [row] = await db.query<ReleaseRequestRow>(
    `select ${COLUMNS} from release_requests r where r.order_id = $1
     order by r.created_at desc, r.id desc limit 1`,
    [orderId],
  );
  return row ?? null;
}

/**
 * Moves a request from `from` to `to` and records the step; null when it is no longer at
 * `from` (another change came first: the caller reads it again). The caller has checked the
 * move against @portal/rules/release. A message or a tracking reference replaces the last.
 */
export async function moveReleaseRequest(
  tx: Queryable,
  move: {
    id: string;
    from: ReleaseStatus;
    to: ReleaseStatus;
    actorUid: string;
    actorRole: ReleaseActor;
    message?: string | null;
    carrier?: string | null;
    trackingRef?: string | null;
    at: Date;
  },
): Promise<ReleaseRequestRow | null> {
  const [row] = await tx.query<ReleaseRequestRow>(
    `update release_requests r set status = $3, updated_at = $4,
       bank_message = case when $5::text is not null then $5::text else r.bank_message end,
       carrier = coalesce($6::text, r.carrier),
       tracking_ref = coalesce($7::text, r.tracking_ref)
     where r.id = $1 and r.status = $2
     returning ${COLUMNS}`,
    [
      move.id,
      move.from,
      move.to,
      move.at,
      move.actorRole === 'STAFF' ? (move.message ?? null) : null,
      move.carrier ?? null,
      move.trackingRef ?? null,
    ],
  );
  if (!row) return null;
  await recordEvent(tx, move.id, {
    actorUid: move.actorUid,
    actorRole: move.actorRole,
    fromStatus: move.from,
    toStatus: move.to,
    message: move.message ?? null,
    at: move.at,
  });
  return row;
}

/** A request's steps, oldest first (the audit the bank reads). */
export function releaseEventsOf(db: Queryable, requestId: string): Promise<ReleaseEventRow[]> {
  return db.query<ReleaseEventRow>(
    `select actor_uid as "actorUid", actor_role as "actorRole", from_status as "fromStatus",
       to_status as "toStatus", message, at
     from release_events where request_id = $1 order by seq`,
    [requestId],
  );
}

/** The open requests of every child, oldest first, with the child's holder (the bank's list). */
export function openReleaseRequests(
  db: Queryable,
): Promise<(ReleaseRequestRow & { parentUid: string })[]> {
  return db.query<ReleaseRequestRow & { parentUid: string }>(
    `select ${COLUMNS}, o.owner_uid as "parentUid"
     from release_requests r join orders o on o.id = r.order_id
     where r.status not in ('COMPLETED', 'CANCELLED')
     order by r.created_at, r.id`,
  );
}
