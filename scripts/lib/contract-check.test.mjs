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
import { parseRange, rangesIntersect, satisfies } from './semver-range.mjs';

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

test('semver ranges: intersection and satisfaction', () => {
  assert.equal(rangesIntersect('^19.0.0', '^19.3.1'), true);
  assert.equal(rangesIntersect('^18.0.0', '^19.0.0'), false);
  assert.equal(rangesIntersect('>=18.2.0 <19.1.0', '^19.0.0'), true);
  assert.equal(rangesIntersect('~19.0.2', '>=19.1.0'), false);
  assert.equal(rangesIntersect('^17.0.0 || ^18.0.0', '18.x'), true);
  assert.equal(rangesIntersect('<19.0.0', '>=19.0.0'), false);
  assert.equal(rangesIntersect('^0.2.3', '0.3.0'), false);
  assert.equal(rangesIntersect('*', '1.2.3'), true);
  assert.equal(rangesIntersect('1.0.0 - 1.2.0', '^1.2.0'), true);
  assert.equal(satisfies('19.3.1', '^19.0.0'), true);
  assert.equal(satisfies('19.3.1', '^19.4.0'), false);
  assert.equal(satisfies('1.0.0', '^1.0.0'), true);
  assert.equal(satisfies('2.0.0', '<=1.9'), false);
  assert.equal(satisfies('1.9.7', '<=1.9'), true);
  assert.throws(() => parseRange('^not.a.version'), /Not a version/);
});
