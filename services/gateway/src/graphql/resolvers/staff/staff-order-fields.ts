import type { GatewayContext } from '../../../context.js';
import { findCertificate } from '../../../data/certificates-repo.js';
import { findMedicalForm } from '../../../data/medical-forms-repo.js';
import { findLatestPickup } from '../../../data/pickups-repo.js';
import { iso, isoOrNull } from '../../../db/instants.js';
import type {
  CertificateRow,
  MedicalFormRow,
  OrderRow,
  PickupRow,
  StaffParentRow,
} from '../../../types/rows.js';
import { journeyFactsOf } from '../../../domain/journey-facts.js';
import { journeyOf, type Journey } from '../../../domain/journey.js';
import type {
  StaffOrderResolvers,
  StaffParentResolvers,
} from '../../../generated/resolvers.generated.js';
import { listHeldOrders } from '../../../data/orders-repo.js';
import { findPendingEmail, NO_OWNER_YET } from '../../../data/pending-orders-repo.js';

export interface StaffOrderState {
  form: MedicalFormRow | null;
  pickup: PickupRow | null;
  certificate: CertificateRow | null;
  journey: Journey;
}

// Per order row (each read or write answers a fresh row), so a field never sees an older state.
const states = new WeakMap<OrderRow, Promise<StaffOrderState>>();

/** What has happened to an order, read as its owner would (the rows are scoped to the owner). */
export function readStaffOrderState(
  ctx: Pick<GatewayContext, 'db'>,
  order: OrderRow,
): Promise<StaffOrderState> {
  let state = states.get(order);
  if (!state) {
    state = (async () => {
      const [form, pickup, certificate] = await Promise.all([
        findMedicalForm(ctx.db, order.ownerUid, order.id),
        findLatestPickup(ctx.db, order.ownerUid, order.id),
        findCertificate(ctx.db, order.ownerUid, order.id),
      ]);
      const journey = journeyOf(journeyFactsOf({ order, form, pickup, certificate }));
      return { form, pickup, certificate, journey };
    })();
    states.set(order, state);
  }
  return state;
}

/** StaffOrder: where an order stands, never its health values (answers, notes, lab values). */
export const staffOrderResolvers: StaffOrderResolvers = {
  createdAt: (order) => iso(order.createdAt),
  pendingForEmail: (order, _args, ctx) =>
    order.ownerUid === NO_OWNER_YET
      ? ctx.cache.once(`pending-email:${order.id}`, () => findPendingEmail(ctx.db, order.id))
      : null,
  labReceivedAt: (order) => isoOrNull(order.labReceivedAt),
  stage: async (order, _args, ctx) => (await readStaffOrderState(ctx, order)).journey.stage,
  journey: async (order, _args, ctx) =>
    (await readStaffOrderState(ctx, order)).journey.steps.map((step) => ({
      stage: step.stage,
      status: step.status,
      completedAt: isoOrNull(step.completedAt),
    })),
  pickupStatus: async (order, _args, ctx) =>
    (await readStaffOrderState(ctx, order)).pickup?.status ?? null,
  certificateStatus: async (order, _args, ctx) =>
    (await readStaffOrderState(ctx, order)).certificate?.status === 'ISSUED' ? 'ISSUED' : 'LOCKED',
};

export const staffParentResolvers: StaffParentResolvers = {
  orders: (parent: StaffParentRow, _args, ctx) => listHeldOrders(ctx.db, parent.uid),
};
