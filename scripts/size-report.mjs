// @ts-check
// The size report: JS shipped per app, and by the first load of each route measured (/login,
// /portal and the deep links; raw and gzip), checked against size-budgets.json. The first-load lists come from the browser
// (e2e/tests/first-load-size.spec.ts); `--measure` removes the previous list and runs that
// spec first. Fails on any budget exceeded and on a missing, failed or stale measurement.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/stack.mjs';
import { checkBudgets, measure } from './lib/size-budgets.mjs';

const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'size-budgets.json'), 'utf8'));

if (process.argv.includes('--measure')) {
  const measured = measure(
    ROOT,
    () =>
      spawnSync(
        'pnpm',
        ['--filter', '@portal/e2e', 'exec', 'playwright', 'test', 'first-load-size'],
        {
          cwd: ROOT,
          stdio: 'inherit',
        },
      ).status,
  );
  if (!measured) {
    console.error('\nThe first-load measurement failed: no budget was checked.');
    process.exit(1);
  }
}

const { lines, failures } = checkBudgets({ root: ROOT, budgets });
console.log(lines.join('\n'));
if (failures.length) {
  console.error(
    `\nThe size check failed (size-budgets.json):\n${failures.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('\nAll size budgets hold.');
