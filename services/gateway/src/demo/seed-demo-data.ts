import type { Db } from '../db/db.js';
import { demoRows, DEMO_PLANS } from './demo-data.js';
import { DEMO_PARENT } from './demo-parent.js';

const RETIRED_DEMO_INVOICES = ['in_demo_maya_enrolment', 'in_demo_baby_enrolment'];

export interface SeedDemoDataOptions {
  now?: Date;
  /** Put the demo parent's orders back as they were first seeded (forms, pick-ups...). */
  reset?: boolean;
}

/**
 * Writes the demo parent, the plans and the two sibling orders. Idempotent: rows that exist
 * are kept (so a parent's progress in the demo survives a restart) unless `reset` is set.
 */
export async function seedDemoData(db: Db, options: SeedDemoDataOptions = {}): Promise<void> {
  const rows = demoRows(options.now ?? new Date());
  await db.transaction(async (tx) => {
    for (const plan of DEMO_PLANS) {
      await tx.query(
        `insert into plans (code, name, price_cents, currency, billing_interval)
         values ($1, $2, $3, $4, $5)
         on conflict (code) do update set name = excluded.name, price_cents = excluded.price_cents,
           currency = excluded.currency, billing_interval = excluded.billing_interval`,
        [plan.code, plan.name, plan.priceCents, plan.currency, plan.interval],
      );
    }
    await tx.query(
      `insert into users (id, email, name) values ($1, $2, $3)
       on conflict (id) do update set email = excluded.email, name = excluded.name`,
      [rows.user.id, rows.user.email, rows.user.name],
    );
    if (options.reset) {
      await tx.query('delete from orders where owner_uid = $1', [DEMO_PARENT.uid]);
    }
    for (const order of rows.orders) {
      await tx.query(
        `insert into orders (id, owner_uid, purchaser_name, child_name, due_date, plan_code,
           kit_shipped_at, collected_at, lab_processed_at, created_at)
         values ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10) on conflict (id) do nothing`,
        [
          order.id,
          order.ownerUid,
          order.purchaserName,
          order.childName,
          order.dueDate,
          order.planCode,
          order.kitShippedAt,
          order.collectedAt,
          order.labProcessedAt,
          order.createdAt,
        ],
      );
    }
    for (const form of rows.medicalForms) {
      await tx.query(
        `insert into medical_forms (order_id, status, answers, updated_at, submitted_at)
         values ($1, 'SUBMITTED', $2::jsonb, $3, $4) on conflict (order_id) do nothing`,
        [form.orderId, JSON.stringify(form.answers), form.updatedAt, form.submittedAt],
      );
    }
    for (const pickup of rows.pickups) {
      await tx.query(
        `insert into pickups (id, order_id, reference, status, location_type, place, address,
           collection_date, collection_time, contact_phone, notes, requested_at, updated_at,
           dispatched_at, collected_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13, $14, $15)
         on conflict (id) do nothing`,
        [
          pickup.id,
          pickup.orderId,
          pickup.reference,
          pickup.status,
          pickup.locationType,
          pickup.place,
          pickup.address,
          pickup.collectionDate,
          pickup.collectionTime,
          pickup.contactPhone,
          pickup.notes,
          pickup.requestedAt,
          pickup.updatedAt,
          pickup.dispatchedAt,
          pickup.collectedAt,
        ],
      );
    }
    for (const certificate of rows.certificates) {
      await tx.query(
        `insert into certificates (order_id, status, progress, unit_id, child_name, birth_date,
           collection_date, processing_date, lab, tnc_count, cd34_count, viability_percent,
           volume_ml, storage_site, issued_at)
         values ($1, $2, $3, $4, $5, $6::date, $7::date, $8::date, $9, $10, $11, $12, $13, $14, $15)
         on conflict (order_id) do nothing`,
        [
          certificate.orderId,
          certificate.status,
          certificate.progress,
          certificate.unitId,
          certificate.childName,
          certificate.birthDate,
          certificate.collectionDate,
          certificate.processingDate,
          certificate.lab,
          certificate.tncCount,
          certificate.cd34Count,
          certificate.viabilityPercent,
          certificate.volumeMl,
          certificate.storageSite,
          certificate.issuedAt,
        ],
      );
    }
    // Invoices of earlier demos that told another story (an enrolment fee no plan charges, a
    // failed payment with no plan behind it).
    await tx.query(
      `delete from invoices
       where id = any($1::text[]) or (id = 'in_demo_baby_storage_1' and status = 'open')`,
      [RETIRED_DEMO_INVOICES],
    );
    for (const invoice of rows.invoices) {
      await tx.query(
        `insert into invoices (id, order_id, number, amount_cents, currency, status, issued_at,
           paid_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
        [
          invoice.id,
          invoice.orderId,
          invoice.number,
          invoice.amountCents,
          invoice.currency,
          invoice.status,
          invoice.issuedAt,
          invoice.paidAt,
        ],
      );
    }
    for (const subscription of rows.subscriptions) {
      const { checkout, card } = subscription;
      await tx.query(
        `insert into checkouts (id, reference, kind, buyer_uid, idempotency_key, plan_code,
           amount_cents, currency, details, status, provider, payment_ref, order_id, created_at,
           paid_at)
         values ($1, $2, 'ORDER', $3, $4, $5, $6, 'usd', $7::jsonb, 'PAID', 'local', $8, $9, $10,
           $10)
         on conflict (id) do update set order_id = excluded.order_id`,
        [
          checkout.id,
          checkout.reference,
          DEMO_PARENT.uid,
          checkout.idempotencyKey,
          checkout.planCode,
          checkout.amountCents,
          JSON.stringify(checkout.details),
          `cs_local_${checkout.id}`,
          checkout.orderId,
          checkout.paidAt,
        ],
      );
      if (options.reset) {
        await tx.query('delete from subscriptions where checkout_id = $1', [checkout.id]);
        await tx.query('delete from invoices where checkout_id = $1', [checkout.id]);
      }
      await tx.query(
        `insert into subscriptions (checkout_id, provider, subscription_ref, customer_ref, status,
           current_period_start, current_period_end, card_brand, card_last4, card_exp_month,
           card_exp_year, state_at)
         values ($1, 'local', $2, $3, 'active', $4, $5, $6, $7, $8, $9, $4)
         on conflict (checkout_id) do nothing`,
        [
          checkout.id,
          subscription.subscriptionRef,
          subscription.customerRef,
          subscription.currentPeriodStart,
          subscription.currentPeriodEnd,
          card.brand,
          card.last4,
          card.expMonth,
          card.expYear,
        ],
      );
    }
  });
}
