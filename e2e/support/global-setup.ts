import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The same launcher `npm start` uses, on ports shifted by 100 so a developer's running
// portal is left alone, with a fresh PGlite data directory for every run.
import { startStack } from '../../scripts/lib/stack.mjs';
import { E2E_CDN_DIR, STACK_OFFSET } from './stack-info';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-db-'));
  const logDir = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    'test-results',
    'stack-logs',
  );
  const started = Date.now();
  // The test stack's own CDN folder for `npm run release` (never the developer's .cdn/).
  fs.rmSync(E2E_CDN_DIR, { recursive: true, force: true });
  const stack = await startStack({
    offset: STACK_OFFSET,
    dataDir,
    logDir,
    cdnDir: E2E_CDN_DIR,
    log: (line) => console.log(`[stack] ${line}`),
  });
  console.log(
    `[stack] ready at ${stack.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (logs: ${logDir})`,
  );
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
