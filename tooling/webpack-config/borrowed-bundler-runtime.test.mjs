// @ts-check
// The bundler runtime a remote borrows from the host, on the packages installed here: the
// stand-in has the package entry's shape, reads only what the host lends, keeps its own state,
// and says what is wrong when nothing was lent.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { BUNDLER_RUNTIME_GLOBAL } from './federation-runtime-globals.mjs';

const here = import.meta.dirname;
const fromHost = createRequire(path.resolve(here, '../../host/package.json'));
const fromEnhanced = createRequire(fromHost.resolve('@module-federation/enhanced/webpack'));
const bundlerDir = path.dirname(fromEnhanced.resolve('@module-federation/webpack-bundler-runtime'));
const fromBundler = createRequire(path.join(bundlerDir, 'index.cjs'));
const runtimeDir = path.dirname(fromBundler.resolve('@module-federation/runtime'));
const fromRuntime = createRequire(path.join(runtimeDir, 'index.cjs'));
const coreDir = path.dirname(fromRuntime.resolve('@module-federation/runtime-core'));

/** The files index.mjs's aliases name, as Node imports them. */
const ALIASES = {
  'portal-federation-bundler-runtime': path.join(bundlerDir, 'index.js'),
  'portal-federation-attach-share-scope-map': path.join(bundlerDir, 'attachShareScopeMap.js'),
  'portal-federation-init-container-entry': path.join(bundlerDir, 'initContainerEntry.js'),
  'portal-federation-runtime': path.join(runtimeDir, 'index.js'),
  '@module-federation/runtime-core': path.join(coreDir, 'index.js'),
};

/**
 * One of this folder's modules with its aliased imports pointed at the installed files.
 * @param {string} file
 */
async function importAliased(file) {
  let source = fs.readFileSync(path.join(here, file), 'utf8');
  for (const [name, target] of Object.entries(ALIASES)) {
    source = source.replaceAll(`'${name}'`, `'${pathToFileURL(target).href}'`);
  }
  source = source.replaceAll(
    "'./federation-runtime-globals.mjs'",
    `'${pathToFileURL(path.join(here, 'federation-runtime-globals.mjs')).href}'`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'borrowed-runtime-'));
  const copy = path.join(dir, file);
  fs.writeFileSync(copy, source);
  try {
    return await import(`${pathToFileURL(copy).href}?${Date.now()}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const global = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));

test('the host lends each function a remote borrows, and the remote keeps its own state', async () => {
  const provider = await importAliased('provide-federation-runtime.mjs');
  delete global[BUNDLER_RUNTIME_GLOBAL];
  provider.lendRuntimeCore();
  const lent = /** @type {Record<string, unknown>} */ (global[BUNDLER_RUNTIME_GLOBAL]);
  /** @type {{ bundlerRuntime: Record<string, unknown> }} */
  const hostCopy = await import(pathToFileURL(path.join(bundlerDir, 'index.js')).href);
  assert.equal(lent, hostCopy.bundlerRuntime, "the host's own bundler runtime");

  const borrowed = await importAliased('borrowed-bundler-runtime.mjs');
  /** @type {Record<string, unknown>} */
  const real = await import(pathToFileURL(path.join(bundlerDir, 'bundler.js')).href);
  // The package entry's shape: its exports, and the keys of its federation object and runtime.
  assert.deepEqual(Object.keys(borrowed).sort(), Object.keys(real).sort());
  const realDefault = /** @type {Record<string, Record<string, unknown>>} */ (real['default']);
  assert.deepEqual(Object.keys(borrowed.default).sort(), Object.keys(realDefault).sort());
  assert.deepEqual(
    Object.keys(borrowed.bundlerRuntime).sort(),
    Object.keys(realDefault['bundlerRuntime'] ?? {}).sort(),
  );
  // Every function read from the host is one the host lends, and a function.
  for (const name of [
    'consumes',
    'I',
    'installInitialConsumes',
    'init',
    'getSharedFallbackGetter',
  ]) {
    assert.equal(typeof lent[name], 'function', name);
    assert.equal(borrowed.bundlerRuntime[name], lent[name], name);
  }
  // Its own: no remote loading, its container's start, its share scopes, its runtime module.
  assert.equal(typeof borrowed.default.attachShareScopeMap, 'function');
  assert.equal(borrowed.bundlerRuntime.remotes, undefined);
  assert.equal(typeof borrowed.bundlerRuntime.initContainerEntry, 'function');
  assert.deepEqual(borrowed.bundlerRuntime.S, {});
  assert.notEqual(borrowed.bundlerRuntime.S, realDefault['bundlerRuntime']?.['S']);
  assert.equal(typeof borrowed.default.runtime.init, 'function');
  assert.equal(borrowed.default.instance, undefined);
  delete global[BUNDLER_RUNTIME_GLOBAL];
});

test('a remote loaded where nothing lent the runtime says so', async () => {
  delete global[BUNDLER_RUNTIME_GLOBAL];
  await assert.rejects(
    importAliased('borrowed-bundler-runtime.mjs'),
    /borrows the federation runtime/,
  );
});
