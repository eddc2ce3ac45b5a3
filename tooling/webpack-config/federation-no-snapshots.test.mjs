// @ts-check
// The stand-in for the federation runtime's SnapshotHandler, against the runtime installed
// here: an upgrade that moves the module, or has the runtime import more of it, fails here
// before a build replaces it with something that lacks what the runtime asks for.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import * as standIn from './federation-no-snapshots.mjs';

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

test("the replaced module is the runtime's SnapshotHandler, and the stand-in exports what the runtime imports of it", () => {
  const dist = runtimeCoreDist();
  const handler = path.join(dist, 'plugins', 'snapshot', 'SnapshotHandler.js');
  assert.ok(fs.existsSync(handler), handler);
  assert.match(handler, standIn.SNAPSHOT_HANDLER_MODULE);

  const imported = new Set();
  for (const file of scripts(dist)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, names] of text.matchAll(
      /import \{([^}]*)\} from "[./]*(?:plugins\/snapshot\/)?SnapshotHandler\.js"/g,
    ))
      for (const name of names.split(','))
        imported.add(
          name
            .trim()
            .split(/\s+as\s+/)[0]
            .trim(),
        );
  }
  assert.deepEqual([...imported].sort(), ['SnapshotHandler', 'getGlobalRemoteInfo']);
  for (const name of imported)
    assert.equal(typeof standIn[/** @type {keyof typeof standIn} */ (name)], 'function', name);
});

test('the stand-in holds no snapshot, takes no plugin hook, and says so when one is asked for', () => {
  const handler = new standIn.SnapshotHandler();
  assert.equal(handler.manifestCache.size, 0);
  handler.hooks.applyPlugin();
  assert.deepEqual(Object.keys(handler.hooks.lifecycle), []);
  assert.deepEqual(standIn.getGlobalRemoteInfo(), {});
  assert.throws(
    () => handler.loadRemoteSnapshotInfo(),
    /takes no manifest snapshots: register a remote by its remoteEntry\.js/,
  );
});
