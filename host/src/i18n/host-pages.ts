import { registerCatalog, type CatalogLoader } from '@portal/shared';

/**
 * The texts of the host's pages and dialogs that open later (notification settings, the family
 * invitation, the profile and support dialogs, the notification panel, a guardian's family
 * card): a catalogue apart from the shell's, which each of their chunks loads beside itself.
 */
export const loadHostPagesCatalog: CatalogLoader = async (locale) => {
  if (locale === 'es') {
    return (await import(/* webpackChunkName: "host-pages-es" */ '../locales/pages/es')).messages;
  }
  return (await import(/* webpackChunkName: "host-pages-en" */ '../locales/pages/en')).messages;
};

export const HOST_PAGES = 'host-pages';

/** A lazy chunk of the host, ready once its texts are loaded in the portal's language. */
export async function withPageTexts<T>(load: () => Promise<T>): Promise<T> {
  const [chunk] = await Promise.all([load(), registerCatalog(HOST_PAGES, loadHostPagesCatalog)]);
  return chunk;
}
