/**
 * A release or transfer request's life (issue 49), the one table the page, the gateway and the
 * bank's tools read: the statuses in order, which change may follow which, and who may make it.
 */
export const RELEASE_STATUSES = [
  'RECEIVED',
  'UNDER_REVIEW',
  'NEEDS_INFO',
  'APPROVED',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** A request is for a transplant (to a treating physician's centre) or a transfer to another bank. */
export const RELEASE_KINDS = ['TRANSPLANT', 'TRANSFER'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

/** Where a request ends: no change follows. */
export const CLOSED_STATUSES: ReadonlySet<ReleaseStatus> = new Set(['COMPLETED', 'CANCELLED']);

/** The bank's changes: from each status, the ones staff may move a request to. */
const STAFF_MOVES: Readonly<Record<ReleaseStatus, readonly ReleaseStatus[]>> = {
  RECEIVED: ['UNDER_REVIEW', 'NEEDS_INFO', 'APPROVED', 'CANCELLED'],
  UNDER_REVIEW: ['NEEDS_INFO', 'APPROVED', 'CANCELLED'],
  NEEDS_INFO: ['UNDER_REVIEW', 'APPROVED', 'CANCELLED'],
  APPROVED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

export type ReleaseActor = 'HOLDER' | 'STAFF';

/** Why a change is refused, by a stable code (the gateway answers CONFLICT with it). */
export type ReleaseMoveRefusal =
  'CLOSED' | 'NOT_NEXT' | 'HOLDER_CANCELS_BEFORE_APPROVAL' | 'HOLDER_ANSWERS_WHEN_ASKED';

/**
 * Whether `actor` may move a request from `from` to `to`: staff along the table above; the
 * account holder only cancels before approval, and answers (back to UNDER_REVIEW) only when the
 * bank asked for more information. A guardian never changes a request.
 */
export function releaseMove(
  actor: ReleaseActor,
  from: ReleaseStatus,
  to: ReleaseStatus,
): { ok: true } | { ok: false; refusal: ReleaseMoveRefusal } {
  if (CLOSED_STATUSES.has(from)) return { ok: false, refusal: 'CLOSED' };
  if (actor === 'HOLDER') {
    if (to === 'CANCELLED') {
      return holderCanCancel(from)
        ? { ok: true }
        : { ok: false, refusal: 'HOLDER_CANCELS_BEFORE_APPROVAL' };
    }
    if (to === 'UNDER_REVIEW') {
      return from === 'NEEDS_INFO'
        ? { ok: true }
        : { ok: false, refusal: 'HOLDER_ANSWERS_WHEN_ASKED' };
    }
    return { ok: false, refusal: 'NOT_NEXT' };
  }
  return STAFF_MOVES[from].includes(to) ? { ok: true } : { ok: false, refusal: 'NOT_NEXT' };
}

/** The holder may cancel until the bank approves the request. */
export function holderCanCancel(status: ReleaseStatus): boolean {
  return status === 'RECEIVED' || status === 'UNDER_REVIEW' || status === 'NEEDS_INFO';
}

/** A child has one open request at a time: a new one may start only when none is open. */
export function isOpenRelease(status: ReleaseStatus): boolean {
  return !CLOSED_STATUSES.has(status);
}

/**
 * Why a new request cannot start: the unit is not stored yet (its certificate is not issued),
 * the child's latest request is still open (one at a time), or it was completed, so the unit
 * has left the bank and there is nothing left to release.
 */
export type ReleaseStartRefusal = 'NOT_STORED' | 'OPEN' | 'DONE';

/** Null when a new request may start: the unit is stored, and none was asked or the last was cancelled. */
export function releaseStartRefusal(unit: {
  stored: boolean;
  latest: ReleaseStatus | null;
}): ReleaseStartRefusal | null {
  if (unit.latest === 'COMPLETED') return 'DONE';
  if (unit.latest !== null && unit.latest !== 'CANCELLED') return 'OPEN';
  return unit.stored ? null : 'NOT_STORED';
}

export const isReleaseStatus = (value: string): value is ReleaseStatus =>
  (RELEASE_STATUSES as readonly string[]).includes(value);

/**
 * What a request costs the family, in cents (US dollars), by kind: the bank charges nothing to
 * release a unit for a transplant; a transfer to another bank pays the medical courier and the
 * release paperwork. Shown before the request is sent.
 */
export const RELEASE_FEES: Readonly<Record<ReleaseKind, number>> = {
  TRANSPLANT: 0,
  TRANSFER: 25_000,
};
export const RELEASE_FEE_CURRENCY = 'usd';
