/**
 * The portal's one language runtime (Lingui, in the federated singleton @portal/shared). Page
 * teams write `t` and `<Trans>` from Lingui's macros; the build compiles them into calls of
 * these exports, and each app registers its own compiled catalogue (docs/i18n.md).
 */
export { i18n, type Messages } from '@lingui/core';
export { formatElements } from './format-elements';
export { Trans, type TransProps } from './Trans';
export { useLingui } from './use-lingui';
export {
  LOCALE_NAMES,
  LOCALES,
  SOURCE_LOCALE,
  isLocale,
  preferredLocale,
  type Locale,
} from './locales';
export { loadRuleTexts, loadSharedWords, SHARED_RULES, SHARED_WORDS } from './shared-catalog';
export {
  languageStore,
  registerCatalog,
  setLocale,
  startLanguage,
  useLanguage,
  type CatalogLoader,
  type LanguageState,
} from './language';
export { useProblemText, type LabelText, type ProblemLike } from './problem-text';
