import { Trans, useLingui } from '@lingui/react/macro';
import {
  Body1,
  Body1Strong,
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { Panel } from '@portal/shared/ui/plain';
import type { PickupDetailsFragment } from './api/pickup.generated';
import { formatInZone } from './format-time';
import { PickupTimeline } from './PickupTimeline';
import { requestedByText } from './requested-by';
import { telHref } from './support-phone';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalL },
  details: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { margin: 0 },
  reference: { fontSize: tokens.fontSizeBase500, letterSpacing: '0.08em' },
});

export interface PickupConfirmationProps {
  pickup: PickupDetailsFragment;
  /** Say who requested it (more than one person may: the family has several members). */
  showRequestedBy: boolean;
  supportPhone: string;
  onChange: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** The request once made: its reference, its status timeline, and change/cancel while allowed. */
export function PickupConfirmation({
  pickup,
  showRequestedBy,
  supportPhone,
  onChange,
  onCancel,
  busy,
}: PickupConfirmationProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const zone = pickup.timeZone;
  const requestedBy = showRequestedBy ? requestedByText(pickup, i18n.locale) : null;
  const { reference, room } = pickup;
  const windowStart = pickup.preferredWindowStartAt
    ? formatInZone(pickup.preferredWindowStartAt, zone, i18n.locale)
    : null;
  return (
    <Panel className={styles.card}>
      <Subtitle1 as="h2" className={styles.heading} id="pickup-confirmation" tabIndex={-1}>
        <Trans>Your pick-up is booked</Trans>
      </Subtitle1>
      <Body1>
        <Trans>
          Reference: <Body1Strong className={styles.reference}>{reference}</Body1Strong>
        </Trans>
      </Body1>
      <Body1>
        <Trans>Read this reference to the courier or to our support team if they ask for it.</Trans>
      </Body1>
      {requestedBy && <Body1>{i18n._(requestedBy)}</Body1>}
      <PickupTimeline pickup={pickup} />
      <div className={styles.details}>
        <Body1>
          <Body1Strong>
            <Trans>Where:</Trans>{' '}
          </Body1Strong>
          {pickup.place}, {pickup.address}
          {pickup.floorUnit ? `, ${pickup.floorUnit}` : ''}
          {room ? `, ${t`room ${room}`}` : ''}
        </Body1>
        <Body1>
          <Body1Strong>
            <Trans>When:</Trans>{' '}
          </Body1Strong>
          {windowStart ? t`from ${windowStart}` : t`as soon as possible`}
        </Body1>
        {pickup.labDeadlineAt && (
          <Body1>
            <Body1Strong>
              <Trans>The kit must reach the lab by:</Trans>{' '}
            </Body1Strong>
            {formatInZone(pickup.labDeadlineAt, zone, i18n.locale)}
          </Body1>
        )}
        <Body1>
          <Body1Strong>
            <Trans>Courier calls:</Trans>{' '}
          </Body1Strong>
          {pickup.contactPhone}
        </Body1>
      </div>
      {pickup.changeable ? (
        <div className={styles.actions}>
          <Button onClick={onChange} disabled={busy}>
            <Trans>Change the pick-up</Trans>
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            <Trans>Cancel the pick-up</Trans>
          </Button>
        </div>
      ) : (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <Trans>
              The courier is on the way, so the pick-up can no longer be changed here. To change
              anything, please call us on <Link href={telHref(supportPhone)}>{supportPhone}</Link>.
            </Trans>
          </MessageBarBody>
        </MessageBar>
      )}
    </Panel>
  );
}
