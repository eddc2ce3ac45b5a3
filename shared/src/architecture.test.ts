/**
 * Rules the linter cannot express for @portal/shared itself:
 * - Fluent is imported only through `@portal/shared/ui` outside src/ui (a second copy of
 *   Fluent would break its React contexts across the federated roots);
 * - Firebase, Sentry and Segment are never imported statically (only `import type` and
 *   dynamic `import()`), so they stay out of the first chunk; Firebase's parts are named in
 *   `*.lazy.ts` modules, themselves loaded only by dynamic `import()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

/** Static import/export ... from 'x' statements that are not type-only. */
function staticImports(source: string): string[] {
  const pattern = /^\s*(import|export)\s+(?!type\s)[^;]*?\sfrom\s+['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[2] ?? '');
}

const files = sourceFiles(root).filter((file) => !file.includes(`${join(root, 'test-support')}`));

it('finds the sources', () => {
  expect(files.length).toBeGreaterThan(20);
});

it.each(files.map((file) => [relative(root, file), file]))(
  '%s follows the import rules',
  (name, file) => {
    const imports = staticImports(readFileSync(file, 'utf8'));
    if (!name.startsWith('ui/')) {
      expect(imports.filter((from) => from.startsWith('@fluentui/react-components'))).toEqual([]);
    }
    // A `.lazy.ts` module may import Firebase statically: it is itself only loaded on demand.
    const lazyModule = name.endsWith('.lazy.ts');
    const eager = imports.filter((from) =>
      (lazyModule ? /^(@sentry\/|@segment\/)/ : /^(firebase(\/|$)|@sentry\/|@segment\/)/).test(
        from,
      ),
    );
    expect(eager).toEqual([]);
    // ...and nothing imports a `.lazy` module statically.
    expect(imports.filter((from) => /\.lazy$/.test(from))).toEqual([]);
  },
);

it('detects a static import the rules forbid', () => {
  expect(staticImports("import { getAuth } from 'firebase/auth';")).toEqual(['firebase/auth']);
  expect(staticImports("import type { Auth } from 'firebase/auth';")).toEqual([]);
  expect(staticImports("import { x } from './firebase-sdk.lazy';")).toEqual([
    './firebase-sdk.lazy',
  ]);
  expect(staticImports("import {\n  Button,\n} from '@fluentui/react-components';")).toEqual([
    '@fluentui/react-components',
  ]);
});

/**
 * Every bare specifier the module graph from `entry` imports statically (relative ones followed;
 * the files visited are added to `seen`).
 */
function staticReach(entry: string, seen = new Set<string>()): Set<string> {
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const from of staticImports(readFileSync(file, 'utf8'))) {
      if (!from.startsWith('.')) {
        bare.add(from);
        continue;
      }
      const base = join(file, '..', from);
      const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
      const found = candidates.find((candidate) => files.includes(candidate));
      if (found) visit(found);
    }
  };
  visit(entry);
  return bare;
}

it('keeps graphql and the larger UI entries out of the root entry (every first load)', () => {
  const reached = [...staticReach(join(root, 'index.ts'))];
  expect(reached).toContain('@portal/shared/ui');
  // graphql only as types: the shell's gateway reads print their queries themselves.
  expect(
    reached.filter((from) => /^graphql(\/|$)|^@portal\/shared\/(graphql|ui\/)/.test(from)),
  ).toEqual([]);
  // The graph walk itself sees a package where it is imported.
  expect([...staticReach(join(root, 'ui/index.ts'))]).toContain('@fluentui/react-components');
});

it.each(['auth/auth-preload.ts', 'early-reads.ts', 'first-load.ts'])(
  '%s, which the host runs in main.js before sharing is negotiated, reaches no package and not the shared entry',
  (entry) => {
    const seen = new Set<string>();
    // No React, Fluent, Firebase...: nothing main.js would have to wait for the share scope for.
    expect([...staticReach(join(root, entry), seen)]).toEqual([]);
    expect(seen).not.toContain(join(root, 'index.ts'));
    expect(seen.size).toBeGreaterThan(1);
  },
);

it("first-load.ts, which the host's page runs inline, loads nothing: no import() in what it reaches", () => {
  const seen = new Set<string>();
  staticReach(join(root, 'first-load.ts'), seen);
  expect(seen.size).toBeGreaterThan(1);
  const loading = [...seen].filter((file) => /\bimport\s*\(/.test(readFileSync(file, 'utf8')));
  expect(loading).toEqual([]);
  // The check itself sees a dynamic import where there is one.
  expect(readFileSync(join(root, 'auth/auth-preload.ts'), 'utf8')).toMatch(/\bimport\s*\(/);
});
