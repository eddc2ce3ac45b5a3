// @ts-check
// The README's table "Folders and their direction", written from the layers in
// .dependency-cruiser.cjs so that the two cannot drift. `node scripts/folder-table.mjs` checks
// (in `npm test`); `--write` rewrites the table (`npm run deps:table`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { ROOT } from './lib/stack.mjs';

const START =
  '<!-- folder-layers:start (written from .dependency-cruiser.cjs: npm run deps:table) -->';
const END = '<!-- folder-layers:end -->';

/**
 * The table's markdown, one row per package, its layers lowest first.
 * @param {Record<string, string[][]>} layers @param {string} root
 */
export function folderTable(layers, root = ROOT) {
  const rows = Object.entries(layers).map(([dir, packageLayers]) => {
    const { name } = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const folders = packageLayers
      .map((layer) => layer.map((folder) => `\`${folder}\``).join(', '))
      .join(' → ');
    return `| \`${name}\` | ${folders} |`;
  });
  return ['| Package | Folders, lowest layer first |', '| --- | --- |', ...rows].join('\n');
}

/**
 * The README with its table written from `layers`, formatted as the repository formats it.
 * @param {string} readme @param {Record<string, string[][]>} layers @param {string} [root]
 */
export async function withFolderTable(readme, layers, root = ROOT) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} markers.`);
  const text = `${readme.slice(0, start + START.length)}\n\n${folderTable(layers, root)}\n\n${readme.slice(end)}`;
  const options = await prettier.resolveConfig(path.join(root, 'README.md'));
  return prettier.format(text, { ...options, parser: 'markdown' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { layers } = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs'));
  const file = path.join(ROOT, 'README.md');
  const readme = fs.readFileSync(file, 'utf8');
  const written = await withFolderTable(readme, layers);
  if (process.argv.includes('--write')) {
    fs.writeFileSync(file, written);
    console.log('README.md: the folder table is written from .dependency-cruiser.cjs.');
  } else if (written !== readme) {
    console.error(
      'README.md\'s table "Folders and their direction" does not say what .dependency-cruiser.cjs says: run `npm run deps:table`.',
    );
    process.exit(1);
  } else {
    console.log("README.md's folder table agrees with .dependency-cruiser.cjs.");
  }
}
