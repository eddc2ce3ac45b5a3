import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { AnswerProblem } from '@portal/rules/medical-form';

/** Shows an answer the gateway refused beside its field (answers.x.y -> x.y). */
export function showAnswerProblem(setError: UseFormSetError<FieldValues>, problem: AnswerProblem) {
  setError(problem.field.replace(/^answers\./, ''), { type: 'server', message: problem.message });
}
