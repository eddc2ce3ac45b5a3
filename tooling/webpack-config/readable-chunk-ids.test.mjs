// @ts-check
// ReadableChunkIdsPlugin on a small build: named chunks keep their names, the others are named
// after their largest package or source file with a short hash, the same on any machine.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { ReadableChunkIdsPlugin } from './readable-chunk-ids.mjs';
import { buildSmallApp, removeSmallApps, smallApp } from './testing/small-app.mjs';

after(removeSmallApps);

/** A small app in a folder of its own: a named lazy chunk, an unnamed one and a package. */
function fixture() {
  return smallApp('readable-chunk-ids-', {
    'node_modules/@scope/big-lib/package.json': '{"name":"@scope/big-lib","version":"1.0.0"}',
    'node_modules/@scope/big-lib/index.js': `export const big = '${'x'.repeat(4000)}';\n`,
    'src/index.js':
      "import(/* webpackChunkName: 'named-page' */ './named-page');\nimport('./features/help/HelpDialog');\n",
    'src/named-page.js': "export const page = 'page';\n",
    'src/features/help/HelpDialog.js':
      "import { big } from '@scope/big-lib';\nexport const dialog = () => big;\n",
  });
}

/** @param {string} dir @returns {Promise<string[]>} the chunks' ids */
async function build(dir) {
  const stats = await buildSmallApp(dir, {
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: false,
      // The package in a chunk of its own, as splitChunks does with the portal's larger ones.
      splitChunks: { minSize: 0 },
    },
    plugins: [new ReadableChunkIdsPlugin()],
  });
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  return [...stats.compilation.chunks].map((chunk) => String(chunk.id)).sort();
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
