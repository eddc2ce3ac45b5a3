import type { StaffMutationResolvers } from '../../../generated/resolvers.generated.js';
import { issueCertificate } from './staff-certificate.js';
import { createOrder } from './staff-create-order.js';
import { advanceJourney } from './staff-journey.js';
import { staffOrderResolvers, staffParentResolvers } from './staff-order-fields.js';
import { setPickupStatus } from './staff-pickup.js';
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
};

/** The bank's side of the schema, merged into the gateway's resolver map. */
export const staffResolvers = {
  queryNamespace: staffQueryNamespace,
  mutationNamespace: staffMutationNamespace,
  types: {
    StaffQuery: staffQueryResolvers,
    StaffMutation: staffMutationResolvers,
    StaffParent: staffParentResolvers,
    StaffOrder: staffOrderResolvers,
  },
};
