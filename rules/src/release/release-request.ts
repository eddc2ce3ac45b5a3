import { checkMailingAddress, type Address, type AddressInput } from '../commerce/index.js';
import { isPhoneNumber } from '../pickup/phone.js';
import { hasControlCharacters } from '../text/control-characters.js';
import { isEmailAddress } from '../text/email-address.js';
import { ruleProblem, type RuleLabel, type RuleProblem } from '../text/rule-messages.js';
import { releaseProblem } from './release-problem.js';
import { RELEASE_KINDS, type ReleaseKind } from './release-status.js';

/** Who the patient is to the child whose cord blood is released. */
export const PATIENT_RELATIONS = ['CHILD', 'SIBLING', 'PARENT', 'OTHER_RELATIVE'] as const;
export type PatientRelation = (typeof PATIENT_RELATIONS)[number];

/** How soon a transplant centre needs the unit. */
export const NEEDED_BY = ['WITHIN_2_WEEKS', 'WITHIN_3_MONTHS', 'LATER'] as const;
export type NeededBy = (typeof NEEDED_BY)[number];

/**
 * What the account holder types to ask for a release (the gateway's input has the same
 * fields). No diagnosis and nothing of the patient's health: the centre sends its clinical
 * request to the bank directly.
 */
export interface ReleaseRequestInput {
  kind: string;
  /** TRANSPLANT: the treating physician and their transplant centre. */
  physicianName?: string | null;
  centreName?: string | null;
  patientRelation?: string | null;
  neededBy?: string | null;
  /** TRANSFER: the receiving bank and the person there. */
  bankName?: string | null;
  contactName?: string | null;
  /** The centre's or the receiving bank's address, phone and email. */
  address: AddressInput;
  phone: string;
  email: string;
}

export type ReleaseRequest =
  | {
      kind: 'TRANSPLANT';
      physicianName: string;
      centreName: string;
      patientRelation: PatientRelation;
      neededBy: NeededBy;
      address: Address;
      phone: string;
      email: string;
    }
  | {
      kind: 'TRANSFER';
      bankName: string;
      contactName: string;
      address: Address;
      phone: string;
      email: string;
    };

export type ReleaseProblem = RuleProblem;

const MAX_NAME = 120;

function name(
  problems: ReleaseProblem[],
  field: string,
  label: RuleLabel,
  value: string | null | undefined,
): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) problems.push(ruleProblem(field, 'text.required', { label }));
  else if (text.length > MAX_NAME) {
    problems.push(ruleProblem(field, 'text.tooLong', { label, max: MAX_NAME }));
  } else if (hasControlCharacters(text)) {
    problems.push(ruleProblem(field, 'text.characters', { label }));
  }
  return text;
}

function oneOf<T extends string>(
  problems: ReleaseProblem[],
  field: string,
  code: 'release.kind' | 'release.relation' | 'release.neededBy',
  allowed: readonly T[],
  value: string | null | undefined,
): T {
  if (!allowed.includes(value as T)) problems.push(releaseProblem(field, code));
  return value as T;
}

/**
 * Checks a release request, every field, on the page and again at the gateway: for a
 * transplant the physician, the centre, who the patient is and how soon; for a transfer the
 * receiving bank and its contact; for both the address (United States or Canada), a phone
 * number and an email address.
 */
export function checkReleaseRequest(
  input: ReleaseRequestInput,
): { ok: true; value: ReleaseRequest } | { ok: false; problems: ReleaseProblem[] } {
  const problems: ReleaseProblem[] = [];
  const kind = oneOf<ReleaseKind>(problems, 'kind', 'release.kind', RELEASE_KINDS, input?.kind);
  const details =
    kind === 'TRANSFER'
      ? {
          kind,
          bankName: name(problems, 'bankName', 'The receiving bank', input.bankName),
          contactName: name(problems, 'contactName', "The contact's name", input.contactName),
        }
      : {
          kind: 'TRANSPLANT' as const,
          physicianName: name(
            problems,
            'physicianName',
            "The physician's name",
            input?.physicianName,
          ),
          centreName: name(problems, 'centreName', 'The transplant centre', input?.centreName),
          patientRelation: oneOf(
            problems,
            'patientRelation',
            'release.relation',
            PATIENT_RELATIONS,
            input?.patientRelation,
          ),
          neededBy: oneOf(problems, 'neededBy', 'release.neededBy', NEEDED_BY, input?.neededBy),
        };
  const address = checkMailingAddress(input?.address ?? ({} as AddressInput), 'address');
  if (!address.ok) problems.push(...address.problems);
  const phone = typeof input?.phone === 'string' ? input.phone.trim() : '';
  if (!isPhoneNumber(phone)) problems.push(releaseProblem('phone', 'release.phone'));
  const email = typeof input?.email === 'string' ? input.email.trim() : '';
  if (!email) problems.push(releaseProblem('email', 'release.email.required'));
  else if (!isEmailAddress(email)) problems.push(releaseProblem('email', 'release.email.invalid'));
  if (problems.length > 0 || !address.ok) return { ok: false, problems };
  return {
    ok: true,
    value: { ...details, address: address.value, phone, email } as ReleaseRequest,
  };
}
