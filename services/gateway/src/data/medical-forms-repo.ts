import type { Queryable } from '../db/db.js';
import type { MedicalFormRow, MedicalFormRowStatus } from '../types/rows.js';

const FORM_COLUMNS = `f.order_id as "orderId", f.status, f.answers, f.updated_at as "updatedAt",
  f.submitted_at as "submittedAt", f.version`;

/** The order's form, only when the order belongs to `ownerUid`; null before the first save. */
export async function findMedicalForm(
  db: Queryable,
  ownerUid: string,
  orderId: string,
): Promise<MedicalFormRow | null> {
  const rows = await db.query<MedicalFormRow>(
    `select ${FORM_COLUMNS} from medical_forms f join orders o on o.id = f.order_id
     where f.order_id = $1 and o.owner_uid = $2`,
    [orderId, ownerUid],
  );
  return rows[0] ?? null;
}

/**
 * Writes the form as the next version (the caller has checked ownership, state and the
 * version it was based on inside the same transaction, with the order locked).
 */
export async function writeMedicalForm(
  tx: Queryable,
  orderId: string,
  status: MedicalFormRowStatus,
  answers: Record<string, unknown>,
): Promise<MedicalFormRow> {
  const rows = await tx.query<MedicalFormRow>(
    `insert into medical_forms as f (order_id, status, answers, updated_at, submitted_at, version)
     values ($1, $2, $3::jsonb, now(), case when $2 = 'SUBMITTED' then now() end, 1)
     on conflict (order_id) do update set status = excluded.status, answers = excluded.answers,
       updated_at = excluded.updated_at, submitted_at = excluded.submitted_at,
       version = f.version + 1
     returning ${FORM_COLUMNS}`,
    [orderId, status, JSON.stringify(answers)],
  );
  const saved = rows[0];
  if (!saved) throw new Error('writeMedicalForm: no row returned');
  return saved;
}
