// @ts-check
// The size check (`node scripts/size-report.mjs [--measure]`) on a copy of the scripts in a
// scratch repository: it checks budgets only against a measurement of the current build,
// and fails when that measurement is missing, failed, stale, or names a script the build
// does not have. `--measure` runs `pnpm … playwright`; here a stand-in pnpm on PATH either
// writes a measurement or fails.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MEASUREMENT = 'e2e/size-report/first-load.json';
const URLS = {
  '/login': ['http://localhost:3100/main.js', 'http://localhost:3101/remoteEntry.js'],
  '/portal': ['http://localhost:3100/main.js', 'http://localhost:3100/chunks/dash.0123456789.js'],
};

/** A scratch repository: the size report's scripts, a build of two apps, generous budgets. */
function scratchRepo() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-size-test-'));
  const copy = (/** @type {string} */ rel) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.copyFileSync(path.join(REPO, rel), path.join(root, rel));
  };
  copy('scripts/size-report.mjs');
  copy('tooling/webpack-config/local-stack.mjs');
  for (const f of fs.readdirSync(path.join(REPO, 'scripts/lib')))
    if (f.endsWith('.mjs') && !f.endsWith('.test.mjs')) copy(`scripts/lib/${f}`);
  const files = {
    'host/dist/main.js': 'console.log("host");',
    'host/dist/chunks/dash.0123456789.js': 'console.log("dashboard");',
    'host/dist/mf-manifest.json': '{}',
    'remote-auth/dist/remoteEntry.js': 'var auth;',
    'remote-auth/dist/mf-manifest.json': '{}',
  };
  const built = Date.now() / 1000 - 60;
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), body);
    fs.utimesSync(path.join(root, rel), built, built);
  }
  fs.writeFileSync(
    path.join(root, 'size-budgets.json'),
    JSON.stringify({ firstLoad: { '/login': 100, '/portal': 100 }, apps: { host: 100 } }),
  );
  const bin = path.join(root, 'bin');
  fs.mkdirSync(bin);
  fs.writeFileSync(
    path.join(bin, 'pnpm'),
    '#!/bin/sh\n' +
      'if [ -n "$FAKE_MEASUREMENT" ]; then mkdir -p e2e/size-report && cp "$FAKE_MEASUREMENT" e2e/size-report/first-load.json; fi\n' +
      'exit "${FAKE_STATUS:-0}"\n',
    { mode: 0o755 },
  );
  const fresh = path.join(root, 'fresh-measurement.json');
  fs.writeFileSync(fresh, JSON.stringify(URLS));
  return { root, bin, fresh };
}

/** @param {string} root @param {unknown} content */
function writeMeasurement(root, content = URLS) {
  fs.mkdirSync(path.join(root, 'e2e/size-report'), { recursive: true });
  fs.writeFileSync(path.join(root, MEASUREMENT), JSON.stringify(content));
}

/**
 * @param {ReturnType<typeof scratchRepo>} repo @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function sizeReport({ root, bin }, args = [], env = {}) {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/size-report.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, ...env },
  });
  return { status: res.status, output: `${res.stdout}\n${res.stderr}` };
}

test('a measured script missing from the build fails the check', (t) => {
  const repo = scratchRepo();
  t.after(() => fs.rmSync(repo.root, { recursive: true, force: true }));
  writeMeasurement(repo.root);
  const ok = sizeReport(repo);
  assert.equal(ok.status, 0, ok.output);
  assert.match(ok.output, /First load of \/portal: 2 scripts/);

  fs.rmSync(path.join(repo.root, 'host/dist/chunks/dash.0123456789.js'));
  const res = sizeReport(repo);
  assert.equal(res.status, 1, res.output);
  assert.match(res.output, /dash\.0123456789\.js is missing from the build/);
});

test('a measured script that is not from the local stack fails the check', (t) => {
  const repo = scratchRepo();
  t.after(() => fs.rmSync(repo.root, { recursive: true, force: true }));
  writeMeasurement(repo.root, {
    ...URLS,
    '/login': [...URLS['/login'], 'https://cdn.example/x.js'],
  });
  const res = sizeReport(repo);
  assert.equal(res.status, 1, res.output);
  assert.match(res.output, /https:\/\/cdn\.example\/x\.js is not a file of the local stack/);
});

test('a measurement older than the build fails the check', (t) => {
  const repo = scratchRepo();
  t.after(() => fs.rmSync(repo.root, { recursive: true, force: true }));
  writeMeasurement(repo.root);
  fs.writeFileSync(path.join(repo.root, 'remote-auth/dist/mf-manifest.json'), '{"rebuilt":true}');
  const past = Date.now() / 1000 - 30;
  fs.utimesSync(path.join(repo.root, MEASUREMENT), past, past);
  const res = sizeReport(repo);
  assert.equal(res.status, 1, res.output);
  assert.match(res.output, /older than the build of remote-auth/);
});

test('--measure measures afresh: without a new measurement the old one is not checked', (t) => {
  const repo = scratchRepo();
  t.after(() => fs.rmSync(repo.root, { recursive: true, force: true }));
  const ok = sizeReport(repo, ['--measure'], { FAKE_MEASUREMENT: repo.fresh });
  assert.equal(ok.status, 0, ok.output);

  // The measurement "passes" but writes nothing: the previous file must not stand in.
  const res = sizeReport(repo, ['--measure']);
  assert.equal(res.status, 1, res.output);
  assert.match(res.output, /No first-load measurement/);
});

test('a failed measurement fails the check and leaves no measurement to check later', (t) => {
  const repo = scratchRepo();
  t.after(() => fs.rmSync(repo.root, { recursive: true, force: true }));
  writeMeasurement(repo.root);
  const res = sizeReport(repo, ['--measure'], { FAKE_MEASUREMENT: repo.fresh, FAKE_STATUS: '1' });
  assert.equal(res.status, 1, res.output);
  assert.match(res.output, /measurement failed/);
  assert.ok(!fs.existsSync(path.join(repo.root, MEASUREMENT)), 'no measurement is left');

  const later = sizeReport(repo);
  assert.equal(later.status, 1, later.output);
  assert.match(later.output, /No first-load measurement/);
});

test("a first load's stylesheets are counted apart from its scripts, against their own budget", (t) => {
  const repo = scratchRepo();
  t.after(() => fs.rmSync(repo.root, { recursive: true, force: true }));
  const css = 'host/dist/chunks/boot.0123456789.css';
  fs.writeFileSync(path.join(repo.root, css), '@layer griffel.d{.fa{color:red;}}'.repeat(200));
  const built = Date.now() / 1000 - 60;
  fs.utimesSync(path.join(repo.root, css), built, built);
  writeMeasurement(repo.root, {
    ...URLS,
    '/login': [...URLS['/login'], 'http://localhost:3100/chunks/boot.0123456789.css'],
  });
  const ok = sizeReport(repo);
  assert.equal(ok.status, 0, ok.output);
  assert.match(ok.output, /First load of \/login: 2 scripts/);
  assert.match(ok.output, /and 1 stylesheets, 6\.4 KB raw, 0\.\d KB gzip \(budget - KB\)/);

  const budgets = JSON.parse(fs.readFileSync(path.join(repo.root, 'size-budgets.json'), 'utf8'));
  budgets.firstLoadCss = { '/login': 0.01 };
  fs.writeFileSync(path.join(repo.root, 'size-budgets.json'), JSON.stringify(budgets));
  const res = sizeReport(repo);
  assert.equal(res.status, 1, res.output);
  assert.match(res.output, /\/login: 0\.\d KB gzip of CSS, over its budget of 0\.01 KB\./);
});
