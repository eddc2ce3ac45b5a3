const base = require('../../jest.base.cjs')({ dir: __dirname, environment: 'node' });

module.exports = {
  ...base,
  // Sources use NodeNext '.js' specifiers; map them back to the TS files (and keep the base's
  // mapping of @portal/rules to its sources, so the suite needs no build of it).
  moduleNameMapper: { ...base.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  testTimeout: 20_000,
};
