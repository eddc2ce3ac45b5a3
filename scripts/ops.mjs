// @ts-check
// `npm run ops -- <command>`: the bank's staff operations against the running gateway. The CLI
// lives with the gateway (services/gateway/src/ops) and is built with it; this builds it first
// when its build is missing or older than the sources (build output goes to stderr, so the
// last line of stdout stays the command's JSON).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GATEWAY = path.join(ROOT, 'services/gateway');
const entry = path.join(GATEWAY, 'dist/ops/ops-main.js');

/** @param {string} folder @returns {number} */
function newestMtime(folder) {
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const sources = [
  path.join(GATEWAY, 'src'),
  path.join(ROOT, 'rules/src'),
  path.join(ROOT, 'services/service-kit/src'),
];
if (!fs.existsSync(entry) || Math.max(...sources.map(newestMtime)) > fs.statSync(entry).mtimeMs) {
  console.error('Building the gateway (the ops CLI is part of it)…');
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const build = [path.join(ROOT, 'rules'), path.join(ROOT, 'services/service-kit'), GATEWAY].every(
    (cwd) =>
      spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
        cwd,
        stdio: ['ignore', process.stderr, process.stderr],
      }).status === 0,
  );
  if (!build) {
    console.error('The gateway build failed: see above.');
    process.exit(1);
  }
}
await import(pathToFileURL(entry).href);
