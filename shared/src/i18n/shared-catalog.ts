import type { Messages } from '@lingui/core';
import { messages as english } from '../locales/en';
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
 * the sign-in pages'), so /login's first load does not carry them.
 */
export const SHARED_WORDS = 'shared-words';

export async function loadSharedWords(locale: Locale): Promise<Messages> {
  if (locale === 'es') {
    return (await import(/* webpackChunkName: "shared-words-es" */ '../locales/words/es')).messages;
  }
  return (await import(/* webpackChunkName: "shared-words-en" */ '../locales/words/en')).messages;
}

/** The rules' sentences (useProblemText registers them with the first form on the page). */
export const SHARED_RULES = 'shared-rules';

export async function loadRuleTexts(locale: Locale): Promise<Messages> {
  if (locale === 'es') {
    return (await import(/* webpackChunkName: "shared-rules-es" */ '../locales/rules/es')).messages;
  }
  return (await import(/* webpackChunkName: "shared-rules-en" */ '../locales/rules/en')).messages;
}
