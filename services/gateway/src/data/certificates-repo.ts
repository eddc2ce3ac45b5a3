import type { Queryable } from '../db/db.js';
import type { CertificateRow } from '../types/rows.js';
import { familyMemberSql } from './family-access.js';

/** The order's certificate record, only for its family; null while nothing is recorded. */
export async function findCertificate(
  db: Queryable,
  uid: string,
  orderId: string,
): Promise<CertificateRow | null> {
  const rows = await db.query<CertificateRow>(
    `select c.order_id as "orderId", c.status, c.progress, c.unit_id as "unitId",
       c.child_name as "childName", c.birth_date::text as "birthDate",
       c.collection_date::text as "collectionDate", c.processing_date::text as "processingDate",
       c.lab, c.tnc_count as "tncCount", c.cd34_count as "cd34Count",
       c.viability_percent as "viabilityPercent", c.volume_ml as "volumeMl",
       c.storage_site as "storageSite", c.issued_at as "issuedAt"
     from certificates c join orders o on o.id = c.order_id
     where c.order_id = $1 and ${familyMemberSql('o', '$2')}`,
    [orderId, uid],
  );
  return rows[0] ?? null;
}
