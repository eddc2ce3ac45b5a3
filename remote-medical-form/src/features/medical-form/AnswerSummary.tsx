import { SECTIONS, type FieldAnswer, type MedicalFormAnswers } from '@portal/rules/medical-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Subtitle2, makeStyles, tokens } from '@portal/shared/ui';
import { displayAnswer } from './display';
import { localizedField, sectionTexts } from './question-texts';

const useStyles = makeStyles({
  sections: { display: 'grid', gap: tokens.spacingVerticalL },
  section: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    breakInside: 'avoid',
  },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' },
  heading: { margin: 0 },
  list: { margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

export interface AnswerSummaryProps {
  answers: MedicalFormAnswers;
  /** Which sections to list (all but consent by default). */
  sections?: number;
  /** Offers "Edit" beside each section (the review step). */
  onEdit?: (sectionIndex: number) => void;
  headingLevel?: 'h2' | 'h3';
}

/** Every answer, section by section, as the parent gave it. */
export function AnswerSummary({
  answers,
  sections = SECTIONS.length - 1,
  onEdit,
  headingLevel = 'h3',
}: AnswerSummaryProps) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  return (
    <div className={styles.sections}>
      {SECTIONS.slice(0, sections).map((section, index) => {
        const headingId = `summary-${section.key}`;
        const { title } = sectionTexts(i18n, section);
        return (
          <section key={section.key} className={styles.section} aria-labelledby={headingId}>
            <div className={styles.header}>
              <Subtitle2 as={headingLevel} id={headingId} className={styles.heading}>
                {index + 1}. {title}
              </Subtitle2>
              {onEdit && (
                <Button
                  appearance="secondary"
                  onClick={() => onEdit(index)}
                  aria-label={t`Edit ${title}`}
                >
                  <Trans>Edit</Trans>
                </Button>
              )}
            </div>
            <dl className={styles.list}>
              {Object.entries(section.fields).map(([name, rulesSpec]) => {
                const spec = localizedField(i18n, section.key, name, rulesSpec);
                return (
                  <div key={name}>
                    <dt className={styles.term}>{spec.label}</dt>
                    <dd className={styles.value}>
                      {displayAnswer(i18n, spec, answers[section.key]?.[name] as FieldAnswer)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
