import { Link as RouterLink } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { Body1, Field, Subtitle1, Subtitle2, makeStyles, tokens } from '@portal/shared/ui';
import { Badge, ProgressBar } from '@portal/shared/ui/display';
import { formatDate } from './format';
import { WHERE_THE_UNIT_IS, stageTitle } from '@portal/shared/journey';
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
  DONE: { label: 'Done', color: 'success' },
  CURRENT: { label: 'Now', color: 'brand' },
  UPCOMING: { label: 'Later', color: 'informative' },
} as const;

function expectationText(expectation: CertificateExpectation): string {
  switch (expectation.kind) {
    case 'after-birth':
      return expectation.around
        ? `The certificate is usually ready about three weeks after the birth. With your due date, that would be around ${formatDate(expectation.around)}.`
        : 'The certificate is usually ready about three weeks after the birth.';
    case 'by':
      return `The certificate is usually ready about three weeks after the birth: expect it by ${formatDate(expectation.date)}.`;
    case 'late':
      return 'It is taking a little longer than usual. The lab issues the certificate as soon as its last checks are complete, and it appears here straight away.';
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
  const styles = useStyles();
  const stage = currentStage(journey);
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <section className={styles.locked} aria-labelledby="locked-heading">
      <div className={styles.block}>
        <Subtitle1 as="h2" id="locked-heading" className={styles.heading}>
          {childName
            ? `${childName}'s certificate is not ready yet`
            : 'The certificate is not ready yet'}
        </Subtitle1>
        <Body1>
          The lab issues the certificate once the cord blood has been processed and tested.{' '}
          {WHERE_THE_UNIT_IS[stage]}
        </Body1>
      </div>

      <Field label="Lab progress" hint={`${percent}% done`}>
        <ProgressBar value={percent / 100} thickness="large" />
      </Field>

      <div className={styles.block}>
        <Subtitle2 as="h3" className={styles.heading}>
          When to expect it
        </Subtitle2>
        <Body1>{expectationText(expectCertificate(journey, dueDate, now))}</Body1>
      </div>

      <div className={styles.block}>
        <Subtitle2 as="h3" className={styles.heading} id="locked-journey">
          Where things stand
        </Subtitle2>
        <ol className={styles.steps} aria-labelledby="locked-journey">
          {journey.map((step) => (
            <li
              key={step.stage}
              className={styles.step}
              aria-current={step.status === 'CURRENT' ? 'step' : undefined}
            >
              <Body1>{stageTitle(step.stage)}</Body1>
              <Badge appearance="tint" color={STATUS[step.status].color}>
                {STATUS[step.status].label}
              </Badge>
            </li>
          ))}
        </ol>
      </div>

      <Body1>
        <RouterLink to={routes.understandingStemCellKey}>
          What the certificate will show, and what each value means
        </RouterLink>
      </Body1>
    </section>
  );
}
