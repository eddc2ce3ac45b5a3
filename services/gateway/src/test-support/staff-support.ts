/** What the staff operations' suites share: a staff token, the documents, the audit rows. */
import { STAFF_CLAIMS } from '@portal/service-kit/auth';
import type { Queryable } from '../db/db.js';
import { emulatorIdToken, type TokenClaims } from './emulator-tokens.js';

export const STAFF = { uid: 'staff-member', email: 'lab.staff@bank.example', name: 'Lee Lab' };

export function staffToken(overrides: Partial<TokenClaims> = {}): string {
  return emulatorIdToken({
    uid: STAFF.uid,
    email: STAFF.email,
    name: STAFF.name,
    customClaims: { ...STAFF_CLAIMS },
    ...overrides,
  });
}

const ORDER_FIELDS = `id ownerUid pendingForEmail purchaserName childName dueDate planCode createdAt stage
  journey { stage status completedAt } pickupStatus certificateStatus labReceivedAt`;

export const STAFF_DOCUMENTS = {
  parent: `query StaffParent($email: String!) {
    staff { parent(email: $email) { uid email name orders { ${ORDER_FIELDS} } } }
  }`,
  pendingOrders: `query StaffPendingOrders($email: String!) {
    staff { pendingOrders(email: $email) { ${ORDER_FIELDS} } }
  }`,
  createOrder: `mutation StaffCreateOrder($input: StaffCreateOrderInput!) {
    staff { createOrder(input: $input) { ${ORDER_FIELDS} } }
  }`,
  advanceJourney: `mutation StaffAdvance($input: StaffAdvanceJourneyInput!) {
    staff { advanceJourney(input: $input) { ${ORDER_FIELDS} } }
  }`,
  setPickupStatus: `mutation StaffPickup($input: StaffPickupStatusInput!) {
    staff { setPickupStatus(input: $input) { ${ORDER_FIELDS} } }
  }`,
  issueCertificate: `mutation StaffCertificate($input: StaffIssueCertificateInput!) {
    staff { issueCertificate(input: $input) { ${ORDER_FIELDS} } }
  }`,
} as const;

export interface StaffOrderData {
  id: string;
  ownerUid: string;
  pendingForEmail: string | null;
  purchaserName: string;
  childName: string | null;
  dueDate: string | null;
  planCode: string;
  createdAt: string;
  stage: string;
  journey: { stage: string; status: string; completedAt: string | null }[];
  pickupStatus: string | null;
  certificateStatus: string;
  labReceivedAt: string | null;
}

/** Lab values that pass every rule (the order knows the rest). */
export const VALID_CERTIFICATE = {
  unitId: 'CBU-2026-100-0001',
  lab: 'Cord Blood Processing Laboratory, Tucson, AZ',
  tncCount: 12.7,
  cd34Count: 4.9,
  viabilityPercent: 96.2,
  volumeMl: 87.5,
  storageSite: 'Cryogenic Storage Vault B, Tucson, AZ',
};

export interface AuditRow {
  staffUid: string;
  operation: string;
  parentUid: string | null;
  orderId: string | null;
  target: string | null;
  at: Date;
}

export function auditRows(db: Queryable): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `select staff_uid as "staffUid", operation, parent_uid as "parentUid", order_id as "orderId",
       target, at from staff_audit order by id`,
  );
}
