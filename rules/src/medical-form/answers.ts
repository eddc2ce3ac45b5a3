import type { z } from 'zod';
import { problemOfIssue, ruleProblem, type RuleProblem } from '../text/index.js';
import { SECTIONS, type SectionKey, type YesNo } from './questions.js';
import { medicalFormDraftSchema, medicalFormSubmitSchema, sectionSubmitSchema } from './schemas.js';

export interface YesNoAnswer {
  answer?: YesNo | '';
  details?: string;
}
export type FieldAnswer = string | boolean | YesNoAnswer | undefined;
/** The answers as saved (a draft may miss any of them). */
export type MedicalFormAnswers = Partial<Record<SectionKey, Record<string, FieldAnswer>>>;

/** One invalid answer, named by its path from the mutation's argument (`answers.mother.phone`). */
export type AnswerProblem = RuleProblem;

export function problemsOf(error: z.ZodError, prefix = 'answers'): AnswerProblem[] {
  const seen = new Set<string>();
  const problems: AnswerProblem[] = [];
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    for (const key of keys) {
      const path = [prefix, ...issue.path.map(String), ...(key ? [key] : [])].join('.');
      if (seen.has(path)) continue;
      seen.add(path);
      problems.push(
        key
          ? ruleProblem(path, 'medical.unknownQuestion', { key })
          : problemOfIssue(path, issue.message),
      );
    }
  }
  return problems;
}

export type Checked =
  { ok: true; answers: MedicalFormAnswers } | { ok: false; problems: AnswerProblem[] };

/** A draft: the shape and limits only. */
export function checkDraft(answers: unknown): Checked {
  const result = medicalFormDraftSchema().safeParse(answers);
  return result.success
    ? { ok: true, answers: result.data as MedicalFormAnswers }
    : { ok: false, problems: problemsOf(result.error) };
}

/** A submission: every required answer (trimmed; a "no" drops an old explanation). */
export function checkSubmission(answers: unknown, now: Date = new Date()): Checked {
  const result = medicalFormSubmitSchema(now).safeParse(answers);
  return result.success
    ? { ok: true, answers: result.data as MedicalFormAnswers }
    : { ok: false, problems: problemsOf(result.error) };
}

/** Whether one section has every required answer. */
export function isSectionComplete(
  answers: MedicalFormAnswers,
  key: SectionKey,
  now: Date = new Date(),
): boolean {
  const section = SECTIONS.find((candidate) => candidate.key === key);
  if (!section) return false;
  return sectionSubmitSchema(section, now).safeParse(answers[key] ?? {}).success;
}

/** The index of the first section still missing answers (the last one when all are there). */
export function firstIncompleteSection(
  answers: MedicalFormAnswers,
  now: Date = new Date(),
): number {
  const index = SECTIONS.findIndex((section) => !isSectionComplete(answers, section.key, now));
  return index === -1 ? SECTIONS.length - 1 : index;
}

/** The questions answered "yes" that the lab reviews (the team may call about them). */
export function answersForReview(
  answers: MedicalFormAnswers,
): { section: SectionKey; field: string }[] {
  const flagged: { section: SectionKey; field: string }[] = [];
  for (const section of SECTIONS) {
    for (const [field, spec] of Object.entries(section.fields)) {
      const value = answers[section.key]?.[field];
      if (spec.kind === 'yesNo' && spec.review && isYes(value)) {
        flagged.push({ section: section.key, field });
      }
    }
  }
  return flagged;
}

function isYes(value: FieldAnswer): boolean {
  return typeof value === 'object' && value.answer === 'yes';
}
