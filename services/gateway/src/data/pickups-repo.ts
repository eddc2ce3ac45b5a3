import type { Queryable } from '../db/db.js';
import type { PickupDetails, PickupRow, PickupRowStatus } from '../types/rows.js';

export const PICKUP_COLUMNS = `p.id, p.order_id as "orderId", p.reference, p.status,
  p.location_type as "locationType", p.place, p.address,
  p.collection_date::text as "collectionDate", p.collection_time as "collectionTime",
  p.contact_phone as "contactPhone", p.notes, p.time_zone as "timeZone", p.birth_at as "birthAt",
  p.collection_at as "collectionAt", p.floor_unit as "floorUnit", p.room,
  p.kit_location as "kitLocation", p.alternate_phone as "alternatePhone",
  p.window_start_at as "windowStartAt", p.lab_deadline_at as "labDeadlineAt", p.checklist,
  p.requested_at as "requestedAt",
  p.updated_at as "updatedAt", p.dispatched_at as "dispatchedAt", p.collected_at as "collectedAt",
  p.received_at as "receivedAt"`;

/** The order's latest pick-up (whatever its status), only for the order's owner. */
export async function findLatestPickup(
  db: Queryable,
  ownerUid: string,
  orderId: string,
): Promise<PickupRow | null> {
  const rows = await db.query<PickupRow>(
    `select ${PICKUP_COLUMNS} from pickups p join orders o on o.id = p.order_id
     where p.order_id = $1 and o.owner_uid = $2
     order by p.requested_at desc, p.id desc limit 1`,
    [orderId, ownerUid],
  );
  return rows[0] ?? null;
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
  pickup: { id: string; orderId: string; reference: string } & PickupDetails,
): Promise<PickupRow> {
  const rows = await tx.query<PickupRow>(
    `insert into pickups as p (id, order_id, reference, status, location_type, place, address,
       collection_date, collection_time, contact_phone, notes, time_zone, birth_at, collection_at,
       floor_unit, room, kit_location, alternate_phone, window_start_at, lab_deadline_at, checklist)
     values ($1, $2, $3, 'REQUESTED', $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $14, $15,
       $16, $17, $18, $19, $20::text[])
     returning ${PICKUP_COLUMNS}`,
    [pickup.id, pickup.orderId, pickup.reference, ...DETAIL_VALUES(pickup)],
  );
  return onlyRow(rows);
}

export async function updatePickupDetails(
  tx: Queryable,
  pickupId: string,
  details: PickupDetails,
): Promise<PickupRow> {
  const rows = await tx.query<PickupRow>(
    `update pickups p set location_type = $2, place = $3, address = $4, collection_date = $5::date,
       collection_time = $6, contact_phone = $7, notes = $8, time_zone = $9, birth_at = $10,
       collection_at = $11, floor_unit = $12, room = $13, kit_location = $14,
       alternate_phone = $15, window_start_at = $16, lab_deadline_at = $17, checklist = $18::text[],
       updated_at = now()
     where p.id = $1 returning ${PICKUP_COLUMNS}`,
    [pickupId, ...DETAIL_VALUES(details)],
  );
  return onlyRow(rows);
}

export async function setPickupStatus(
  tx: Queryable,
  pickupId: string,
  status: PickupRowStatus,
): Promise<PickupRow> {
  const rows = await tx.query<PickupRow>(
    `update pickups p set status = $2, updated_at = now() where p.id = $1
     returning ${PICKUP_COLUMNS}`,
    [pickupId, status],
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
