import type { ErrorOption, FieldValues, UseFormSetError } from 'react-hook-form';
import type { AnswerProblem } from '@portal/rules/medical-form';

/**
 * Shows an answer the gateway refused beside its field (answers.x.y -> x.y), with the rule's
 * code and values (the field says it in the parent's language from them).
 */
export function showAnswerProblem(setError: UseFormSetError<FieldValues>, problem: AnswerProblem) {
  const { code, values, message } = problem;
  // react-hook-form keeps the error's other properties as they are.
  const error: ErrorOption & Pick<AnswerProblem, 'code' | 'values'> = {
    type: 'server',
    message,
    code,
    values,
  };
  setError(problem.field.replace(/^answers\./, ''), error);
}
