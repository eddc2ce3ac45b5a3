// @ts-check
// What makes an app's build stale for `npm start`: anything its build reads (its sources and
// configuration, @portal/shared, @portal/rules, the build tooling, the lockfile), never what an
// install rewrites; and a local build never stands in for the release build the bench wants.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { profileStamp } from './app-builds/build-apps.mjs';
import { isStale } from './toolchain.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toolchain-test-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

const BUILT = new Date('2026-01-01T10:00:00Z');
const BEFORE = new Date('2026-01-01T09:00:00Z');
const AFTER = new Date('2026-01-01T11:00:00Z');

/** @param {string} file @param {Date} when */
function touch(file, when) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  if (!fs.existsSync(full)) fs.writeFileSync(full, 'x');
  fs.utimesSync(full, when, when);
}

/** A repository whose app was built after every input. */
function builtRepo() {
  for (const file of [
    'remote-x/src/index.ts',
    'remote-x/package.json',
    'remote-x/webpack.config.mjs',
    'shared/src/index.ts',
    'rules/src/index.ts',
    'tooling/webpack-config/index.mjs',
    'pnpm-lock.yaml',
  ])
    touch(file, BEFORE);
  touch('remote-x/dist/mf-manifest.json', BUILT);
}

test('an app is stale when any input of its build is newer than its dist', () => {
  builtRepo();
  assert.equal(isStale('remote-x', 'local', root), false);
  for (const input of [
    'remote-x/src/index.ts',
    'remote-x/webpack.config.mjs',
    'shared/src/index.ts',
    'rules/src/index.ts',
    'tooling/webpack-config/index.mjs',
    'pnpm-lock.yaml',
  ]) {
    touch(input, AFTER);
    assert.equal(isStale('remote-x', 'local', root), true, `${input} changed`);
    touch(input, BEFORE);
  }
});

test('an app without a build is stale; an install rewriting node_modules is not a change', () => {
  builtRepo();
  touch('tooling/webpack-config/node_modules/.bin/webpack', AFTER);
  touch('remote-x/node_modules/.cache/anything.json', AFTER);
  assert.equal(isStale('remote-x', 'local', root), false);
  assert.equal(isStale('remote-y', 'local', root), true);
});

test('a local build serves npm start; the bench asks for a release build', () => {
  builtRepo();
  const stamp = profileStamp(path.join(root, 'remote-x'));
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, JSON.stringify({ profile: 'local' }));
  assert.equal(isStale('remote-x', 'local', root), false);
  assert.equal(isStale('remote-x', 'release', root), true);
  fs.writeFileSync(stamp, JSON.stringify({ profile: 'release' }));
  assert.equal(isStale('remote-x', 'release', root), false);
  fs.rmSync(stamp);
  // Built outside the launcher (`pnpm --filter <app> build`): a release build.
  assert.equal(isStale('remote-x', 'release', root), false);
});
