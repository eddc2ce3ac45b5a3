/**
 * Release and transfer requests (issue 49): the account holder asks, cancels before approval
 * and answers the bank; the whole family reads the request; staff move it along the bank's
 * steps. Every move is checked against @portal/rules/release and written with who made it; the
 * move to COMPLETED also records that the child's storage plan ends (plan-ends-repo.ts).
 */
import {
  checkReleaseFiles,
  checkReleaseRequest,
  holderCanCancel,
  isOpenRelease,
  isReleaseStatus,
  RELEASE_FEE_CURRENCY,
  RELEASE_FEES,
  releaseMove,
  releaseStartRefusal,
  type ReleaseActor,
  type ReleaseMoveRefusal,
  type ReleaseStartRefusal,
  type ReleaseStatus,
} from '@portal/rules/release';
import type { GatewayContext } from '../../context.js';
import { familyRoleOf } from '../../data/family-access.js';
import { lockFamilyOrder } from '../../data/orders-repo.js';
import {
  insertReleaseRequest,
  latestReleaseOf,
  moveReleaseRequest,
  openReleaseRequests,
  releaseEventsOf,
  type ReleaseRequestRow,
} from '../../data/releases-repo.js';
import { attachReleaseFiles } from '../../data/release-files-repo.js';
import { findCertificate } from '../../data/certificates-repo.js';
import { recordPlanEnd } from '../../data/plan-ends-repo.js';
import { lockOrder } from '../../data/staff-repo.js';
import type { Queryable } from '../../db/db.js';
import { iso } from '../../db/instants.js';
import { planEndReasonOf } from '../../domain/plan-end-reason.js';
import { newReleaseReference } from '../../domain/release-reference.js';
import { badUserInput, conflict, holderOnly, notFound } from '../../errors/graphql-errors.js';
import type {
  MutationResolvers,
  ReleaseRequestResolvers,
  StaffMutationResolvers,
  StaffQueryResolvers,
  StaffReleaseRequestResolvers,
} from '../../generated/resolvers.generated.js';
import type { OrderRow } from '../../types/rows.js';
import { refuseOrder } from './family-refusal.js';
import { notify } from './notify.js';
import { answerUploads, attachable, releaseFilesFor } from './release-files.js';
import { audit, requireStaff } from './staff/staff-access.js';

export const RELEASE_OPEN =
  'This child already has a release request in progress: follow it here, or cancel it before starting another.';
export const NO_OPEN_RELEASE = 'This child has no release request in progress.';
export const RELEASE_DONE =
  "This child's cord blood has already been released or transferred: there is nothing more to request. Please call us with any question.";
export const UNIT_NOT_STORED =
  "This child's cord blood is not stored yet: a release or transfer can be requested once its certificate is issued.";
const START_REFUSALS: Readonly<Record<ReleaseStartRefusal, string>> = {
  NOT_STORED: UNIT_NOT_STORED,
  OPEN: RELEASE_OPEN,
  DONE: RELEASE_DONE,
};

const REFUSALS: Readonly<Record<ReleaseMoveRefusal, string>> = {
  CLOSED: 'This release request is closed: it can no longer change.',
  NOT_NEXT: 'This release request cannot move to that status from where it is now.',
  HOLDER_CANCELS_BEFORE_APPROVAL:
    'The bank has approved this request: it can no longer be cancelled here. Please call us.',
  HOLDER_ANSWERS_WHEN_ASKED: 'The bank has not asked for more information on this request.',
};

const MAX_MESSAGE = 1000;
const MAX_SHIPPING_TEXT = 100;

type MessageCheck = { problem: { field: string; message: string } } | { text: string | null };

function messageOf(
  field: string,
  value: string | null | undefined,
  required: boolean,
): MessageCheck {
  const text = (value ?? '').trim();
  if (required && !text) {
    return { problem: { field, message: 'Write a message of 1 to 1,000 characters.' } };
  }
  if (text.length > MAX_MESSAGE) {
    return { problem: { field, message: 'The message must be at most 1,000 characters.' } };
  }
  return { text: text || null };
}

/** The child's order, locked, when the caller is its account holder; refused otherwise. */
async function holderOrder(tx: Queryable, ctx: GatewayContext, orderId: string, what: string) {
  const uid = ctx.viewer.uid;
  const order = await lockFamilyOrder(tx, uid, orderId);
  if (!order) throw await refuseOrder(tx, uid, orderId);
  if (familyRoleOf(order, uid) !== 'HOLDER') throw holderOnly(what);
  return order;
}

/** Moves the child's open request, checked against the rules; CONFLICT when they refuse. */
async function move(
  tx: Queryable,
  ctx: GatewayContext,
  request: ReleaseRequestRow | null,
  to: ReleaseStatus,
  actor: { uid: string; role: ReleaseActor },
  at: Date,
  extra: { message?: string | null; carrier?: string | null; trackingRef?: string | null } = {},
): Promise<ReleaseRequestRow> {
  if (!request) throw conflict(NO_OPEN_RELEASE);
  const allowed = releaseMove(actor.role, request.status, to);
  if (!allowed.ok) throw conflict(REFUSALS[allowed.refusal]);
  const moved = await moveReleaseRequest(tx, {
    id: request.id,
    from: request.status,
    to,
    actorUid: actor.uid,
    actorRole: actor.role,
    at,
    ...extra,
  });
  // The order is locked, so no other change can come between the read and this one.
  if (!moved) throw new Error('releases: the request moved during a locked change');
  await announce(tx, ctx, moved, at);
  return moved;
}

/** The child's family hears of each change (bell, and email or text as each chose). */
function announce(tx: Queryable, ctx: GatewayContext, request: ReleaseRequestRow, at: Date) {
  return notify(tx, ctx, {
    orderId: request.orderId,
    kind: 'RELEASE_UPDATED',
    dedupeKey: `RELEASE_UPDATED:${request.id}:${request.status}:${at.toISOString()}`,
    at,
  });
}

export const releaseMutations: Pick<
  MutationResolvers,
  'startReleaseRequest' | 'cancelReleaseRequest' | 'answerReleaseRequest'
> = {
  startReleaseRequest: async (_parent, { orderId, input }, ctx) => {
    const check = checkReleaseRequest(input);
    const files = checkReleaseFiles(input);
    if (!check.ok || !files.ok) {
      throw badUserInput(
        [...(check.ok ? [] : check.problems), ...(files.ok ? [] : files.problems)].map(
          (problem) => ({ ...problem, field: `input.${problem.field}` }),
        ),
      );
    }
    const uploads = [
      {
        field: 'input.authorisationFileId',
        id: files.value.authorisationFileId,
        purpose: 'AUTHORISATION' as const,
      },
      { field: 'input.photoIdFileId', id: files.value.photoIdFileId, purpose: 'PHOTO_ID' as const },
    ];
    return ctx.db.transaction(async (tx) => {
      await holderOrder(tx, ctx, orderId, 'ask for a release');
      const certificate = await findCertificate(tx, ctx.viewer.uid, orderId);
      const latest = await latestReleaseOf(tx, orderId);
      const refusal = releaseStartRefusal({
        stored: certificate?.status === 'ISSUED',
        latest: latest?.status ?? null,
      });
      if (refusal) throw conflict(START_REFUSALS[refusal]);
      await attachable(tx, ctx, orderId, uploads);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const made = await insertReleaseRequest(tx, {
          orderId,
          reference: newReleaseReference(),
          details: check.value,
          requestedBy: ctx.viewer.uid,
          at: ctx.now(),
        });
        if (made) {
          await attachReleaseFiles(
            tx,
            uploads.map((upload) => upload.id),
            made.id,
            made.createdAt,
          );
          await announce(tx, ctx, made, made.createdAt);
          return made;
        }
        const latest = await latestReleaseOf(tx, orderId);
        if (latest && isOpenRelease(latest.status)) {
          throw conflict(RELEASE_OPEN);
        }
        // Another request took the drawn reference: draw again.
      }
      throw new Error('releases: could not draw a free reference');
    });
  },
  cancelReleaseRequest: async (_parent, { orderId }, ctx) =>
    ctx.db.transaction(async (tx) => {
      await holderOrder(tx, ctx, orderId, 'cancel a release request');
      const latest = await latestReleaseOf(tx, orderId);
      const open = latest && isOpenRelease(latest.status) ? latest : null;
      return move(tx, ctx, open, 'CANCELLED', { uid: ctx.viewer.uid, role: 'HOLDER' }, ctx.now());
    }),
  answerReleaseRequest: async (_parent, { orderId, message, fileIds }, ctx) => {
    const answer = messageOf('message', message, true);
    if ('problem' in answer) throw badUserInput([answer.problem]);
    const uploads = answerUploads(fileIds);
    return ctx.db.transaction(async (tx) => {
      await holderOrder(tx, ctx, orderId, 'answer the bank');
      await attachable(tx, ctx, orderId, uploads);
      const latest = await latestReleaseOf(tx, orderId);
      const at = ctx.now();
      const moved = await move(
        tx,
        ctx,
        latest,
        'UNDER_REVIEW',
        { uid: ctx.viewer.uid, role: 'HOLDER' },
        at,
        { message: answer.text },
      );
      await attachReleaseFiles(
        tx,
        uploads.map((upload) => upload.id),
        moved.id,
        at,
      );
      return moved;
    });
  },
};

/** The child's latest request, for a member of its family (the order was read for them). */
export const orderReleaseRequest = (order: OrderRow, ctx: GatewayContext) =>
  latestReleaseOf(ctx.db, order.id);

const detail = (request: ReleaseRequestRow, field: string): string | null => {
  const value = (request.details as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
};

export const releaseRequestResolvers: ReleaseRequestResolvers = {
  physicianName: (request) => detail(request, 'physicianName'),
  centreName: (request) => detail(request, 'centreName'),
  patientRelation: (request) => detail(request, 'patientRelation'),
  neededBy: (request) => detail(request, 'neededBy'),
  bankName: (request) => detail(request, 'bankName'),
  contactName: (request) => detail(request, 'contactName'),
  address: (request) => request.details.address,
  phone: (request) => request.details.phone,
  email: (request) => request.details.email,
  feeCents: (request) => RELEASE_FEES[request.kind],
  currency: () => RELEASE_FEE_CURRENCY,
  canCancel: async (request, _args, ctx) => {
    if (ctx.viewerOrNull?.staff === true || !holderCanCancel(request.status)) return false;
    const [order] = await ctx.db.query<{ ownerUid: string }>(
      'select owner_uid as "ownerUid" from orders where id = $1',
      [request.orderId],
    );
    return order?.ownerUid === ctx.viewer.uid;
  },
  history: async (request, _args, ctx) =>
    (await releaseEventsOf(ctx.db, request.id)).map((event) => ({
      status: event.toStatus,
      at: iso(event.at),
    })),
  files: (request, _args, ctx) => releaseFilesFor(request, ctx),
  createdAt: (request) => iso(request.createdAt),
  updatedAt: (request) => iso(request.updatedAt),
};

export const staffReleaseQueries: Pick<StaffQueryResolvers, 'releaseRequests'> = {
  releaseRequests: async (_parent, _args, ctx) => {
    requireStaff(ctx);
    const open = await openReleaseRequests(ctx.db);
    await ctx.db.transaction((tx) => audit(tx, ctx, { operation: 'listReleaseRequests' }));
    return open;
  },
};

export const staffReleaseRequestResolvers: StaffReleaseRequestResolvers = {
  orderId: (request) => request.orderId,
  parentUid: async (request, _args, ctx) => {
    const [order] = await ctx.db.query<{ ownerUid: string }>(
      'select owner_uid as "ownerUid" from orders where id = $1',
      [request.orderId],
    );
    return order?.ownerUid ?? '';
  },
  request: (request) => request,
  events: async (request, _args, ctx) =>
    (await releaseEventsOf(ctx.db, request.id)).map((event) => ({
      ...event,
      at: iso(event.at),
    })),
};

export const setReleaseStatus: StaffMutationResolvers['setReleaseStatus'] = async (
  _parent,
  { input },
  ctx,
) => {
  const staff = requireStaff(ctx);
  const problems: { field: string; message: string }[] = [];
  const status = input.status.trim().toUpperCase();
  if (!isReleaseStatus(status) || status === 'RECEIVED') {
    problems.push({
      field: 'input.status',
      message:
        'The status must be UNDER_REVIEW, NEEDS_INFO, APPROVED, SHIPPED, COMPLETED or CANCELLED.',
    });
  }
  const message = messageOf('input.message', input.message, status === 'NEEDS_INFO');
  if ('problem' in message) problems.push(message.problem);
  const shipping = {
    carrier: input.carrier?.trim() || null,
    trackingRef: input.trackingRef?.trim() || null,
  };
  if (status === 'SHIPPED') {
    for (const [field, value] of Object.entries(shipping)) {
      if (!value || value.length > MAX_SHIPPING_TEXT) {
        problems.push({
          field: `input.${field}`,
          message: `A shipment needs its ${field === 'carrier' ? 'carrier' : 'tracking reference'} (1 to 100 characters).`,
        });
      }
    }
  }
  if (problems.length > 0) throw badUserInput(problems);
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound(`No order ${JSON.stringify(input.orderId)} exists.`);
    const latest = await latestReleaseOf(tx, order.id);
    const open = latest && isOpenRelease(latest.status) ? latest : null;
    if (!open) throw notFound(NO_OPEN_RELEASE);
    const at = ctx.now();
    const moved = await move(
      tx,
      ctx,
      open,
      status as ReleaseStatus,
      { uid: staff.uid, role: 'STAFF' },
      at,
      {
        message: 'text' in message ? message.text : null,
        ...(status === 'SHIPPED' ? shipping : {}),
      },
    );
    if (moved.status === 'COMPLETED') {
      // The unit is gone: its storage plan ends with the period paid for (pendingPlanEnds).
      await recordPlanEnd(tx, {
        orderId: order.id,
        releaseRequestId: moved.id,
        reason: planEndReasonOf(moved.kind),
        requestedBy: staff.uid,
        at,
      });
    }
    await audit(tx, ctx, {
      operation: 'setReleaseStatus',
      parentUid: order.ownerUid,
      orderId: order.id,
      target: status,
    });
    return moved;
  });
};
