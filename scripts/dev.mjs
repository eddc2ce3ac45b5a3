// @ts-check
// `npm run dev -- <app>`: the local stack with hot reload for one app (the host or a
// remote, e.g. `npm run dev -- remote-pickup`); every other app is served from its
// production build. Without an app name, the host runs in dev mode.
import { assertPortsFree, PortsInUseError } from './lib/ports.mjs';
import { DEMO_CREDENTIALS, DEMO_STAFF_CREDENTIALS, stackPorts, startStack } from './lib/stack.mjs';
import { startProcess, stopAll } from './lib/processes.mjs';
import { APPS, buildAll, ensurePnpm, installPackages } from './lib/toolchain.mjs';

/** @param {unknown} error @returns {never} */
function fail(error) {
  console.error(error instanceof PortsInUseError ? `\n${error.message}\n` : error);
  process.exit(1);
}

const app = process.argv[2] ?? 'host';
if (!APPS.includes(app)) {
  console.error(`Unknown app "${app}". Choose one of: ${APPS.join(', ')}.`);
  process.exit(1);
}
await assertPortsFree(stackPorts()).catch(fail);
const pnpm = ensurePnpm();
installPackages(pnpm);
await buildAll(pnpm);

const stack = await startStack({ skipApps: [app], databaseUrl: process.env.DATABASE_URL }).catch(
  fail,
);
startProcess(app, pnpm, ['--filter', `./${app}`, 'start']);
console.log(`
  ${app} runs with hot reload; the portal is at ${stack.url}
  Demo parent: ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password}
  Demo staff:  ${DEMO_STAFF_CREDENTIALS.email} / ${DEMO_STAFF_CREDENTIALS.password} (npm run ops -- help)
  Email inbox: ${stack.inboxUrl}
  Press Ctrl-C to stop.
`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    await stack.stop();
    await stopAll();
    process.exit(0);
  });
}
