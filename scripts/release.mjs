// @ts-check
// `npm run release -- <command>`: ship or roll back one remote by registry, with no host
// rebuild and no restart (docs/delivery.md).
//
//   deploy <remote> [--from <build dir>] [--host <url|dir>]   publish, check, make live
//   rollback <remote>                                         back to the previous version
//   status                                                    live and available versions
//
// PORTAL_CDN_DIR: the CDN folder (default .cdn/, served by `npm start` under /cdn/);
// PORT_OFFSET: which local portal is the live host. Exit codes: 0 done, 1 refused or failed,
// 2 bad arguments. A build whose portal-contract.json "version" is not a strict semver is
// refused before anything is written (it names a folder under the CDN folder).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, ports } from '../tooling/webpack-config/local-stack.mjs';
import { DeployRefused, deploy, rollback, status } from './lib/cdn-registry.mjs';
import { readArtifact } from './lib/contract-check.mjs';
import { ROOT } from './lib/stack.mjs';

const USAGE = `Usage: npm run release -- <command>
  deploy <remote> [--from <build dir>] [--host <url|dir>]
  rollback <remote>
  status
Remotes: ${REMOTES.map((r) => r.name).join(', ')} (or their folders, e.g. remote-pickup).`;

/** @param {string} message @returns {never} */
function usage(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** @returns {{ positionals: string[], values: { from?: string, host?: string } }} */
function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { from: { type: 'string' }, host: { type: 'string' } },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
}
const parsed = parse();
const [command, name] = parsed.positionals;
const cdnDir = path.resolve(process.env.PORTAL_CDN_DIR ?? path.join(ROOT, '.cdn'));

/** @param {string | undefined} value */
function remoteOf(value) {
  if (!value) usage(`${command} needs a remote.`);
  const r = REMOTES.find(
    (x) => x.name === value || x.dir === value || `@portal/${x.dir}` === value,
  );
  if (!r) usage(`No remote "${value}".`);
  return r;
}

/** The host the portal serves now (its build's contract), or host/dist when none answers. */
async function liveHost() {
  if (parsed.values.host) return readArtifact(parsed.values.host);
  const url = `http://127.0.0.1:${ports().host}`;
  try {
    const res = await fetch(`${url}/portal-contract.json`, {
      signal: AbortSignal.timeout(3000),
      cache: 'no-store',
    });
    if (res.ok) return await readArtifact(url);
  } catch {
    // No portal running: fall through.
  }
  const dist = path.join(ROOT, 'host/dist');
  console.log(`No live host answers at ${url}: checking against the host build in host/dist.`);
  return readArtifact(dist);
}

try {
  if (command === 'deploy') {
    const remote = remoteOf(name);
    const buildDir = path.resolve(parsed.values.from ?? path.join(ROOT, remote.dir, 'dist'));
    if (!fs.existsSync(path.join(buildDir, 'mf-manifest.json')))
      throw new Error(
        `${buildDir} is not a build (no mf-manifest.json): pnpm --filter @portal/${remote.dir} build`,
      );
    const host = await liveHost();
    const done = await deploy({ cdnDir, remote: remote.name, buildDir, host });
    console.log(
      `Deployed ${remote.name} ${done.version} (was ${done.previous ?? 'its default address'}); the registry points at ${done.manifest}.`,
    );
    console.log(
      JSON.stringify({ remote: remote.name, live: done.version, previous: done.previous }),
    );
  } else if (command === 'rollback') {
    const remote = remoteOf(name);
    const done = rollback({ cdnDir, remote: remote.name });
    console.log(
      `Rolled ${remote.name} back from ${done.from} to ${done.to ?? 'its default address'}.`,
    );
    console.log(JSON.stringify({ remote: remote.name, live: done.to, previous: done.from }));
  } else if (command === 'status') {
    const rows = status({ cdnDir, remotes: REMOTES.map((r) => r.name) });
    console.log(`CDN folder: ${cdnDir}`);
    for (const row of rows) {
      const live = row.live ?? `default (${REMOTES.find((r) => r.name === row.remote)?.dir}/dist)`;
      console.log(
        `${row.remote.padEnd(13)} live ${live.padEnd(30)} available ${row.available.map((v) => (v === row.live ? `${v}*` : v)).join(', ') || '-'}`,
      );
    }
    console.log(JSON.stringify(rows));
  } else {
    usage(command ? `Unknown command "${command}".` : 'No command.');
  }
} catch (error) {
  if (error instanceof DeployRefused) console.error(error.message);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
