import type { RuleCode } from '@portal/rules/text';
import { isCatalogLoaded, registerCatalog } from './language';
import { loadedRuleTexts, loadRuleTexts, SHARED_RULES } from './shared-catalog';
import { useLingui } from './use-lingui';

/** A problem with one field, from @portal/rules on the page or in the gateway's refusal. */
export interface ProblemLike {
  field?: string;
  /** The rule broken (`@portal/rules/text`'s RULE_MESSAGES); absent on other problems. */
  code?: string | null;
  /** Values the sentence names (a field's label, a number of days, a phone number). */
  values?: Readonly<Record<string, string | number>> | null;
  /** The English sentence (logs and tools; shown only when there is no code). */
  message: string;
}

/** Turns a label the rules do not know (a medical form question) into the page's language. */
export type LabelText = (englishLabel: string) => string | undefined;

/**
 * The sentence for a field problem in the parent's language, chosen by its code (the same on
 * the page's own check and in the gateway's refusal); a problem without a known code keeps its
 * English sentence.
 */
export function useProblemText(labelText?: LabelText): (problem: ProblemLike) => string {
  const { i18n } = useLingui();
  return (problem) => {
    if (!problem.code) return problem.message;
    const texts = loadedRuleTexts();
    if (!texts || !isCatalogLoaded(SHARED_RULES)) {
      // The sentences load with the first problem a page shows (no first load carries them):
      // until they arrive, a moment, the English; the page re-renders when they do.
      registerCatalog(SHARED_RULES, loadRuleTexts).catch(() => undefined);
      return problem.message;
    }
    const { RULE_LABEL_TEXTS, RULE_TEXTS } = texts;
    if (!Object.hasOwn(RULE_TEXTS, problem.code)) return problem.message;
    const code = problem.code as RuleCode;
    const values: Record<string, string | number> = { ...problem.values };
    const label = values['label'];
    if (typeof label === 'string') {
      const known = Object.hasOwn(RULE_LABEL_TEXTS, label)
        ? RULE_LABEL_TEXTS[label as keyof typeof RULE_LABEL_TEXTS]
        : undefined;
      values['label'] = known ? i18n._(known) : (labelText?.(label) ?? label);
    }
    return i18n._({ ...RULE_TEXTS[code], values });
  };
}
