import { Trans, useLingui } from '@lingui/react/macro';
import { Body1, Subtitle2, makeStyles, mergeClasses, tokens } from '@portal/shared/ui';
import { pickupStep } from '@portal/shared/journey';
import { StatusPill } from '@portal/shared/ui/plain';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import type { PickupDetailsFragment } from './api/pickup.generated';
import { formatInZone } from './format-time';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  step: { display: 'grid', gridTemplateColumns: '28px 1fr', gap: tokens.spacingHorizontalM },
  icon: { fontSize: '24px', marginTop: '2px' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  upcoming: { color: tokens.colorNeutralForeground3 },
  text: { display: 'grid', gap: tokens.spacingVerticalXXS },
  title: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    flexWrap: 'wrap',
  },
  heading: { margin: 0 },
});

const STEPS = [
  { status: 'REQUESTED', at: 'requestedAt' },
  { status: 'DISPATCHED', at: 'dispatchedAt' },
  { status: 'COLLECTED', at: 'collectedAt' },
  { status: 'RECEIVED', at: 'receivedAt' },
] as const;

/** The pick-up's statuses in order, each with its time on the hospital's clock. */
export function PickupTimeline({ pickup }: { pickup: PickupDetailsFragment }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const reached = STEPS.findIndex((step) => step.status === pickup.status);
  return (
    <ol className={styles.list} aria-label={t`Pick-up status`}>
      {STEPS.map((step, index) => {
        const done = index <= reached;
        const at = pickup[step.at];
        return (
          <li
            key={step.status}
            className={styles.step}
            aria-current={index === reached ? 'step' : undefined}
          >
            {done ? (
              <CheckmarkCircleFilled
                className={mergeClasses(styles.icon, styles.done)}
                aria-hidden
              />
            ) : (
              <CircleRegular className={mergeClasses(styles.icon, styles.upcoming)} aria-hidden />
            )}
            <div className={styles.text}>
              <span className={styles.title}>
                <Subtitle2 as="h3" className={styles.heading}>
                  {i18n._(pickupStep(step.status))}
                </Subtitle2>
                <StatusPill tone={done ? 'success' : 'informative'}>
                  {done ? <Trans>Done</Trans> : <Trans>Not yet</Trans>}
                </StatusPill>
              </span>
              {done && at && <Body1>{formatInZone(at, pickup.timeZone, i18n.locale)}</Body1>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
