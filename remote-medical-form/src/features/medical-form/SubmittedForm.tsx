import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { SECTIONS } from '@portal/rules/medical-form';
import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@portal/shared/ui';
import { PrintRegular } from '@fluentui/react-icons';
import { AnswerSummary } from './AnswerSummary';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: { '@media print': { display: 'none' } },
});

export function formatSubmissionDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });
}

export interface SubmittedFormProps {
  answers: MedicalFormAnswers;
  submittedAt: string;
}

/** The submitted form: read-only, with its submission date and a print view. */
export function SubmittedForm({ answers, submittedAt }: SubmittedFormProps) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          Thank you. Your medical health form was submitted on {formatSubmissionDate(submittedAt)}.
          It can no longer be changed here: if something is wrong, please contact support.
        </MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        <Button icon={<PrintRegular />} onClick={() => window.print()}>
          Print your answers
        </Button>
      </div>
      {Object.keys(answers).length === 0 ? (
        <Body1>The bank received your health form outside the portal.</Body1>
      ) : (
        <AnswerSummary answers={answers} sections={SECTIONS.length} headingLevel="h2" />
      )}
    </div>
  );
}
