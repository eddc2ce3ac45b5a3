// @ts-check
// `node scripts/on-supported-node.mjs <script> [args]`: runs a script of the project on a
// supported Node. On one (package.json's engines), in this process; on an older one, under the
// pinned Node 24 (scripts/lib/supported-node.mjs), with that Node first on the PATH so that
// every child (pnpm, Jest, webpack, the services, Playwright) runs on it too. The machine's
// own Node is left as it is. PORTAL_NODE_MAJOR=24 asks for the pinned Node unless the running
// one already has that major (CI runs on Node 24 whatever the machine has).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePinnedNode, pinnedVersion, whichNode } from './lib/supported-node.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node scripts/on-supported-node.mjs <script> [args]');
  process.exit(2);
}

/** @type {ReturnType<typeof whichNode>} */
let choice;
try {
  choice = whichNode(process.versions.node, process.env.PORTAL_NODE_MAJOR);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (choice.use === 'this') {
  process.argv = [process.argv[0] ?? process.execPath, path.resolve(script), ...args];
  await import(pathToFileURL(path.resolve(script)).href);
} else {
  let node;
  try {
    node = ensurePinnedNode();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    `This machine's Node is ${process.version} (${choice.reason}): running on Node v${pinnedVersion()} from scripts/node-runtime/.`,
  );
  const child = spawn(node, [script, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
      // What a new user's shell has: the bench's first run starts `npm start` with it.
      PORTAL_MACHINE_PATH: process.env.PORTAL_MACHINE_PATH ?? process.env.PATH,
      PORTAL_MACHINE_NODE: process.env.PORTAL_MACHINE_NODE ?? process.execPath,
    },
  });
  // Ctrl-C reaches the whole process group, the child with it: this process only waits for
  // it. A signal sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(signal ? 128 + os.constants.signals[signal] : (code ?? 1));
  });
}
