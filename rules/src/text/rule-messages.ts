/**
 * Every sentence the rules say about a field, by a stable code, in English (the spec's
 * language; the gateway's logs and tools read it). A page shows the sentence for the code in
 * the parent's language (`@portal/shared`'s table of these codes, checked against this one);
 * `{name}` is a value the problem carries.
 */
import type { ReleaseRuleCode } from './release-messages.js';

export const RULE_MESSAGES = {
  'text.required': '{label} is required.',
  'text.tooLong': '{label} must be at most {max} characters.',
  'text.characters': '{label} contains characters that are not allowed.',
  'text.notText': '{label} must be text.',

  'pickup.locationType': 'Choose where the kit is picked up: hospital or home.',
  'pickup.kitLocation': 'Tell us where the kit is: with you or at the nurses’ station.',
  'pickup.timeZone': 'Choose the time zone of the hospital.',
  'pickup.birthDate.required': 'Enter the date of birth.',
  'pickup.birthDate.invalid': 'Enter the date of birth as a date (YYYY-MM-DD).',
  'pickup.birthTime.required': 'Enter the time of birth.',
  'pickup.birthTime.invalid': 'Enter the time of birth as a 24-hour time (HH:MM).',
  'pickup.collectionDate.required': 'Enter the date of the collection.',
  'pickup.collectionDate.invalid': 'Enter the date of the collection as a date (YYYY-MM-DD).',
  'pickup.collectionTime.required': 'Enter the time of the collection.',
  'pickup.collectionTime.invalid': 'Enter the time of the collection as a 24-hour time (HH:MM).',
  'pickup.contactPhone':
    'Enter a mobile number the courier can call, e.g. +1 555 010 0199 (7 to 15 digits).',
  'pickup.alternatePhone':
    'Enter the other phone number as a phone number, e.g. +1 555 010 0199 (7 to 15 digits), or leave it empty.',
  'pickup.checklist': 'Confirm each item of the checklist.',
  'pickup.checklist.incomplete': 'Confirm each item of the checklist before you send the request.',
  'pickup.time.nonexistent':
    'This time does not exist in the hospital’s time zone (the clocks changed then): enter the time shown on the clock.',
  'pickup.birth.future': 'The birth cannot be in the future.',
  'pickup.collection.future':
    'The collection cannot be in the future: enter when the cord blood was collected.',
  'pickup.collection.beforeBirth': 'The collection cannot be before the birth.',
  'pickup.window.invalid':
    'Enter the preferred pick-up time as a date and time, or choose “as soon as possible”.',
  'pickup.window.past':
    'The preferred pick-up time has passed: choose a later time or “as soon as possible”.',
  'pickup.window.tooFar': 'The preferred pick-up time can be at most {days} days ahead.',
  'pickup.tooLate':
    'The kit must reach the lab within {hours} hours of the collection, and this pick-up would be too late. Please call us now on {phone} so we can arrange it.',

  'commerce.plan': 'Choose a plan.',
  'commerce.giftCode':
    'Enter the gift code as it appears in the gift email, e.g. GIFT-ABCD-EFGH-JKMN.',
  'commerce.postalCode.required': 'Enter the ZIP or postal code.',
  'commerce.postalCode.invalid':
    'Enter the ZIP or postal code with letters and digits only, e.g. 94110 or K1A 0B1.',
  'commerce.shippingCountry.missing': 'Choose the country the kit ships to.',
  'commerce.shippingCountry.other':
    'We ship collection kits to the United States and Canada; choose one of them.',
  'commerce.mailingCountry.missing': 'Choose the country.',
  'commerce.mailingCountry.other':
    'We send mail to the United States and Canada; choose one of them.',
  'commerce.phone':
    'Enter a phone number we can call about the kit, e.g. +1 555 010 0199 (7 to 15 digits).',
  'commerce.dueDate.required': "Enter the baby's due date.",
  'commerce.dueDate.invalid': "Enter the baby's due date as a date (YYYY-MM-DD).",
  'commerce.dueDate.past':
    'The due date is more than {days} days ago. If your baby is already born, please call us: cord blood is collected at the birth.',
  'commerce.dueDate.ahead': 'The due date must be within the next {weeks} weeks.',
  'commerce.recipientEmail.required': "Enter the recipient's email address.",
  'commerce.recipientEmail.invalid':
    "Enter the recipient's email address in the form name@example.com.",

  'contact.mobilePhone': 'Enter a mobile number like +1 916 555 0142.',
  'contact.smsWithoutPhone': 'Add a mobile number to get text messages.',
  'contact.kindTwice': 'Each kind of notification once.',

  'family.email.required': 'Enter the email address to invite.',
  'family.email.invalid': 'Enter an email address like name@example.com.',
  'family.email.own': 'That is your own email address: you already have access.',

  'medical.unknownQuestion': '“{key}” is not a question of this form.',
  'medical.section': 'The “{section}” answers must be a set of answers.',
  'medical.date.invalid': '{label} must be a date (YYYY-MM-DD).',
  'medical.date.future': '{label} cannot be in the future.',
  'medical.date.before1900': '{label} must be after 1900.',
  'medical.date.window': '{label} must be within the past year or the next 10 months.',
  'medical.phone':
    '{label} must be a phone number with 7 to 15 digits, for example +1 916 555 0100.',
  'medical.choice': 'Choose an answer for “{label}”.',
  'medical.yesNo': 'Answer “{label}” with yes or no.',
  'medical.explainYes': 'Please explain your “yes” to “{label}”.',
  'medical.agreement': 'The agreement must be ticked or not.',
  'medical.agree': 'Tick the box to confirm and agree.',
} as const;

/** A code of `RULE_MESSAGES`, which every app's rules carry. */
export type CoreRuleCode = keyof typeof RULE_MESSAGES;
export type RuleCode = CoreRuleCode | ReleaseRuleCode;
export type RuleValues = Readonly<Record<string, string | number>>;

/**
 * The labels of the fields the rules name in `{label}` (the medical form's questions are the
 * form's own: `@portal/rules/medical-form`).
 */
export const RULE_LABELS = [
  'The hospital or place name',
  'The address',
  'The floor or unit',
  'The room',
  'The access notes',
  'The preferred time',
  'The street address',
  'The apartment, suite or unit',
  'The city',
  'The state, province or region',
  'Your full name',
  'Your name',
  "The recipient's name",
  'The message',
  "The physician's name",
  'The transplant centre',
  'The receiving bank',
  "The contact's name",
] as const;

export type RuleLabel = (typeof RULE_LABELS)[number];

/** A problem with one field, as every rule reports it. */
export interface RuleProblem<Field extends string = string> {
  field: Field;
  /** Absent only on a check no rule wrote (zod's own sentence). */
  code?: RuleCode;
  values?: RuleValues;
  /** The English sentence (logs and tools; a page chooses its text by `code`). */
  message: string;
}

/** The English sentence of a code with its values. */
export function ruleMessage(code: CoreRuleCode, values: RuleValues = {}): string {
  return RULE_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function ruleProblem<Field extends string>(
  field: Field,
  code: CoreRuleCode,
  values?: RuleValues,
): RuleProblem<Field> {
  return values
    ? { field, code, values, message: ruleMessage(code, values) }
    : { field, code, message: ruleMessage(code) };
}

/*
 * zod carries only a message per issue: a rule's issue message is its code and values,
 * encoded here and turned back into a problem by `problemOfIssue`.
 */
const ISSUE_MARK = 'rule:';

export function ruleIssue(code: CoreRuleCode, values?: RuleValues): string {
  return ISSUE_MARK + JSON.stringify(values ? [code, values] : [code]);
}

/** The problem a zod issue reports (an issue no rule wrote keeps its own sentence). */
export function problemOfIssue<Field extends string>(
  field: Field,
  issueMessage: string,
): RuleProblem<Field> {
  if (!issueMessage.startsWith(ISSUE_MARK)) return { field, message: issueMessage };
  const [code, values] = JSON.parse(issueMessage.slice(ISSUE_MARK.length)) as [
    CoreRuleCode,
    RuleValues | undefined,
  ];
  return ruleProblem(field, code, values);
}
