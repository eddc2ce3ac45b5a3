// @ts-check
// `npm test`: every test of the portal in one command. Lint, types, generated types, each
// package's Jest suite, the scripts' own tests (node --test), the production builds, the
// Playwright suites in Chromium against the full local stack, and the size budgets measured
// in that run. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { removeMeasurement } from './lib/size-budgets.mjs';
import { ROOT } from './lib/stack.mjs';
import {
  buildAll,
  ensureChromium,
  ensurePdfTools,
  ensurePnpm,
  installPackages,
} from './lib/toolchain.mjs';

const START = Date.now();
const JEST_WORKERS = Math.max(2, os.availableParallelism());
const JEST_PACKAGES = [
  '@portal/rules',
  '@portal/shared',
  '@portal/host',
  '@portal/remote-auth',
  '@portal/remote-medical-form',
  '@portal/remote-pickup',
  '@portal/remote-documents',
  '@portal/remote-certificate',
  '@portal/remote-billing',
  '@portal/remote-release',
  '@portal/service-kit',
  '@portal/gateway',
  '@portal/functions',
];

/** @type {{ name: string, passed: number, failed: number, skipped: number, seconds: number, note?: string, failures?: string[] }[]} */
const results = [];
const only = process.env.TEST_ONLY?.split(',').filter(Boolean);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));

/** @param {string} name */
const selected = (name) => !only || only.some((o) => name.includes(o));

/**
 * Runs a command as one check (1 passed or 1 failed).
 * @param {string} name @param {string} cmd @param {string[]} args @param {Record<string, string | undefined>} [env]
 */
function check(name, cmd, args, env = {}) {
  if (!selected(name)) return;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = res.status === 0;
  results.push({
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
  });
}

/** @param {string} pnpm @param {string} pkg */
function jestSuite(pnpm, pkg) {
  const name = `jest ${pkg}`;
  if (!selected(name)) return;
  console.log(`\n▶ ${name}`);
  const out = path.join(tmp, `${pkg.replace(/\W/g, '_')}.json`);
  const started = Date.now();
  const res = spawnSync(
    pnpm,
    // Jest's default leaves a core idle on two (cores - 1 workers): two workers take about
    // a third less time here (the gateway's suite on PostgreSQL: 186 s -> 131 s).
    [
      '--filter',
      pkg,
      'exec',
      'jest',
      '--ci',
      `--maxWorkers=${JEST_WORKERS}`,
      '--json',
      `--outputFile=${out}`,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: process.env,
    },
  );
  const seconds = (Date.now() - started) / 1000;
  if (!fs.existsSync(out)) {
    results.push({
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `jest exited ${res.status} without a report`,
    });
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  results.push({
    name,
    passed: report.numPassedTests,
    failed:
      report.numFailedTests +
      brokenSuites +
      (res.status !== 0 && report.numFailedTests + brokenSuites === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    note: brokenSuites ? `${brokenSuites} suite(s) failed to run` : undefined,
    failures: jestFailures(report),
  });
}

/**
 * Which tests failed and the first line of why, for the summary: a long run's log may be cut,
 * and the summary is the part an on-call engineer is sure to see.
 */
function jestFailures(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((t) => t.status === 'failed')
    ) {
      lines.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/** @param {string | undefined} text */
function firstLine(text) {
  // Jest's messages carry terminal colours.
  const plain = stripVTControlCharacters(text ?? '');
  return (
    plain
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line && !line.startsWith('●')) ?? ''
  );
}

/**
 * The scripts' and build tooling's own tests (the stack launcher, the static server, the size
 * check, the webpack plugins) with Node's test runner: every `*.test.mjs` under scripts/ and
 * tooling/, counted from its TAP summary.
 */
function scriptsSuite() {
  const name = 'scripts (node --test: launcher, servers, size, build plugins)';
  if (!selected(name)) return;
  console.log(`\n▶ ${name}`);
  const files = ['scripts', 'tooling']
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.test.mjs') && !f.split(path.sep).includes('node_modules'))
        .map((f) => path.join(dir, f)),
    )
    .sort();
  const out = path.join(tmp, 'scripts.tap');
  const started = Date.now();
  const res = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${out}`,
      ...files,
    ],
    { cwd: ROOT, stdio: 'inherit', env: process.env },
  );
  const seconds = (Date.now() - started) / 1000;
  const tap = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  /** @param {string} key */
  const count = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? NaN);
  const [pass, fail, cancelled] = [count('pass'), count('fail'), count('cancelled')];
  if (!files.length || Number.isNaN(pass) || Number.isNaN(fail)) {
    results.push({
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: files.length ? `node --test exited ${res.status} without a report` : 'no test files',
    });
    return;
  }
  const failed = fail + (cancelled || 0);
  results.push({
    name,
    passed: pass,
    failed: failed + (res.status !== 0 && failed === 0 ? 1 : 0),
    skipped: count('skipped') + count('todo') || 0,
    seconds,
  });
}

/** @param {string} pnpm @param {string} chrome */
function playwright(pnpm, chrome) {
  const name = 'playwright e2e (Chromium, full local stack)';
  if (!selected('playwright')) return;
  console.log(`\n▶ ${name}`);
  const out = path.join(tmp, 'playwright.json');
  const started = Date.now();
  const res = spawnSync(
    pnpm,
    ['--filter', '@portal/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    },
  );
  const seconds = (Date.now() - started) / 1000;
  if (!fs.existsSync(out)) {
    results.push({
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `playwright exited ${res.status} without a report`,
    });
    return;
  }
  const { stats, errors } = JSON.parse(fs.readFileSync(out, 'utf8'));
  const setupFailed = (errors?.length ?? 0) > 0 ? 1 : 0;
  results.push({
    name,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + setupFailed,
    skipped: stats.skipped,
    seconds,
    note: stats.flaky ? `${stats.flaky} flaky (passed on retry)` : undefined,
  });
}

function summary() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  console.log('\n── Summary ─────────────────────────────────────────────────────────');
  for (const r of results) {
    const mark = r.failed ? '✗' : '✓';
    console.log(
      `${mark} ${r.name.padEnd(48)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed${r.skipped ? ` ${r.skipped} skipped` : ''}  ${r.seconds.toFixed(0)}s${r.note ? `  (${r.note})` : ''}`,
    );
    for (const failure of r.failures ?? []) console.log(`    ✗ ${failure.slice(0, 300)}`);
  }
  console.log(
    `Total time ${((Date.now() - START) / 60000).toFixed(1)} min, on Node ${process.version}.`,
  );
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed;
}

let failedToStart = false;
console.log(`npm test on Node ${process.version}`);
try {
  const pnpm = ensurePnpm();
  installPackages(pnpm);
  check('eslint', pnpm, ['exec', 'eslint', '.', '--max-warnings=0']);
  check('prettier', pnpm, ['exec', 'prettier', '--check', '.', '--log-level=warn']);
  check('generated GraphQL types are current', 'node', ['scripts/check-codegen.mjs']);
  check('catalogues: every text in English and Spanish, none unused', 'node', [
    'scripts/check-i18n.mjs',
  ]);
  check('import directions (.dependency-cruiser.cjs: folder layers, no cycles)', pnpm, [
    'run',
    '--silent',
    'deps',
  ]);
  check("import directions: the README's folder table says what the config says", 'node', [
    'scripts/folder-table.mjs',
  ]);
  check('host/remote contracts (shared versions, mount contract)', 'node', [
    'scripts/check-contracts.mjs',
  ]);
  check('typescript (strict, every package)', pnpm, [
    '-r',
    '--workspace-concurrency=2',
    'typecheck',
  ]);
  // The gateway's suite reads the agreement and statement PDFs it draws with pdftotext.
  if (selected('jest @portal/gateway')) ensurePdfTools();
  for (const pkg of JEST_PACKAGES) jestSuite(pnpm, pkg);
  scriptsSuite();
  if (selected('build') || selected('playwright') || selected('size')) {
    const started = Date.now();
    let built = true;
    try {
      await buildAll(pnpm, { force: !!process.env.CI });
    } catch (error) {
      console.error(error);
      built = false;
    }
    results.push({
      name: 'production builds (7 apps, 2 services)',
      passed: built ? 1 : 0,
      failed: built ? 0 : 1,
      skipped: 0,
      seconds: (Date.now() - started) / 1000,
    });
    if (built) {
      // The contract check again, on what was just built (every remote's build against the host's).
      check('host/remote contracts of the builds', 'node', [
        'scripts/check-contracts.mjs',
        '--require-builds',
      ]);
      // The size check reads only what this run measures (the first-load spec writes it
      // when it succeeds): an earlier run's measurement never stands in for a failed one.
      // Without the Playwright suites (TEST_ONLY=size), the size check measures for itself.
      removeMeasurement(ROOT);
      const chrome = ensureChromium();
      ensurePdfTools();
      playwright(pnpm, chrome);
      check(
        'size budgets (first load of /login, /portal and each deep link)',
        'node',
        ['scripts/size-report.mjs', ...(selected('playwright') ? [] : ['--measure'])],
        { CHROME_PATH: chrome },
      );
    }
  }
} catch (error) {
  console.error(error);
  failedToStart = true;
  results.push({
    name: 'test setup',
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds: 0,
    note: String(error),
  });
}
const failed = summary();
process.exit(failed || failedToStart ? 1 : 0);
