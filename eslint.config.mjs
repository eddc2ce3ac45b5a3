// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const remotes = [
  'remote-auth',
  'remote-medical-form',
  'remote-pickup',
  'remote-documents',
  'remote-certificate',
  'remote-billing',
  'remote-release',
];

/** Import zones: remotes and host -> @portal/shared only; never remote -> host or remote -> remote. */
const zone = (self) => {
  const others = ['host', ...remotes].filter((name) => name !== self);
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...others.map((name) => ({
              group: [`@portal/${name}`, `@portal/${name}/*`, `**/${name}/**`],
              message: `${self} may import only its own folder and @portal/shared, never ${name}.`,
            })),
            {
              group: ['@fluentui/*', '!@fluentui/react-icons'],
              message: 'Fluent reaches apps only through @portal/shared/ui.',
            },
            {
              group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
              message:
                'Routing comes from @portal/shared/router (one copy of react-router in the page).',
            },
            {
              group: ['firebase', 'firebase/*'],
              message: 'Use the auth singleton of @portal/shared; never import firebase in an app.',
            },
            {
              group: ['@apollo/client', '@apollo/client/*'],
              message:
                "GraphQL hooks come from @portal/shared/graphql (reads on the portal's gateway client; changes through the one Apollo client, loaded when first needed).",
            },
            {
              group: ['**/shared/src/**', '../shared/**', '../../shared/**'],
              message:
                'Import @portal/shared by package name (a relative import makes a second instance).',
            },
          ],
        },
      ],
    },
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.generated.ts',
      '**/generated/**',
      // Lingui's compiled catalogues (npm run i18n).
      '**/src/locales/**/*.ts',
      '.data/**',
      '**/.cdn/**',
      'e2e/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'services/**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  // File names: components in PascalCase .tsx files, everything else kebab-case.
  {
    files: ['**/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/src/**/!(mount|standalone|routes|bootstrap|index|test-setup).tsx': 'PASCAL_CASE',
          '**/*.ts': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  // @portal/rules is imported by pages and by the gateway: nothing of either may reach it.
  {
    files: ['rules/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/*', 'react', 'react-*', 'react/*', '@fluentui/*', 'pg', 'graphql*'],
              message:
                '@portal/rules holds pure rules (zod only): no app, browser, UI or server code.',
            },
          ],
        },
      ],
    },
  },
  // The ops CLI is a client of the running gateway, never of its database (PGlite is one process).
  {
    files: ['services/gateway/src/ops/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/*',
                '**/data/*',
                '**/graphql/*',
                '**/domain/*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'The ops CLI talks to the running gateway over HTTP, never to its database.',
            },
          ],
        },
      ],
    },
  },
  zone('host'),
  ...remotes.map(zone),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/host', '@portal/remote-*', '**/host/**', '**/remote-*/**'],
              message: '@portal/shared is imported by apps; it never imports them.',
            },
            {
              group: ['**/gateway/gateway-readers'],
              importNames: ['refreshGatewayReaders'],
              message:
                'Only shared/src/gateway refreshes the readers: a mutation sent with requestGateway or sendMutation (the Apollo client) refreshes them by itself; announce any other change with gatewayChangedElsewhere.',
            },
          ],
        },
      ],
    },
  },
);
