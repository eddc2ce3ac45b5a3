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
  'remote-documents',
  'remote-certificate',
  'remote-billing',
  'remote-release',
];
const EXCLUDE = ['**/*.test.*', '**/test-support/**', '**/testing/**', '**/*.generated.ts'];
// @portal/shared's words that only some pages say, in catalogues of their own so that no first
// load carries them before a page needs them (shared/src/i18n/shared-catalog.ts): the journey's
// words and the plans' names, loaded with the apps that say them; the rules' sentences, loaded
// by the first form on the page.
const SHARED_WORDS = ['<rootDir>/shared/src/journey'];
const SHARED_RULES = ['<rootDir>/shared/src/i18n/rule-texts.ts'];
// The host's pages and dialogs that open later (their chunks load their texts beside them:
// host/src/i18n/host-pages.ts), apart from the shell's and the dashboard's.
const HOST_PAGES = [
  '<rootDir>/host/src/features/contact-settings',
  '<rootDir>/host/src/pages/NotificationSettingsPage.tsx',
  '<rootDir>/host/src/pages/FamilyJoinPage.tsx',
  '<rootDir>/host/src/features/family/invitation-errors.ts',
  '<rootDir>/host/src/shell/ProfileDialog.tsx',
  '<rootDir>/host/src/shell/NameForm.tsx',
  '<rootDir>/host/src/shell/name-rules.ts',
  '<rootDir>/host/src/shell/SupportDialog.tsx',
  '<rootDir>/host/src/features/notifications/NotificationPanel.tsx',
  '<rootDir>/host/src/features/family/GuardianFamily.tsx',
  '<rootDir>/host/src/features/billing/PlanEnds.tsx',
  '<rootDir>/host/src/features/dashboard/ReleaseOnJourney.tsx',
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
  catalogs: [
    ...APPS.filter((app) => !only || only.includes(app)).map((app) => ({
      path: `<rootDir>/${app}/src/locales/{locale}`,
      include: [`<rootDir>/${app}/src`],
      exclude: [
        ...EXCLUDE,
        ...(app === 'shared' ? [...SHARED_WORDS, ...SHARED_RULES] : []),
        ...(app === 'host' ? HOST_PAGES : []),
      ],
    })),
    ...(!only || only.includes('shared')
      ? [
          {
            path: '<rootDir>/shared/src/locales/words/{locale}',
            include: SHARED_WORDS,
            exclude: EXCLUDE,
          },
          {
            path: '<rootDir>/shared/src/locales/rules/{locale}',
            include: SHARED_RULES,
            exclude: EXCLUDE,
          },
        ]
      : []),
    ...(!only || only.includes('host')
      ? [
          {
            path: '<rootDir>/host/src/locales/pages/{locale}',
            include: HOST_PAGES,
            exclude: EXCLUDE,
          },
        ]
      : []),
  ],
  compileNamespace: 'ts',
};

export default config;
