import type { Queryable } from '../db/db.js';
import type { MedicalFormRow, MedicalFormRowStatus } from '../types/rows.js';
import { familyMemberSql } from './family-access.js';

const FORM_COLUMNS = `f.order_id as "orderId", f.status, f.answers, f.updated_at as "updatedAt",
  f.submitted_at as "submittedAt", f.version, f.updated_by_uid as "updatedByUid",
  (select u.name from users u where u.id = f.updated_by_uid) as "updatedByName",
  (select u.email from users u where u.id = f.updated_by_uid) as "updatedByEmail"`;

/** The order's form, only for its family (family-access.ts); null before the first save. */
export async function findMedicalForm(
  db: Queryable,
  uid: string,
  orderId: string,
): Promise<MedicalFormRow | null> {
  const rows = await db.query<MedicalFormRow>(
    `select ${FORM_COLUMNS} from medical_forms f join orders o on o.id = f.order_id
     where f.order_id = $1 and ${familyMemberSql('o', '$2')}`,
    [orderId, uid],
  );
  return rows[0] ?? null;
}

/**
 * Writes the form as the next version, saved by `byUid` (the caller has checked access, state
 * and the version it was based on inside the same transaction, with the order locked).
 */
export async function writeMedicalForm(
  tx: Queryable,
  byUid: string,
  orderId: string,
  status: MedicalFormRowStatus,
  answers: Record<string, unknown>,
): Promise<MedicalFormRow> {
  const rows = await tx.query<MedicalFormRow>(
    `insert into medical_forms as f (order_id, status, answers, updated_at, submitted_at, version,
       updated_by_uid)
     values ($1, $2, $3::jsonb, now(), case when $2 = 'SUBMITTED' then now() end, 1, $4)
     on conflict (order_id) do update set status = excluded.status, answers = excluded.answers,
       updated_at = excluded.updated_at, submitted_at = excluded.submitted_at,
       version = f.version + 1, updated_by_uid = excluded.updated_by_uid
     returning ${FORM_COLUMNS}`,
    [orderId, status, JSON.stringify(answers), byUid],
  );
  const saved = rows[0];
  if (!saved) throw new Error('writeMedicalForm: no row returned');
  return saved;
}
