import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What says a message in the page's language: `useLingui()`'s `i18n`. */
export interface Translator {
  _(message: MessageDescriptor): string;
}

/*
 * `@portal/shared/plans`: the storage plans in the parent's language, by the plan's code. The
 * gateway's plan catalogue says each plan in English (receipts, logs, the payment provider, a
 * plan added later); what this list does not know is shown as the catalogue says it. Bundled
 * into the apps that say plans (not @portal/shared's first load), so it holds no runtime: the
 * page passes its `i18n`.
 */
const PLANS: Readonly<Record<string, { name: MessageDescriptor; description: MessageDescriptor }>> =
  {
    annual: {
      name: msg`Annual storage`,
      description: msg`Your baby's cord blood collected at the birth and stored for a year at a time, billed once a year.`,
    },
    monthly: {
      name: msg`Monthly storage`,
      description: msg`The same collection, processing and storage, billed month by month.`,
    },
  };

/** What a plan includes, by the catalogue's English line. */
const INCLUDED: Readonly<Record<string, MessageDescriptor>> = {
  'Collection kit shipped to you': msg`Collection kit shipped to you`,
  'Courier pick-up from the hospital': msg`Courier pick-up from the hospital`,
  'Lab processing and cryogenic storage': msg`Lab processing and cryogenic storage`,
  'Stem cell certificate': msg`Stem cell certificate`,
};

const known = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** A plan's name in the page's language. */
export function planName(plan: { code: string; name: string }, i18n: Translator): string {
  const words = known(PLANS, plan.code);
  return words ? i18n._(words.name) : plan.name;
}

/** A plan's description in the page's language. */
export function planDescription(
  plan: { code: string; description: string },
  i18n: Translator,
): string {
  const words = known(PLANS, plan.code);
  return words ? i18n._(words.description) : plan.description;
}

/** One line of what a plan includes, in the page's language. */
export function planIncludedLine(line: string, i18n: Translator): string {
  const words = known(INCLUDED, line);
  return words ? i18n._(words) : line;
}
