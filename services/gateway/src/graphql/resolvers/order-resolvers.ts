import { isoOrNull } from '../../db/instants.js';
import { deliveryHospitalOf } from '../../domain/delivery-hospital.js';
import type { OrderResolvers } from '../../generated/resolvers.generated.js';
import { certificateOf, medicalFormOf, pickupOf, planOf } from '../graphql-shapes.js';
import { familyRoleOf } from '../../data/family-access.js';
import { orderBilling } from './billing-resolvers.js';
import { orderFamilyFields } from './family-resolvers.js';
import { orderDocuments } from './document-resolvers.js';
import {
  readCertificate,
  readJourney,
  readLatestPickup,
  readMedicalForm,
  readPlan,
} from './order-reads.js';

/**
 * Order fields. The parent OrderRow was loaded for a member of the child's family
 * (data/family-access.ts); every read below is scoped again.
 */
export const orderResolvers: OrderResolvers = {
  plan: async (order, _args, ctx) => planOf(await readPlan(ctx, order.planCode)),
  stage: async (order, _args, ctx) => (await readJourney(ctx, order)).stage,
  journey: async (order, _args, ctx) =>
    (await readJourney(ctx, order)).steps.map((step) => ({
      stage: step.stage,
      status: step.status,
      completedAt: isoOrNull(step.completedAt),
    })),
  medicalForm: async (order, _args, ctx) =>
    medicalFormOf(await readMedicalForm(ctx, order.id), ctx.viewer.uid),
  pickup: async (order, _args, ctx) => {
    const pickup = await readLatestPickup(ctx, order.id);
    return pickup ? pickupOf(pickup, ctx.viewer.uid) : null;
  },
  deliveryHospital: async (order, _args, ctx) =>
    deliveryHospitalOf((await readMedicalForm(ctx, order.id))?.answers),
  certificate: async (order, _args, ctx) => certificateOf(await readCertificate(ctx, order.id)),
  // Billing stays with the account holder: a guardian reads null.
  billing: (order, _args, ctx) =>
    familyRoleOf(order, ctx.viewer.uid) === 'HOLDER' ? orderBilling(order, ctx) : null,
  documents: (order, _args, ctx) => orderDocuments(order, ctx),
  ...orderFamilyFields,
};
