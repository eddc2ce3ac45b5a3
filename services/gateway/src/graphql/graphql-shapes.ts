/** Rows of the data layer turned into the schema's object shapes. */
import { isChangeable } from '@portal/rules/pickup';
import { iso, isoOrNull } from '../db/instants.js';
import type {
  CertificateRow,
  InvoiceRow,
  MedicalFormRow,
  PickupRow,
  PlanRow,
} from '../types/rows.js';
import { changedByOf } from '../domain/changed-by.js';
import type {
  Certificate,
  Invoice,
  MedicalForm,
  Pickup,
  PickupChecklistItem,
  Plan,
} from '../generated/resolvers.generated.js';

/** `viewerUid`: the caller, for updatedBy.isViewer. */
export function medicalFormOf(row: MedicalFormRow | null, viewerUid: string): MedicalForm {
  if (!row)
    return {
      status: 'NOT_STARTED',
      answers: null,
      version: 0,
      updatedAt: null,
      updatedBy: null,
      submittedAt: null,
    };
  return {
    status: row.status,
    answers: row.answers,
    version: row.version,
    updatedAt: iso(row.updatedAt),
    updatedBy: changedByOf(
      { uid: row.updatedByUid, name: row.updatedByName, email: row.updatedByEmail },
      viewerUid,
    ),
    submittedAt: isoOrNull(row.submittedAt),
  };
}

/** `viewerUid`: the caller, for requestedBy.isViewer. */
export function pickupOf(row: PickupRow, viewerUid: string): Pickup {
  return {
    requestedBy: changedByOf(
      { uid: row.requestedByUid, name: row.requestedByName, email: row.requestedByEmail },
      viewerUid,
    ),
    id: row.id,
    reference: row.reference,
    status: row.status,
    locationType: row.locationType,
    place: row.place,
    address: row.address,
    collectionDate: row.collectionDate,
    collectionTime: row.collectionTime,
    contactPhone: row.contactPhone,
    notes: row.notes,
    timeZone: row.timeZone,
    birthAt: isoOrNull(row.birthAt),
    collectionAt: isoOrNull(row.collectionAt),
    floorUnit: row.floorUnit,
    room: row.room,
    kitLocation: row.kitLocation,
    alternatePhone: row.alternatePhone,
    preferredWindowStartAt: isoOrNull(row.windowStartAt),
    labDeadlineAt: isoOrNull(row.labDeadlineAt),
    checklist: row.checklist.filter(isChecklistItem),
    changeable: isChangeable(row.status),
    requestedAt: iso(row.requestedAt),
    updatedAt: iso(row.updatedAt),
    dispatchedAt: isoOrNull(row.dispatchedAt),
    collectedAt: isoOrNull(row.collectedAt),
    receivedAt: isoOrNull(row.receivedAt),
  };
}

export function certificateOf(row: CertificateRow | null): Certificate {
  if (!row || row.status !== 'ISSUED') {
    return { status: 'LOCKED', progress: row?.progress ?? 0, issued: null };
  }
  const value = <T>(field: T | null): T => {
    // The table's check constraint guarantees every value of an issued certificate.
    if (field === null) throw new Error('certificates: issued certificate with a missing value');
    return field;
  };
  return {
    status: 'ISSUED',
    progress: 100,
    issued: {
      unitId: value(row.unitId),
      childName: value(row.childName),
      birthDate: value(row.birthDate),
      collectionDate: value(row.collectionDate),
      processingDate: value(row.processingDate),
      lab: value(row.lab),
      tncCount: value(row.tncCount),
      cd34Count: value(row.cd34Count),
      viabilityPercent: value(row.viabilityPercent),
      volumeMl: value(row.volumeMl),
      storageSite: value(row.storageSite),
      issuedAt: iso(value(row.issuedAt)),
    },
  };
}

export function planOf(row: PlanRow): Plan {
  return {
    code: row.code,
    name: row.name,
    priceCents: row.priceCents,
    currency: row.currency,
    interval: row.interval,
    description: row.description,
    included: row.included,
  };
}

export function invoiceOf(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    issuedAt: iso(row.issuedAt),
    paidAt: isoOrNull(row.paidAt),
    url: row.url,
  };
}

const CHECKLIST_ITEMS: readonly string[] = [
  'PAPERWORK_SIGNED',
  'MATERNAL_BLOOD_TUBES',
  'ROOM_TEMPERATURE',
] satisfies PickupChecklistItem[];

function isChecklistItem(item: string): item is PickupChecklistItem {
  return CHECKLIST_ITEMS.includes(item);
}
