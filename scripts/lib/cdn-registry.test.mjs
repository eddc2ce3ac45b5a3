// @ts-check
// Deploy and rollback by registry: a build becomes an immutable version folder, the registry
// points at it, a rollback points back, a build that fails the contract check is refused and
// the live version stays; the portal's server serves the versions immutable and the registry
// document with the live addresses.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import {
  DeployRefused,
  UnsafeBuild,
  applyRegistry,
  deploy,
  insideCdn,
  readRegistry,
  rollback,
  status,
} from './cdn-registry.mjs';
import { readArtifact } from './contract-check.mjs';
import { serveStatic } from './static-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (/** @type {string} */ name) => path.join(here, 'test-support/contracts', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cdn-test-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/**
 * A remote build: a fixture's manifest and contract plus a chunk saying `text`.
 * @param {string} name @param {string} fixtureName @param {string} text
 */
function build(name, fixtureName, text) {
  const dir = path.join(tmp, 'builds', name);
  fs.cpSync(fixture(fixtureName), dir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'chunks', 'page.0123456789.js'),
    `console.log(${JSON.stringify(text)})`,
  );
  fs.writeFileSync(path.join(dir, 'chunks', 'page.0123456789.js.map'), '{}');
  return dir;
}

const doc = {
  env: {},
  remotes: {
    pickup: 'http://localhost:3003/mf-manifest.json',
    auth: 'http://localhost:3001/mf-manifest.json',
  },
};

test('deploy, redeploy, rollback, refused deploy', async () => {
  const cdnDir = path.join(tmp, 'cdn');
  const host = await readArtifact(fixture('host'));
  assert.deepEqual(applyRegistry(doc, readRegistry(cdnDir)), { ...doc, versions: {} });

  const v1 = await deploy({
    cdnDir,
    remote: 'pickup',
    buildDir: build('v1', 'remote-pickup', 'one'),
    host,
  });
  assert.match(v1.version, /^1\.0\.0-[0-9a-f]{10}$/);
  assert.equal(v1.previous, null);
  const v1Dir = path.join(cdnDir, 'pickup', v1.version);
  assert.ok(fs.existsSync(path.join(v1Dir, 'mf-manifest.json')));
  assert.ok(fs.existsSync(path.join(v1Dir, 'chunks/page.0123456789.js')));
  assert.ok(!fs.existsSync(path.join(v1Dir, 'chunks/page.0123456789.js.map')), 'no source maps');
  assert.deepEqual(applyRegistry(doc, readRegistry(cdnDir)).remotes, {
    pickup: `/cdn/pickup/${v1.version}/mf-manifest.json`,
    auth: doc.remotes.auth,
  });

  // The same build again: the same version, nothing new.
  const again = await deploy({
    cdnDir,
    remote: 'pickup',
    buildDir: build('v1b', 'remote-pickup', 'one'),
    host,
  });
  assert.equal(again.version, v1.version);

  const v2 = await deploy({
    cdnDir,
    remote: 'pickup',
    buildDir: build('v2', 'remote-pickup', 'two'),
    host,
  });
  assert.notEqual(v2.version, v1.version);
  assert.equal(v2.previous, v1.version);
  assert.equal(applyRegistry(doc, readRegistry(cdnDir)).versions.pickup, v2.version);

  // Refused: the registry and the live version stay as they were.
  const before = fs.readFileSync(path.join(cdnDir, '.registry.json'), 'utf8');
  await assert.rejects(
    deploy({
      cdnDir,
      remote: 'pickup',
      buildDir: build('bad', 'remote-pickup-contract-v2', 'x'),
      host,
    }),
    (error) =>
      error instanceof DeployRefused &&
      /remote "pickup": mount contract version 2 is not one the host speaks/.test(error.message) &&
      error.message.includes(`"pickup" stays at ${v2.version}`),
  );
  assert.equal(fs.readFileSync(path.join(cdnDir, '.registry.json'), 'utf8'), before);
  assert.equal(fs.readdirSync(path.join(cdnDir, 'pickup')).length, 2);

  assert.deepEqual(rollback({ cdnDir, remote: 'pickup' }), { from: v2.version, to: v1.version });
  assert.equal(applyRegistry(doc, readRegistry(cdnDir)).versions.pickup, v1.version);
  // Both versions stay published: a page that loaded v2 keeps working.
  assert.deepEqual(status({ cdnDir, remotes: ['pickup', 'auth'] }), [
    { remote: 'pickup', live: v1.version, available: [v1.version, v2.version] },
    { remote: 'auth', live: null, available: [] },
  ]);
  assert.deepEqual(rollback({ cdnDir, remote: 'pickup' }), { from: v1.version, to: null });
  assert.equal(applyRegistry(doc, readRegistry(cdnDir)).remotes.pickup, doc.remotes.pickup);
  assert.throws(() => rollback({ cdnDir, remote: 'pickup' }), /no deployed version/);
});

test('the portal server serves CDN versions immutable, never the registry state', async () => {
  const cdnDir = path.join(tmp, 'cdn-served');
  const host = await readArtifact(fixture('host'));
  const { version } = await deploy({
    cdnDir,
    remote: 'pickup',
    buildDir: build('served', 'remote-pickup', 'served'),
    host,
  });
  const hostDir = path.join(tmp, 'host-dist');
  fs.mkdirSync(hostDir, { recursive: true });
  fs.writeFileSync(path.join(hostDir, 'index.html'), '<!doctype html><title>host</title>');
  const server = await serveStatic({
    dir: hostDir,
    port: 0,
    spa: true,
    routes: { '/portal.config.json': () => applyRegistry(doc, readRegistry(cdnDir)) },
    mounts: [{ prefix: '/cdn/', dir: cdnDir }],
  });
  try {
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const manifest = await fetch(`${base}/cdn/pickup/${version}/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const chunk = await fetch(`${base}/cdn/pickup/${version}/chunks/page.0123456789.js`);
    assert.equal(await chunk.text(), 'console.log("served")');
    assert.equal((await fetch(`${base}/cdn/.registry.json`)).status, 404);
    assert.equal((await fetch(`${base}/cdn/pickup/nope/mf-manifest.json`)).status, 404);
    const config = await fetch(`${base}/portal.config.json`);
    assert.equal(config.headers.get('cache-control'), 'no-cache');
    assert.equal((await config.json()).remotes.pickup, `/cdn/pickup/${version}/mf-manifest.json`);
  } finally {
    server.close();
  }
});

test('a registry state that is not one is refused, never read as empty', () => {
  const cdnDir = path.join(tmp, 'cdn-broken');
  fs.mkdirSync(cdnDir, { recursive: true });
  fs.writeFileSync(path.join(cdnDir, '.registry.json'), '{"remotes": null}');
  assert.throws(() => readRegistry(cdnDir), /is not a registry/);
  assert.throws(() => rollback({ cdnDir, remote: 'pickup' }), /is not a registry/);
});

/** Every file and folder under `dir`, relative, sorted. @param {string} dir */
const tree = (dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

/**
 * A remote build whose portal-contract.json says `version` (absent when undefined).
 * @param {string} name @param {unknown} version
 */
function buildWithVersion(name, version) {
  const dir = build(name, 'remote-pickup', name);
  const file = path.join(dir, 'portal-contract.json');
  const contract = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (version === undefined) delete contract.version;
  else contract.version = version;
  fs.writeFileSync(file, JSON.stringify(contract));
  return dir;
}

const UNSAFE_VERSIONS = [
  '../../x',
  '../x',
  '..',
  '1.0.0/../../../x',
  '/tmp/portal-escape',
  '1.0.0\\..\\..\\x',
  'C:\\escape',
  '',
  ' 1.0.0',
  '1.0',
  '01.0.0',
  '1.0.0-',
  '1.0.0-rc/1',
  '1.0.0+',
  `1.0.0-${'a'.repeat(60)}`,
  1,
  null,
  undefined,
];

test('a build whose contract version is not a strict semver is refused, naming the file and the field, and nothing is written', async () => {
  const host = await readArtifact(fixture('host'));
  for (const [index, version] of UNSAFE_VERSIONS.entries()) {
    // A sandbox per case: the CDN folder is sandbox/a/cdn, so "../../x" would land in sandbox.
    const sandbox = path.join(tmp, `unsafe-${index}`);
    const cdnDir = path.join(sandbox, 'a', 'cdn');
    fs.mkdirSync(cdnDir, { recursive: true });
    const buildDir = buildWithVersion(`unsafe-build-${index}`, version);
    await assert.rejects(
      deploy({ cdnDir, remote: 'pickup', buildDir, host }),
      (error) =>
        error instanceof UnsafeBuild &&
        error.message.startsWith(
          `${path.join(buildDir, 'portal-contract.json')}: the field "version" must be a semver version`,
        ),
      `version ${JSON.stringify(version)}`,
    );
    assert.deepEqual(
      tree(sandbox),
      ['a', path.join('a', 'cdn')],
      `version ${JSON.stringify(version)}`,
    );
    assert.ok(!fs.existsSync('/tmp/portal-escape'));
  }
});

test('a strict semver with a prerelease and build metadata is published inside the CDN folder', async () => {
  const cdnDir = path.join(tmp, 'cdn-prerelease');
  const host = await readArtifact(fixture('host'));
  const done = await deploy({
    cdnDir,
    remote: 'pickup',
    buildDir: buildWithVersion('prerelease', '2.1.0-rc.1+build.7'),
    host,
  });
  assert.match(done.version, /^2\.1\.0-rc\.1\+build\.7-[0-9a-f]{10}$/);
  assert.ok(fs.existsSync(path.join(cdnDir, 'pickup', done.version, 'mf-manifest.json')));
  assert.equal(readRegistry(cdnDir).remotes.pickup?.live, done.version);
});

test('remote names and paths that leave the CDN folder are refused', async () => {
  const sandbox = path.join(tmp, 'unsafe-remote');
  const cdnDir = path.join(sandbox, 'cdn');
  fs.mkdirSync(cdnDir, { recursive: true });
  const host = await readArtifact(fixture('host'));
  for (const remote of ['../pickup', '..', '/tmp', 'pick/up', 'pick\\up', '', 'Pickup']) {
    await assert.rejects(
      deploy({
        cdnDir,
        remote,
        buildDir: build(`remote-${remote.length}`, 'remote-pickup', 'r'),
        host,
      }),
      UnsafeBuild,
    );
    assert.throws(() => rollback({ cdnDir, remote }), UnsafeBuild);
    assert.throws(() => status({ cdnDir, remotes: [remote] }), UnsafeBuild);
  }
  assert.deepEqual(tree(sandbox), ['cdn']);
  for (const parts of [['..'], ['..', 'x'], ['/etc/passwd'], ['a', '..', '..', 'b'], ['.'], []]) {
    assert.throws(() => insideCdn(cdnDir, ...parts), UnsafeBuild, JSON.stringify(parts));
  }
  assert.equal(
    insideCdn(cdnDir, 'pickup', '1.0.0-0123456789'),
    path.join(cdnDir, 'pickup', '1.0.0-0123456789'),
  );
});

test('a registry naming a version deploy never writes is refused, so no address leaves /cdn/', () => {
  const cdnDir = path.join(tmp, 'cdn-crafted-registry');
  fs.mkdirSync(cdnDir, { recursive: true });
  for (const state of [
    { live: '../../x', history: ['../../x'], versions: {} },
    { live: '1.0.0-0123456789', history: ['1.0.0-0123456789', '/abs'], versions: {} },
    { live: '1.0.0-0123456789', versions: {} },
  ]) {
    fs.writeFileSync(
      path.join(cdnDir, '.registry.json'),
      JSON.stringify({ remotes: { pickup: state } }),
    );
    assert.throws(() => readRegistry(cdnDir), /is not a registry: remote "pickup"/);
  }
  fs.writeFileSync(
    path.join(cdnDir, '.registry.json'),
    JSON.stringify({ remotes: { '../x': { live: null, history: [], versions: {} } } }),
  );
  assert.throws(() => readRegistry(cdnDir), /is not a registry: remote "\.\.\/x"/);
});

test('npm run release -- deploy refuses a crafted version with the file and field, exit 1', () => {
  const sandbox = path.join(tmp, 'release-cli');
  const cdnDir = path.join(sandbox, 'a', 'cdn');
  fs.mkdirSync(cdnDir, { recursive: true });
  const buildDir = buildWithVersion('release-cli-build', '../../x');
  const run = spawnSync(
    process.execPath,
    [
      path.join(here, '../release.mjs'),
      'deploy',
      'pickup',
      '--from',
      buildDir,
      '--host',
      fixture('host'),
    ],
    { env: { ...process.env, PORTAL_CDN_DIR: cdnDir }, encoding: 'utf8' },
  );
  assert.equal(run.status, 1, run.stderr);
  assert.equal(
    run.stderr.trim(),
    `${path.join(buildDir, 'portal-contract.json')}: the field "version" must be a semver version like 1.2.3 (optionally -rc.1 or +build.5: letters, digits, dots and dashes; at most 64 characters); got "../../x". Nothing was published.`,
  );
  assert.deepEqual(tree(sandbox), ['a', path.join('a', 'cdn')]);
});
