// @ts-check
// `node supervisor.mjs <grace-ms> <command> [args…]`: runs one process of the local stack
// and ties its life to the launcher's. The launcher starts this supervisor as the leader of
// a new process group, with a pipe on its stdin that it never writes to. When the launcher
// is gone, for whatever reason (Ctrl-C, a crash, SIGKILL), the kernel closes that pipe; the
// supervisor then stops its whole group: the command and everything the command started
// (the Firebase CLI's emulator, pnpm's webpack dev server). SIGTERM to the group does the
// same. Whatever still runs after the grace period is killed.
import { spawn } from 'node:child_process';
import os from 'node:os';

const [graceArg, command, ...args] = process.argv.slice(2);
const graceMs = Number(graceArg);
if (!command || !Number.isFinite(graceMs)) {
  console.error('usage: node supervisor.mjs <grace-ms> <command> [args…]');
  process.exit(2);
}

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

/** @param {NodeJS.Signals} signal */
function signalGroup(signal) {
  try {
    // Our own group (we lead it when started detached): the command and its descendants.
    process.kill(-process.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** @param {boolean} groupSignalled true when the signal went to the whole group already */
function stop(groupSignalled) {
  if (stopping) return;
  stopping = true;
  // A second SIGTERM makes some CLIs skip their own clean shutdown: send one only when the
  // group has had none.
  if (!groupSignalled) signalGroup('SIGTERM');
  setTimeout(() => signalGroup('SIGKILL'), graceMs);
}

process.on('SIGTERM', () => stop(true));
process.on('SIGINT', () => stop(false));
process.on('SIGHUP', () => stop(false));
process.stdin.on('end', () => stop(false));
process.stdin.on('error', () => stop(false));
process.stdin.resume();

child.on('error', (error) => {
  console.error(`Could not start ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  // Leave nothing of the command's behind (our handler ignores the SIGTERM we get too).
  stopping = true;
  signalGroup('SIGTERM');
  process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
});
