import type {
  ReleaseActor,
  ReleaseFilePurpose,
  ReleaseFileType,
  ReleaseKind,
  ReleaseRequest,
  ReleaseStatus,
} from '@portal/rules/release';

/** A release or transfer request as recorded (migration 021). */
export interface ReleaseRequestRow {
  id: string;
  orderId: string;
  reference: string;
  kind: ReleaseKind;
  status: ReleaseStatus;
  details: ReleaseRequest;
  requestedBy: string;
  bankMessage: string | null;
  carrier: string | null;
  trackingRef: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReleaseEventRow {
  actorUid: string;
  actorRole: ReleaseActor;
  fromStatus: ReleaseStatus | null;
  toStatus: ReleaseStatus;
  message: string | null;
  at: Date;
}

/** A file the holder uploaded for a release request (migration 022); `requestId` once attached. */
export interface ReleaseFileRow {
  id: string;
  orderId: string;
  uploadedBy: string;
  purpose: ReleaseFilePurpose;
  fileName: string;
  contentType: ReleaseFileType;
  byteSize: number;
  fileId: string;
  requestId: string | null;
  createdAt: Date;
}
