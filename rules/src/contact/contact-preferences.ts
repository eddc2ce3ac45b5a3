import { isPhoneNumber } from '../pickup/phone.js';

export interface ContactProblem {
  field: string;
  message: string;
}

export interface ContactPreferences {
  mobilePhone: string | null;
  preferences: { kind: string; email: boolean; sms: boolean }[];
}

/**
 * The profile's contact choices, checked the same on the page and at the gateway: a mobile
 * number that is one (or none), and text messages only with a number.
 */
export function checkContactPreferences(
  input: ContactPreferences,
): { problems: ContactProblem[] } | { checked: ContactPreferences } {
  const problems: ContactProblem[] = [];
  const mobilePhone = input.mobilePhone?.trim() || null;
  if (mobilePhone && !isPhoneNumber(mobilePhone)) {
    problems.push({
      field: 'mobilePhone',
      message: 'Enter a mobile number like +1 916 555 0142.',
    });
  }
  input.preferences.forEach((preference, index) => {
    if (preference.sms && !mobilePhone) {
      problems.push({
        field: `preferences.${index}.sms`,
        message: 'Add a mobile number to get text messages.',
      });
    }
  });
  const kinds = input.preferences.map((preference) => preference.kind);
  if (new Set(kinds).size !== kinds.length) {
    problems.push({ field: 'preferences', message: 'Each kind of notification once.' });
  }
  return problems.length > 0
    ? { problems }
    : { checked: { mobilePhone, preferences: input.preferences } };
}
