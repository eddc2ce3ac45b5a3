import { checkAnswersPayload, MAX_ANSWERS_BYTES } from './medical-form-payload.js';

/** Answers that are `levels` objects, each inside the one before. */
const nested = (levels: number): Record<string, unknown> => {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < levels; level += 1) value = { inner: value };
  return value;
};

describe('checkAnswersPayload', () => {
  it('lets ordinary answers through to the form rules', () => {
    const answers = { mother: { fullName: 'Ana Silva' } };
    expect(checkAnswersPayload(answers, 'draft')).toEqual([]);
    expect(checkAnswersPayload(answers, 'submit')).toEqual([]);
    expect(checkAnswersPayload(nested(6), 'draft')).toEqual([]);
  });

  it('refuses answers nested too deeply, however deep', () => {
    for (const levels of [7, 100_000]) {
      expect(checkAnswersPayload(nested(levels), 'draft')).toEqual([
        { field: 'answers', message: 'The answers are nested too deeply (at most 6 levels).' },
      ]);
    }
  });

  it('refuses answers that are too large', () => {
    const [problem] = checkAnswersPayload({ notes: 'x'.repeat(MAX_ANSWERS_BYTES) }, 'draft');
    expect(problem?.field).toBe('answers');
    expect(problem?.message).toMatch(/^The answers are too large \(\d+ bytes; at most 65536\)\.$/);
  });

  it('refuses submitting empty answers, not saving an empty draft', () => {
    expect(checkAnswersPayload({}, 'draft')).toEqual([]);
    expect(checkAnswersPayload({}, 'submit')).toEqual([
      {
        field: 'answers',
        message: 'The answers are empty: fill in the form before submitting it.',
      },
    ]);
  });
});
