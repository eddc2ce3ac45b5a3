// Lingui's catalogues: one per app, in the app's own folder (a page team keeps up its own).
// `npm run i18n` extracts every app's English from its source and compiles the catalogues;
// `node scripts/check-i18n.mjs` (in npm test) fails on a text missing in either language or
// a catalogue that no longer matches the source.
import { formatter } from '@lingui/format-po';

/** Every app with texts a parent reads; each keeps its own catalogue. */
const APPS = [
  'shared',
  'host',
  'remote-auth',
  'remote-medical-form',
  'remote-pickup',
  'remote-certificate',
  'remote-billing',
];
// `LINGUI_APPS=remote-pickup npm run i18n` works on one app's catalogue only.
const only = process.env.LINGUI_APPS?.split(',').filter(Boolean);

/** @type {import('@lingui/conf').LinguiConfig} */
const config = {
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // Sorted by the English text, with the file each comes from but no line numbers (a moved
  // line changes no catalogue).
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
  catalogs: APPS.filter((app) => !only || only.includes(app)).map((app) => ({
    path: `<rootDir>/${app}/src/locales/{locale}`,
    include: [`<rootDir>/${app}/src`],
    exclude: ['**/*.test.*', '**/test-support/**', '**/testing/**', '**/*.generated.ts'],
  })),
  compileNamespace: 'ts',
};

export default config;
