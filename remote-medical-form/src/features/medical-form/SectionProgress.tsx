import { Trans } from '@lingui/react/macro';
import { SECTIONS } from '@portal/rules/medical-form';
import { Text, makeStyles, tokens } from '@portal/shared/ui';
import { ProgressBar } from '@portal/shared/ui/plain';

const useStyles = makeStyles({
  progress: { display: 'grid', gap: tokens.spacingVerticalXS },
});

export interface SectionProgressProps {
  orderId: string;
  section: number;
}

/** "Section n of m" with its progress bar. */
export function SectionProgress({ orderId, section }: SectionProgressProps) {
  const styles = useStyles();
  const progressId = `medical-form-progress-${orderId}`;
  const current = section + 1;
  const total = SECTIONS.length;
  return (
    <div className={styles.progress}>
      <Text id={progressId} weight="semibold">
        <Trans>
          Section {current} of {total}
        </Trans>
      </Text>
      <ProgressBar value={current / total} aria-labelledby={progressId} />
    </div>
  );
}
