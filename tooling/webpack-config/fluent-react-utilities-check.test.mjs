// @ts-check
// FluentUtilitiesCheckPlugin on a small build: a name of @fluentui/react-utilities that the
// shared copy lacks fails the build, whether imported from the package or through
// @fluentui/react-components; a name nobody takes does not.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import webpack from 'webpack';
import {
  FluentUtilitiesCheckPlugin,
  SHARED_UTILITIES_FILE,
  exportedNames,
} from './fluent-react-utilities-check.mjs';

/** @type {string[]} */
const dirs = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** An app taking `taken` from the utilities and `throughComponents` from the components. @param {string} app */
function fixture(app) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fluent-utilities-check-'));
  dirs.push(dir);
  /** @param {string} file @param {string} text */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const utilities = 'node_modules/@fluentui/react-utilities';
  write(`${utilities}/package.json`, '{"name":"@fluentui/react-utilities","main":"index.js"}');
  write(
    `${utilities}/index.js`,
    'export const slot = 1;\nexport const useId = 2;\nexport const useSelection = 3;\n',
  );
  const components = 'node_modules/@fluentui/react-components';
  write(
    `${components}/package.json`,
    '{"name":"@fluentui/react-components","main":"lib/index.js"}',
  );
  write(
    `${components}/lib/index.js`,
    "export { slot, useId, useSelection } from '@fluentui/react-utilities';\n",
  );
  write('src/index.js', app);
  return dir;
}

/** @param {string} dir @returns {Promise<string[]>} the build's errors */
function build(dir) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist') },
    optimization: { minimize: false },
    plugins: [new FluentUtilitiesCheckPlugin({ exported: new Set(['slot']) })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      resolve(stats.compilation.errors.map((e) => e.message));
    }),
  );
}

test('a build that takes only what the shared copy exports passes, whatever react-components re-exports', async () => {
  const errors = await build(
    fixture(
      "import { slot } from '@fluentui/react-utilities';\n" +
        "import { slot as s } from '@fluentui/react-components';\nconsole.log(slot, s);\n",
    ),
  );
  assert.deepEqual(errors, []);
});

test('a name the shared copy lacks fails the build, said where and what to do', async () => {
  const errors = await build(
    fixture(
      "import { useId } from '@fluentui/react-utilities';\n" +
        "import { useSelection } from '@fluentui/react-components';\n" +
        'console.log(useId, useSelection);\n',
    ),
  );
  assert.equal(errors.length, 2);
  assert.match(errors[0], /src\/index\.js uses 'useId' from @fluentui\/react-utilities/);
  assert.match(errors[1], /uses 'useSelection' from @fluentui\/react-utilities/);
  assert.match(errors[0], /add it to tooling\/webpack-config\/fluent-react-utilities\.mjs/);
});

test('a namespace import of the utilities fails the build', async () => {
  const errors = await build(
    fixture("import * as all from '@fluentui/react-utilities';\nconsole.log(all);\n"),
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0], /uses the whole of @fluentui\/react-utilities/);
});

test("the shared copy's names are read from its export list", () => {
  const names = exportedNames(fs.readFileSync(SHARED_UTILITIES_FILE, 'utf8'));
  assert.ok(names.has('slot') && names.has('IdPrefixProvider') && names.has('useId'));
  assert.ok(!names.has('useSelection') && !names.has('createPriorityQueue'));
  assert.deepEqual(
    exportedNames("export { a, b as c } from 'x';\nexport { d } from 'y';"),
    new Set(['a', 'c', 'd']),
  );
});
