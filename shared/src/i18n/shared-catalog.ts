import type { Messages } from '@lingui/core';
import { messages as english } from '../locales/en';
import type { Locale } from './locales';

/** @portal/shared's own texts (sign-in errors, field problems, a remote's failure). */
export const SHARED_ENGLISH: Messages = english;

export async function loadSharedCatalog(locale: Locale): Promise<Messages> {
  if (locale === 'es') {
    return (await import(/* webpackChunkName: "shared-locale-es" */ '../locales/es')).messages;
  }
  return english;
}
