import { isoOrNull } from '../../db/instants.js';
import { deliveryHospitalOf } from '../../domain/delivery-hospital.js';
import type { OrderResolvers } from '../../generated/resolvers.generated.js';
import { certificateOf, medicalFormOf, pickupOf, planOf } from '../graphql-shapes.js';
import { orderBilling } from './billing-resolvers.js';
import {
  readCertificate,
  readJourney,
  readLatestPickup,
  readMedicalForm,
  readPlan,
} from './order-reads.js';

/** Order fields. The parent OrderRow was loaded for its owner; every read below is scoped again. */
export const orderResolvers: OrderResolvers = {
  plan: async (order, _args, ctx) => planOf(await readPlan(ctx, order.planCode)),
  stage: async (order, _args, ctx) => (await readJourney(ctx, order)).stage,
  journey: async (order, _args, ctx) =>
    (await readJourney(ctx, order)).steps.map((step) => ({
      stage: step.stage,
      status: step.status,
      completedAt: isoOrNull(step.completedAt),
    })),
  medicalForm: async (order, _args, ctx) => medicalFormOf(await readMedicalForm(ctx, order.id)),
  pickup: async (order, _args, ctx) => {
    const pickup = await readLatestPickup(ctx, order.id);
    return pickup ? pickupOf(pickup) : null;
  },
  deliveryHospital: async (order, _args, ctx) =>
    deliveryHospitalOf((await readMedicalForm(ctx, order.id))?.answers),
  certificate: async (order, _args, ctx) => certificateOf(await readCertificate(ctx, order.id)),
  billing: (order, _args, ctx) => orderBilling(order, ctx),
};
