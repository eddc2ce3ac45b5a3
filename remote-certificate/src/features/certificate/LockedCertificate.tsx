import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { Body1, Field, Subtitle1, Subtitle2, makeStyles, tokens } from '@portal/shared/ui';
import { ProgressBar, StatusPill, type StatusPillTone } from '@portal/shared/ui/plain';
import { formatDate } from '../../common/format';
import { stageTitle, whereTheUnitIs } from '@portal/shared/journey';
import {
  currentStage,
  expectCertificate,
  type CertificateExpectation,
  type JourneyStep,
} from './locked-state';

const useStyles = makeStyles({
  locked: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  block: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  steps: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

const STATUS = {
  DONE: {
    label: msg({ message: 'Done', comment: 'A step of the journey: done' }),
    tone: 'success',
  },
  CURRENT: {
    label: msg({ message: 'Now', comment: 'A step of the journey: under way now' }),
    tone: 'brandTint',
  },
  UPCOMING: {
    label: msg({ message: 'Later', comment: 'A step of the journey: still to come' }),
    tone: 'informative',
  },
} satisfies Record<string, { label: MessageDescriptor; tone: StatusPillTone }>;

function expectationText(expectation: CertificateExpectation, i18n: I18n): string {
  switch (expectation.kind) {
    case 'after-birth': {
      if (!expectation.around) {
        return i18n._(msg`The certificate is usually ready about three weeks after the birth.`);
      }
      const around = formatDate(expectation.around, i18n);
      return i18n._(
        msg`The certificate is usually ready about three weeks after the birth. With your due date, that would be around ${around}.`,
      );
    }
    case 'by': {
      const date = formatDate(expectation.date, i18n);
      return i18n._(
        msg`The certificate is usually ready about three weeks after the birth: expect it by ${date}.`,
      );
    }
    case 'late':
      return i18n._(
        msg`It is taking a little longer than usual. The lab issues the certificate as soon as its last checks are complete, and it appears here straight away.`,
      );
  }
}

interface LockedCertificateProps {
  childName: string | null;
  dueDate: string | null;
  progress: number;
  journey: readonly JourneyStep[];
  now?: Date;
}

/** Before the lab issues the certificate: where the unit is, the lab's progress, and when. */
export function LockedCertificate({
  childName,
  dueDate,
  progress,
  journey,
  now = new Date(),
}: LockedCertificateProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const stage = currentStage(journey);
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <section className={styles.locked} aria-labelledby="locked-heading">
      <div className={styles.block}>
        <Subtitle1 as="h2" id="locked-heading" className={styles.heading}>
          {childName
            ? t`${childName}'s certificate is not ready yet`
            : t`The certificate is not ready yet`}
        </Subtitle1>
        <Body1>
          <Trans>
            The lab issues the certificate once the cord blood has been processed and tested.
          </Trans>{' '}
          {i18n._(whereTheUnitIs(stage))}
        </Body1>
      </div>

      <Field label={t`Lab progress`} hint={t`${percent}% done`}>
        {(control) => (
          <ProgressBar
            value={percent / 100}
            id={control.id}
            aria-labelledby={control['aria-labelledby']}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </Field>

      <div className={styles.block}>
        <Subtitle2 as="h3" className={styles.heading}>
          <Trans>When to expect it</Trans>
        </Subtitle2>
        <Body1>{expectationText(expectCertificate(journey, dueDate, now), i18n)}</Body1>
      </div>

      <div className={styles.block}>
        <Subtitle2 as="h3" className={styles.heading} id="locked-journey">
          <Trans>Where things stand</Trans>
        </Subtitle2>
        <ol className={styles.steps} aria-labelledby="locked-journey">
          {journey.map((step) => (
            <li
              key={step.stage}
              className={styles.step}
              aria-current={step.status === 'CURRENT' ? 'step' : undefined}
            >
              <Body1>{i18n._(stageTitle(step.stage))}</Body1>
              <StatusPill tone={STATUS[step.status].tone}>
                {i18n._(STATUS[step.status].label)}
              </StatusPill>
            </li>
          ))}
        </ol>
      </div>

      <Body1>
        <RouterLink to={routes.understandingStemCellKey}>
          <Trans>What the certificate will show, and what each value means</Trans>
        </RouterLink>
      </Body1>
    </section>
  );
}
