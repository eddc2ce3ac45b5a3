#!/usr/bin/env node
// `npm run add-remote -- <folder> --title "Travel kit" --title-es "Kit de viaje"`: a new page
// team's remote, made in one command (docs/delivery.md, "Adding a remote").
//
// It copies scripts/templates/remote/ to remote-<folder> (a page at /portal/<folder> with its
// mount contract, standalone mode, routes, catalogue and tests), gives it the next free port,
// and registers it everywhere the portal lists its remotes: the local stack, the workspace,
// the mount contract, the host's routes and loading text, the shared route table, lint, type
// and import rules, codegen, Lingui, the test and build lists, the browser tests' ports, the
// services' allowed origins, a size budget and its own pipeline. Then it installs, writes the
// README's folder table and compiles the new catalogue. What is left is the team's: the page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = 'scripts/templates/remote';
const INTRO_ES = 'Esta página está lista para su equipo.';
const INTRO = 'This page is ready for its team.';
/** Every app's size budget starts here (KB gzip); the first release sets it where it lands. */
const FIRST_BUDGET = 600;

/** The names a folder gives a remote: `travel-kit` -> travel_kit, travelKit, TravelKitPage. */
export function remoteNames(folder, title, titleEs) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder)) {
    throw new Error(
      `The folder name must be lowercase words joined by hyphens (e.g. travel-kit): ${folder}`,
    );
  }
  for (const [flag, value] of [
    ['--title', title],
    ['--title-es', titleEs],
  ]) {
    if (!value || !value.trim() || /["'`\\{}<>_]/.test(value)) {
      throw new Error(`${flag} is required: the page's name, without quotes, braces or _.`);
    }
  }
  const words = folder.split('-');
  const key =
    words[0] +
    words
      .slice(1)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join('');
  return {
    folder,
    dir: `remote-${folder}`,
    mf: words.join('_'),
    key,
    page: `${key[0].toUpperCase()}${key.slice(1)}Page`,
    path: `/portal/${folder}`,
    title: title.trim(),
    titleEs: titleEs.trim(),
  };
}

/** `text` with `line` inserted after the last line matching `pattern` (once). */
function insertAfterLast(text, pattern, line, where) {
  const lines = text.split('\n');
  let index = -1;
  lines.forEach((candidate, i) => {
    if (pattern.test(candidate)) index = i;
  });
  if (index < 0) throw new Error(`${where}: no line matches ${pattern}`);
  lines.splice(index + 1, 0, line);
  return lines.join('\n');
}

/** `text` with `line` inserted before the first line matching `pattern`. */
function insertBefore(text, pattern, line, where) {
  const lines = text.split('\n');
  const index = lines.findIndex((candidate) => pattern.test(candidate));
  if (index < 0) throw new Error(`${where}: no line matches ${pattern}`);
  lines.splice(index, 0, line);
  return lines.join('\n');
}

function replaceOnce(text, pattern, replacement, where) {
  if (!pattern.test(text)) throw new Error(`${where}: ${pattern} not found`);
  return text.replace(pattern, replacement);
}

/**
 * Every file the portal lists its remotes in, and how the new one is added there. Each edit
 * is a function of the file's text; the test runs them on copies of the real files.
 */
export function registryEdits(n, port) {
  const listed = (name) => new RegExp(`^\\s*'${name}',$`);
  return {
    'tooling/webpack-config/local-stack.mjs': (t, f) =>
      insertAfterLast(
        t,
        /^\s*\{ name: '\w+', dir: 'remote-[a-z0-9-]+', port: \d+ \},$/,
        `  { name: '${n.mf}', dir: '${n.dir}', port: ${port} },`,
        f,
      ),
    'pnpm-workspace.yaml': (t, f) => insertAfterLast(t, /^\s*- remote-/, `  - ${n.dir}`, f),
    'shared/src/contract/mount-contract.ts': (t, f) => {
      const union = replaceOnce(t, /(export type RemoteName =[^;]*?)(;)/s, `$1 | '${n.mf}'$2`, f);
      return replaceOnce(
        union,
        /(export const REMOTE_NAMES: readonly RemoteName\[\] = \[[^\]]*?)(\n\];)/s,
        `$1\n  '${n.mf}',$2`,
        f,
      );
    },
    'shared/src/routes/routes.ts': (t, f) =>
      insertBefore(
        t,
        /^ {2}login: '\/login',$/,
        `  /** ${n.title} (${n.dir}). */\n  ${n.key}: '${n.path}',`,
        f,
      ),
    'shared/src/routes/routes.test.ts': (t, f) =>
      insertBefore(t, /^ {6}login: '\/login',$/, `      ${n.key}: '${n.path}',`, f),
    'shared/src/routes/route-names.ts': (t, f) =>
      insertBefore(t, /^ {2}login: 'Sign in',$/, `  ${n.key}: '${n.title}',`, f),
    'host/src/remotes/route-remotes.ts': (t, f) =>
      insertAfterLast(t, /^ {2}\w+: \[routes\.\w+\],$/, `  ${n.mf}: [routes.${n.key}],`, f),
    'host/src/routes.tsx': (t, f) => {
      const loading = insertBefore(
        t.slice(t.indexOf('const LOADING')),
        /^\};$/,
        `  ${n.mf}: msg\`${loadingText(n).en}\`,`,
        f,
      );
      const withLoading = t.slice(0, t.indexOf('const LOADING')) + loading;
      // The portal's pages: the call nested deepest, inside the portal shell's route (the
      // sign-in and checkout pages' calls sit outside it).
      const lines = withLoading.split('\n');
      const depth = (line) => line.length - line.trimStart().length;
      const calls = lines
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => /^\s*\{remoteRoutes\(\[[^\]]*\]\)\}$/.test(line));
      if (calls.length === 0) throw new Error(`${f}: no remoteRoutes([...]) call`);
      const portal = calls.reduce((deepest, call) =>
        depth(call.line) > depth(deepest.line) ? call : deepest,
      );
      lines[portal.index] = portal.line.replace(/\]\)\}$/, `, '${n.mf}'])}`);
      return lines.join('\n');
    },
    'eslint.config.mjs': (t, f) => insertAfterLast(t, listed('remote-[a-z-]+'), `  '${n.dir}',`, f),
    'codegen.ts': (t, f) => insertAfterLast(t, listed('remote-[a-z-]+'), `  '${n.dir}',`, f),
    'lingui.config.js': (t, f) => insertAfterLast(t, listed('remote-[a-z-]+'), `  '${n.dir}',`, f),
    'scripts/lib/toolchain.mjs': (t, f) =>
      insertAfterLast(t, listed('remote-[a-z-]+'), `  '${n.dir}',`, f),
    'scripts/test.mjs': (t, f) =>
      insertAfterLast(t, listed('@portal/remote-[a-z-]+'), `  '@portal/${n.dir}',`, f),
    'package.json': (t, f) =>
      replaceOnce(t, /("deps": "depcruise [^"]*?remote-documents\/src)/, `$1 ${n.dir}/src`, f),
    '.dependency-cruiser.cjs': (t, f) =>
      insertAfterLast(
        t,
        /^ {2}'remote-[a-z-]+': \[\['locales'\], \['features'\], \['pages'\]\],$/,
        `  '${n.dir}': [['locales'], ['features'], ['pages']],`,
        f,
      ),
    'e2e/support/stack-info.ts': (t, f) =>
      insertAfterLast(
        t,
        /^ {2}\w+: 30\d\d \+ STACK_OFFSET,$/,
        `  ${n.mf}: ${port} + STACK_OFFSET,`,
        f,
      ),
    'services/service-kit/src/config/settings.ts': (t, f) =>
      replaceOnce(
        replaceOnce(t, /\(ports 3000 to \d+\)/, `(ports 3000 to ${port})`, f),
        /(export const DEFAULT_ALLOWED_ORIGINS = \[[0-9, ]*?)(\])/,
        `$1, ${port}$2`,
        f,
      ),
    'docs/local-stack.md': (t, f) =>
      replaceOnce(
        t,
        /\| remote-auth … remote-[a-z-]+ \| 3001–\d+ \|/,
        `| remote-auth … ${n.dir} | 3001–${port} |`,
        f,
      ),
    'size-budgets.json': (t, f) =>
      replaceOnce(t, /("apps": \{\n)/, `$1    "${n.dir}": ${FIRST_BUDGET},\n`, f),
  };
}

/** The port after the local stack's last remote. */
function nextPort(root) {
  const stack = fs.readFileSync(path.join(root, 'tooling/webpack-config/local-stack.mjs'), 'utf8');
  const ports = [...stack.matchAll(/dir: 'remote-[a-z0-9-]+', port: (\d+)/g)].map((m) =>
    Number(m[1]),
  );
  if (ports.length === 0) throw new Error('tooling/webpack-config/local-stack.mjs lists no remote');
  return Math.max(...ports) + 1;
}

/** The template's files, their names and texts with the remote's names put in. */
function fill(text, n) {
  return text
    .replaceAll('__FOLDER__', n.folder)
    .replaceAll('__MF__', n.mf)
    .replaceAll('__KEY__', n.key)
    .replaceAll('__PAGE__', n.page)
    .replaceAll('__PATH__', n.path)
    .replaceAll('__TITLE__', n.title);
}

function copyTemplate(root, n) {
  const from = path.join(root, TEMPLATE);
  const written = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const source = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(source);
        continue;
      }
      const relative = fill(path.relative(from, source), n).replace(/\.tpl$/, '');
      const target =
        relative === 'workflow.yml'
          ? path.join(root, '.github/workflows', `${n.dir}.yml`)
          : path.join(root, n.dir, relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, fill(fs.readFileSync(source, 'utf8'), n));
      written.push(path.relative(root, target));
    }
  };
  walk(from);
  return written;
}

/** The host's text while the remote's page loads, in English and Spanish. */
const loadingText = (n) => ({
  en: `Loading ${n.title.toLowerCase()}…`,
  es: `Cargando ${n.titleEs.toLowerCase()}…`,
});

/** Fills the Spanish of the new texts in a catalogue (after `lingui extract`). */
export function translateCatalogue(po, n) {
  const spanish = {
    [n.title]: n.titleEs,
    [INTRO]: INTRO_ES,
    [loadingText(n).en]: loadingText(n).es,
  };
  return po.replace(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr ""/g, (whole, id) =>
    spanish[id] ? `msgid "${id}"\nmsgstr "${spanish[id]}"` : whole,
  );
}

/** Makes the remote in `root`; `steps: false` skips install, catalogue and table (tests). */
export function addRemote(
  root,
  { folder, title, titleEs },
  { steps = true, log = console.log } = {},
) {
  const n = remoteNames(folder, title, titleEs);
  if (fs.existsSync(path.join(root, n.dir))) throw new Error(`${n.dir} exists already.`);
  const stack = fs.readFileSync(path.join(root, 'tooling/webpack-config/local-stack.mjs'), 'utf8');
  if (stack.includes(`name: '${n.mf}'`)) throw new Error(`A remote named ${n.mf} exists already.`);
  const port = nextPort(root);
  const edits = registryEdits(n, port);
  // Every edit is worked out before any file changes: a file that no longer looks as expected
  // stops the command with nothing half-done.
  const edited = Object.entries(edits).map(([file, edit]) => {
    const full = path.join(root, file);
    return [full, edit(fs.readFileSync(full, 'utf8'), file)];
  });
  const written = copyTemplate(root, n);
  for (const [full, text] of edited) fs.writeFileSync(full, text);
  log(`Made ${n.dir} (${n.path}, Module Federation name ${n.mf}, port ${port}):`);
  for (const file of written) log(`  + ${file}`);
  for (const file of Object.keys(edits)) log(`  ~ ${file}`);
  if (steps) {
    const run = (command, args, env = {}) =>
      execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    run('pnpm', ['install']);
    run('node', ['scripts/folder-table.mjs', '--write']);
    const lingui = (command) =>
      run(
        'node',
        [
          'scripts/lingui/lingui.mjs',
          command,
          ...(command === 'compile' ? ['--strict'] : ['--clean']),
        ],
        {
          LINGUI_APPS: `host,${n.dir}`,
        },
      );
    lingui('extract');
    for (const app of ['host', n.dir]) {
      const es = path.join(root, app, 'src/locales/es.po');
      fs.writeFileSync(es, translateCatalogue(fs.readFileSync(es, 'utf8'), n));
    }
    lingui('compile');
    run('npx', ['prettier', '--write', n.dir, ...Object.keys(edits)]);
    log(
      `\nLeft to the team: how parents reach ${n.path} (a link from a page; the side navigation` +
        ` keeps the spec's items) and the page itself. Check it alone:` +
        ` pnpm --filter @portal/${n.dir} run ci`,
    );
  }
  return { names: n, port, written, edited: Object.keys(edits) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const folder = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
  try {
    addRemote(ROOT, {
      folder: folder ?? '',
      title: option('--title'),
      titleEs: option('--title-es'),
    });
  } catch (error) {
    console.error(`add-remote: ${error.message}`);
    console.error(
      'Usage: npm run add-remote -- <folder> --title "Travel kit" --title-es "Kit de viaje"',
    );
    process.exit(1);
  }
}
