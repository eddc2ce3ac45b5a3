import { SECTIONS } from '@portal/rules/medical-form';
import { Text, makeStyles, tokens } from '@portal/shared/ui';
import { ProgressBar } from '@portal/shared/ui/display';

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
  return (
    <div className={styles.progress}>
      <Text id={progressId} weight="semibold">
        Section {section + 1} of {SECTIONS.length}
      </Text>
      <ProgressBar
        value={(section + 1) / SECTIONS.length}
        thickness="large"
        aria-labelledby={progressId}
      />
    </div>
  );
}
