import { useMemo, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { analytics } from '@portal/shared';
import type { LoadedForm } from './api/use-medical-form-order';
import { LAST_SECTION, sectionResolver, snapshotOf } from './form-schemas';
import { useDraftConflict } from './use-draft-conflict';
import { useFormDrafts } from './use-form-drafts';
import { SUBMIT_PROBLEMS, useFormSubmit, type Submission } from './use-form-submit';
import { useSectionNavigation, type MoveOptions } from './use-section-navigation';

export interface MedicalFormFlowOptions {
  orderId: string;
  form: LoadedForm;
  /** Reads the newest form from the gateway (after a conflict). */
  loadNewest: () => Promise<LoadedForm | null>;
  /** The section shown first: a draft's first unanswered one (form-rules.ts), else the first. */
  initialSection: number;
}

/**
 * The questionnaire's flow for one order: the answers (react-hook-form, one section's rules at a
 * time), the section on screen, drafts saved as the parent types, a conflict with another
 * device, and the one submit at the end.
 */
export function useMedicalFormFlow({
  orderId,
  form,
  loadNewest,
  initialSection,
}: MedicalFormFlowOptions) {
  const initialAnswers = useMemo(() => form.answers ?? {}, [form.answers]);
  const [submitted, setSubmitted] = useState<Submission | null>(
    form.status === 'SUBMITTED' && form.submittedAt
      ? { answers: initialAnswers, at: form.submittedAt }
      : null,
  );
  const { section, fromReview, sectionRef, headingRef, moveTo } = useSectionNavigation(
    () => initialSection,
  );
  const resolver = useMemo(() => sectionResolver(() => sectionRef.current), [sectionRef]);
  const methods = useForm<FieldValues>({
    defaultValues: initialAnswers,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { saver, draft, resetQuietly } = useFormDrafts(
    methods,
    orderId,
    form.version,
    submitted !== null,
    form.lastSave,
  );
  const currentAnswers = () => snapshotOf(methods.getValues()) as MedicalFormAnswers;
  const { conflict, chooseMine, chooseNewer } = useDraftConflict({
    saver,
    draft,
    loadNewest,
    sectionRef,
    onSubmittedElsewhere: setSubmitted,
    currentAnswers,
    resetQuietly,
  });
  const { submit, submitting, submitProblem, setSubmitProblem } = useFormSubmit({
    orderId,
    saver,
    setError: methods.setError,
    onSubmitted: setSubmitted,
  });

  const goTo = (index: number, options: MoveOptions = {}) => {
    moveTo(index, options);
    setSubmitProblem(null);
    void saver.flush();
  };

  const onValid = (values: FieldValues) => {
    if (section === LAST_SECTION) {
      void submit(values as MedicalFormAnswers);
      return;
    }
    analytics.track('Medical Form Section Completed', { step: section + 1 });
    goTo(fromReview ? LAST_SECTION : section + 1);
  };

  const onInvalid = () => {
    if (section === LAST_SECTION) setSubmitProblem(SUBMIT_PROBLEMS.missing);
  };

  return {
    methods,
    submitted,
    section,
    fromReview,
    headingRef,
    draft,
    conflict,
    chooseMine,
    chooseNewer,
    submitting,
    submitProblem,
    currentAnswers,
    goTo,
    onSubmit: methods.handleSubmit(onValid, onInvalid),
  };
}
