import { onSignedOut } from '../session/session-events';
import { createStore } from '../store/create-store';
import { useStore } from '../store/use-store';

/** Notifications close by themselves after this long unless told otherwise. */
export const NOTIFICATION_TIMEOUT_MS = 10000;

export type NotificationIntent = 'error' | 'warning' | 'success' | 'info';

export interface Notification {
  id: string;
  intent: NotificationIntent;
  message: string;
  title?: string;
  /** Milliseconds before it closes by itself; 0 keeps it open until dismissed. */
  timeoutMs: number;
}

export interface NotifyOptions {
  intent: NotificationIntent;
  message: string;
  title?: string;
  timeoutMs?: number;
}

export interface NotificationState {
  notifications: Notification[];
}

export const notificationStore = createStore<NotificationState>({ notifications: [] });

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

export function dismissNotification(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  notificationStore.setState(({ notifications }) => ({
    notifications: notifications.filter((notification) => notification.id !== id),
  }));
}

/** Shows a notification and returns its id; it closes after `timeoutMs` (default 10000). */
export function notify({
  intent,
  message,
  title,
  timeoutMs = NOTIFICATION_TIMEOUT_MS,
}: NotifyOptions): string {
  counter += 1;
  const id = `notification-${counter}`;
  const notification: Notification = {
    id,
    intent,
    message,
    timeoutMs,
    ...(title !== undefined ? { title } : {}),
  };
  notificationStore.setState(({ notifications }) => ({
    notifications: [...notifications, notification],
  }));
  if (timeoutMs > 0 && Number.isFinite(timeoutMs)) {
    timers.set(
      id,
      setTimeout(() => dismissNotification(id), timeoutMs),
    );
  }
  return id;
}

export function resetNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  notificationStore.setState({ notifications: [] });
}

// A message shown to one parent (e.g. the child they just left) is not left for the next.
onSignedOut(resetNotifications);

export function useNotifications(): Notification[] {
  return useStore(notificationStore).notifications;
}
