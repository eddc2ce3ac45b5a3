import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { routes, selectOrder } from '@portal/shared';
import { Button, Spinner, makeStyles, mergeClasses, tokens } from '@portal/shared/ui';
import { HEADER_HEIGHT, mediaUp } from '@portal/shared';
import { markAllNotificationsRead, markNotificationRead } from './api/notification-requests';
import { useNotificationList } from './api/use-notification-list';
import type { NotificationListQuery } from './api/notifications.generated';
import { notificationTime } from './notification-format';
import { notificationTitle } from './notification-titles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useScreenReaderOnlyStyles } from '../../ui/screen-reader-only';

type Notification = NotificationListQuery['me']['notifications'][number];

const useStyles = makeStyles({
  // On a phone a sheet under the header down to the bottom (nothing half hidden beneath it),
  // from md a dropdown under the bell.
  panel: {
    position: 'fixed',
    top: `${HEADER_HEIGHT.small}px`,
    bottom: 0,
    insetInline: 0,
    zIndex: 200,
    overflowY: 'auto',
    display: 'grid',
    alignContent: 'start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
    [mediaUp('md')]: {
      position: 'absolute',
      top: 'calc(100% + 8px)',
      bottom: 'auto',
      insetInline: 'auto',
      insetInlineEnd: 0,
      width: '24rem',
      maxHeight: `calc(100vh - ${HEADER_HEIGHT.large + 24}px)`,
    },
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' },
  item: {
    display: 'grid',
    gap: '2px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  unread: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  itemTitle: { fontWeight: tokens.fontWeightRegular },
  unreadTitle: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  text: { margin: 0 },
  settings: { fontSize: tokens.fontSizeBase200, color: tokens.colorBrandForegroundLink },
});

interface NotificationPanelProps {
  id: string;
  /** Bumped when the notifications changed: the list is read again. */
  version: number;
  onUnreadCount: (count: number) => void;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The notification centre: the parent's notifications newest first, each a link to its page.
 * Opening one marks it read (for this parent only) and shows its child.
 */
export function NotificationPanel({ id, version, onUnreadCount, onClose }: NotificationPanelProps) {
  const styles = useStyles();
  const srOnly = useScreenReaderOnlyStyles().text;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useNotificationList(version);
  const [marking, setMarking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (data) onUnreadCount(data.me.unreadNotificationCount);
  }, [data, onUnreadCount]);

  const open = (notification: Notification) => {
    if (!notification.read) {
      onUnreadCount(Math.max(0, (data?.me.unreadNotificationCount ?? 1) - 1));
      markNotificationRead(notification.id).catch(() => undefined);
    }
    selectOrder(notification.orderId);
    onClose(false);
    navigate(notification.path);
  };

  const markAll = async () => {
    setMarking(true);
    setFailure(null);
    try {
      await markAllNotificationsRead();
      onUnreadCount(0);
    } catch {
      setFailure(t`We could not mark your notifications as read. Please try again.`);
    } finally {
      setMarking(false);
    }
  };

  const notifications = data?.me.notifications ?? [];
  const unread = data?.me.unreadNotificationCount ?? 0;
  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          <Trans>Notifications</Trans>
        </h2>
        {unread > 0 && (
          <Button size="small" onClick={() => void markAll()} disabledFocusable={marking}>
            <Trans>Mark all as read</Trans>
          </Button>
        )}
      </div>
      {loading && !data && <Spinner size="tiny" label={t`Loading notifications…`} />}
      {error && !data && (
        <>
          <p className={styles.text}>
            <Trans>We could not load your notifications.</Trans>
          </p>
          <Button size="small" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
      {data && notifications.length === 0 && (
        <p className={styles.text}>
          <Trans>
            No notifications yet. We will let you know here when something happens on your
            child&apos;s journey.
          </Trans>
        </p>
      )}
      {notifications.length > 0 && (
        <ul className={styles.list}>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <RouterLink
                to={notification.path}
                className={mergeClasses(styles.item, !notification.read && styles.unread)}
                onClick={(event) => {
                  event.preventDefault();
                  open(notification);
                }}
              >
                <span
                  className={mergeClasses(
                    styles.itemTitle,
                    !notification.read && styles.unreadTitle,
                  )}
                >
                  {!notification.read && (
                    <span className={srOnly}>
                      <Trans>Unread:</Trans>{' '}
                    </span>
                  )}
                  {notificationTitle((descriptor) => i18n._(descriptor), notification)}
                </span>
                <span className={styles.meta}>
                  {[notification.childName, notificationTime(notification.createdAt, i18n.locale)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className={styles.text}>
          {failure}
        </p>
      )}
      <RouterLink
        to={routes.notificationSettings}
        className={styles.settings}
        onClick={() => onClose(false)}
      >
        <Trans>Notification settings</Trans>
      </RouterLink>
    </section>
  );
}
