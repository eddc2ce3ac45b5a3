import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  SECTIONS,
  type FieldSpec,
  type SectionKey,
  type SectionSpec,
} from '@portal/rules/medical-form';
import type { LabelText } from '@portal/shared';

/**
 * The questionnaire's texts in the parent's language. @portal/rules keeps the questions (and
 * their English) for the page and the gateway alike; this remote's catalogue carries their
 * translations, keyed by question. Each English here is the rules' own, word for word
 * (question-texts.test.ts fails when they drift apart).
 */

export interface SectionTexts {
  title: MessageDescriptor;
  intro?: MessageDescriptor;
}

export interface QuestionTexts {
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  /** The label of the explanation a "yes" asks for. */
  detailsLabel?: MessageDescriptor;
  /** Each choice's text, by its value. */
  options?: Readonly<Record<string, MessageDescriptor>>;
}

export const SECTION_TEXTS: Readonly<Record<SectionKey, SectionTexts>> = {
  mother: {
    title: msg({ message: "Mother's details", comment: 'Review: clinical' }),
    intro: msg({ message: "About the baby's birth mother.", comment: 'Review: clinical' }),
  },
  pregnancy: {
    title: msg({ message: 'Pregnancy and delivery', comment: 'Review: clinical' }),
  },
  health: {
    title: msg({ message: 'General health and medicines', comment: 'Review: clinical' }),
  },
  infections: {
    title: msg({ message: 'Infectious disease risk', comment: 'Review: clinical' }),
    intro: msg({
      message: 'Have you ever been diagnosed with, or treated for, any of these?',
      comment: 'Review: clinical',
    }),
  },
  exposures: {
    title: msg({ message: 'The past 12 months', comment: 'Review: clinical' }),
    intro: msg({
      message: 'In the past 12 months, have you had any of these?',
      comment: 'Review: clinical',
    }),
  },
  cancer: {
    title: msg({ message: 'Cancer history', comment: 'Review: clinical' }),
  },
  genetics: {
    title: msg({ message: 'Family genetic history', comment: 'Review: clinical' }),
    intro: msg({
      message: "In either parent's family, has anyone had any of these?",
      comment: 'Review: clinical',
    }),
  },
  consent: {
    title: msg({ message: 'Review and consent', comment: 'Review: clinical' }),
  },
};

const WHEN_AND_TREATMENT = msg({
  message: 'Tell us when, and about any treatment',
  comment: 'Review: clinical',
});
const WHAT_KIND_AND_WHEN = msg({ message: 'What kind, and when?', comment: 'Review: clinical' });
const WHO_AND_WHICH_DISORDER = msg({
  message: 'Who, and which disorder?',
  comment: 'Review: clinical',
});

/** By the answer's path, `<section>.<question>` (e.g. `mother.fullName`). */
export const QUESTION_TEXTS: Readonly<Record<string, QuestionTexts>> = {
  'mother.fullName': { label: msg({ message: 'Full name', comment: 'Review: clinical' }) },
  'mother.otherNames': {
    label: msg({ message: 'Other names (optional)', comment: 'Review: clinical' }),
    hint: msg({ message: 'For example a maiden name.', comment: 'Review: clinical' }),
  },
  'mother.dateOfBirth': { label: msg({ message: 'Date of birth', comment: 'Review: clinical' }) },
  'mother.phone': {
    label: msg({ message: 'Phone number', comment: 'Review: clinical' }),
    hint: msg({ message: 'For example +1 916 555 0100.', comment: 'Review: clinical' }),
  },
  'mother.address': { label: msg({ message: 'Home address', comment: 'Review: clinical' }) },

  'pregnancy.dueDate': { label: msg({ message: 'Due date', comment: 'Review: clinical' }) },
  'pregnancy.births': {
    label: msg({ message: 'Are you expecting one baby or more?', comment: 'Review: clinical' }),
    options: {
      single: msg({ message: 'One baby', comment: 'Review: clinical' }),
      multiple: msg({ message: 'Twins or more', comment: 'Review: clinical' }),
    },
  },
  'pregnancy.hospitalName': {
    label: msg({ message: 'Delivery hospital', comment: 'Review: clinical' }),
  },
  'pregnancy.hospitalCity': {
    label: msg({ message: 'Hospital city', comment: 'Review: clinical' }),
  },
  'pregnancy.hospitalPhone': {
    label: msg({ message: 'Hospital phone number', comment: 'Review: clinical' }),
  },
  'pregnancy.providerName': {
    label: msg({ message: 'Physician or midwife', comment: 'Review: clinical' }),
  },
  'pregnancy.providerPractice': {
    label: msg({ message: 'Practice name', comment: 'Review: clinical' }),
  },
  'pregnancy.providerPhone': {
    label: msg({ message: 'Practice phone number', comment: 'Review: clinical' }),
  },
  'pregnancy.deliveryType': {
    label: msg({ message: 'Planned delivery', comment: 'Review: clinical' }),
    options: {
      vaginal: msg({ message: 'Vaginal birth', comment: 'Review: clinical' }),
      cesarean: msg({ message: 'Caesarean section', comment: 'Review: clinical' }),
      unsure: msg({ message: 'Not sure yet', comment: 'Review: clinical' }),
    },
  },
  'pregnancy.surrogacyOrAdoption': {
    label: msg({ message: 'Is this a surrogacy or an adoption?', comment: 'Review: clinical' }),
    detailsLabel: msg({
      message: 'Tell us about the surrogacy or adoption',
      comment: 'Review: clinical',
    }),
  },

  'health.conditions': {
    label: msg({
      message: 'Do you have any ongoing health conditions?',
      comment: 'Review: clinical',
    }),
    detailsLabel: msg({
      message: 'Which conditions, and how are they treated?',
      comment: 'Review: clinical',
    }),
  },
  'health.medications': {
    label: msg({
      message: 'Are you taking any medicines, vitamins or supplements?',
      comment: 'Review: clinical',
    }),
    detailsLabel: msg({ message: 'Which ones, and how often?', comment: 'Review: clinical' }),
  },

  'infections.hepatitisB': {
    label: msg({ message: 'Hepatitis B', comment: 'Review: clinical' }),
    detailsLabel: WHEN_AND_TREATMENT,
  },
  'infections.hepatitisC': {
    label: msg({ message: 'Hepatitis C', comment: 'Review: clinical' }),
    detailsLabel: WHEN_AND_TREATMENT,
  },
  'infections.hiv': {
    label: msg({ message: 'HIV', comment: 'Review: clinical' }),
    detailsLabel: WHEN_AND_TREATMENT,
  },
  'infections.htlv': {
    label: msg({ message: 'HTLV', comment: 'Review: clinical' }),
    detailsLabel: WHEN_AND_TREATMENT,
  },
  'infections.syphilis': {
    label: msg({ message: 'Syphilis', comment: 'Review: clinical' }),
    detailsLabel: WHEN_AND_TREATMENT,
  },
  'infections.malaria': {
    label: msg({ message: 'Malaria', comment: 'Review: clinical' }),
    detailsLabel: WHEN_AND_TREATMENT,
  },
  'infections.zika': {
    label: msg({ message: 'Zika virus', comment: 'Review: clinical' }),
    detailsLabel: WHEN_AND_TREATMENT,
  },
  'infections.travel': {
    label: msg({
      message: 'Have you travelled outside your country in the past 12 months?',
      comment: 'Review: clinical',
    }),
    detailsLabel: msg({ message: 'Where, and when?', comment: 'Review: clinical' }),
  },

  'exposures.transfusion': {
    label: msg({ message: 'A blood transfusion', comment: 'Review: clinical' }),
    detailsLabel: msg({ message: 'When, and why?', comment: 'Review: clinical' }),
  },
  'exposures.transplant': {
    label: msg({
      message: 'An organ or tissue transplant, or a graft',
      comment: 'Review: clinical',
    }),
    detailsLabel: msg({ message: 'When, and what kind?', comment: 'Review: clinical' }),
  },
  'exposures.tattoo': {
    label: msg({ message: 'A tattoo or a piercing', comment: 'Review: clinical' }),
    detailsLabel: msg({ message: 'When, and where was it done?', comment: 'Review: clinical' }),
  },
  'exposures.needleStick': {
    label: msg({ message: 'A needle-stick injury', comment: 'Review: clinical' }),
    detailsLabel: msg({ message: 'When, and how did it happen?', comment: 'Review: clinical' }),
  },

  'cancer.mother': {
    label: msg({ message: "Has the baby's mother ever had cancer?", comment: 'Review: clinical' }),
    detailsLabel: WHAT_KIND_AND_WHEN,
  },
  'cancer.father': {
    label: msg({ message: "Has the baby's father ever had cancer?", comment: 'Review: clinical' }),
    detailsLabel: WHAT_KIND_AND_WHEN,
  },

  'genetics.bloodDisorders': {
    label: msg({
      message: 'A blood disorder (for example sickle cell disease or thalassaemia)',
      comment: 'Review: clinical',
    }),
    detailsLabel: WHO_AND_WHICH_DISORDER,
  },
  'genetics.immunodeficiencies': {
    label: msg({ message: 'An immune deficiency', comment: 'Review: clinical' }),
    detailsLabel: msg({ message: 'Who, and which condition?', comment: 'Review: clinical' }),
  },
  'genetics.metabolicDisorders': {
    label: msg({
      message: 'A metabolic disorder (for example PKU or Gaucher disease)',
      comment: 'Review: clinical',
    }),
    detailsLabel: WHO_AND_WHICH_DISORDER,
  },

  'consent.agreed': {
    label: msg({
      message:
        'I confirm that these answers are true to the best of my knowledge, and I agree that the cord blood bank may use them to assess the collection.',
      comment: 'Review: clinical',
    }),
  },
  'consent.signatureName': {
    label: msg({ message: 'Your full name (signature)', comment: 'Review: clinical' }),
  },
  'consent.signatureDate': { label: msg({ message: 'Date', comment: 'Review: clinical' }) },
  'consent.relationship': {
    label: msg({ message: "Your relationship to the baby's mother", comment: 'Review: clinical' }),
    options: {
      self: msg({ message: 'I am the mother', comment: 'Review: clinical' }),
      partner: msg({ message: 'Spouse or partner', comment: 'Review: clinical' }),
      guardian: msg({ message: 'Legal guardian', comment: 'Review: clinical' }),
      other: msg({ message: 'Other', comment: 'Review: clinical' }),
    },
  },
};

/** A section's title and introduction in the parent's language (the rules' English if unknown). */
export function sectionTexts(i18n: I18n, section: SectionSpec): { title: string; intro?: string } {
  const texts = SECTION_TEXTS[section.key] as SectionTexts | undefined;
  return {
    title: texts ? i18n._(texts.title) : section.title,
    intro: texts?.intro ? i18n._(texts.intro) : section.intro,
  };
}

/**
 * A question as the parent reads it: the rules' spec with its label, hint, explanation label
 * and choices in the parent's language (each the rules' English where this map has none).
 */
export function localizedField(
  i18n: I18n,
  sectionKey: SectionKey,
  name: string,
  spec: FieldSpec,
): FieldSpec {
  const texts = QUESTION_TEXTS[`${sectionKey}.${name}`];
  if (!texts) return spec;
  const common = {
    label: i18n._(texts.label),
    hint: texts.hint ? i18n._(texts.hint) : spec.hint,
  };
  switch (spec.kind) {
    case 'choice':
      return {
        ...spec,
        ...common,
        options: spec.options.map((option) => {
          const text = texts.options?.[option.value];
          return text ? { value: option.value, label: i18n._(text) } : option;
        }),
      };
    case 'yesNo':
      return {
        ...spec,
        ...common,
        detailsLabel: texts.detailsLabel ? i18n._(texts.detailsLabel) : spec.detailsLabel,
      };
    default:
      return { ...spec, ...common };
  }
}

/** Each question's English label (and explanation label) in the rules, to its translation. */
const LABELS_BY_ENGLISH: ReadonlyMap<string, MessageDescriptor> = new Map(
  SECTIONS.flatMap((section) =>
    Object.entries(section.fields).flatMap(([name, spec]) => {
      const texts = QUESTION_TEXTS[`${section.key}.${name}`];
      if (!texts) return [];
      const labels: [string, MessageDescriptor][] = [[spec.label, texts.label]];
      if (spec.kind === 'yesNo' && texts.detailsLabel) {
        labels.push([spec.detailsLabel, texts.detailsLabel]);
      }
      return labels;
    }),
  ),
);

/**
 * The question a rule's problem names (`{label}`, in English) in the parent's language, for
 * `useProblemText`.
 */
export function questionLabelText(i18n: I18n): LabelText {
  return (englishLabel) => {
    const text = LABELS_BY_ENGLISH.get(englishLabel);
    return text ? i18n._(text) : undefined;
  };
}
