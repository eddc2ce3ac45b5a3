import { Body1Strong, Button, Body1, makeStyles, tokens } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { useHostTexts } from '../../i18n/host-texts';
import { reloadIntoUpdate, type ConnectionStatus } from './connection-status';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * The portal's calm notices of the moment: offline (it goes when the connection returns) and a
 * new version ready (reloaded only when the parent asks). Announced politely, never focused.
 */
export function StatusBanners({ offline, update }: ConnectionStatus) {
  const styles = useStyles();
  const texts = useHostTexts();
  if (texts !== 'ready') return null;
  return (
    <div>
      <div role="status" aria-live="polite">
        {offline && (
          <div className={styles.strip} data-testid="offline-banner">
            <Body1Strong>
              <Trans>You're offline.</Trans>
            </Body1Strong>
            <Body1>
              <Trans>The portal will reconnect by itself when your connection returns.</Trans>
            </Body1>
          </div>
        )}
      </div>
      <div role="status" aria-live="polite">
        {update && (
          <div className={styles.strip} data-testid="update-banner">
            <Body1>
              <Trans>A new version of the portal is ready.</Trans>
            </Body1>
            <Button appearance="primary" size="small" onClick={() => reloadIntoUpdate(update)}>
              <Trans>Reload</Trans>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
