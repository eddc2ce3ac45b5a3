// @ts-check
// The icon imports rewritten to each icon's own module: names the loader can place go to their
// module, a name it cannot place keeps the whole import as it was.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const loader = require('./atomic-icon-imports.cjs');
const here = path.dirname(fileURLToPath(import.meta.url));
// A module of @portal/shared, which depends on @fluentui/react-icons.
const resourcePath = path.resolve(here, '../../shared/src/ui/Example.tsx');

/** @param {string} source */
const rewrite = (source) => loader.call({ resourcePath }, source);

test('each icon and utility is imported from its own module, not the package root', () => {
  const out = rewrite(
    `import { DismissRegular, ArrowDownload20Regular as Down, bundleIcon } from '@fluentui/react-icons';\nexport { DismissRegular, Down, bundleIcon };`,
  );
  assert.doesNotMatch(out, /from ['"]@fluentui\/react-icons['"]/);
  const from = (/** @type {string} */ name) =>
    new RegExp(`import \\{ ${name} \\} from "([^"]+)";`).exec(out)?.[1] ?? '';
  assert.match(from('DismissRegular as DismissRegular'), /lib\/atoms\/svg\/dismiss\.js$/);
  assert.match(from('ArrowDownload20Regular as Down'), /lib\/atoms\/svg\/arrow-download\.js$/);
  assert.match(from('bundleIcon as bundleIcon'), /lib\/utils\.js$/);
  for (const file of [from('DismissRegular as DismissRegular'), from('bundleIcon as bundleIcon')])
    assert.ok(fs.existsSync(file), file);
  assert.match(out, /export \{ DismissRegular, Down, bundleIcon \};/);
});

test('an import with a name it cannot place is left whole; other code is untouched', () => {
  const source = `import { DismissRegular, NoSuchThing } from "@fluentui/react-icons";\nconst x = 1;`;
  assert.equal(rewrite(source), source);
  const plain = `import { Button } from '@portal/shared/ui';`;
  assert.equal(rewrite(plain), plain);
});
