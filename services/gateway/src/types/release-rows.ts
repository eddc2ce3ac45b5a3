import type {
  ReleaseActor,
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
