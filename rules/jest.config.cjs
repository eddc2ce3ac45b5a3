module.exports = {
  ...require('../jest.base.cjs')({ dir: __dirname, environment: 'node' }),
  // Sources use NodeNext '.js' specifiers; map them back to the TS files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
