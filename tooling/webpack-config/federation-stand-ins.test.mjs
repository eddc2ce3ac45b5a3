// @ts-check
// The stand-ins for parts of the federation runtime the portal does not run (its manifest
// snapshots, its preloading), against the runtime installed here: an upgrade that moves a
// replaced module, or has the runtime import more of it, fails here before a build replaces it
// with something that lacks what the runtime asks for.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import * as noPreloads from './federation-no-preloads.mjs';
import * as noSnapshots from './federation-no-snapshots.mjs';

/** The runtime-core folder as the host's build resolves it. */
function runtimeCoreDist() {
  const fromHost = createRequire(path.resolve(import.meta.dirname, '../../host/package.json'));
  const fromEnhanced = createRequire(fromHost.resolve('@module-federation/enhanced/webpack'));
  const fromRuntime = createRequire(fromEnhanced.resolve('@module-federation/runtime'));
  return path.dirname(fromRuntime.resolve('@module-federation/runtime-core'));
}

/** Every `.js` file of a folder, recursively. @param {string} dir @returns {string[]} */
function scripts(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

/**
 * The names the runtime's other modules import from one of its modules.
 * @param {string} dist @param {string} replaced the module, relative to dist
 */
function importedFrom(dist, replaced) {
  const names = new Set();
  for (const file of scripts(dist)) {
    if (path.relative(dist, file) === replaced) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const [, list, from] of text.matchAll(/import \{([^}]*)\} from "(\.[^"]*)"/g)) {
      if (path.relative(dist, path.resolve(path.dirname(file), from)) !== replaced) continue;
      for (const name of list.split(','))
        names.add(
          name
            .trim()
            .split(/\s+as\s+/)[0]
            .trim(),
        );
    }
  }
  return [...names].sort();
}

for (const { replaced, standIn, pattern, imports } of [
  {
    replaced: path.join('plugins', 'snapshot', 'SnapshotHandler.js'),
    standIn: noSnapshots,
    pattern: noSnapshots.SNAPSHOT_HANDLER_MODULE,
    imports: ['SnapshotHandler', 'getGlobalRemoteInfo'],
  },
  {
    replaced: path.join('utils', 'preload.js'),
    standIn: noPreloads,
    pattern: noPreloads.PRELOAD_MODULE,
    imports: [
      'defaultPreloadArgs',
      'formatPreloadArgs',
      'normalizePreloadExposes',
      'preloadAssets',
    ],
  },
]) {
  test(`the runtime's ${replaced} is the module replaced, and its stand-in exports what the runtime imports of it`, () => {
    const dist = runtimeCoreDist();
    const file = path.join(dist, replaced);
    assert.ok(fs.existsSync(file), file);
    assert.match(file, pattern);
    assert.deepEqual(importedFrom(dist, replaced), imports);
    for (const name of imports)
      assert.equal(typeof standIn[/** @type {keyof typeof standIn} */ (name)], 'function', name);
  });
}

test('the snapshot stand-in holds no snapshot, takes no plugin hook, and says so when one is asked for', () => {
  const handler = new noSnapshots.SnapshotHandler();
  assert.equal(handler.manifestCache.size, 0);
  handler.hooks.applyPlugin();
  assert.deepEqual(Object.keys(handler.hooks.lifecycle), []);
  assert.deepEqual(noSnapshots.getGlobalRemoteInfo(), {});
  assert.throws(
    () => handler.loadRemoteSnapshotInfo(),
    /takes no manifest snapshots: register a remote by its remoteEntry\.js/,
  );
});

test('a preload asked of the runtime says the host preloads remotes itself', () => {
  assert.throws(
    () => noPreloads.preloadAssets(),
    /does not preload remotes: the host preloads a remote's files from its manifest/,
  );
});
