const base = require('../../jest.base.cjs')({ dir: __dirname, environment: 'node' });

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Tests start a real gateway in-process (test-only dependency on @portal/gateway's sources).
    '^@portal/gateway/(.*)\\.js$': '<rootDir>/../gateway/src/$1',
    // Sources use NodeNext '.js' specifiers; map them back to the TS files.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // fastify's inject() loads light-my-request, which requires the ESM-only cookie@2.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?cookie[@/])'],
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  testTimeout: 20_000,
};
