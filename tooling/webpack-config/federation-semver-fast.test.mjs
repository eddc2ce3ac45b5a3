// @ts-check
// Module Federation's version check with caret ranges compared as numbers, on the runtime
// installed here: it answers every question as the runtime's own
// `satisfy` does, and an upgrade that defines `satisfy` another way fails here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { FEDERATION_SEMVER, fastFederationSemver } = require('./federation-semver-fast.cjs');

/** The runtime's semver module, as the host's build resolves it. */
function installedSemver() {
  const fromHost = createRequire(path.resolve(import.meta.dirname, '../../host/package.json'));
  const fromEnhanced = createRequire(fromHost.resolve('@module-federation/enhanced/webpack'));
  const fromRuntime = createRequire(fromEnhanced.resolve('@module-federation/runtime'));
  const core = fromRuntime.resolve('@module-federation/runtime-core');
  const file = path.join(path.dirname(core), 'utils', 'semver', 'index.js');
  assert.match(file, FEDERATION_SEMVER, 'the file the build changes');
  return file;
}

/** @typedef {(version: unknown, range: unknown) => boolean} Satisfy */

/**
 * The installed module as the build changes it, in a file of its own importing the runtime's
 * helpers; `count` also counts the questions the runtime's own satisfy is asked.
 * @param {boolean} [count]
 * @returns {Promise<{ satisfy: Satisfy, runtimeAsked: () => number }>}
 */
async function changedSemver(count = false) {
  const file = installedSemver();
  let changed = fastFederationSemver(fs.readFileSync(file, 'utf8')).replace(
    /from "\.\/([^"]+)"/g,
    (/** @type {string} */ _, /** @type {string} */ name) =>
      `from "${pathToFileURL(path.join(path.dirname(file), name)).href}"`,
  );
  changed += '\nlet asked = 0;\nexport const runtimeAsked = () => asked;\n';
  if (count) {
    changed = changed.replace(
      'function satisfyRange(version, range) {',
      'function satisfyRange(version, range) {\n\tasked += 1;',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'semver-fast-'));
  const changedFile = path.join(dir, 'index.mjs');
  fs.writeFileSync(changedFile, changed);
  try {
    return await import(pathToFileURL(changedFile).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const VERSIONS = [
  '1.10.0',
  '11.0.0',
  '19.3.1',
  '19.0.0',
  '18.3.1',
  '20.0.0',
  '1.0.0',
  '1.7.8',
  '0.9.0',
  '2.0.0',
  '9.26.4',
  '9.5.6',
  '10.0.0',
  '19.3.1-rc.0',
  '19.0.0-beta.2',
  '',
  'x',
  '1.0',
  '01.2.3',
  '1.02.3',
  '19.3.01',
];
const RANGES = [
  '^1.9.0',
  '^11.0.0',
  '^1.10.0',
  '^19.0.0',
  '^19.3.2',
  '^1.0.0',
  '^1.7.9',
  '^9.0.0',
  '^9.26.5',
  '^0.9.0',
  '^0.0.3',
  '^19.0.0-0',
  '>=18.0.0',
  '>=1.0.0 <2.0.0',
  '~19.3.0',
  '19.x',
  '*',
  '',
  '1.0.0 - 2.0.0',
  '^18.0.0 || ^19.0.0',
  '^01.0.0',
  '^19.03.0',
  '^ 19.0.0',
  ' ^19.0.0',
];

test('answers every question as the runtime does', async () => {
  /** @type {{ satisfy: Satisfy }} */
  const { satisfy: original } = await import(pathToFileURL(installedSemver()).href);
  const { satisfy: fast } = await changedSemver();
  for (const version of VERSIONS) {
    for (const range of RANGES) {
      assert.equal(fast(version, range), original(version, range), `${version} against ${range}`);
    }
  }
  assert.equal(fast(undefined, '^1.0.0'), original(undefined, '^1.0.0'));
  assert.equal(fast(false, '^1.0.0'), original(false, '^1.0.0'));
});

test('answers a caret range of the same major without the runtime, and leaves it any other', async () => {
  const { satisfy: fast, runtimeAsked } = await changedSemver(true);
  assert.equal(fast('19.3.1', '^19.0.0'), true);
  assert.equal(fast('19.3.1', '^19.3.1'), true);
  assert.equal(fast('19.3.1', '^19.3.2'), false);
  assert.equal(fast('1.7.8', '^1.7.9'), false);
  assert.equal(fast('1.8.0', '^1.7.9'), true);
  assert.equal(fast('10.0.0', '^10.0.0'), true);
  assert.equal(runtimeAsked(), 0, "a caret range needs none of the runtime's regular expressions");
  assert.equal(fast('18.3.1', '^19.0.0'), false);
  assert.equal(fast('19.3.1', '~19.3.0'), true);
  fast('19.3.1-rc.0', '^19.0.0');
  assert.equal(runtimeAsked(), 3, 'the runtime answers another major, a tilde range, a prerelease');
});

test('refuses a runtime that no longer defines satisfy as expected', () => {
  assert.throws(
    () => fastFederationSemver('export function satisfy(v, r) { return true; }'),
    /no longer defines satisfy/,
  );
});
