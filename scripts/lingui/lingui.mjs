// Runs Lingui's CLI (`node scripts/lingui/lingui.mjs extract|compile ...`) on Node 20.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// Each of Lingui's commands is its own script (its `lingui` runs them as child processes).
const [command = 'extract', ...args] = process.argv.slice(2);
const cli = path.join(here, `../../node_modules/@lingui/cli/dist/lingui-${command}.js`);
const result = spawnSync(
  process.execPath,
  ['--import', path.join(here, 'register.mjs'), cli, ...args],
  {
    stdio: 'inherit',
    cwd: path.resolve(here, '../..'),
    env: { ...process.env, LINGUI_COMMAND: command },
  },
);
process.exit(result.status ?? 1);
