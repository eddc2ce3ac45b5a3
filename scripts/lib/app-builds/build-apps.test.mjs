// @ts-check
// The apps' builds side by side: each app is built by a worker, the launcher says what is
// building and for how long, records the build's profile, and names every app that failed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildApps, buildWorkerCount, profileStamp } from './build-apps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Inside tooling/webpack-config, whose node_modules holds the webpack each fixture resolves.
const cache = path.resolve(here, '../../../tooling/webpack-config/node_modules/.cache');
fs.mkdirSync(cache, { recursive: true });
const root = fs.mkdtempSync(path.join(cache, 'build-apps-test-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

/** A tiny app whose build takes a moment (a busy loader) and emits dist/main.js. */
function fixture(/** @type {string} */ name, /** @type {string} */ source) {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true }));
  fs.writeFileSync(path.join(dir, 'src/index.js'), source);
  fs.writeFileSync(
    path.join(dir, 'webpack.config.mjs'),
    `import path from 'node:path';
     export default (_env, argv) => ({
       mode: argv.mode,
       context: ${JSON.stringify(dir)},
       entry: './src/index.js',
       output: { path: path.join(${JSON.stringify(dir)}, 'dist'), filename: 'main.js' },
       module: { rules: [{ test: /\\.js$/, use: ${JSON.stringify(path.join(dir, 'slow-loader.cjs'))} }] },
     });`,
  );
  fs.writeFileSync(
    path.join(dir, 'slow-loader.cjs'),
    'module.exports = function (s) { const done = this.async(); setTimeout(() => done(null, s), 300); };',
  );
  return { name, dir };
}

test('apps build side by side with progress; a failed one is named, the others still built', async () => {
  const good = fixture('good-app', 'export const answer = 42; console.log(answer);');
  const other = fixture('other-app', 'console.log("other");');
  const broken = fixture('broken-app', 'export const = ;');
  /** @type {string[]} */
  const lines = [];
  await assert.rejects(
    buildApps([broken, good, other], {
      workers: 2,
      profile: 'local',
      heartbeatMs: 100,
      log: (line) => lines.push(line),
    }),
    /The production build failed for broken-app\./,
  );
  const text = lines.join('\n');
  assert.match(text, /Building 3 apps for production \(local build, 2 at a time\)/);
  assert.match(text, /… building [\w-]+ \(\d+ s\)/, 'a line while builds run, with the time');
  assert.match(text, /✓ good-app built in \d+ s \(\d of 3 done, \d+ s so far\)/);
  assert.match(text, /✓ other-app built in/);
  assert.match(text, /✗ broken-app failed after \d+ s:[\s\S]*(Module parse failed|SyntaxError)/);
  for (const app of [good, other]) {
    assert.ok(fs.existsSync(path.join(app.dir, 'dist/main.js')), `${app.name} was built`);
    assert.deepEqual(JSON.parse(fs.readFileSync(profileStamp(app.dir), 'utf8')), {
      profile: 'local',
    });
  }
  assert.ok(!fs.existsSync(profileStamp(broken.dir)), 'no stamp for a failed build');
});

test('one worker per core, at most three, unless PORTAL_BUILD_WORKERS says otherwise', () => {
  assert.equal(buildWorkerCount({ PORTAL_BUILD_WORKERS: '1' }), 1);
  assert.equal(buildWorkerCount({ PORTAL_BUILD_WORKERS: '5' }), 5);
  const count = buildWorkerCount({});
  assert.ok(count >= 1 && count <= 3);
  assert.equal(buildWorkerCount({ PORTAL_BUILD_WORKERS: 'many' }), count);
});
