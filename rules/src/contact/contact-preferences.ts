import { checkMailingAddress, type Address, type AddressInput } from '../commerce/index.js';
import { isPhoneNumber } from '../pickup/phone.js';
import { ruleProblem, type RuleProblem } from '../text/rule-messages.js';

export type ContactProblem = RuleProblem;

export interface ContactPreferencesInput {
  mobilePhone: string | null;
  /** Null (or absent): none. */
  mailingAddress?: AddressInput | null;
  preferences: { kind: string; email: boolean; sms: boolean }[];
}

export interface ContactPreferences {
  mobilePhone: string | null;
  mailingAddress: Address | null;
  preferences: { kind: string; email: boolean; sms: boolean }[];
}

/**
 * The profile's contact choices, checked the same on the page and at the gateway: a mobile
 * number that is one (or none), a mailing address with every line a letter needs (or none),
 * and text messages only with a number.
 */
export function checkContactPreferences(
  input: ContactPreferencesInput,
): { problems: ContactProblem[] } | { checked: ContactPreferences } {
  const problems: ContactProblem[] = [];
  const mobilePhone = input.mobilePhone?.trim() || null;
  if (mobilePhone && !isPhoneNumber(mobilePhone)) {
    problems.push(ruleProblem('mobilePhone', 'contact.mobilePhone'));
  }
  let mailingAddress: Address | null = null;
  if (input.mailingAddress) {
    const address = checkMailingAddress(input.mailingAddress, 'mailingAddress');
    if (address.ok) mailingAddress = address.value;
    else problems.push(...address.problems);
  }
  input.preferences.forEach((preference, index) => {
    if (preference.sms && !mobilePhone) {
      problems.push(ruleProblem(`preferences.${index}.sms`, 'contact.smsWithoutPhone'));
    }
  });
  const kinds = input.preferences.map((preference) => preference.kind);
  if (new Set(kinds).size !== kinds.length) {
    problems.push(ruleProblem('preferences', 'contact.kindTwice'));
  }
  return problems.length > 0
    ? { problems }
    : { checked: { mobilePhone, mailingAddress, preferences: input.preferences } };
}
