import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { SECTIONS } from '@portal/rules/medical-form';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@portal/shared/ui';
import { LAST_SECTION } from './form-schemas';
import { sectionTexts } from './question-texts';

const useStyles = makeStyles({
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const sectionOf = (field: string) => field.replace(/^answers\./, '').split('.')[0];

export interface SubmitProblemProps {
  message: MessageDescriptor;
  errors: FieldErrors<FieldValues>;
  /** Opens a section to fix (the parent comes back to the review after it). */
  onEdit: (section: number) => void;
}

/** Why the form was not submitted, with a link to each section that has a problem. */
export function SubmitProblem({ message, errors, onEdit }: SubmitProblemProps) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const errorSections = new Set(Object.keys(errors).map(sectionOf));
  const sectionsToFix = SECTIONS.slice(0, LAST_SECTION)
    .map((candidate, index) => ({ candidate, index }))
    .filter(({ candidate }) => errorSections.has(candidate.key));
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        {i18n._(message)}
        {sectionsToFix.length > 0 && (
          <ul className={styles.problems}>
            {sectionsToFix.map(({ candidate, index }) => {
              const number = index + 1;
              const { title } = sectionTexts(i18n, candidate);
              return (
                <li key={candidate.key}>
                  <Button appearance="transparent" onClick={() => onEdit(index)}>
                    {t`Section ${number}: ${title}`}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
