const base = require('../../jest.base.cjs')({ dir: __dirname, environment: 'node' });

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Sources use NodeNext '.js' specifiers; map them back to the TS files.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testTimeout: 20_000,
};
