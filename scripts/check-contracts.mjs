// @ts-check
// Contracts checked before runtime, on built artifacts: each remote's build (mf-manifest.json
// and portal-contract.json) against the host's expectations (its build, or a live host), so
// skew between a remote and the host fails here instead of in a parent's browser.
//
//   node scripts/check-contracts.mjs                      every remote against the host
//   node scripts/check-contracts.mjs --remote pickup      one remote
//   node scripts/check-contracts.mjs --host http://localhost:3000   against a live host
//   node scripts/check-contracts.mjs --remote-build <dir> --remote pickup   a given build
//
// A build that is missing (an app not built here) is described from its webpack
// configuration instead, and the output says so.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '../tooling/webpack-config/local-stack.mjs';
import { checkRemote, describeWorkspaceApp, readArtifact } from './lib/contract-check.mjs';
import { ROOT } from './lib/stack.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string' },
    remote: { type: 'string', multiple: true },
    'remote-build': { type: 'string' },
    'require-builds': { type: 'boolean', default: false },
  },
});

/** @param {string} dir */
async function artifactOf(dir) {
  const dist = path.join(ROOT, dir, 'dist');
  if (fs.existsSync(path.join(dist, 'mf-manifest.json'))) return readArtifact(dist);
  if (values['require-builds'])
    throw new Error(`${dir} is not built (no ${dir}/dist/mf-manifest.json)`);
  return describeWorkspaceApp(path.join(ROOT, dir));
}

/** @param {string} nameOrDir */
function remoteNamed(nameOrDir) {
  const r = REMOTES.find(
    (x) => x.name === nameOrDir || x.dir === nameOrDir || `@portal/${x.dir}` === nameOrDir,
  );
  if (!r)
    throw new Error(`No remote "${nameOrDir}" (known: ${REMOTES.map((x) => x.name).join(', ')})`);
  return r;
}

try {
  const host = values.host ? await readArtifact(values.host) : await artifactOf('host');
  const remotes = (values.remote?.length ? values.remote : REMOTES.map((r) => r.name)).map(
    remoteNamed,
  );
  if (values['remote-build'] && remotes.length !== 1)
    throw new Error('--remote-build needs exactly one --remote');
  /** @type {string[]} */
  const problems = [];
  for (const remote of remotes) {
    const artifact = values['remote-build']
      ? await readArtifact(path.resolve(values['remote-build']))
      : await artifactOf(remote.dir);
    const found = checkRemote(artifact, host, remote.name);
    problems.push(...found);
    console.log(
      `${found.length ? '✗' : '✓'} ${remote.name.padEnd(13)} ${path.relative(ROOT, artifact.from) || artifact.from}`,
    );
  }
  console.log(`  against the host: ${path.relative(ROOT, host.from) || host.from}`);
  if (problems.length) {
    console.error(`\nContract check failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `Host and ${remotes.length} remote(s) agree: exposes, mount contract v${host.contract?.mountContract?.speaks?.join(', v')}, ${Object.keys(host.contract?.shared ?? {}).length} shared singletons.`,
  );
} catch (error) {
  console.error(`Contract check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
