import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { SECTIONS, type MedicalFormAnswers } from '@portal/rules/medical-form';
import { analytics } from '@portal/shared';
import { submitForm } from './api/medical-form-calls';
import { showAnswerProblem } from './answer-problems';
import type { DraftSaver } from './draft-saver';

/** A submitted form as the page shows it. */
export interface Submission {
  answers: MedicalFormAnswers;
  at: string;
}

export const SUBMIT_PROBLEMS = {
  invalid: msg`Some answers need another look: see the sections listed below.`,
  offline: msg`We could not send the form: you seem to be offline. Your answers are kept here; try again when you are back online.`,
  missing: msg`Some answers are missing: see the sections listed below.`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Submitting the form once: the waiting draft is saved first, a conflict stops it, refused
 * answers show beside their fields with a message above the buttons.
 */
export function useFormSubmit(options: {
  orderId: string;
  saver: DraftSaver;
  setError: UseFormSetError<FieldValues>;
  onSubmitted: (submission: Submission) => void;
}) {
  const { orderId, saver, setError, onSubmitted } = options;
  const [submitProblem, setSubmitProblem] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);

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
        onSubmitted({
          answers: (outcome.form.answers ?? answers) as MedicalFormAnswers,
          at: outcome.form.submittedAt ?? new Date().toISOString(),
        });
        return;
      case 'conflict':
        saver.change(answers);
        return;
      case 'revoked':
        // The page says why (from the saver's status); the answers stay in the form.
        saver.accessRevoked();
        return;
      case 'invalid':
        outcome.problems.forEach((problem) => showAnswerProblem(setError, problem));
        setSubmitProblem(SUBMIT_PROBLEMS.invalid);
        return;
      case 'offline':
        setSubmitProblem(SUBMIT_PROBLEMS.offline);
    }
  }

  return { submit, submitting, submitProblem, setSubmitProblem };
}
