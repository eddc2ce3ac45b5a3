import { dismissNotification, useNotifications } from '@portal/shared';
import {
  Button,
  DismissRegular,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useHostTexts } from '../i18n/host-texts';

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

/**
 * The portal's notifications (toasts); they close by themselves after their timeout. A toast
 * may come outside the shell (the sign-in page's), before the host's texts are here: it shows
 * at once, and its close button once they have come.
 */
export function NotificationArea() {
  const styles = useStyles();
  const { t } = useLingui();
  const notifications = useNotifications();
  const texts = useHostTexts(notifications.length > 0);
  return (
    <div className={styles.region} aria-live="assertive" aria-relevant="additions">
      {notifications.map((n) => (
        <MessageBar key={n.id} intent={n.intent} className={styles.item} layout="multiline">
          <MessageBarBody>
            {n.title && <MessageBarTitle>{n.title}</MessageBarTitle>}
            {n.message}
          </MessageBarBody>
          {texts === 'ready' && (
            <MessageBarActions
              containerAction={
                <Button
                  appearance="transparent"
                  aria-label={t`Dismiss`}
                  icon={<DismissRegular />}
                  onClick={() => dismissNotification(n.id)}
                />
              }
            />
          )}
        </MessageBar>
      ))}
    </div>
  );
}
