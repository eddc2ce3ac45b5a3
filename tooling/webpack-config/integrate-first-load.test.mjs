// @ts-check
// IntegrateFirstLoadPlugin on small federated builds: which chunks it joins, which it leaves
// alone, and that no chunk it makes consumes a shared module it provides itself (the federation
// runtime would wait for the chunk to load before it counts as loaded).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { IntegrateFirstLoadPlugin } from './integrate-first-load.mjs';

/** @type {string} */
let dir;

/** @param {string} file @param {string} text */
function write(file, text) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

/** @param {string} name @param {string} source */
function dependency(name, source) {
  write(`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0' }));
  write(`node_modules/${name}/index.js`, source);
}

const SHARED = Object.fromEntries(
  ['lib-a', 'lib-b', 'lib-c'].map((name) => [
    name,
    { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0', eager: false },
  ]),
);

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'integrate-first-load-'));
  // lib-b consumes lib-a; lib-a and lib-c consume nothing; lib-d is not shared.
  dependency('lib-a', "export const a = 'a';\n");
  dependency('lib-b', "import { a } from 'lib-a';\nexport const b = a + 'b';\n");
  dependency('lib-c', "export const c = 'c';\n");
  dependency('lib-d', 'export function d() {\n  return globalThis.name;\n}\n');
  write('src/index.js', "import('./bootstrap');\n");
  write(
    'src/bootstrap.js',
    "import { b } from 'lib-b';\nimport { c } from 'lib-c';\nimport('./later');\nconsole.log(b, c);\n",
  );
  write('src/later.js', "export const later = 'later';\n");
  write(
    'src/mount.js',
    "import { b } from 'lib-b';\nimport { d } from 'lib-d';\nexport const mount = () => b + d();\n",
  );
});

after(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * @typedef {{ name: string | null | undefined, modules: string[], consumes: string[] }} BuiltChunk
 *   a chunk of the build: its name, its modules of code (paths), and the share keys it consumes
 */

/**
 * Builds the fixture as a host (no exposes) or a remote, with every package split into a chunk
 * of its own (as splitChunks does with the portal's larger packages), and returns the chunks.
 * @param {Record<string, string>} exposes
 * @param {{ integrate?: boolean, apart?: string[] }} [options]
 * @returns {Promise<BuiltChunk[]>}
 */
function build(exposes, { integrate = true, apart = [] } = {}) {
  const remote = Object.keys(exposes).length > 0;
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: {
      path: path.join(dir, 'dist', `${remote}-${integrate}-${apart.join('+')}`),
      publicPath: '/',
    },
    optimization: { chunkIds: 'named', minimize: false, splitChunks: { minSize: 0 } },
    plugins: [
      new ModuleFederationPlugin({
        name: remote ? 'remote' : 'host',
        filename: 'remoteEntry.js',
        exposes,
        shared: SHARED,
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      ...(integrate
        ? [new IntegrateFirstLoadPlugin({ exposes: Object.values(exposes), apart })]
        : []),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const { chunkGraph, chunks } = stats.compilation;
      resolve(
        [...chunks].map((chunk) => {
          const modules = chunkGraph.getChunkModules(chunk);
          return {
            name: chunk.name,
            modules: modules
              .filter((module) => module.type.startsWith('javascript/'))
              .map((module) => module.nameForCondition() ?? ''),
            consumes: modules
              .filter((module) => module.type === 'consume-shared-module')
              .map(
                (module) =>
                  /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey ??
                  '',
              ),
          };
        }),
      );
    }),
  );
}

/** @param {BuiltChunk[]} chunks @param {string} file a path's ending */
function chunkOf(chunks, file) {
  const found = chunks.filter((chunk) => chunk.modules.some((name) => name.endsWith(file)));
  assert.equal(found.length, 1, `${file} is in one chunk`);
  return /** @type {BuiltChunk} */ (found[0]);
}

/** No chunk consumes a package whose own copy it holds. @param {BuiltChunk[]} chunks */
function assertNoChunkWaitsForItself(chunks) {
  for (const chunk of chunks) {
    if (chunk.name === 'main' || chunk.name === 'remote') continue;
    for (const key of chunk.consumes) {
      assert.ok(
        !chunk.modules.some((name) => name.endsWith(`node_modules/${key}/index.js`)),
        `${chunk.name} consumes ${key} and holds it`,
      );
    }
  }
}

test('a host joins its boot chunks by level into boot-0... and leaves lazy chunks alone', async () => {
  const [separate, chunks] = await Promise.all([build({}, { integrate: false }), build({})]);
  const boot0 = chunkOf(chunks, 'node_modules/lib-a/index.js');
  assert.equal(boot0.name, 'boot-0');
  // lib-a and lib-c consume nothing: the first level, one chunk where there were two.
  assert.equal(chunkOf(chunks, 'node_modules/lib-c/index.js'), boot0);
  assert.notEqual(
    chunkOf(separate, 'node_modules/lib-a/index.js'),
    chunkOf(separate, 'node_modules/lib-c/index.js'),
  );
  assert.ok(chunks.length < separate.length);
  // The bootstrap consumes lib-b (which consumes lib-a): a later level than boot-0.
  assert.notEqual(chunkOf(chunks, 'src/bootstrap.js'), boot0);
  assertNoChunkWaitsForItself(chunks);
  // What the boot does not load stays where it was.
  assert.equal(chunkOf(chunks, 'src/later.js').name, chunkOf(separate, 'src/later.js').name);
});

test('a remote joins its exposed chunks into expose-0 and leaves its shared copies alone', async () => {
  const [separate, chunks] = await Promise.all([
    build({ './mount': './src/mount.js' }, { integrate: false }),
    build({ './mount': './src/mount.js' }),
  ]);
  const mount = chunkOf(chunks, 'src/mount.js');
  assert.equal(mount.name, 'expose-0');
  // lib-d, not shared, was split into a chunk of its own that only the expose loads: joined.
  assert.notEqual(
    chunkOf(separate, 'node_modules/lib-d/index.js'),
    chunkOf(separate, 'src/mount.js'),
  );
  assert.equal(chunkOf(chunks, 'node_modules/lib-d/index.js'), mount);
  // The remote's own copies of shared packages serve its standalone page: left as they were.
  for (const pkg of ['lib-a', 'lib-b', 'lib-c']) {
    const file = `node_modules/${pkg}/index.js`;
    assert.equal(chunkOf(chunks, file).name, chunkOf(separate, file).name);
  }
  assert.ok(!chunks.some((chunk) => chunk.name?.startsWith('boot')));
  assertNoChunkWaitsForItself(chunks);
});

test("a shared module named `apart` keeps its chunk, downloaded beside the boot's", async () => {
  const chunks = await build({}, { apart: ['lib-c'] });
  const boot0 = chunkOf(chunks, 'node_modules/lib-a/index.js');
  assert.equal(boot0.name, 'boot-0');
  const libC = chunkOf(chunks, 'node_modules/lib-c/index.js');
  assert.notEqual(libC, boot0);
  assert.deepEqual(libC.modules, [path.join(dir, 'node_modules/lib-c/index.js')]);
  assertNoChunkWaitsForItself(chunks);
});
