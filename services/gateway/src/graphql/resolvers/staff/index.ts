import type {
  StaffMutationResolvers,
  StaffOrderResolvers,
} from '../../../generated/resolvers.generated.js';
import { issueCertificate } from './staff-certificate.js';
import { createOrder } from './staff-create-order.js';
import { advanceJourney } from './staff-journey.js';
import { staffOrderResolvers, staffParentResolvers } from './staff-order-fields.js';
import { setPickupStatus } from './staff-pickup.js';
import { setLocalClock, staffBillingOf, staffOrderQuery } from './staff-billing.js';
import {
  staffMutationNamespace,
  staffQueryNamespace,
  staffQueryResolvers,
} from './staff-queries.js';

const staffMutationResolvers: StaffMutationResolvers = {
  createOrder,
  advanceJourney,
  setPickupStatus,
  issueCertificate,
  setLocalClock,
};

const staffOrderFields: StaffOrderResolvers = {
  ...staffOrderResolvers,
  billing: (order, _args, ctx) => staffBillingOf(order, ctx),
};

/** The bank's side of the schema, merged into the gateway's resolver map. */
export const staffResolvers = {
  queryNamespace: staffQueryNamespace,
  mutationNamespace: staffMutationNamespace,
  types: {
    StaffQuery: { ...staffQueryResolvers, ...staffOrderQuery },
    StaffMutation: staffMutationResolvers,
    StaffParent: staffParentResolvers,
    StaffOrder: staffOrderFields,
  },
};
