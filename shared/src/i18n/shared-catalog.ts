import type { Messages } from '@lingui/core';
import { messages as english } from '../locales/en';
import { messages as englishRules } from '../locales/rules/en';
import { messages as englishWords } from '../locales/words/en';
import type { Locale } from './locales';

/** @portal/shared's own texts every page may say (sign-in errors, a remote's failure). */
export const SHARED_ENGLISH: Messages = english;

export async function loadSharedCatalog(locale: Locale): Promise<Messages> {
  if (locale === 'es') {
    return (await import(/* webpackChunkName: "shared-locale-es" */ '../locales/es')).messages;
  }
  return english;
}

/**
 * @portal/shared's words that only some pages say: the journey's words and the plans' names.
 * The apps that say them register this catalogue beside their own (the shell; every remote but
 * the sign-in pages'), so the sign-in pages never load their translations.
 */
export const SHARED_WORDS = 'shared-words';

export async function loadSharedWords(locale: Locale): Promise<Messages> {
  if (locale === 'es') {
    return (await import(/* webpackChunkName: "shared-words-es" */ '../locales/words/es')).messages;
  }
  return englishWords;
}

/** The rules' sentences (useProblemText registers them with the first problem a page shows). */
export const SHARED_RULES = 'shared-rules';

let ruleTexts: typeof import('./rule-texts') | undefined;

/** The rules' sentences by code, once loaded (a production build's English is in them). */
export const loadedRuleTexts = (): typeof ruleTexts => ruleTexts;

export async function loadRuleTexts(locale: Locale): Promise<Messages> {
  ruleTexts ??= await import(/* webpackChunkName: "shared-rule-texts" */ './rule-texts');
  if (locale === 'es') {
    return (await import(/* webpackChunkName: "shared-rules-es" */ '../locales/rules/es')).messages;
  }
  return englishRules;
}
