import type { FieldProblem } from './field-problem.js';

/** Serialized size limit of the answers (a long questionnaire is a few KB). */
export const MAX_ANSWERS_BYTES = 64 * 1024;
const MAX_DEPTH = 6;

/**
 * Whether `value` nests objects or arrays more than `limit` levels deep. Walked without
 * recursion and stopped at the limit, so answers nested deeper than the call stack are
 * measured safely (a recursive walk, or JSON.stringify, would overflow it).
 */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * The gateway's own bounds on the `answers` argument, checked before the order is locked and
 * before `@portal/rules/medical-form` reads them: depth and size bound the work every later
 * check does, and an empty submission is refused at once.
 */
export function checkAnswersPayload(
  answers: Record<string, unknown>,
  intent: 'draft' | 'submit',
): FieldProblem[] {
  // Depth first: measuring the size serialises the answers, which recurses.
  if (nestsDeeperThan(answers, MAX_DEPTH)) {
    return [
      {
        field: 'answers',
        message: `The answers are nested too deeply (at most ${MAX_DEPTH} levels).`,
      },
    ];
  }
  const size = Buffer.byteLength(JSON.stringify(answers), 'utf8');
  if (size > MAX_ANSWERS_BYTES) {
    return [
      {
        field: 'answers',
        message: `The answers are too large (${size} bytes; at most ${MAX_ANSWERS_BYTES}).`,
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
