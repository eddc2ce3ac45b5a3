// @ts-check
// Fails when the committed generated GraphQL types differ from what the schema and the
// documents generate now (someone changed the schema or a document without `pnpm codegen`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';

const generated = () =>
  execFileSync('git', ['ls-files', '-mo', '--exclude-standard', '*.generated.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

const before = new Map(
  execFileSync('git', ['ls-files', '*.generated.ts'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]),
);
execFileSync(
  path.join(ROOT, 'node_modules/.bin/graphql-codegen'),
  ['--config', 'codegen.ts', '--silent'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
const stale = [...before].filter(
  ([file, text]) =>
    !fs.existsSync(path.join(ROOT, file)) ||
    fs.readFileSync(path.join(ROOT, file), 'utf8') !== text,
);
const fresh = generated().filter((file) => !before.has(file));
// One convention (docs/graphql.md): an app's document types live beside their document.
const APPS = /^(shared|host|remote-[a-z-]+)\/src\//;
const astray = [...before.keys()].filter(
  (file) =>
    APPS.test(file) &&
    fs.existsSync(path.join(ROOT, file)) &&
    fs.readFileSync(path.join(ROOT, file), 'utf8').includes('TypedDocumentNode') &&
    !fs.existsSync(path.join(ROOT, file.replace(/\.generated\.ts$/, '.graphql'))),
);
if (astray.length) {
  console.error(
    `GraphQL types not beside a document of the same name (docs/graphql.md): ${astray.join(', ')}. Delete them and import from the file beside the document.`,
  );
  process.exit(1);
}
if (stale.length || fresh.length) {
  console.error(
    `Generated GraphQL types are out of date: ${[...stale.map(([f]) => f), ...fresh].join(', ')}. Run \`pnpm codegen\` and commit.`,
  );
  process.exit(1);
}
console.log(`Generated GraphQL types are current (${before.size} files).`);
