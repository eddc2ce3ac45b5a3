import { lazy, Suspense } from 'react';
import { Link as RouterLink } from '@portal/shared/router';
import { getConfig } from '@portal/shared';
import {
  Body1,
  ExternalLink,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@portal/shared/ui';
import { StatusPill } from '@portal/shared/ui/plain';
import { CheckmarkCircleFilled, CircleRegular, RecordRegular } from '@fluentui/react-icons';
import type { JourneyStepView } from './journey-steps';
import type { JourneyRelease } from './ReleaseOnJourney';
import { withPageTexts } from '../../i18n/host-pages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  step: { display: 'grid', gridTemplateColumns: '28px 1fr', gap: tokens.spacingHorizontalM },
  icon: { fontSize: '24px', marginTop: '2px' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  current: { color: tokens.colorBrandForeground1 },
  upcoming: { color: tokens.colorNeutralForeground3 },
  text: { display: 'grid', gap: tokens.spacingVerticalXXS },
  title: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    flexWrap: 'wrap',
  },
  heading: { margin: 0 },
  // Two links may stand one above the other: each at least 24 px tall (WCAG 2.5.8).
  link: { justifySelf: 'start', minHeight: '24px', display: 'inline-flex', alignItems: 'center' },
});

/** Once the unit is stored: its release request's status, or the way to ask for one. */
const ReleaseOnJourney = lazy(() =>
  withPageTexts(
    () => import(/* webpackChunkName: "release-on-journey" */ './ReleaseOnJourney'),
  ).then((module) => ({ default: module.ReleaseOnJourney })),
);

const STATUS_LABEL = {
  DONE: msg`Done`,
  CURRENT: msg`Next`,
  UPCOMING: msg`Later`,
} as const;
const STATUS_TONE = { DONE: 'success', CURRENT: 'brand', UPCOMING: 'informative' } as const;

/**
 * The selected child's journey as an ordered timeline; once the unit is stored, its release or
 * transfer request where one was made (a cancelled one offers a new request).
 */
export function JourneyTimeline({
  steps,
  release,
}: {
  steps: JourneyStepView[];
  release: JourneyRelease | null;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <ol className={styles.list} aria-label={t`Your journey`}>
      {steps.map((step) => (
        <li
          key={step.stage}
          className={styles.step}
          aria-current={step.status === 'CURRENT' ? 'step' : undefined}
        >
          {step.status === 'DONE' ? (
            <CheckmarkCircleFilled className={mergeClasses(styles.icon, styles.done)} aria-hidden />
          ) : step.status === 'CURRENT' ? (
            <RecordRegular className={mergeClasses(styles.icon, styles.current)} aria-hidden />
          ) : (
            <CircleRegular className={mergeClasses(styles.icon, styles.upcoming)} aria-hidden />
          )}
          <div className={styles.text}>
            <span className={styles.title}>
              <Subtitle2 as="h3" className={styles.heading}>
                {step.title}
              </Subtitle2>
              <StatusPill tone={STATUS_TONE[step.status]}>
                {i18n._(STATUS_LABEL[step.status])}
              </StatusPill>
            </span>
            <Body1>{step.description}</Body1>
            {step.action && step.status !== 'UPCOMING' && (
              <RouterLink to={step.action.to} className={styles.link}>
                {step.action.label}
              </RouterLink>
            )}
            {step.stage === 'BIRTH_AND_PICKUP' && step.status !== 'DONE' && (
              <ExternalLink href={getConfig().links.collectionSteps} className={styles.link}>
                <Trans>How to collect the cord blood at the birth</Trans>
              </ExternalLink>
            )}
            {step.stage === 'CERTIFICATE_READY' && step.status === 'DONE' && (
              <Suspense fallback={null}>
                <ReleaseOnJourney release={release} linkClassName={styles.link} />
              </Suspense>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
