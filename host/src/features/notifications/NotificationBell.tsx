import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@portal/shared';
import { Button, makeStyles, tokens } from '@portal/shared/ui';
import { AlertRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useLiveNotifications } from './api/use-live-notifications';
import { useScreenReaderOnlyStyles } from '../../ui/screen-reader-only';
import { withPageTexts } from '../../i18n/host-pages';

// The panel (and its reads) load when a parent first opens it.
const NotificationPanel = lazy(() =>
  withPageTexts(
    () => import(/* webpackChunkName: "notification-panel" */ './NotificationPanel'),
  ).then((m) => ({
    default: m.NotificationPanel,
  })),
);

export const NOTIFICATION_PANEL_ID = 'notification-panel';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: {
    position: 'absolute',
    top: '2px',
    insetInlineEnd: '0',
    minWidth: '18px',
    height: '18px',
    paddingInline: '4px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: '18px',
    textAlign: 'center',
    pointerEvents: 'none',
  },
});

/**
 * The header's bell: the signed-in parent's unread count, live, and the panel of their
 * notifications (a disclosure: it follows the bell in the tab order, Escape or a click outside
 * closes it). Arrivals are announced politely.
 */
export function NotificationBell() {
  const styles = useStyles();
  const { t } = useLingui();
  const srOnly = useScreenReaderOnlyStyles().text;
  const { user } = useAuth();
  const live = useLiveNotifications(user?.id);
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  const unread = live.unreadCount ?? 0;
  return (
    <div className={styles.wrap} ref={wrap} data-live={live.mode}>
      <Button
        ref={bell}
        appearance="subtle"
        icon={<AlertRegular />}
        aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
        aria-expanded={open}
        aria-controls={open ? NOTIFICATION_PANEL_ID : undefined}
        onClick={() => setOpen((was) => !was)}
      />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
      <div role="status" aria-live="polite" className={srOnly} data-testid="notification-announcer">
        {live.announcement}
      </div>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel
            id={NOTIFICATION_PANEL_ID}
            version={live.version}
            onUnreadCount={live.setUnreadCount}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
