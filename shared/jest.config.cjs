module.exports = require('../jest.base.cjs')({
  dir: __dirname,
  environment: 'jsdom',
  setupFiles: ['<rootDir>/src/test-setup.ts'],
});
