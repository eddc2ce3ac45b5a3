// `npm run ops -- <command>`: the bank's staff operations from a terminal (see ops-usage.ts).
import { runOps } from './ops-cli.js';

process.exitCode = await runOps(process.argv.slice(2), {
  env: process.env,
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
});
