import { z } from 'zod';
import { addDays, isCalendarDate, latestTodayOnEarth } from '../dates/index.js';
import { hasControlCharacters, printableText, ruleIssue } from '../text/index.js';
import { MAX_DETAILS, SECTIONS, type FieldSpec, type SectionSpec } from './questions.js';

/** Phone numbers: digits with spaces, dashes, dots, brackets and a leading +; 7 to 15 digits. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(text) && digits >= 7 && digits <= 15;
}

const printable = (label: string) => ({ error: ruleIssue('text.characters', { label }) });

/** A bounded string that may be empty (drafts, optional answers). */
function boundedText(label: string, max: number) {
  return z
    .string({ error: ruleIssue('text.notText', { label }) })
    .max(max, { error: ruleIssue('text.tooLong', { label, max }) })
    .refine((text) => !hasControlCharacters(text), printable(label));
}

function choiceOf(spec: Extract<FieldSpec, { kind: 'choice' }>, allowEmpty: boolean) {
  const values = spec.options.map((option) => option.value);
  return z
    .string({ error: ruleIssue('medical.choice', { label: spec.label }) })
    .refine((value) => values.includes(value) || (allowEmpty && value === ''), {
      error: ruleIssue('medical.choice', { label: spec.label }),
    });
}

const yesOrNo = (label: string) => ruleIssue('medical.yesNo', { label });
const sectionError = (section: SectionSpec) => ({
  error: ruleIssue('medical.section', { section: section.title }),
});

// ---- Drafts: the shape and limits only; every answer may still be missing. ----

function draftField(spec: FieldSpec): z.ZodType {
  switch (spec.kind) {
    case 'text':
      return boundedText(spec.label, spec.max).optional();
    case 'phone':
      return boundedText(spec.label, 40).optional();
    case 'date':
      return boundedText(spec.label, 10).optional();
    case 'choice':
      return choiceOf(spec, true).optional();
    case 'yesNo':
      return z
        .strictObject(
          {
            answer: z.enum(['yes', 'no', ''], { error: yesOrNo(spec.label) }).optional(),
            details: boundedText(spec.detailsLabel, MAX_DETAILS).optional(),
          },
          { error: yesOrNo(spec.label) },
        )
        .optional();
    case 'agree':
      return z.boolean({ error: ruleIssue('medical.agreement') }).optional();
  }
}

function sectionShape(section: SectionSpec, field: (spec: FieldSpec) => z.ZodType) {
  return Object.fromEntries(
    Object.entries(section.fields).map(([name, spec]) => [name, field(spec)]),
  );
}

const buildDraftSchema = () =>
  z.strictObject(
    Object.fromEntries(
      SECTIONS.map((section) => [
        section.key,
        z.strictObject(sectionShape(section, draftField), sectionError(section)).optional(),
      ]),
    ),
  );
let draftSchema: ReturnType<typeof buildDraftSchema> | undefined;

/**
 * A draft's rules, built when first used: building a schema of every question costs a phone
 * milliseconds of main thread, and the form's page loads this module without checking a draft.
 */
export function medicalFormDraftSchema() {
  draftSchema ??= buildDraftSchema();
  return draftSchema;
}

/** A missing object is checked as an empty one, so every missing answer is named. */
const orEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined ? {} : value), schema);

// ---- Submission: every required answer, with its rules. ----

function dateRule(spec: Extract<FieldSpec, { kind: 'date' }>, now: Date) {
  const today = latestTodayOnEarth(now);
  const { label } = spec;
  return printableText({ label: spec.label, max: 10 }).superRefine((value, ctx) => {
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: 'custom', message: ruleIssue('medical.date.invalid', { label }) });
    } else if (spec.window === 'past') {
      if (value > today) {
        ctx.addIssue({ code: 'custom', message: ruleIssue('medical.date.future', { label }) });
      } else if (value < '1900-01-01') {
        ctx.addIssue({ code: 'custom', message: ruleIssue('medical.date.before1900', { label }) });
      }
    } else if (value < addDays(today, -365) || value > addDays(today, 300)) {
      ctx.addIssue({
        code: 'custom',
        message: ruleIssue('medical.date.window', { label }),
      });
    }
  });
}

function submitField(spec: FieldSpec, now: Date): z.ZodType {
  switch (spec.kind) {
    case 'text':
      return spec.optional
        ? z.string().trim().pipe(boundedText(spec.label, spec.max)).optional()
        : printableText({ label: spec.label, max: spec.max });
    case 'phone':
      return printableText({ label: spec.label, max: 40 }).refine(isPhoneNumber, {
        error: ruleIssue('medical.phone', { label: spec.label }),
      });
    case 'date':
      return dateRule(spec, now);
    case 'choice':
      return choiceOf(spec, false);
    case 'yesNo':
      return (
        orEmpty(
          z.strictObject(
            {
              answer: z.enum(['yes', 'no'], { error: yesOrNo(spec.label) }),
              details: z
                .string()
                .trim()
                .pipe(boundedText(spec.detailsLabel, MAX_DETAILS))
                .optional(),
            },
            { error: yesOrNo(spec.label) },
          ),
        )
          .superRefine((value, ctx) => {
            if (value.answer === 'yes' && !value.details) {
              ctx.addIssue({
                code: 'custom',
                path: ['details'],
                message: ruleIssue('medical.explainYes', { label: spec.label }),
              });
            }
          })
          // A "no" keeps no explanation from an earlier "yes".
          .transform((value) => (value.answer === 'no' ? { answer: 'no' } : value))
      );
    case 'agree':
      return z.literal(true, { error: ruleIssue('medical.agree') });
  }
}

/** The submission's rules; `now` decides which dates are "in the future". */
export function medicalFormSubmitSchema(now: Date = new Date()) {
  return z.strictObject(
    Object.fromEntries(
      SECTIONS.map((section) => [
        section.key,
        orEmpty(
          z.strictObject(
            sectionShape(section, (spec) => submitField(spec, now)),
            sectionError(section),
          ),
        ),
      ]),
    ),
  );
}

/** One section's submission rules (the page checks a section before moving on). */
export function sectionSubmitSchema(section: SectionSpec, now: Date = new Date()) {
  return z.strictObject(sectionShape(section, (spec) => submitField(spec, now)));
}
