import type { Queryable } from '../db/db.js';
import { issueCertificate } from '../data/staff-repo.js';
import { VALID_CERTIFICATE } from './staff-support.js';

/** Another parent's order, for cross-account checks. */
export async function insertOrder(
  db: Queryable,
  order: {
    id: string;
    ownerUid: string;
    purchaserName?: string;
    childName?: string;
    planCode?: string;
  },
): Promise<void> {
  await db.query(
    `insert into orders (id, owner_uid, purchaser_name, child_name, plan_code, kit_shipped_at)
     values ($1, $2, $3, $4, $5, now())`,
    [
      order.id,
      order.ownerUid,
      order.purchaserName ?? 'Sam Other',
      order.childName ?? 'Other Child',
      order.planCode ?? 'annual',
    ],
  );
}

/**
 * A guardian of the order, as if the holder had invited them and they had accepted; `ended`:
 * their access was since revoked by the holder.
 */
export async function insertGuardian(
  db: Queryable,
  guardian: { orderId: string; holderUid: string; uid: string; email: string; ended?: boolean },
): Promise<void> {
  const invitation = `inv_${guardian.uid}`;
  await db.query(
    `insert into family_invitations (id, order_id, token_hash, email_lower, invited_by_uid,
       expires_at, accepted_at, accepted_by_uid)
     values ($1, $2, $3, $4, $5, now() + interval '1 day', now(), $6)`,
    [
      invitation,
      guardian.orderId,
      `hash-${guardian.uid}`,
      guardian.email,
      guardian.holderUid,
      guardian.uid,
    ],
  );
  await db.query(
    `insert into family_guardians (id, order_id, guardian_uid, invitation_id, ended_at, ended_how)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      `fg_${guardian.uid}`,
      guardian.orderId,
      guardian.uid,
      invitation,
      guardian.ended ? new Date() : null,
      guardian.ended ? 'REVOKED' : null,
    ],
  );
}

/** A guardian who follows the child and one whose access the holder revoked (the usual pair). */
export async function insertGuardianPair(
  db: Queryable,
  family: {
    orderId: string;
    holderUid: string;
    current: { uid: string; email: string };
    revoked: { uid: string; email: string };
  },
): Promise<void> {
  const { orderId, holderUid } = family;
  await insertGuardian(db, { orderId, holderUid, ...family.current });
  await insertGuardian(db, { orderId, holderUid, ...family.revoked, ended: true });
}

/** The order's unit processed and stored: its certificate issued (a release may be asked). */
export async function storeUnit(db: Queryable, orderId: string, childName = 'Noa'): Promise<void> {
  await issueCertificate(
    db,
    orderId,
    {
      ...VALID_CERTIFICATE,
      unitId: `CBU-2026-${orderId.slice(-6).toUpperCase()}`,
      childName,
      birthDate: '2026-03-01',
      collectionDate: '2026-03-01',
      processingDate: '2026-03-02',
    },
    new Date('2026-03-20T12:00:00Z'),
  );
}
