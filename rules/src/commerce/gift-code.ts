import { ruleMessage, ruleProblem, type RuleProblem } from '../text/rule-messages.js';

/** Gift codes use letters and digits that cannot be mistaken for one another (no I, L, O, U, 0, 1). */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
/** Three groups of four: 12 characters from 29, about 58 bits: not guessable. */
export const GIFT_CODE_GROUPS = 3;
const GROUP = 4;

export const GIFT_CODE_MESSAGE = ruleMessage('commerce.giftCode');

/** The problem of a typed gift code that cannot be one (`normaliseGiftCode` gave null). */
export const giftCodeProblem = (): RuleProblem<'code'> => ruleProblem('code', 'commerce.giftCode');

/**
 * The canonical form of a typed gift code (`GIFT-XXXX-XXXX-XXXX`), or null when it cannot be one:
 * case, spaces and dashes are forgiven, and so is a missing `GIFT` prefix.
 */
export function normaliseGiftCode(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > 64) return null;
  let compact = raw.toUpperCase().replace(/[\s-]/g, '');
  if (compact.startsWith('GIFT')) compact = compact.slice(4);
  if (compact.length !== GROUP * GIFT_CODE_GROUPS) return null;
  if (![...compact].every((character) => GIFT_CODE_ALPHABET.includes(character))) return null;
  const groups = compact.match(/.{4}/g) ?? [];
  return `GIFT-${groups.join('-')}`;
}

/** A new gift code from `randomIndex(n)` (a uniform integer below n; the gateway passes crypto's). */
export function newGiftCode(randomIndex: (n: number) => number): string {
  const groups: string[] = [];
  for (let g = 0; g < GIFT_CODE_GROUPS; g += 1) {
    let group = '';
    for (let i = 0; i < GROUP; i += 1)
      group += GIFT_CODE_ALPHABET[randomIndex(GIFT_CODE_ALPHABET.length)];
    groups.push(group);
  }
  return `GIFT-${groups.join('-')}`;
}
