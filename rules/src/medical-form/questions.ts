/**
 * The maternal health-history questionnaire as data: the page renders its sections from
 * it and `schemas.ts` derives the draft and submit rules from it, so both always agree.
 */

export type YesNo = 'yes' | 'no';

interface FieldBase {
  label: string;
  /** A short hint under the label. */
  hint?: string;
}

export type FieldSpec =
  | (FieldBase & { kind: 'text'; max: number; optional?: boolean; multiline?: boolean })
  | (FieldBase & { kind: 'phone' })
  /** `past`: a date that has happened (not in the future); `due`: a due date near today. */
  | (FieldBase & { kind: 'date'; window: 'past' | 'due' })
  | (FieldBase & { kind: 'choice'; options: readonly { value: string; label: string }[] })
  /**
   * A yes/no question; a "yes" needs an explanation. `review`: a "yes" is flagged for the
   * lab's review (it never blocks submission).
   */
  | (FieldBase & { kind: 'yesNo'; detailsLabel: string; review?: boolean })
  | (FieldBase & { kind: 'agree' });

export interface SectionSpec {
  key: SectionKey;
  title: string;
  intro?: string;
  fields: Record<string, FieldSpec>;
}

export const SECTION_KEYS = [
  'mother',
  'pregnancy',
  'health',
  'infections',
  'exposures',
  'cancer',
  'genetics',
  'consent',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const MAX_TEXT = 200;
export const MAX_DETAILS = 1000;

const text = (
  label: string,
  extra: Partial<Omit<FieldBase, 'label'>> & { optional?: boolean } = {},
) => ({ kind: 'text', label, max: MAX_TEXT, ...extra }) as const;
const yesNo = (label: string, detailsLabel: string, review = true) =>
  ({ kind: 'yesNo', label, detailsLabel, review }) as const;

export const SECTIONS: readonly SectionSpec[] = [
  {
    key: 'mother',
    title: "Mother's details",
    intro: "About the baby's birth mother.",
    fields: {
      fullName: text('Full name'),
      otherNames: text('Other names (optional)', {
        optional: true,
        hint: 'For example a maiden name.',
      }),
      dateOfBirth: { kind: 'date', label: 'Date of birth', window: 'past' },
      phone: { kind: 'phone', label: 'Phone number', hint: 'For example +1 916 555 0100.' },
      address: { kind: 'text', label: 'Home address', max: 400, multiline: true },
    },
  },
  {
    key: 'pregnancy',
    title: 'Pregnancy and delivery',
    fields: {
      dueDate: { kind: 'date', label: 'Due date', window: 'due' },
      births: {
        kind: 'choice',
        label: 'Are you expecting one baby or more?',
        options: [
          { value: 'single', label: 'One baby' },
          { value: 'multiple', label: 'Twins or more' },
        ],
      },
      hospitalName: text('Delivery hospital'),
      hospitalCity: text('Hospital city'),
      hospitalPhone: { kind: 'phone', label: 'Hospital phone number' },
      providerName: text('Physician or midwife'),
      providerPractice: text('Practice name'),
      providerPhone: { kind: 'phone', label: 'Practice phone number' },
      deliveryType: {
        kind: 'choice',
        label: 'Planned delivery',
        options: [
          { value: 'vaginal', label: 'Vaginal birth' },
          { value: 'cesarean', label: 'Caesarean section' },
          { value: 'unsure', label: 'Not sure yet' },
        ],
      },
      surrogacyOrAdoption: yesNo(
        'Is this a surrogacy or an adoption?',
        'Tell us about the surrogacy or adoption',
        false,
      ),
    },
  },
  {
    key: 'health',
    title: 'General health and medicines',
    fields: {
      conditions: yesNo(
        'Do you have any ongoing health conditions?',
        'Which conditions, and how are they treated?',
        false,
      ),
      medications: yesNo(
        'Are you taking any medicines, vitamins or supplements?',
        'Which ones, and how often?',
        false,
      ),
    },
  },
  {
    key: 'infections',
    title: 'Infectious disease risk',
    intro: 'Have you ever been diagnosed with, or treated for, any of these?',
    fields: {
      hepatitisB: yesNo('Hepatitis B', 'Tell us when, and about any treatment'),
      hepatitisC: yesNo('Hepatitis C', 'Tell us when, and about any treatment'),
      hiv: yesNo('HIV', 'Tell us when, and about any treatment'),
      htlv: yesNo('HTLV', 'Tell us when, and about any treatment'),
      syphilis: yesNo('Syphilis', 'Tell us when, and about any treatment'),
      malaria: yesNo('Malaria', 'Tell us when, and about any treatment'),
      zika: yesNo('Zika virus', 'Tell us when, and about any treatment'),
      travel: yesNo(
        'Have you travelled outside your country in the past 12 months?',
        'Where, and when?',
      ),
    },
  },
  {
    key: 'exposures',
    title: 'The past 12 months',
    intro: 'In the past 12 months, have you had any of these?',
    fields: {
      transfusion: yesNo('A blood transfusion', 'When, and why?'),
      transplant: yesNo('An organ or tissue transplant, or a graft', 'When, and what kind?'),
      tattoo: yesNo('A tattoo or a piercing', 'When, and where was it done?'),
      needleStick: yesNo('A needle-stick injury', 'When, and how did it happen?'),
    },
  },
  {
    key: 'cancer',
    title: 'Cancer history',
    fields: {
      mother: yesNo("Has the baby's mother ever had cancer?", 'What kind, and when?'),
      father: yesNo("Has the baby's father ever had cancer?", 'What kind, and when?'),
    },
  },
  {
    key: 'genetics',
    title: 'Family genetic history',
    intro: "In either parent's family, has anyone had any of these?",
    fields: {
      bloodDisorders: yesNo(
        'A blood disorder (for example sickle cell disease or thalassaemia)',
        'Who, and which disorder?',
      ),
      immunodeficiencies: yesNo('An immune deficiency', 'Who, and which condition?'),
      metabolicDisorders: yesNo(
        'A metabolic disorder (for example PKU or Gaucher disease)',
        'Who, and which disorder?',
      ),
    },
  },
  {
    key: 'consent',
    title: 'Review and consent',
    fields: {
      agreed: {
        kind: 'agree',
        label:
          'I confirm that these answers are true to the best of my knowledge, and I agree that the cord blood bank may use them to assess the collection.',
      },
      signatureName: text('Your full name (signature)'),
      signatureDate: { kind: 'date', label: 'Date', window: 'past' },
      relationship: {
        kind: 'choice',
        label: "Your relationship to the baby's mother",
        options: [
          { value: 'self', label: 'I am the mother' },
          { value: 'partner', label: 'Spouse or partner' },
          { value: 'guardian', label: 'Legal guardian' },
          { value: 'other', label: 'Other' },
        ],
      },
    },
  },
];
