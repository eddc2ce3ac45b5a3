// @ts-check
// The house rules hold themselves: dependency-cruiser refuses a feature that imports another
// feature (and accepts one that imports its package's `common/`), and the README's folder
// table is refused when it says other than the configuration.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { folderTable, withFolderTable } from './folder-table.mjs';
import { ROOT } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const { layers } = require(CONFIG);
const depcruise = path.join(ROOT, 'node_modules', '.bin', 'depcruise');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-test-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A repository of `files`, cruised with the project's configuration. @param {Record<string, string>} files */
function cruise(files) {
  const dir = fs.mkdtempSync(path.join(tmp, 'repo-'));
  const all = {
    'tsconfig.base.json': JSON.stringify({
      compilerOptions: { module: 'esnext', jsx: 'react-jsx' },
    }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const result = spawnSync(depcruise, ['--config', CONFIG, 'host/src'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('a feature that imports another feature fails the import check', () => {
  const { status, output } = cruise({
    'host/src/features/family/FamilyCard.ts':
      "import { refusal } from '../billing/refusal';\nexport const card = refusal;\n",
    'host/src/features/billing/refusal.ts': "export const refusal = 'no';\n",
  });
  assert.notEqual(status, 0, output);
  assert.match(output, /host:feature-imports-another-feature/);
  assert.match(
    output,
    /features\/family\/FamilyCard\.ts → host\/src\/features\/billing\/refusal\.ts/,
  );
});

test("a feature that imports itself and its package's common/ passes", () => {
  const { status, output } = cruise({
    'host/src/features/family/FamilyCard.ts':
      "import { refusal } from '../../common/refusal';\nimport { rows } from './rows';\nexport const card = [refusal, rows];\n",
    'host/src/features/family/rows.ts': 'export const rows = 1;\n',
    'host/src/common/refusal.ts': "export const refusal = 'no';\n",
  });
  assert.equal(status, 0, output);
});

test('common/ may not import a feature', () => {
  const { status, output } = cruise({
    'host/src/common/refusal.ts':
      "import { rows } from '../features/family/rows';\nexport const refusal = rows;\n",
    'host/src/features/family/rows.ts': 'export const rows = 1;\n',
  });
  assert.notEqual(status, 0, output);
  assert.match(output, /host:common-imports-upward/);
});

test("the README's folder table is written from the configuration, and a drift is seen", async () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  assert.equal(await withFolderTable(readme, layers), readme, 'the README agrees today');
  assert.match(folderTable(layers), /\| `@portal\/gateway` \| .*`mail`.*\|/);
  const moved = structuredClone(layers);
  moved['services/gateway'].push(['newly-placed']);
  assert.notEqual(await withFolderTable(readme, moved), readme);
  const drifted = readme.replace('`session` → `analytics`', '`analytics` → `session`');
  assert.notEqual(drifted, readme);
  assert.notEqual(await withFolderTable(drifted, layers), drifted);
});
