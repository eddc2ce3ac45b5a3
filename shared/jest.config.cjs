const base = require('../jest.base.cjs')({
  dir: __dirname,
  environment: 'jsdom',
  setupFiles: ['<rootDir>/src/test-setup.ts'],
});

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // The package's self-references resolve to its sources, as tsconfig paths do.
    '^@portal/shared/ui$': '<rootDir>/src/ui/index.ts',
    '^@portal/shared/testing$': '<rootDir>/src/testing/index.ts',
    '^@portal/shared$': '<rootDir>/src/index.ts',
    // @portal/rules' sources use NodeNext '.js' specifiers; map them back to its TS files.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
