import { useRef, useState } from 'react';
import {
  i18n,
  requestGateway,
  useLiveSubscription,
  type LiveMode,
  type LiveSubscription,
} from '@portal/shared';
import { UnreadNotificationCountDocument } from './unread-count.generated';

/** The newest notification as the gateway pushes it. */
export interface PushedNotification {
  id: string;
  kind: string;
  title: string;
  childName: string | null;
  read: boolean;
}

export interface NotificationsChange {
  unreadCount: number;
  latest: PushedNotification | null;
}

const NOTIFICATIONS_CHANGED: LiveSubscription<NotificationsChange> = {
  query: `subscription NotificationsChanged {
  notificationsChanged { unreadCount latest { id kind title childName read } }
}`,
  pick: (data) =>
    (data as { notificationsChanged?: NotificationsChange | null } | null)?.notificationsChanged ??
    null,
};

export interface LiveNotifications {
  /** Unread notifications; null until the gateway first answered. */
  unreadCount: number | null;
  /** What to tell a screen reader of the last arrival ('' until one arrives). */
  announcement: string;
  /** Bumped whenever the notifications changed (the open panel reads its list again). */
  version: number;
  /** How the count is kept current: pushed, polled, or not yet. */
  mode: LiveMode;
  /** Sets the count at once (the panel read or marked some), before the push confirms it. */
  setUnreadCount: (count: number) => void;
}

/** The notifications' sentences load with the first arrival (the panel has them too). */
const loadTitles = () =>
  import(/* webpackChunkName: "notification-titles" */ '../notification-titles');

/**
 * The signed-in parent's unread count, live: the gateway pushes it (with the newest
 * notification) when the stream opens and whenever one arrives or is read on any device. A
 * notification newer than the first one heard is announced politely. While the push is
 * blocked the count is polled.
 */
export function useLiveNotifications(uid: string | null | undefined): LiveNotifications {
  const [unreadCount, setUnreadCount] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [version, setVersion] = useState(0);
  // The newest id heard: undefined before the first event (what was there is not news).
  const newest = useRef<string | null | undefined>(undefined);

  const mode = useLiveSubscription(
    uid,
    () => NOTIFICATIONS_CHANGED,
    (pushed) => {
      if (pushed === undefined) {
        // Polling: read the count.
        requestGateway(UnreadNotificationCountDocument).then(
          (data) => setUnreadCount(data.me.unreadNotificationCount),
          () => undefined,
        );
        setVersion((v) => v + 1);
        return;
      }
      if (!pushed) return;
      setUnreadCount(pushed.unreadCount);
      const { latest } = pushed;
      const heardBefore = newest.current !== undefined;
      if (heardBefore && latest && !latest.read && latest.id !== newest.current) {
        loadTitles().then(
          ({ arrivalAnnouncement }) =>
            setAnnouncement(arrivalAnnouncement((descriptor) => i18n._(descriptor), latest)),
          () => undefined,
        );
      }
      newest.current = latest?.id ?? null;
      setVersion((v) => v + 1);
    },
  );

  return { unreadCount, announcement, version, mode, setUnreadCount };
}
