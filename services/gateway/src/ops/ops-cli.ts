import { parseArgs } from 'node:util';
import { ValuesFileError } from './certificate-values-file.js';
import { COMMANDS, type OpsCommand } from './ops-commands.js';
import { readOpsEnvironment } from './ops-environment.js';
import { USAGE } from './ops-usage.js';
import { OpsFailure, staffIdToken } from './staff-client.js';

export interface OpsIo {
  env: Record<string, string | undefined>;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

class UsageError extends Error {}

function parseFlags(command: OpsCommand, args: string[]): Record<string, string | undefined> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: Object.fromEntries(
        Object.entries(command.options).map(([name, option]) => [
          name,
          { type: option.boolean ? ('boolean' as const) : ('string' as const) },
        ]),
      ),
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const { code } = error as { code?: string };
    const message = (error as Error).message;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const option = /'([^']+)'/.exec(message)?.[1] ?? 'an option';
      throw new UsageError(`Unknown option ${option} for this command.`);
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      const word = /'([^']+)'/.exec(message)?.[1] ?? 'a word';
      throw new UsageError(`Unexpected ${word}: every value follows its --option.`);
    }
    throw new UsageError(message);
  }
  const flags: Record<string, string | undefined> = {};
  for (const [name, option] of Object.entries(command.options)) {
    const value = values[name];
    if (value === true) {
      flags[name] = 'true';
      continue;
    }
    if (typeof value !== 'string') {
      if (option.required) throw new UsageError(`--${name} is required.`);
      continue;
    }
    if (option.choices && !option.choices.includes(value)) {
      throw new UsageError(`--${name} must be one of ${option.choices.join(', ')}; got ${value}.`);
    }
    flags[name] = value;
  }
  return flags;
}

function describeFailure(failure: OpsFailure, command: OpsCommand): string[] {
  const lines = [`Refused${failure.code ? ` (${failure.code})` : ''}: ${failure.message}`];
  if (failure.fields.length > 0) {
    lines.splice(0, 1, `Refused (${failure.code ?? 'error'}):`);
    for (const problem of failure.fields) {
      lines.push(`  ${command.fields[problem.field] ?? problem.field}: ${problem.message}`);
    }
  }
  return lines;
}

/** Runs `npm run ops -- <command> [options]`; answers the process's exit code. */
export async function runOps(argv: string[], io: OpsIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || ['help', '--help', '-h'].includes(name)) {
    (name === undefined ? io.stderr : io.stdout)(USAGE);
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS[name];
  try {
    if (!command) throw new UsageError(`Unknown command "${name}".`);
    const flags = parseFlags(command, args);
    const env = readOpsEnvironment(io.env);
    const outcome = await command.run(flags, { env, token: await staffIdToken(env) });
    for (const line of outcome.lines) io.stdout(line);
    io.stdout(JSON.stringify(outcome.result));
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ValuesFileError) {
      io.stderr(`${error.message}\n\n${USAGE}`);
      return EXIT.usage;
    }
    if (error instanceof OpsFailure && command) {
      for (const line of describeFailure(error, command)) io.stderr(line);
      return EXIT.failed;
    }
    io.stderr(`Unexpected error: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
}
