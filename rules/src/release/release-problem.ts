import { RELEASE_RULE_MESSAGES, type ReleaseRuleCode } from '../text/release-messages.js';
import type { RuleProblem } from '../text/rule-messages.js';

/** A release rule's problem with one field (its sentences have no values). */
export const releaseProblem = <Field extends string>(
  field: Field,
  code: ReleaseRuleCode,
): RuleProblem<Field> => ({ field, code, message: RELEASE_RULE_MESSAGES[code] });
