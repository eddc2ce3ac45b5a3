import type { CatalogLoader } from '@portal/shared';
import { messages as english } from '../locales/en';

/**
 * The host's own texts (the shell, the dashboard): English (in a production
 * build, in the code that says it), any other
 * language as its own chunk when the portal switches to it.
 */
export const loadHostCatalog: CatalogLoader = async (locale) => {
  if (locale === 'es') {
    return (await import(/* webpackChunkName: "host-locale-es" */ '../locales/es')).messages;
  }
  return english;
};
