// @ts-check
/**
 * A production build's English catalogue modules, empty: every English text is compiled into
 * the code that says it (lingui-inline-source-texts.mjs), so the catalogue would only carry
 * each text a second time. Development and Jest keep the English catalogues.
 */
export const ENGLISH_CATALOGUE = /[\\/]src[\\/]locales[\\/](?:[\w-]+[\\/])?en\.ts$/;

export default function emptySourceCatalogue() {
  return 'export const messages = {};\n';
}
