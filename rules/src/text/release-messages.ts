/**
 * The release rules' sentences by code, in English, kept apart from `RULE_MESSAGES`: only the
 * release page and the gateway say them, and every app's rules table (in each first load) would
 * otherwise carry them. `@portal/shared`'s table has them in Spanish too.
 */
export const RELEASE_RULE_MESSAGES = {
  'release.kind': 'Choose a transplant or a transfer to another bank.',
  'release.relation': 'Choose who the patient is to the child.',
  'release.neededBy': 'Choose how soon the cord blood is needed.',
  'release.phone': 'Enter a phone number we can call, e.g. +1 555 010 0199 (7 to 15 digits).',
  'release.email.required': 'Enter the email address.',
  'release.email.invalid': 'Enter an email address like name@example.com.',
  'release.authorisationFile': 'Add the signed authorisation.',
  'release.photoIdFile': "Add the account holder's photo identification.",
} as const;

export type ReleaseRuleCode = keyof typeof RELEASE_RULE_MESSAGES;
