import { isAccessRevoked } from '@portal/shared/graphql';
import { useEffect, useState, type RefObject } from 'react';
import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { analytics } from '@portal/shared';
import type { LoadedForm } from './api/use-medical-form-order';
import type { DraftSaver, DraftState } from './draft-saver';
import type { Submission } from './use-form-submit';

export interface Conflict {
  newer: MedicalFormAnswers;
  version: number;
}

/**
 * Another tab or device saved first: the newest answers are read and the parent chooses
 * between theirs and these (or, when the form was submitted elsewhere, it shows as submitted).
 */
export function useDraftConflict(options: {
  saver: DraftSaver;
  draft: DraftState;
  loadNewest: () => Promise<LoadedForm | null>;
  sectionRef: RefObject<number>;
  onSubmittedElsewhere: (submission: Submission) => void;
  /** What the parent typed, and a way to replace it without saving it as a change. */
  currentAnswers: () => MedicalFormAnswers;
  resetQuietly: (answers: MedicalFormAnswers) => void;
}) {
  const { saver, draft, loadNewest, sectionRef, onSubmittedElsewhere } = options;
  const [conflict, setConflict] = useState<Conflict | null>(null);

  useEffect(() => {
    if (draft.status !== 'conflict' || conflict) return;
    analytics.track('Medical Form Conflict', { step: sectionRef.current + 1 });
    void loadNewest().then(
      (newest) => {
        if (!newest) return;
        if (newest.status === 'SUBMITTED' && newest.submittedAt) {
          saver.submitted(newest.version);
          onSubmittedElsewhere({ answers: newest.answers ?? {}, at: newest.submittedAt });
          return;
        }
        // The newer answers are someone else's save (another device, or a family member).
        saver.newerRead(newest.lastSave);
        setConflict({ newer: newest.answers ?? {}, version: newest.version });
      },
      (error: unknown) => {
        // Access revoked meanwhile: the answers stay in the form, the page says why.
        if (isAccessRevoked(error)) saver.accessRevoked();
      },
    );
  }, [draft.status, conflict, loadNewest, saver, sectionRef, onSubmittedElsewhere]);

  const chooseMine = () => {
    if (!conflict) return;
    saver.resolveConflict(conflict.version, options.currentAnswers());
    setConflict(null);
  };

  const chooseNewer = () => {
    if (!conflict) return;
    options.resetQuietly(conflict.newer);
    saver.resolveConflict(conflict.version, null);
    setConflict(null);
  };

  return { conflict, chooseMine, chooseNewer };
}
