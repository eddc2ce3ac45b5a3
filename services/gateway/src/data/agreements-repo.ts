import { randomBytes } from 'node:crypto';
import type { AgreementLanguage, AgreementTerms } from '@portal/rules/agreement';
import type { Queryable } from '../db/db.js';
import { familyMemberSql } from './family-access.js';

/** A storage agreement as accepted at a checkout (migration 020): recorded once, never changed. */
export interface AgreementRow {
  id: string;
  checkoutId: string;
  accountUid: string;
  version: string;
  language: AgreementLanguage;
  terms: AgreementTerms;
  acceptedAt: Date;
}

const COLUMNS = `a.id, a.checkout_id as "checkoutId", a.account_uid as "accountUid", a.version,
  a.language, a.terms, a.accepted_at as "acceptedAt"`;

export const newAgreementId = (): string => `agr_${randomBytes(12).toString('hex')}`;

/**
 * Records the agreement accepted for a checkout, once: a retried start, a second tab answered
 * the same checkout, keeps the first acceptance as it was.
 */
export async function recordAgreement(db: Queryable, agreement: AgreementRow): Promise<void> {
  await db.query(
    `insert into storage_agreements
       (id, checkout_id, account_uid, version, language, terms, accepted_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (checkout_id) do nothing`,
    [
      agreement.id,
      agreement.checkoutId,
      agreement.accountUid,
      agreement.version,
      agreement.language,
      JSON.stringify(agreement.terms),
      agreement.acceptedAt,
    ],
  );
}

export async function agreementOfCheckout(
  db: Queryable,
  checkoutId: string,
): Promise<AgreementRow | null> {
  const [row] = await db.query<AgreementRow>(
    `select ${COLUMNS} from storage_agreements a where a.checkout_id = $1`,
    [checkoutId],
  );
  return row ?? null;
}

/**
 * The agreements that govern a child's storage: those of the paid checkouts that made the order
 * (an order, a redeemed gift) or continued it. `o` is the orders row.
 */
const GOVERNS_ORDER = `exists (select 1 from checkouts c where c.id = a.checkout_id and c.status = 'PAID'
  and ((c.kind = 'ORDER' and c.order_id = o.id)
    or (c.kind = 'CONTINUATION' and c.continues_order_id = o.id)
    or (c.kind = 'GIFT' and exists (select 1 from gifts g where g.checkout_id = c.id and g.order_id = o.id))))`;

/** A child's agreements, newest first. */
export function agreementsOfOrder(db: Queryable, orderId: string): Promise<AgreementRow[]> {
  return db.query<AgreementRow>(
    `select ${COLUMNS} from storage_agreements a, orders o
     where o.id = $1 and ${GOVERNS_ORDER}
     order by a.accepted_at desc, a.id desc`,
    [orderId],
  );
}

/**
 * An agreement with its child's order and holder, when the caller is in that child's family (or
 * is staff, `anyFamily`); null otherwise, as for one that does not exist.
 */
export async function agreementForDownload(
  db: Queryable,
  agreementId: string,
  caller: { uid: string; anyFamily: boolean },
): Promise<(AgreementRow & { orderId: string; ownerUid: string; reference: string }) | null> {
  const family = caller.anyFamily ? 'true' : familyMemberSql('o', '$2');
  const [row] = await db.query<
    AgreementRow & { orderId: string; ownerUid: string; reference: string }
  >(
    `select ${COLUMNS}, o.id as "orderId", o.owner_uid as "ownerUid",
       (select c.reference from checkouts c where c.id = a.checkout_id) as "reference"
     from storage_agreements a, orders o
     where a.id = $1 and ${GOVERNS_ORDER} and ${family}
     limit 1`,
    caller.anyFamily ? [agreementId] : [agreementId, caller.uid],
  );
  return row ?? null;
}
