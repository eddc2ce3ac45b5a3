// @ts-check
// `npm start`: installs what is missing, builds, starts the whole portal with its local
// stack, and prints where it is. The services start while the apps build; every step says
// what it is doing and how long it took. Ctrl-C stops everything it started; if this process
// dies any other way, its children stop on their own (scripts/lib/supervisor.mjs).
import path from 'node:path';
import { assertPortsFree, PortsInUseError } from './lib/ports.mjs';
import {
  DEMO_CREDENTIALS,
  DEMO_STAFF_CREDENTIALS,
  ROOT,
  stackPorts,
  startServices,
} from './lib/stack.mjs';
import { buildServices, buildStaleApps, ensurePnpm, installPackages } from './lib/toolchain.mjs';

const STARTED = Date.now();
const elapsed = () => `${Math.round((Date.now() - STARTED) / 1000)} s`;
/** @param {string} line */
const say = (line) => console.log(line);

/** @param {unknown} error @returns {never} */
function fail(error) {
  console.error(error instanceof PortsInUseError ? `\n${error.message}\n` : error);
  process.exit(1);
}

const force = process.argv.includes('--rebuild');
const logDir = path.join(ROOT, '.data', 'logs');

// Every port is checked before anything is installed, built or started.
await assertPortsFree(stackPorts()).catch(fail);
say('Checking the packages (pnpm install)…');
const pnpm = ensurePnpm();
installPackages(pnpm);
say(`Packages ready (${elapsed()}).`);
// The services build first (measured: building them beside the apps is slower on two cores),
// then start while the apps build.
try {
  await buildServices(pnpm, { force, log: say });
} catch (error) {
  fail(error);
}
const services = await startServices({
  databaseUrl: process.env.DATABASE_URL,
  logDir,
  log: (line) => say(`${line} (logs in .data/logs/)`),
}).catch(fail);
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the portal…');
    await services.stop();
    process.exit(0);
  });
}
try {
  await buildStaleApps({ force, log: say });
  await services.ready;
} catch (error) {
  await services.stop();
  fail(error);
}
const stack = await services.serveApps().catch(fail);
console.log(`
  The parent portal is running at ${stack.url}   (ready in ${elapsed()})

  Demo parent:  ${DEMO_CREDENTIALS.email}
  Password:     ${DEMO_CREDENTIALS.password}

  Demo staff:   ${DEMO_STAFF_CREDENTIALS.email}  (npm run ops -- help)
  Password:     ${DEMO_STAFF_CREDENTIALS.password}

  Email inbox:  ${stack.inboxUrl}  (every email the portal sends, e.g. family invitations)

  Gateway ${`http://localhost:${stack.ports.gateway}/graphql`} · Functions http://localhost:${stack.ports.functions} · Auth emulator ${stack.emulatorUrl}
  Service logs: .data/logs/ (gateway.log, functions.log, auth-emulator.log, mail-catcher.log)
  Press Ctrl-C to stop.
`);
