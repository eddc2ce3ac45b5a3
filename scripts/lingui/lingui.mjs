// @ts-check
// `npm run i18n`: Lingui's CLI as it ships (it asks for Node 22.18 or later, which the project
// runs on: scripts/on-supported-node.mjs). With no arguments, extracts every app's texts into
// its catalogues and compiles them, strictly; `node scripts/lingui/lingui.mjs <command> ...`
// runs one command.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The CLI's own bin (its package exports no path to it).
const pkg = path.join(root, 'node_modules', '@lingui', 'cli');
const cli = path.join(
  pkg,
  JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).bin.lingui,
);

/** @param {string[]} args */
function lingui(args) {
  const result = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
if (args.length > 0) lingui(args);
else {
  lingui(['extract', '--clean']);
  lingui(['compile', '--strict']);
}
