import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import {
  SECTIONS,
  firstIncompleteSection,
  type AnswerProblem,
  type MedicalFormAnswers,
} from '@portal/rules/medical-form';
import { analytics } from '@portal/shared';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { ProgressBar } from '@portal/shared/ui/display';
import { AnswerSummary } from './AnswerSummary';
import { ConflictNotice } from './ConflictNotice';
import { DraftStatusLine } from './DraftStatusLine';
import { FieldControl } from './FieldControl';
import { LAST_SECTION, sectionResolver, snapshotOf } from './form-schemas';
import { submitForm } from './gateway-calls';
import { SubmittedForm } from './SubmittedForm';
import { useDraftSaver } from './use-draft-saver';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  progress: { display: 'grid', gap: tokens.spacingVerticalXS },
  fields: { display: 'grid', gap: tokens.spacingVerticalL },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': { outline: 'none' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

export interface LoadedForm {
  status: 'NOT_STARTED' | 'DRAFT' | 'SUBMITTED';
  answers: MedicalFormAnswers | null;
  version: number;
  submittedAt: string | null;
}

export interface MedicalFormProps {
  orderId: string;
  form: LoadedForm;
  /** Reads the newest form from the gateway (after a conflict). */
  loadNewest: () => Promise<LoadedForm | null>;
}

const sectionOf = (field: string) => field.replace(/^answers\./, '').split('.')[0];

/** The questionnaire for one order: sections, drafts saved as the parent types, submit once. */
export function MedicalForm({ orderId, form, loadNewest }: MedicalFormProps) {
  const styles = useStyles();
  const initialAnswers = useMemo(() => form.answers ?? {}, [form.answers]);
  const [section, setSection] = useState(() =>
    form.status === 'NOT_STARTED' ? 0 : firstIncompleteSection(initialAnswers),
  );
  const [fromReview, setFromReview] = useState(false);
  const [submitted, setSubmitted] = useState<{ answers: MedicalFormAnswers; at: string } | null>(
    form.status === 'SUBMITTED' && form.submittedAt
      ? { answers: initialAnswers, at: form.submittedAt }
      : null,
  );
  const [conflict, setConflict] = useState<{ newer: MedicalFormAnswers; version: number } | null>(
    null,
  );
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const sectionRef = useRef(section);
  sectionRef.current = section;
  const resolver = useMemo(() => sectionResolver(() => sectionRef.current), []);
  const methods = useForm<FieldValues>({
    defaultValues: initialAnswers,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { watch, handleSubmit, reset, getValues, setError, formState } = methods;
  const [saver, draft] = useDraftSaver(orderId, form.version);
  const resetting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Every change is saved as a draft (the saver debounces and retries).
  useEffect(() => {
    if (submitted) return undefined;
    const subscription = watch((values) => {
      if (!resetting.current) saver.change(snapshotOf(values) as MedicalFormAnswers);
    });
    return () => subscription.unsubscribe();
  }, [watch, saver, submitted]);

  // The gateway refused some answers of a draft: show them beside their fields.
  useEffect(() => {
    for (const problem of draft.problems) showProblem(problem);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- showProblem only wraps setError
  }, [draft.problems]);

  // Another tab or device saved first: read the newest answers and let the parent choose.
  useEffect(() => {
    if (draft.status !== 'conflict' || conflict) return;
    analytics.track('Medical Form Conflict', { step: sectionRef.current + 1 });
    void loadNewest().then((newest) => {
      if (!newest) return;
      if (newest.status === 'SUBMITTED' && newest.submittedAt) {
        saver.submitted(newest.version);
        setSubmitted({ answers: newest.answers ?? {}, at: newest.submittedAt });
        return;
      }
      setConflict({ newer: newest.answers ?? {}, version: newest.version });
    });
  }, [draft.status, conflict, loadNewest, saver]);

  // A new section: its heading takes focus (keyboard and screen reader users start there).
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [section]);

  function showProblem(problem: AnswerProblem) {
    setError(problem.field.replace(/^answers\./, ''), { type: 'server', message: problem.message });
  }

  function goTo(index: number, options: { fromReview?: boolean } = {}) {
    moved.current = true;
    setFromReview(options.fromReview ?? false);
    setSection(index);
    setSubmitProblem(null);
    void saver.flush();
  }

  async function submit(answers: MedicalFormAnswers) {
    setSubmitting(true);
    setSubmitProblem(null);
    await saver.flush();
    await saver.settle();
    if (saver.getState().status === 'conflict') {
      setSubmitting(false);
      return;
    }
    const outcome = await submitForm(orderId, answers, saver.getState().version);
    setSubmitting(false);
    switch (outcome.kind) {
      case 'submitted':
        saver.submitted(outcome.form.version);
        analytics.track('Medical Form Submitted', { step: SECTIONS.length });
        setSubmitted({
          answers: (outcome.form.answers ?? answers) as MedicalFormAnswers,
          at: outcome.form.submittedAt ?? new Date().toISOString(),
        });
        return;
      case 'conflict':
        saver.change(answers);
        return;
      case 'invalid':
        outcome.problems.forEach(showProblem);
        setSubmitProblem('Some answers need another look: see the sections listed below.');
        return;
      case 'offline':
        setSubmitProblem(
          'We could not send the form: you seem to be offline. Your answers are kept here; try again when you are back online.',
        );
    }
  }

  const onValid = (values: FieldValues) => {
    if (section === LAST_SECTION) {
      void submit(values as MedicalFormAnswers);
      return;
    }
    analytics.track('Medical Form Section Completed', { step: section + 1 });
    goTo(fromReview ? LAST_SECTION : section + 1);
  };

  const onInvalid = () => {
    if (section === LAST_SECTION) {
      setSubmitProblem('Some answers are missing: see the sections listed below.');
    }
  };

  if (submitted) return <SubmittedForm answers={submitted.answers} submittedAt={submitted.at} />;

  const current = SECTIONS[section] ?? SECTIONS[0];
  if (!current) return null;
  const errorSections = new Set(Object.keys(formState.errors).map(sectionOf));
  const sectionsToFix = SECTIONS.slice(0, LAST_SECTION)
    .map((candidate, index) => ({ candidate, index }))
    .filter(({ candidate }) => errorSections.has(candidate.key));
  const progressId = `medical-form-progress-${orderId}`;

  return (
    <FormProvider {...methods}>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
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
        <DraftStatusLine state={draft} />
        {conflict && (
          <ConflictNotice
            newer={conflict.newer}
            mine={snapshotOf(getValues()) as MedicalFormAnswers}
            onKeepMine={() => {
              saver.resolveConflict(
                conflict.version,
                snapshotOf(getValues()) as MedicalFormAnswers,
              );
              setConflict(null);
            }}
            onUseNewer={() => {
              resetting.current = true;
              reset(conflict.newer);
              resetting.current = false;
              saver.resolveConflict(conflict.version, null);
              setConflict(null);
            }}
          />
        )}
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {current.title}
        </h2>
        {current.intro && <Body1>{current.intro}</Body1>}
        {section === LAST_SECTION && (
          <>
            <Body1>Check your answers. You can change any section before you submit.</Body1>
            <AnswerSummary
              answers={snapshotOf(getValues()) as MedicalFormAnswers}
              onEdit={(index) => goTo(index, { fromReview: true })}
            />
          </>
        )}
        <div className={styles.fields}>
          {Object.entries(current.fields).map(([name, spec]) => (
            <FieldControl
              key={`${current.key}.${name}`}
              name={`${current.key}.${name}`}
              spec={spec}
            />
          ))}
        </div>
        {submitProblem && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              {submitProblem}
              {sectionsToFix.length > 0 && (
                <ul className={styles.problems}>
                  {sectionsToFix.map(({ candidate, index }) => (
                    <li key={candidate.key}>
                      <Button
                        appearance="transparent"
                        onClick={() => goTo(index, { fromReview: true })}
                      >
                        Section {index + 1}: {candidate.title}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          {section > 0 && !fromReview && (
            <Button type="button" onClick={() => goTo(section - 1)}>
              Back
            </Button>
          )}
          <Button type="submit" appearance="primary" disabled={submitting || conflict !== null}>
            {section === LAST_SECTION
              ? submitting
                ? 'Submitting…'
                : 'Submit the form'
              : fromReview
                ? 'Back to review'
                : 'Next'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
