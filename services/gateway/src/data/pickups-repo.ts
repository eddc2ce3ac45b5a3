import type { Queryable } from '../db/db.js';
import type { PickupDetails, PickupRow, PickupRowStatus } from '../types/rows.js';
import { familyMemberSql } from './family-access.js';

export const PICKUP_COLUMNS = `p.id, p.order_id as "orderId", p.reference, p.status,
  p.location_type as "locationType", p.place, p.address,
  p.collection_date::text as "collectionDate", p.collection_time as "collectionTime",
  p.contact_phone as "contactPhone", p.notes, p.time_zone as "timeZone", p.birth_at as "birthAt",
  p.collection_at as "collectionAt", p.floor_unit as "floorUnit", p.room,
  p.kit_location as "kitLocation", p.alternate_phone as "alternatePhone",
  p.window_start_at as "windowStartAt", p.lab_deadline_at as "labDeadlineAt", p.checklist,
  p.requested_at as "requestedAt",
  p.updated_at as "updatedAt", p.dispatched_at as "dispatchedAt", p.collected_at as "collectedAt",
  p.received_at as "receivedAt", p.requested_by_uid as "requestedByUid",
  (select u.name from users u where u.id = p.requested_by_uid) as "requestedByName",
  (select u.email from users u where u.id = p.requested_by_uid) as "requestedByEmail"`;

/** The order's latest pick-up (whatever its status), only for its family. */
export async function findLatestPickup(
  db: Queryable,
  uid: string,
  orderId: string,
): Promise<PickupRow | null> {
  const rows = await db.query<PickupRow>(
    `select ${PICKUP_COLUMNS} from pickups p join orders o on o.id = p.order_id
     where p.order_id = $1 and ${familyMemberSql('o', '$2')}
     order by p.requested_at desc, p.id desc limit 1`,
    [orderId, uid],
  );
  return rows[0] ?? null;
}

/**
 * The order's latest pick-up for a member of its family, in one statement that also tells
 * whether `uid` is (still) in the family: null when not (a revoked guardian's live stream ends).
 */
export async function findLatestPickupIfMember(
  db: Queryable,
  uid: string,
  orderId: string,
): Promise<{ pickup: PickupRow | null } | null> {
  const rows = await db.query<PickupRow & { memberOrderId: string }>(
    `select o.id as "memberOrderId", latest.* from orders o
     left join lateral (
       select ${PICKUP_COLUMNS} from pickups p where p.order_id = o.id
       order by p.requested_at desc, p.id desc limit 1) latest on true
     where o.id = $1 and ${familyMemberSql('o', '$2')}`,
    [orderId, uid],
  );
  const row = rows[0];
  if (!row) return null;
  const { memberOrderId: _memberOrderId, ...pickup } = row;
  return { pickup: pickup.id ? pickup : null };
}

const DETAIL_VALUES = (details: PickupDetails) => [
  details.locationType,
  details.place,
  details.address,
  details.collectionDate,
  details.collectionTime,
  details.contactPhone,
  details.notes,
  details.timeZone,
  details.birthAt,
  details.collectionAt,
  details.floorUnit,
  details.room,
  details.kitLocation,
  details.alternatePhone,
  details.windowStartAt,
  details.labDeadlineAt,
  details.checklist,
];

export async function insertPickup(
  tx: Queryable,
  pickup: { id: string; orderId: string; reference: string; byUid: string } & PickupDetails,
): Promise<PickupRow> {
  const rows = await tx.query<PickupRow>(
    `insert into pickups as p (id, order_id, reference, status, location_type, place, address,
       collection_date, collection_time, contact_phone, notes, time_zone, birth_at, collection_at,
       floor_unit, room, kit_location, alternate_phone, window_start_at, lab_deadline_at, checklist,
       requested_by_uid)
     values ($1, $2, $3, 'REQUESTED', $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $14, $15,
       $16, $17, $18, $19, $20::text[], $21)
     returning ${PICKUP_COLUMNS}`,
    [pickup.id, pickup.orderId, pickup.reference, ...DETAIL_VALUES(pickup), pickup.byUid],
  );
  return onlyRow(rows);
}

export async function updatePickupDetails(
  tx: Queryable,
  pickupId: string,
  details: PickupDetails,
  byUid: string,
): Promise<PickupRow> {
  const rows = await tx.query<PickupRow>(
    `update pickups p set location_type = $2, place = $3, address = $4, collection_date = $5::date,
       collection_time = $6, contact_phone = $7, notes = $8, time_zone = $9, birth_at = $10,
       collection_at = $11, floor_unit = $12, room = $13, kit_location = $14,
       alternate_phone = $15, window_start_at = $16, lab_deadline_at = $17, checklist = $18::text[],
       updated_at = now(), requested_by_uid = $19
     where p.id = $1 returning ${PICKUP_COLUMNS}`,
    [pickupId, ...DETAIL_VALUES(details), byUid],
  );
  return onlyRow(rows);
}

/** `byUid`: the family member who changed it (a cancel); the bank's staff leave it as it was. */
export async function setPickupStatus(
  tx: Queryable,
  pickupId: string,
  status: PickupRowStatus,
  byUid?: string,
): Promise<PickupRow> {
  const rows = await tx.query<PickupRow>(
    `update pickups p set status = $2, updated_at = now(),
       requested_by_uid = coalesce($3, p.requested_by_uid)
     where p.id = $1
     returning ${PICKUP_COLUMNS}`,
    [pickupId, status, byUid ?? null],
  );
  return onlyRow(rows);
}

export async function pickupReferenceExists(tx: Queryable, reference: string): Promise<boolean> {
  const rows = await tx.query<{ found: number }>(
    'select 1 as found from pickups where reference = $1',
    [reference],
  );
  return rows.length > 0;
}

function onlyRow(rows: PickupRow[]): PickupRow {
  const row = rows[0];
  if (!row) throw new Error('pickups: no row returned');
  return row;
}
