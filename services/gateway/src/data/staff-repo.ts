/**
 * The bank's staff reach every order (never scoped to an owner): only the staff resolvers,
 * behind the staff claim, import this module.
 */
import type { Queryable } from '../db/db.js';
import type { IssuedCertificateValues, OrderRow, PickupRow, UserRow } from '../types/rows.js';
import { ORDER_COLUMNS } from './orders-repo.js';
import { PICKUP_COLUMNS } from './pickups-repo.js';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    'select id, email, name from users where lower(email) = lower($1) order by id limit 1',
    [email],
  );
  return rows[0] ?? null;
}

export async function listPlanCodes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ code: string }>('select code from plans order by code');
  return rows.map((row) => row.code);
}

/** Any order by id, locked until the transaction ends. */
export async function lockOrder(tx: Queryable, orderId: string): Promise<OrderRow | null> {
  const rows = await tx.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o where o.id = $1 for update`,
    [orderId],
  );
  return rows[0] ?? null;
}

export async function findOrder(db: Queryable, orderId: string): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.id = $1`, [
    orderId,
  ]);
  return rows[0] ?? null;
}

export async function insertOrder(
  tx: Queryable,
  order: {
    id: string;
    ownerUid: string;
    purchaserName: string;
    childName: string;
    dueDate: string | null;
    planCode: string;
    createdAt: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into orders (id, owner_uid, purchaser_name, child_name, due_date, plan_code, created_at)
     values ($1, $2, $3, $4, $5::date, $6, $7)`,
    [
      order.id,
      order.ownerUid,
      order.purchaserName,
      order.childName,
      order.dueDate,
      order.planCode,
      order.createdAt,
    ],
  );
}

/** What the bank records on an order; a fact already recorded is never overwritten. */
export interface OrderFacts {
  kitShippedAt?: Date;
  collectedAt?: Date;
  labReceivedAt?: Date;
  labProcessedAt?: Date;
}

export async function recordOrderFacts(
  tx: Queryable,
  orderId: string,
  facts: OrderFacts,
): Promise<void> {
  await tx.query(
    `update orders set kit_shipped_at = coalesce(kit_shipped_at, $2),
       collected_at = coalesce(collected_at, $3), lab_received_at = coalesce(lab_received_at, $4),
       lab_processed_at = coalesce(lab_processed_at, $5)
     where id = $1`,
    [
      orderId,
      facts.kitShippedAt ?? null,
      facts.collectedAt ?? null,
      facts.labReceivedAt ?? null,
      facts.labProcessedAt ?? null,
    ],
  );
}

/**
 * The bank records the medical health form as received outside the portal (on paper or by
 * phone): submitted, with no answers in the portal. Only when the parent has no form row.
 */
export async function recordHealthFormReceived(
  tx: Queryable,
  orderId: string,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into medical_forms (order_id, status, answers, updated_at, submitted_at)
     values ($1, 'SUBMITTED', '{}'::jsonb, $2, $2)`,
    [orderId, at],
  );
}

/** Moves a pick-up to a courier status, setting the times given (kept where already set). */
export async function setCourierStatus(
  tx: Queryable,
  pickupId: string,
  status: 'DISPATCHED' | 'COLLECTED' | 'RECEIVED',
  times: { dispatchedAt?: Date; collectedAt?: Date; receivedAt?: Date },
  at: Date,
): Promise<PickupRow> {
  const rows = await tx.query<PickupRow>(
    `update pickups p set status = $2, updated_at = $6,
       dispatched_at = coalesce(dispatched_at, $3), collected_at = coalesce(collected_at, $4),
       received_at = coalesce(received_at, $5)
     where p.id = $1 returning ${PICKUP_COLUMNS}`,
    [
      pickupId,
      status,
      times.dispatchedAt ?? null,
      times.collectedAt ?? null,
      times.receivedAt ?? null,
      at,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('pickups: no row returned');
  return row;
}

/** Raises the locked certificate's lab progress (never lowers it, never touches an issued one). */
export async function raiseCertificateProgress(
  tx: Queryable,
  orderId: string,
  progress: number,
): Promise<void> {
  await tx.query(
    `insert into certificates as c (order_id, status, progress) values ($1, 'LOCKED', $2)
     on conflict (order_id) do update set progress = greatest(c.progress, excluded.progress)
     where c.status = 'LOCKED'`,
    [orderId, progress],
  );
}

export async function issueCertificate(
  tx: Queryable,
  orderId: string,
  values: IssuedCertificateValues,
  issuedAt: Date,
): Promise<void> {
  const params = [
    orderId,
    values.unitId,
    values.childName,
    values.birthDate,
    values.collectionDate,
    values.processingDate,
    values.lab,
    values.tncCount,
    values.cd34Count,
    values.viabilityPercent,
    values.volumeMl,
    values.storageSite,
    issuedAt,
  ];
  await tx.query(
    `insert into certificates as c (order_id, status, progress, unit_id, child_name, birth_date,
       collection_date, processing_date, lab, tnc_count, cd34_count, viability_percent, volume_ml,
       storage_site, issued_at)
     values ($1, 'ISSUED', 100, $2, $3, $4::date, $5::date, $6::date, $7, $8, $9, $10, $11, $12, $13)
     on conflict (order_id) do update set status = 'ISSUED', progress = 100,
       unit_id = excluded.unit_id, child_name = excluded.child_name,
       birth_date = excluded.birth_date, collection_date = excluded.collection_date,
       processing_date = excluded.processing_date, lab = excluded.lab,
       tnc_count = excluded.tnc_count, cd34_count = excluded.cd34_count,
       viability_percent = excluded.viability_percent, volume_ml = excluded.volume_ml,
       storage_site = excluded.storage_site, issued_at = excluded.issued_at`,
    params,
  );
}

export type StaffOperation =
  | 'findParent'
  | 'findPendingOrders'
  | 'listTextMessages'
  | 'findOrder'
  | 'createOrder'
  /** An order created for an email without a verified account: it waits, owned by nobody. */
  | 'createPendingOrder'
  /** Written when the parent's verified account takes a pending order (pending-orders-repo). */
  | 'attachPendingOrder'
  | 'advanceJourney'
  | 'setPickupStatus'
  | 'issueCertificate'
  | 'listReleaseRequests'
  | 'setReleaseStatus';

/**
 * One audit row. Its shape has no room for a value of the operation: who, what, which parent
 * or order, the step or status it moved to, when.
 */
export async function insertAudit(
  tx: Queryable,
  entry: {
    staffUid: string;
    operation: StaffOperation;
    parentUid: string | null;
    orderId: string | null;
    target: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into staff_audit (staff_uid, operation, parent_uid, order_id, target, at)
     values ($1, $2, $3, $4, $5, $6)`,
    [entry.staffUid, entry.operation, entry.parentUid, entry.orderId, entry.target, entry.at],
  );
}
