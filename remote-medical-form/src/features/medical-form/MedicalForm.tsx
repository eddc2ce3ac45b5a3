import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { SECTIONS } from '@portal/rules/medical-form';
import { Body1, Button, makeStyles, tokens } from '@portal/shared/ui';
import { AccessRevokedNotice } from './AccessRevokedNotice';
import { AnswerSummary } from './AnswerSummary';
import { ConflictNotice } from './ConflictNotice';
import { DraftStatusLine } from './DraftStatusLine';
import { FieldControl } from './FieldControl';
import { LAST_SECTION } from './form-schemas';
import { localizedField, sectionTexts } from './question-texts';
import { SavedByLine } from './SavedByLine';
import { SectionProgress } from './SectionProgress';
import { SubmitProblem } from './SubmitProblem';
import { SubmittedForm } from './SubmittedForm';
import { useMedicalFormFlow, type MedicalFormFlowOptions } from './use-medical-form-flow';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  fields: { display: 'grid', gap: tokens.spacingVerticalL },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': { outline: 'none' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  saveStatus: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
  },
});

export interface MedicalFormProps extends MedicalFormFlowOptions {
  /** More than one person may fill the form (the family has several members): say who saved. */
  sharedWithFamily: boolean;
  /** The parent's access to the child ended (a save or submit was refused): the page keeps the form. */
  onAccessRevoked?: () => void;
}

/** The questionnaire for one order: sections, drafts saved as the parent types, submit once. */
export function MedicalForm(props: MedicalFormProps) {
  const styles = useStyles();
  const flow = useMedicalFormFlow(props);
  const { i18n, t } = useLingui();
  const { section, fromReview, submitting, conflict } = flow;
  const revoked = flow.draft.status === 'revoked';
  const { onAccessRevoked } = props;
  useEffect(() => {
    if (revoked) onAccessRevoked?.();
  }, [revoked, onAccessRevoked]);

  if (flow.submitted) {
    return <SubmittedForm answers={flow.submitted.answers} submittedAt={flow.submitted.at} />;
  }

  const current = SECTIONS[section] ?? SECTIONS[0];
  if (!current) return null;
  const errors = flow.methods.formState.errors;
  const { title, intro } = sectionTexts(i18n, current);

  return (
    <FormProvider {...flow.methods}>
      <form className={styles.form} noValidate onSubmit={flow.onSubmit}>
        <SectionProgress orderId={props.orderId} section={section} />
        {revoked && <AccessRevokedNotice />}
        <div className={styles.saveStatus}>
          <DraftStatusLine state={flow.draft} />
          {props.sharedWithFamily && flow.draft.lastSave && (
            <SavedByLine lastSave={flow.draft.lastSave} />
          )}
        </div>
        {conflict && (
          <ConflictNotice
            newer={conflict.newer}
            mine={flow.currentAnswers()}
            onKeepMine={flow.chooseMine}
            onUseNewer={flow.chooseNewer}
          />
        )}
        <h2 ref={flow.headingRef} tabIndex={-1} className={styles.heading}>
          {title}
        </h2>
        {intro && <Body1>{intro}</Body1>}
        {section === LAST_SECTION && (
          <>
            <Body1>
              <Trans>Check your answers. You can change any section before you submit.</Trans>
            </Body1>
            <AnswerSummary
              answers={flow.currentAnswers()}
              onEdit={(index) => flow.goTo(index, { fromReview: true })}
            />
          </>
        )}
        <div className={styles.fields}>
          {Object.entries(current.fields).map(([name, spec]) => (
            <FieldControl
              key={`${current.key}.${name}`}
              name={`${current.key}.${name}`}
              spec={localizedField(i18n, current.key, name, spec)}
            />
          ))}
        </div>
        {flow.submitProblem && (
          <SubmitProblem
            message={flow.submitProblem}
            errors={errors}
            onEdit={(index) => flow.goTo(index, { fromReview: true })}
          />
        )}
        <div className={styles.actions}>
          {section > 0 && !fromReview && (
            <Button type="button" onClick={() => flow.goTo(section - 1)}>
              <Trans>Back</Trans>
            </Button>
          )}
          <Button type="submit" appearance="primary" disabled={submitting || conflict !== null}>
            {section === LAST_SECTION
              ? submitting
                ? t`Submitting…`
                : t`Submit the form`
              : fromReview
                ? t`Back to review`
                : t`Next`}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
