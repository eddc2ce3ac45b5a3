// The billing tests run a real gateway in-process on PGlite: prepare its template once.
const preparePgliteTemplate = require('../gateway/jest.pglite-template.cjs');

module.exports = async function globalSetup() {
  await preparePgliteTemplate();
};
