// @ts-check
// FluentUtilitiesCheckPlugin on a small build: a name of @fluentui/react-utilities that the
// shared copy lacks fails the build, whether imported from the package or through
// @fluentui/react-components; a name nobody takes does not.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, test } from 'node:test';
import {
  FluentUtilitiesCheckPlugin,
  SHARED_UTILITIES_FILE,
  exportedNames,
} from './fluent-react-utilities-check.mjs';
import { buildSmallApp, removeSmallApps, smallApp } from './testing/small-app.mjs';

after(removeSmallApps);

/** An app whose `src/index.js` is `app`, beside stand-ins of the two Fluent packages. @param {string} app */
function fixture(app) {
  return smallApp('fluent-utilities-check-', {
    'node_modules/@fluentui/react-utilities/package.json':
      '{"name":"@fluentui/react-utilities","main":"index.js"}',
    'node_modules/@fluentui/react-utilities/index.js':
      'export const slot = 1;\nexport const useId = 2;\nexport const useSelection = 3;\n',
    'node_modules/@fluentui/react-components/package.json':
      '{"name":"@fluentui/react-components","main":"lib/index.js"}',
    'node_modules/@fluentui/react-components/lib/index.js':
      "export { slot, useId, useSelection } from '@fluentui/react-utilities';\n",
    'src/index.js': app,
  });
}

/** @param {string} dir @returns {Promise<string[]>} the build's errors */
async function build(dir) {
  const stats = await buildSmallApp(dir, {
    plugins: [new FluentUtilitiesCheckPlugin({ exported: new Set(['slot']) })],
  });
  return stats.compilation.errors.map((error) => error.message);
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
