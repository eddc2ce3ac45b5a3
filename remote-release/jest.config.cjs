const base = require('../jest.base.cjs')({
  dir: __dirname,
  environment: 'jsdom',
  setupFiles: ['<rootDir>/src/test-setup.ts'],
});

module.exports = {
  ...base,
  // @portal/rules' sources use NodeNext '.js' specifiers; map them back to its TS files.
  moduleNameMapper: { ...base.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
};
