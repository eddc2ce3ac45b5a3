// @ts-check
// The production builds' stand-in for Module Federation's error descriptions, checked against
// the package installed here: a new version that adds a table or a code, or moves the file,
// fails here rather than leaving a build with a broken import or an empty message.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import * as standIn from './federation-error-texts.mjs';

/** The installed error-codes package's dist, as the host's runtime resolves it. */
function errorCodesDist() {
  const fromHost = createRequire(path.resolve(import.meta.dirname, '../../host/package.json'));
  const fromEnhanced = createRequire(fromHost.resolve('@module-federation/enhanced/webpack'));
  const fromRuntimeCore = createRequire(fromEnhanced.resolve('@module-federation/runtime-core'));
  const main = fromRuntimeCore.resolve('@module-federation/error-codes');
  return path.dirname(main);
}

const load = async (/** @type {string} */ file) =>
  import(pathToFileURL(path.join(errorCodesDist(), file)).href);

test('stands in for every table and every code of the installed descriptions', async () => {
  const desc = await load('desc.mjs');
  assert.deepEqual(
    Object.keys(standIn)
      .filter((name) => name.endsWith('DescMap'))
      .sort(),
    Object.keys(desc).sort(),
  );
  for (const [table, codes] of Object.entries(desc))
    for (const code of Object.keys(codes))
      assert.equal(
        standIn[/** @type {keyof typeof standIn} */ (table)][code],
        standIn.FEDERATION_ERROR_PHRASE,
        code,
      );
});

test('the file the build swaps is where the package keeps its descriptions', async () => {
  const index = await import('node:fs').then((fs) =>
    fs.readFileSync(path.join(errorCodesDist(), 'index.mjs'), 'utf8'),
  );
  assert.match(index, /from "\.\/desc\.mjs"/);
  assert.match(path.join(errorCodesDist(), 'desc.mjs'), standIn.FEDERATION_ERROR_TEXTS_MODULE);
});

test('a federation error still says its code, its documented fix and the original error', async () => {
  const { getShortErrorMsg } = await load('getShortErrorMsg.mjs');
  const message = getShortErrorMsg('RUNTIME-008', standIn.runtimeDescMap, { url: 'x' }, 'timeout');
  assert.match(message, /^Module Federation error #RUNTIME-008$/m);
  assert.match(
    message,
    /https:\/\/module-federation\.io\/guide\/troubleshooting\/runtime#runtime-008/,
  );
  assert.match(message, /timeout/);
  assert.equal(standIn.runtimeDescMap['then'], undefined);
});
