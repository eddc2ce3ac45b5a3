import type { CertificateRow, MedicalFormRow, OrderRow, PickupRow } from '../types/rows.js';
import type { JourneyFacts } from './journey.js';

/** What has happened to an order, as recorded in its rows (see journeyOf for the steps). */
export function journeyFactsOf(records: {
  order: OrderRow;
  form: MedicalFormRow | null;
  pickup: PickupRow | null;
  certificate: CertificateRow | null;
}): JourneyFacts {
  const { order, form, pickup, certificate } = records;
  const issuedAt = certificate?.status === 'ISSUED' ? certificate.issuedAt : null;
  return {
    KIT_SHIPPED: order.kitShippedAt,
    HEALTH_FORM: form?.submittedAt ?? null,
    // The birth (collection) as recorded by the bank, or else the courier's collection.
    BIRTH_AND_PICKUP: order.collectedAt ?? pickup?.collectedAt ?? null,
    LAB_PROCESSING: order.labProcessedAt ?? issuedAt,
    CERTIFICATE_READY: issuedAt,
  };
}
