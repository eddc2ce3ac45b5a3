// Runs once per `jest` run: reports the backends the suite runs on and prepares PGlite.
const preparePgliteTemplate = require('./jest.pglite-template.cjs');

module.exports = async function globalSetup() {
  const backends = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
  console.info(`\ngateway suite backends: ${backends.join(', ')}`);
  await preparePgliteTemplate();
};
