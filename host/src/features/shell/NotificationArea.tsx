import { dismissNotification, useNotifications } from '@portal/shared';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { DismissRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalM,
    bottom: tokens.spacingVerticalL,
    zIndex: 1000,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    justifyItems: 'end',
    pointerEvents: 'none',
  },
  item: { pointerEvents: 'auto', maxWidth: '32rem', width: '100%' },
});

/** The portal's notifications (toasts); they close by themselves after their timeout. */
export function NotificationArea() {
  const styles = useStyles();
  const notifications = useNotifications();
  return (
    <div className={styles.region} aria-live="assertive" aria-relevant="additions">
      {notifications.map((n) => (
        <MessageBar key={n.id} intent={n.intent} className={styles.item} layout="multiline">
          <MessageBarBody>
            {n.title && <MessageBarTitle>{n.title}</MessageBarTitle>}
            {n.message}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label="Dismiss"
                icon={<DismissRegular />}
                onClick={() => dismissNotification(n.id)}
              />
            }
          />
        </MessageBar>
      ))}
    </div>
  );
}
