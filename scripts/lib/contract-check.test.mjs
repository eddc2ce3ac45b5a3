// @ts-check
// The contract check on built artifacts: fixtures of a broken remote build (a renamed expose,
// a React range that does not intersect the host's, a mount contract version the host does
// not speak) each fail with a message naming the remote and the mismatch; a good build and
// the real remotes (as their builds describe themselves) pass.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../../tooling/webpack-config/local-stack.mjs';
import { checkRemote, describeWorkspaceApp, readArtifact } from './contract-check.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
const fixture = (/** @type {string} */ name) => path.join(here, 'test-support/contracts', name);

test('a good remote build agrees with the host build', async () => {
  const host = await readArtifact(fixture('host'));
  const remote = await readArtifact(fixture('remote-pickup'));
  assert.deepEqual(checkRemote(remote, host, 'pickup'), []);
});

test('a renamed expose fails, naming the remote and the expose', async () => {
  const host = await readArtifact(fixture('host'));
  const remote = await readArtifact(fixture('remote-pickup-renamed-expose'));
  assert.deepEqual(checkRemote(remote, host, 'pickup'), [
    'remote "pickup": expose "./mount" that the host loads is missing (the build exposes "./Mount")',
  ]);
});

test('a React range that does not intersect the host’s fails, naming the remote and React', async () => {
  const host = await readArtifact(fixture('host'));
  const remote = await readArtifact(fixture('remote-pickup-react-18'));
  const problems = checkRemote(remote, host, 'pickup');
  assert.ok(
    problems.includes(
      'remote "pickup": shared singleton "react" range ^18.0.0 (it builds with 18.3.1) does not intersect the host\'s ^19.0.0 (the host provides 19.3.1)',
    ),
    problems.join('\n'),
  );
  assert.ok(problems.some((p) => p.includes('"react-dom" range ^18.0.0')));
  assert.ok(problems.every((p) => p.startsWith('remote "pickup": shared')));
});

test('a mount contract version the host does not speak fails, naming both versions', async () => {
  const host = await readArtifact(fixture('host'));
  const remote = await readArtifact(fixture('remote-pickup-contract-v2'));
  assert.deepEqual(checkRemote(remote, host, 'pickup'), [
    'remote "pickup": mount contract version 2 is not one the host speaks (host: v1)',
  ]);
});

test('a build without portal-contract.json, or of another remote, is refused', async () => {
  const host = await readArtifact(fixture('host'));
  const remote = await readArtifact(fixture('remote-pickup'));
  assert.match(
    checkRemote({ ...remote, contract: null }, host, 'pickup')[0] ?? '',
    /remote "pickup": its build has no portal-contract\.json/,
  );
  assert.match(
    checkRemote(remote, host, 'billing')[0] ?? '',
    /remote "pickup": the build is of remote "pickup", not "billing"/,
  );
});

test('a remote that borrows the federation runtime needs a host that lends the same minor', async () => {
  const host = await readArtifact(fixture('host'));
  const remote = await readArtifact(fixture('remote-pickup'));
  if (!host.contract || !remote.contract) throw new Error('fixtures without a contract');
  const borrowing = {
    ...remote,
    contract: { ...remote.contract, federationRuntime: { borrows: '2.9.2' } },
  };
  const lending = (/** @type {string} */ lends) => ({
    ...host,
    contract: { ...host.contract, federationRuntime: { lends } },
  });
  assert.deepEqual(checkRemote(borrowing, lending('2.9.0'), 'pickup'), []);
  assert.deepEqual(checkRemote(borrowing, host, 'pickup'), [
    'remote "pickup": borrows the host\'s federation runtime 2.9.2, and the host lends none (rebuild the host with this @portal/webpack-config)',
  ]);
  assert.deepEqual(checkRemote(borrowing, lending('2.10.0'), 'pickup'), [
    'remote "pickup": borrows the host\'s federation runtime 2.9.2, and the host lends 2.10.0 (the same minor version is needed)',
  ]);
});

test('the real remotes borrow the runtime the real host lends', async () => {
  const host = await describeWorkspaceApp(path.join(ROOT, 'host'));
  assert.match(host.contract?.federationRuntime?.lends ?? '', /^\d+\.\d+\.\d+$/);
  for (const remote of REMOTES) {
    const artifact = await describeWorkspaceApp(path.join(ROOT, remote.dir));
    assert.equal(
      artifact.contract?.federationRuntime?.borrows,
      host.contract?.federationRuntime?.lends,
    );
  }
});

test('the CLI fails with the message and exit 1 for a broken build, 0 for a good one', () => {
  const run = (/** @type {string} */ build) =>
    spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'scripts/check-contracts.mjs'),
        '--host',
        fixture('host'),
        '--remote',
        'pickup',
        '--remote-build',
        fixture(build),
      ],
      { encoding: 'utf8' },
    );
  const bad = run('remote-pickup-contract-v2');
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /remote "pickup": mount contract version 2 is not one the host speaks/);
  const good = run('remote-pickup');
  assert.equal(good.status, 0, good.stderr);
});

test('the real host and remotes, as their builds describe themselves, agree', async () => {
  const host = await describeWorkspaceApp(path.join(ROOT, 'host'));
  assert.equal(host.contract?.kind, 'host');
  for (const remote of REMOTES) {
    const artifact = await describeWorkspaceApp(path.join(ROOT, remote.dir));
    assert.deepEqual(checkRemote(artifact, host, remote.name), [], remote.name);
    // ...and so does a build of it, where one exists here.
    const dist = path.join(ROOT, remote.dir, 'dist');
    if (fs.existsSync(path.join(dist, 'portal-contract.json'))) {
      assert.deepEqual(checkRemote(await readArtifact(dist), host, remote.name), [], remote.dir);
    }
  }
});

/**
 * The problems checkRemote finds with one shared singleton, "lib": the remote asks for
 * `range`, the host shares it as `hostRange` and provides `hostVersion`.
 * @param {string} range @param {string} hostRange @param {string} hostVersion
 */
async function sharedProblems(range, hostRange, hostVersion) {
  const host = await readArtifact(fixture('host'));
  const remote = await readArtifact(fixture('remote-pickup'));
  if (!host.contract || !remote.contract) throw new Error('fixtures without a contract');
  const lib = (/** @type {string} */ requiredVersion, /** @type {string} */ version) => ({
    lib: { version, requiredVersion, singleton: true },
  });
  return checkRemote(
    {
      ...remote,
      manifest: { ...remote.manifest, shared: [] },
      contract: { ...remote.contract, shared: lib(range, '1.0.0') },
    },
    {
      ...host,
      manifest: { ...host.manifest, shared: [] },
      contract: { ...host.contract, shared: lib(hostRange, hostVersion) },
    },
    'pickup',
  );
}

test('shared ranges: the remote’s and the host’s must intersect', async () => {
  const disjoint = (/** @type {string} */ range, /** @type {string} */ hostRange) =>
    `remote "pickup": shared singleton "lib" range ${range} (it builds with 1.0.0) does not intersect the host's ${hostRange} (the host provides 9.9.9)`;
  for (const [range, hostRange, hostVersion] of [
    ['^19.3.1', '^19.0.0', '19.3.1'],
    ['>=18.2.0 <19.1.0', '^19.0.0', '19.0.4'],
    ['^17.0.0 || ^18.0.0', '18.x', '18.3.1'],
    ['1.2.3', '*', '1.2.3'],
    ['^1.2.0', '1.0.0 - 1.2.0', '1.2.0'],
  ]) {
    assert.deepEqual(
      await sharedProblems(range, hostRange, hostVersion),
      [],
      `${range} ${hostRange}`,
    );
  }
  for (const [range, hostRange] of [
    ['^18.0.0', '^19.0.0'],
    ['~19.0.2', '>=19.1.0'],
    ['<19.0.0', '>=19.0.0'],
    ['^0.2.3', '0.3.0'],
  ]) {
    assert.deepEqual(await sharedProblems(range, hostRange, '9.9.9'), [disjoint(range, hostRange)]);
  }
});

test('shared ranges: the version the host provides must be in the remote’s range', async () => {
  assert.deepEqual(await sharedProblems('^1.0.0', '^1.0.0', '1.0.0'), []);
  assert.deepEqual(await sharedProblems('<=1.9', '*', '1.9.7'), []);
  assert.deepEqual(await sharedProblems('^19.4.0', '^19.0.0', '19.3.1'), [
    'remote "pickup": shared singleton "lib": the host provides 19.3.1, outside the remote\'s range ^19.4.0',
  ]);
  assert.deepEqual(await sharedProblems('<=1.9', '*', '2.0.0'), [
    'remote "pickup": shared singleton "lib": the host provides 2.0.0, outside the remote\'s range <=1.9',
  ]);
});

test('a shared range or version that is not one is a problem, not a crash', async () => {
  assert.deepEqual(await sharedProblems('^not.a.version', '^1.0.0', '1.0.0'), [
    'remote "pickup": shared "lib": Not a version range: "^not.a.version"',
  ]);
  assert.deepEqual(await sharedProblems('^1.0.0', '^1.0.0', 'one'), [
    'remote "pickup": shared "lib": Not a version: "one"',
  ]);
});
