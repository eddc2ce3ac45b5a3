import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { showAnswerProblem } from './answer-problems';
import { snapshotOf } from './form-schemas';
import type { LastSave } from './saved-by';
import { useDraftSaver } from './use-draft-saver';

/**
 * The form's drafts: every change is saved (the saver debounces and retries) until the form is
 * submitted, answers the gateway refused show beside their fields, and `resetQuietly` replaces
 * the answers without saving them as a change.
 */
export function useFormDrafts(
  methods: UseFormReturn<FieldValues>,
  orderId: string,
  version: number,
  submitted: boolean,
  lastSave: LastSave | null = null,
) {
  const { watch, setError, reset } = methods;
  const [saver, draft] = useDraftSaver(orderId, version, lastSave);
  const resetting = useRef(false);

  useEffect(() => {
    if (submitted) return undefined;
    const subscription = watch((values) => {
      if (!resetting.current) saver.change(snapshotOf(values) as MedicalFormAnswers);
    });
    return () => subscription.unsubscribe();
  }, [watch, saver, submitted]);

  useEffect(() => {
    for (const problem of draft.problems) showAnswerProblem(setError, problem);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setError is react-hook-form's own
  }, [draft.problems]);

  const resetQuietly = useCallback(
    (answers: MedicalFormAnswers) => {
      resetting.current = true;
      reset(answers);
      resetting.current = false;
    },
    [reset],
  );

  return { saver, draft, resetQuietly };
}
