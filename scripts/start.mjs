// @ts-check
// `npm start`: installs what is missing, builds, starts the whole portal with its local
// stack, and prints where it is. Ctrl-C stops everything it started; if this process dies
// any other way, its children stop on their own (scripts/lib/supervisor.mjs).
import { assertPortsFree, PortsInUseError } from './lib/ports.mjs';
import { DEMO_CREDENTIALS, DEMO_STAFF_CREDENTIALS, stackPorts, startStack } from './lib/stack.mjs';
import { buildAll, ensurePnpm, installPackages } from './lib/toolchain.mjs';

/** @param {unknown} error @returns {never} */
function fail(error) {
  console.error(error instanceof PortsInUseError ? `\n${error.message}\n` : error);
  process.exit(1);
}

// Every port is checked before anything is installed, built or started.
await assertPortsFree(stackPorts()).catch(fail);
const pnpm = ensurePnpm();
installPackages(pnpm);
buildAll(pnpm, { force: process.argv.includes('--rebuild') });

const stack = await startStack({ databaseUrl: process.env.DATABASE_URL }).catch(fail);
console.log(`
  The parent portal is running at ${stack.url}

  Demo parent:  ${DEMO_CREDENTIALS.email}
  Password:     ${DEMO_CREDENTIALS.password}

  Demo staff:   ${DEMO_STAFF_CREDENTIALS.email}  (npm run ops -- help)
  Password:     ${DEMO_STAFF_CREDENTIALS.password}

  Gateway ${`http://localhost:${stack.ports.gateway}/graphql`} · Functions http://localhost:${stack.ports.functions} · Auth emulator ${stack.emulatorUrl}
  Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the portal…');
    await stack.stop();
    process.exit(0);
  });
}
