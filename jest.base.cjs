// One Jest configuration for every package: SWC transpiles TS/TSX, jsdom for browser code.
const path = require('node:path');
const linguiModuleNameMapper = require('./tooling/jest/lingui-cjs.cjs');

/** SWC with Lingui's macros, as the apps' builds compile them (tooling/webpack-config). */
const swcTransform = (runtime) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      experimental: {
        plugins: [
          [
            require.resolve('@lingui/swc-plugin'),
            {
              runtimeModules: {
                i18n: [runtime, 'i18n'],
                trans: [runtime, 'Trans'],
                useLingui: [runtime, 'useLingui'],
              },
            },
          ],
        ],
      },
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ dir: string, environment?: 'jsdom' | 'node', setupFiles?: string[] }} options */
module.exports = function jestConfig({ dir, environment = 'jsdom', setupFiles = [] }) {
  return {
    rootDir: dir,
    // jsdom with Node's Fetch API and web streams (MSW and Apollo's HttpLink need them).
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'tooling/jest/jsdom-environment.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      // @portal/shared's own texts take the runtime from its module (as in the apps' builds).
      '/shared/src/.+\\.(t|j)sx?$': swcTransform(path.join(__dirname, 'shared/src/i18n/index.ts')),
      '^.+\\.(t|j)sx?$': swcTransform('@portal/shared'),
    },
    // ESM-only packages that Jest must transpile.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(until-async|@mswjs|msw|rettime|headers-polyfill|outvariant|strict-event-emitter|@bundled-es-modules|@lingui|@messageformat|unraw))',
    ],
    moduleNameMapper: {
      // @portal/rules from its TypeScript sources (the gateway's runtime reads its dist/).
      '^@portal/rules/(.*)$': path.join(__dirname, 'rules/src/$1/index.ts'),
      // @portal/service-kit likewise (the services' runtime reads its dist/).
      '^@portal/service-kit/(.*)$': path.join(__dirname, 'services/service-kit/src/$1/index.ts'),
      '\\.(png|svg|jpg|jpeg|webp|woff2?)$': path.join(__dirname, 'tooling/jest/file-stub.cjs'),
      ...linguiModuleNameMapper(),
    },
    setupFilesAfterEnv: setupFiles,
    testEnvironmentOptions: environment === 'jsdom' ? { customExportConditions: [''] } : {},
    clearMocks: true,
    restoreMocks: true,
  };
};
