// @ts-check
// Fails when an app's catalogue no longer matches its source or misses a translation: Lingui
// extracts every app's English again (dropping texts no longer used) and compiles every
// catalogue strictly (a text without its Spanish fails). Run `npm run i18n` and commit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';

const catalogues = () =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*/src/locales/*'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

const read = (file) =>
  fs.existsSync(path.join(ROOT, file)) ? fs.readFileSync(path.join(ROOT, file), 'utf8') : null;
// The creation date Lingui writes into a new catalogue's header is not a difference.
const comparable = (text) => text?.replace(/^"POT-Creation-Date: .*$/m, '') ?? null;

const before = new Map(catalogues().map((file) => [file, comparable(read(file))]));
const lingui = (...args) =>
  execFileSync(process.execPath, ['scripts/lingui/lingui.mjs', ...args], {
    cwd: ROOT,
    stdio: 'pipe',
  });
lingui('extract', '--clean');
try {
  lingui('compile', '--strict');
} catch (error) {
  const output = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (error);
  console.error(`${output.stdout ?? ''}${output.stderr ?? ''}`);
  console.error('A text has no translation: add it to the catalogue (docs/i18n.md).');
  process.exit(1);
}
const changed = catalogues().filter((file) => before.get(file) !== comparable(read(file)));
if (changed.length > 0) {
  console.error(
    `Catalogues out of date (a text added, changed or no longer used): ${changed.join(', ')}. Run \`npm run i18n\`, translate, and commit.`,
  );
  process.exit(1);
}
console.log(`Catalogues match the source and are complete (${before.size} files).`);
