import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './service-process';
import { E2E_CDN_DIR, STACK_OFFSET } from './stack-info';

// Releasing a remote to this test stack's own CDN folder (`npm run release -- …`, ports shifted
// by the stack's offset), and the changed builds a test releases: the built remote copied and
// patched (a visible marker), so no second webpack build is needed.

/** `npm run release -- …` against the test stack; its last line is the registry's answer. */
export function release(...args: string[]) {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PORTAL_CDN_DIR: E2E_CDN_DIR, PORT_OFFSET: String(STACK_OFFSET) },
  });
  const last = res.stdout.trim().split('\n').at(-1) ?? '';
  return { status: res.status, stdout: res.stdout, stderr: res.stderr, result: safeJson(last) };
}

function safeJson(text: string): { live?: string | null } {
  try {
    return JSON.parse(text) as { live?: string | null };
  } catch {
    return {};
  }
}

/** Replaces a text of the built chunks (a string literal): answers how many chunks changed. */
export function replaceInChunks(dir: string, from: string, to: string): number {
  let changed = 0;
  for (const file of fs.readdirSync(path.join(dir, 'chunks'))) {
    const full = path.join(dir, 'chunks', file);
    const text = fs.readFileSync(full, 'utf8');
    if (text.includes(`"${from}"`)) {
      fs.writeFileSync(full, text.replaceAll(`"${from}"`, `"${to}"`));
      changed += 1;
    }
  }
  return changed;
}

/** Back to the default addresses for the other suites. */
export function forgetReleases(): void {
  fs.rmSync(path.join(E2E_CDN_DIR, '.registry.json'), { force: true });
}
