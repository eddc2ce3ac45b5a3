export { hasControlCharacters, printableText } from './printable-text.js';
export { isEmailAddress } from './email-address.js';
export { RELEASE_RULE_MESSAGES, type ReleaseRuleCode } from './release-messages.js';
export {
  RULE_LABELS,
  RULE_MESSAGES,
  problemOfIssue,
  ruleIssue,
  ruleMessage,
  ruleProblem,
  type CoreRuleCode,
  type RuleCode,
  type RuleLabel,
  type RuleProblem,
  type RuleValues,
} from './rule-messages.js';
