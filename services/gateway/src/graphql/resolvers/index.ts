import type { Resolvers } from '../../generated/resolvers.generated.js';
import { DateScalar, DateTimeScalar, JsonObjectScalar } from '../scalars.js';
import {
  checkoutResolvers,
  commerceMutations,
  commerceQueries,
  paymentsMutationResolvers,
} from './commerce-resolvers.js';
import { billingPaymentsResolvers } from './billing-resolvers.js';
import { contactMutations, profileContactFields } from './contact-resolvers.js';
import { continuationMutations } from './continuation-resolvers.js';
import {
  familyInvitationResolvers,
  familyMemberResolvers,
  familyMutations,
  familyNamespace,
  familyQueries,
  familyResolvers,
} from './family-resolvers.js';
import { medicalFormMutations } from './medical-form-mutations.js';
import {
  meNotificationFields,
  notificationMutations,
  notificationResolvers,
  notificationsNamespace,
} from './notification-resolvers.js';
import { orderResolvers } from './order-resolvers.js';
import { pickupMutations } from './pickup-mutations.js';
import {
  orderReleaseRequest,
  releaseMutations,
  releaseRequestResolvers,
  setReleaseStatus,
  staffReleaseQueries,
  staffReleaseRequestResolvers,
} from './release-resolvers.js';
import { notificationsSubscription } from './notifications-subscription.js';
import { pickupSubscription } from './pickup-subscription.js';
import { meResolvers, queryResolvers } from './query-resolvers.js';
import { staffResolvers } from './staff/index.js';
import { userMutations, userNamespace } from './user-mutations.js';

export const resolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  JSONObject: JsonObjectScalar,
  Query: {
    ...queryResolvers,
    ...commerceQueries,
    ...familyQueries,
    ...staffResolvers.queryNamespace,
  },
  Me: { ...meResolvers, ...meNotificationFields },
  Order: {
    ...orderResolvers,
    releaseRequest: (order, _args, ctx) => orderReleaseRequest(order, ctx),
  },
  Mutation: {
    ...userNamespace,
    ...medicalFormMutations,
    ...pickupMutations,
    ...releaseMutations,
    ...commerceMutations,
    ...continuationMutations,
    ...familyNamespace,
    ...notificationsNamespace,
    ...staffResolvers.mutationNamespace,
  },
  Checkout: checkoutResolvers,
  PaymentsMutation: { ...paymentsMutationResolvers, ...billingPaymentsResolvers },
  Subscription: { ...pickupSubscription, ...notificationsSubscription },
  UserMutations: { ...userMutations, ...contactMutations },
  Profile: profileContactFields,
  FamilyMutations: familyMutations,
  NotificationMutations: notificationMutations,
  Notification: notificationResolvers,
  Family: familyResolvers,
  FamilyMember: familyMemberResolvers,
  FamilyInvitation: familyInvitationResolvers,
  ReleaseRequest: releaseRequestResolvers,
  StaffReleaseRequest: staffReleaseRequestResolvers,
  ...staffResolvers.types,
  StaffQuery: { ...staffResolvers.types.StaffQuery, ...staffReleaseQueries },
  StaffMutation: { ...staffResolvers.types.StaffMutation, setReleaseStatus },
};
