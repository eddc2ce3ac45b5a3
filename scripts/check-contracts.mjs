// @ts-check
// Contracts checked before runtime: the host and every remote must share the same versions
// of every singleton, and every remote must expose the mount contract. Skew fails here
// instead of warning in a parent's console.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, sharedSingletons } from '../tooling/webpack-config/index.mjs';
import { ROOT } from './lib/stack.mjs';

const apps = ['host', ...REMOTES.map((r) => r.dir)];
const problems = [];

const shared = Object.fromEntries(apps.map((app) => [app, sharedSingletons(path.join(ROOT, app))]));
for (const key of Object.keys(shared.host)) {
  const versions = new Map(apps.map((app) => [app, shared[app][key]?.version]));
  if (new Set(versions.values()).size !== 1) {
    problems.push(
      `shared "${key}" differs: ${[...versions].map(([a, v]) => `${a}@${v}`).join(', ')}`,
    );
  }
}

for (const remote of REMOTES) {
  const mount = path.join(ROOT, remote.dir, 'src/mount.tsx');
  const source = fs.existsSync(mount) ? fs.readFileSync(mount, 'utf8') : '';
  if (!/export const contractVersion = MOUNT_CONTRACT_VERSION/.test(source)) {
    problems.push(
      `${remote.dir}/src/mount.tsx does not export contractVersion = MOUNT_CONTRACT_VERSION`,
    );
  }
  if (!new RegExp(`createRemoteLifecycles\\(\\{ remote: '${remote.name}'`).test(source)) {
    problems.push(
      `${remote.dir}/src/mount.tsx does not create its lifecycles as remote '${remote.name}'`,
    );
  }
  for (const file of ['standalone.tsx', 'routes.tsx', 'index.ts']) {
    if (!fs.existsSync(path.join(ROOT, remote.dir, 'src', file)))
      problems.push(`${remote.dir}/src/${file} is missing`);
  }
  for (const folder of ['pages']) {
    if (!fs.existsSync(path.join(ROOT, remote.dir, 'src', folder)))
      problems.push(`${remote.dir}/src/${folder}/ is missing`);
  }
}

if (problems.length) {
  console.error(`Contract check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Host and ${REMOTES.length} remotes agree on ${Object.keys(shared.host).length} shared singletons and expose mount contract v1.`,
);
