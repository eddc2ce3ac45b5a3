import { Trans, useLingui } from '@lingui/react/macro';
import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { SECTIONS } from '@portal/rules/medical-form';
import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@portal/shared/ui';
import { PrintRegular } from '@fluentui/react-icons';
import { AnswerSummary } from './AnswerSummary';
import { intlLocale } from './display';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: { '@media print': { display: 'none' } },
});

/** "June 1, 2026" (or "1 de junio de 2026"), in the portal's language ('en' or 'es'). */
export function formatSubmissionDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(intlLocale(locale), { dateStyle: 'long' });
}

export interface SubmittedFormProps {
  answers: MedicalFormAnswers;
  submittedAt: string;
}

/** The submitted form: read-only, with its submission date and a print view. */
export function SubmittedForm({ answers, submittedAt }: SubmittedFormProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const date = formatSubmissionDate(submittedAt, i18n.locale);
  return (
    <div className={styles.page}>
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          <Trans>
            Thank you. Your medical health form was submitted on {date}. It can no longer be changed
            here: if something is wrong, please contact support.
          </Trans>
        </MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        <Button icon={<PrintRegular />} onClick={() => window.print()}>
          <Trans>Print your answers</Trans>
        </Button>
      </div>
      {Object.keys(answers).length === 0 ? (
        <Body1>
          <Trans>The bank received your health form outside the portal.</Trans>
        </Body1>
      ) : (
        <AnswerSummary answers={answers} sections={SECTIONS.length} headingLevel="h2" />
      )}
    </div>
  );
}
