// @ts-check
// Module Federation's SDK loggers marked pure, on the SDK installed here: an upgrade that makes
// them another way fails here, not silently in the remotes' entries.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const {
  FEDERATION_SDK_LOGGER,
  markFederationLoggersPure,
} = require('./federation-logger-pure.cjs');

/** The SDK's logger module, as the host's build resolves it. */
function installedLogger() {
  const fromHost = createRequire(path.resolve(import.meta.dirname, '../../host/package.json'));
  const fromEnhanced = createRequire(fromHost.resolve('@module-federation/enhanced/webpack'));
  const sdk = fromEnhanced.resolve('@module-federation/sdk');
  const file = path.join(path.dirname(sdk), 'logger.js');
  assert.match(file, FEDERATION_SDK_LOGGER, 'the file the build marks');
  return fs.readFileSync(file, 'utf8');
}

test('marks both loggers made at the top level of the installed SDK pure', () => {
  const source = installedLogger();
  const marked = markFederationLoggersPure(source);
  assert.match(marked, /^const logger = \/\* @__PURE__ \*\/ createLogger\(PREFIX\);$/m);
  assert.match(
    marked,
    /^const infrastructureLogger = \/\* @__PURE__ \*\/ createInfrastructureLogger\(PREFIX\);$/m,
  );
  // Nothing else changes.
  const unmarked = marked
    .replace('= /* @__PURE__ */ createLogger(', '= createLogger(')
    .replace('= /* @__PURE__ */ createInfrastructureLogger(', '= createInfrastructureLogger(');
  assert.equal(unmarked, source);
});

test('leaves a logger made inside a function alone', () => {
  const source = 'function f() {\n  const logger = createLogger(PREFIX);\n}\n';
  assert.equal(markFederationLoggersPure(source), source);
});
