// @ts-check
// ReadableChunkIdsPlugin on a small build: named chunks keep their names, the others are named
// after their largest package or source file with a short hash, the same on any machine.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import webpack from 'webpack';
import { ReadableChunkIdsPlugin } from './readable-chunk-ids.mjs';

/** @type {string[]} */
const dirs = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A small app in a folder of its own: a named lazy chunk, an unnamed one and a package. */
function fixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readable-chunk-ids-'));
  dirs.push(dir);
  /** @param {string} file @param {string} text */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('node_modules/@scope/big-lib/package.json', '{"name":"@scope/big-lib","version":"1.0.0"}');
  write('node_modules/@scope/big-lib/index.js', `export const big = '${'x'.repeat(4000)}';\n`);
  write(
    'src/index.js',
    "import(/* webpackChunkName: 'named-page' */ './named-page');\nimport('./features/help/HelpDialog');\n",
  );
  write('src/named-page.js', "export const page = 'page';\n");
  write(
    'src/features/help/HelpDialog.js',
    "import { big } from '@scope/big-lib';\nexport const dialog = () => big;\n",
  );
  return dir;
}

/** @param {string} dir @returns {Promise<string[]>} the chunks' ids */
function build(dir) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist') },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: false,
      minimize: false,
      // The package in a chunk of its own, as splitChunks does with the portal's larger ones.
      splitChunks: { minSize: 0 },
    },
    plugins: [new ReadableChunkIdsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve([...stats.compilation.chunks].map((chunk) => String(chunk.id)).sort());
    }),
  );
}

test('named chunks keep their names; the others say what they hold, with a short hash', async () => {
  const ids = await build(fixture());
  assert.ok(ids.includes('main'));
  assert.ok(ids.includes('named-page'));
  assert.equal(ids.length, 4);
  assert.ok(
    ids.some((id) => /^scope-big-lib-[0-9a-f]{4}$/.test(id)),
    `the package's chunk: ${ids.join(', ')}`,
  );
  assert.ok(
    ids.some((id) => /^features-help-HelpDialog-[0-9a-f]{4}$/.test(id)),
    `the source file's chunk (its path under src/): ${ids.join(', ')}`,
  );
});

test('the same modules get the same ids in another checkout', async () => {
  const [first, second] = await Promise.all([build(fixture()), build(fixture())]);
  assert.deepEqual(first, second);
});
