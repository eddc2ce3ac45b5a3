// Lingui's catalogues: one per app, in the app's own folder (a page team keeps up its own).
// `npm run i18n` extracts every app's English from its source and compiles the catalogues;
// `node scripts/check-i18n.mjs` (in npm test) fails on a text missing in either language or
// a catalogue that no longer matches the source.
import { formatter } from '@lingui/format-po';

/** @type {import('@lingui/conf').LinguiConfig} */
const config = {
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // Sorted by the English text, with the file each comes from but no line numbers (a moved
  // line changes no catalogue).
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/host/src/locales/{locale}',
      include: ['<rootDir>/host/src'],
      exclude: ['**/*.test.*', '**/test-support/**', '**/*.generated.ts'],
    },
  ],
  compileNamespace: 'ts',
};

export default config;
