// @ts-check
// The Auth emulator as installed compiles its OpenAPI schemas at their first use
// (patches/firebase-tools@*.patch): unpatched, it spends about 13 s of CPU at every start,
// most of a second `npm start`. An upgrade of firebase-tools that drops the patch fails here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './stack.mjs';

test('the installed Auth emulator compiles its request and response schemas lazily', () => {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const pkg = path.dirname(require.resolve('firebase-tools/package.json'));
  const server = fs.readFileSync(path.join(pkg, 'lib/emulator/auth/server.js'), 'utf8');
  assert.match(server, /exegesisExpress\.middleware\(/);
  assert.match(server, /lazyCompileValidationSchemas: true/);
});
