import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../data/notifications-repo.js';
import { iso } from '../../db/instants.js';
import { NOTIFICATION_KINDS } from '../../domain/notification-kinds.js';
import { notFound } from '../../errors/graphql-errors.js';
import type {
  MeResolvers,
  MutationResolvers,
  NotificationMutationsResolvers,
  NotificationResolvers,
} from '../../generated/resolvers.generated.js';

/** How many notifications the centre lists: the newest. */
export const NOTIFICATIONS_LISTED = 50;

export const meNotificationFields: Pick<MeResolvers, 'notifications' | 'unreadNotificationCount'> =
  {
    notifications: (me, _args, ctx) =>
      listNotifications(ctx.db, me.viewer.uid, NOTIFICATIONS_LISTED),
    unreadNotificationCount: (me, _args, ctx) => countUnreadNotifications(ctx.db, me.viewer.uid),
  };

export const notificationResolvers: NotificationResolvers = {
  title: (notification) => NOTIFICATION_KINDS[notification.kind].title,
  path: (notification) => NOTIFICATION_KINDS[notification.kind].path,
  createdAt: (notification) => iso(notification.createdAt),
  read: (notification) => notification.readAt !== null,
};

export const notificationsNamespace: Pick<MutationResolvers, 'notifications'> = {
  notifications: () => ({}),
};

export const notificationMutations: NotificationMutationsResolvers = {
  markRead: async (_parent, { id }, ctx) => {
    const marked = await markNotificationRead(ctx.db, ctx.viewer.uid, id, ctx.now());
    if (!marked)
      throw notFound(`No notification ${JSON.stringify(id)} was found for this account.`);
    ctx.notified.add(ctx.viewer.uid);
    return marked;
  },
  markAllRead: async (_parent, _args, ctx) => {
    const marked = await markAllNotificationsRead(ctx.db, ctx.viewer.uid, ctx.now());
    ctx.notified.add(ctx.viewer.uid);
    return marked;
  },
};
