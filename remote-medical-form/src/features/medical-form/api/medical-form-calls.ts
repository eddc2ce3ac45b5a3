import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import {
  fieldProblems,
  graphQLErrorCode,
  isAccessRevoked,
  sendMutation,
} from '@portal/shared/graphql';
import {
  SaveMedicalFormDraftDocument,
  SubmitMedicalFormDocument,
  type SubmitMedicalFormMutation,
} from './medical-form.generated';
import type { SaveOutcome } from '../draft-saver';
import { lastSaveOf } from '../saved-by';

/** The gateway's refusal, by its code; anything else (no network, a 5xx) is "offline". */
export function outcomeOfError(error: unknown): Exclude<SaveOutcome, { kind: 'saved' }> {
  if (isAccessRevoked(error)) return { kind: 'revoked' };
  const code = graphQLErrorCode(error);
  if (code === 'CONFLICT') return { kind: 'conflict' };
  if (code === 'BAD_USER_INPUT') return { kind: 'invalid', problems: fieldProblems(error) };
  return { kind: 'offline' };
}

export async function saveDraft(
  orderId: string,
  answers: MedicalFormAnswers,
  baseVersion: number,
): Promise<SaveOutcome> {
  try {
    const data = await sendMutation(
      SaveMedicalFormDraftDocument,
      { orderId, baseVersion, answers },
      // A draft changes nothing another page or the shell reads: no refresh of their queries.
      { refreshReaders: false },
    );
    const form = data.saveMedicalFormDraft;
    return form
      ? { kind: 'saved', version: form.version, lastSave: lastSaveOf(form) }
      : { kind: 'offline' };
  } catch (error) {
    return outcomeOfError(error);
  }
}

export type SubmitOutcome =
  | { kind: 'submitted'; form: SubmitMedicalFormMutation['submitMedicalForm'] }
  | Exclude<SaveOutcome, { kind: 'saved' }>;

export async function submitForm(
  orderId: string,
  answers: MedicalFormAnswers,
  baseVersion: number,
): Promise<SubmitOutcome> {
  try {
    // The journey moves on: every reader (the shell's dashboard, this page) reads again
    // before this resolves (@portal/shared refreshes them after each mutation).
    const data = await sendMutation(SubmitMedicalFormDocument, { orderId, baseVersion, answers });
    const form = data.submitMedicalForm;
    return form ? { kind: 'submitted', form } : { kind: 'offline' };
  } catch (error) {
    return outcomeOfError(error);
  }
}
