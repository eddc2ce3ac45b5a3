import { SECTIONS } from '@portal/rules/medical-form';
import { QUESTION_TEXTS, SECTION_TEXTS } from './question-texts';

// The rules' English is the source: the page's map of translations must say exactly the same.

it.each(SECTIONS.map((section) => [section.key, section] as const))(
  "has the rules' title and introduction of section %s",
  (_key, section) => {
    const texts = SECTION_TEXTS[section.key];
    expect(texts.title.message).toBe(section.title);
    expect(texts.intro?.message).toBe(section.intro);
  },
);

const questions = SECTIONS.flatMap((section) =>
  Object.entries(section.fields).map(([name, spec]) => [`${section.key}.${name}`, spec] as const),
);

it.each(questions)("has the rules' texts of question %s", (key, spec) => {
  const texts = QUESTION_TEXTS[key];
  expect(texts).toBeDefined();
  expect(texts?.label.message).toBe(spec.label);
  expect(texts?.hint?.message).toBe(spec.hint);
  expect(texts?.detailsLabel?.message).toBe(spec.kind === 'yesNo' ? spec.detailsLabel : undefined);
  const options = spec.kind === 'choice' ? spec.options : [];
  expect(Object.keys(texts?.options ?? {})).toEqual(options.map((option) => option.value));
  for (const option of options) {
    expect(texts?.options?.[option.value]?.message).toBe(option.label);
  }
});

it('names no question the rules do not have', () => {
  expect(Object.keys(QUESTION_TEXTS).sort()).toEqual(questions.map(([key]) => key).sort());
});
