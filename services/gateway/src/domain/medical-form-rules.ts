import type { FieldProblem } from './field-problem.js';

/** Serialized size limit of the answers (a long questionnaire is a few KB). */
export const MAX_ANSWERS_BYTES = 64 * 1024;
const MAX_DEPTH = 6;

function depthOf(value: unknown, depth = 0): number {
  if (value === null || typeof value !== 'object') return depth;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.reduce<number>(
    (deepest, child) => Math.max(deepest, depthOf(child, depth + 1)),
    depth + 1,
  );
}

/** Checks the answers of a draft or a submission. */
export function checkAnswers(
  answers: Record<string, unknown>,
  intent: 'draft' | 'submit',
): FieldProblem[] {
  const size = Buffer.byteLength(JSON.stringify(answers), 'utf8');
  if (size > MAX_ANSWERS_BYTES) {
    return [
      {
        field: 'answers',
        message: `The answers are too large (${size} bytes; at most ${MAX_ANSWERS_BYTES}).`,
      },
    ];
  }
  if (depthOf(answers) > MAX_DEPTH) {
    return [
      {
        field: 'answers',
        message: `The answers are nested too deeply (at most ${MAX_DEPTH} levels).`,
      },
    ];
  }
  if (intent === 'submit' && Object.keys(answers).length === 0) {
    return [
      {
        field: 'answers',
        message: 'The answers are empty: fill in the form before submitting it.',
      },
    ];
  }
  return [];
}
