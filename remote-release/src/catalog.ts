import type { CatalogLoader } from '@portal/shared';
import { messages as english } from './locales/en';

/**
 * This remote's own texts: English (in a production build, in the
 * code that says it), any other language as its own chunk,
 * loaded only when the portal speaks it (docs/i18n.md).
 */
export const loadCatalog: CatalogLoader = async (locale) => {
  if (locale === 'es') {
    return (await import(/* webpackChunkName: "release-locale-es" */ './locales/es')).messages;
  }
  return english;
};
