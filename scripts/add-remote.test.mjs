// `npm run add-remote`, run on a copy of the files it edits (the real ones, as they are now):
// every registry of remotes names the new one, the template is copied with its names put in,
// and a name in use or a bad one changes nothing. A whole generated remote was built, tested
// and mounted in the portal once by hand (issue 48's closing note); this keeps the edits true
// as the files they patch change.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { addRemote, registryEdits, remoteNames, translateCatalogue } from './add-remote.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASKED = { folder: 'travel-kit', title: 'Travel kit', titleEs: 'Kit de viaje' };

/** A folder holding copies of the files add-remote reads and edits. */
function mirror() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'add-remote-'));
  const names = remoteNames(ASKED.folder, ASKED.title, ASKED.titleEs);
  for (const file of Object.keys(registryEdits(names, 3008))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  fs.cpSync(path.join(ROOT, 'scripts/templates'), path.join(dir, 'scripts/templates'), {
    recursive: true,
  });
  fs.mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
  return dir;
}

const read = (dir, file) => fs.readFileSync(path.join(dir, file), 'utf8');

test('registers the new remote in every list of remotes, with the next free port', () => {
  const dir = mirror();
  try {
    const made = addRemote(dir, ASKED, { steps: false, log: () => undefined });
    assert.equal(made.port, 3008);
    assert.deepEqual(made.names, {
      folder: 'travel-kit',
      dir: 'remote-travel-kit',
      mf: 'travel_kit',
      key: 'travelKit',
      page: 'TravelKitPage',
      path: '/portal/travel-kit',
      title: 'Travel kit',
      titleEs: 'Kit de viaje',
    });
    const expected = {
      'tooling/webpack-config/local-stack.mjs':
        "{ name: 'travel_kit', dir: 'remote-travel-kit', port: 3008 },",
      'pnpm-workspace.yaml': '  - remote-travel-kit',
      'shared/src/contract/mount-contract.ts': "| 'release' | 'travel_kit';",
      'shared/src/routes/routes.ts': "travelKit: '/portal/travel-kit',",
      'shared/src/routes/routes.test.ts': "travelKit: '/portal/travel-kit',",
      'shared/src/routes/route-names.ts': "travelKit: 'Travel kit',",
      'host/src/remotes/route-remotes.ts': 'travel_kit: [routes.travelKit],',
      'host/src/routes.tsx': "'release', 'travel_kit'])}",
      'eslint.config.mjs': "'remote-travel-kit',",
      'codegen.ts': "'remote-travel-kit',",
      'lingui.config.js': "'remote-travel-kit',",
      'scripts/lib/toolchain.mjs': "'remote-travel-kit',",
      'scripts/test.mjs': "'@portal/remote-travel-kit',",
      'package.json': 'remote-documents/src remote-travel-kit/src',
      '.dependency-cruiser.cjs': "'remote-travel-kit': [['locales'], ['features'], ['pages']],",
      'e2e/support/stack-info.ts': 'travel_kit: 3008 + STACK_OFFSET,',
      'services/service-kit/src/config/settings.ts': '3006, 3007, 3008]',
      'docs/local-stack.md': '| remote-auth … remote-travel-kit | 3001–3008 |',
      'size-budgets.json': '"remote-travel-kit": 600,',
    };
    assert.deepEqual(Object.keys(expected).sort(), [...made.edited].sort());
    for (const [file, text] of Object.entries(expected)) {
      assert.ok(read(dir, file).includes(text), `${file} should say ${text}`);
    }
    // The portal's own pages, not the sign-in or checkout pages' call.
    assert.match(read(dir, 'host/src/routes.tsx'), /remoteRoutes\(\['auth'\]\)/);
    assert.match(read(dir, 'host/src/routes.tsx'), /travel_kit: msg`Loading travel kit…`/);
    JSON.parse(read(dir, 'size-budgets.json'));
    JSON.parse(read(dir, 'package.json'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('copies the template with the remote’s names put in: its page, contract, tests and pipeline', () => {
  const dir = mirror();
  try {
    const { written } = addRemote(dir, ASKED, { steps: false, log: () => undefined });
    assert.deepEqual(written.sort(), [
      '.github/workflows/remote-travel-kit.yml',
      'remote-travel-kit/jest.config.cjs',
      'remote-travel-kit/package.json',
      'remote-travel-kit/src/catalog.ts',
      'remote-travel-kit/src/features/travel-kit/TravelKitPageIntro.tsx',
      'remote-travel-kit/src/index.ts',
      'remote-travel-kit/src/mount.test.tsx',
      'remote-travel-kit/src/mount.tsx',
      'remote-travel-kit/src/pages/TravelKitPage.test.tsx',
      'remote-travel-kit/src/pages/TravelKitPage.tsx',
      'remote-travel-kit/src/routes.test.tsx',
      'remote-travel-kit/src/routes.tsx',
      'remote-travel-kit/src/standalone.tsx',
      'remote-travel-kit/src/test-setup.ts',
      'remote-travel-kit/tsconfig.json',
      'remote-travel-kit/webpack.config.mjs',
    ]);
    for (const file of written) assert.doesNotMatch(read(dir, file), /__[A-Z]+__/, file);
    assert.equal(
      JSON.parse(read(dir, 'remote-travel-kit/package.json')).name,
      '@portal/remote-travel-kit',
    );
    assert.match(read(dir, 'remote-travel-kit/webpack.config.mjs'), /name: 'travel_kit'/);
    assert.match(read(dir, 'remote-travel-kit/src/mount.tsx'), /remote: 'travel_kit'/);
    assert.match(read(dir, 'remote-travel-kit/src/routes.tsx'), /routes\.travelKit/);
    assert.match(
      read(dir, '.github/workflows/remote-travel-kit.yml'),
      /pnpm --filter @portal\/remote-travel-kit run ci/,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('refuses a remote that exists, a bad folder name or a missing title, and changes nothing', () => {
  const dir = mirror();
  try {
    const before = read(dir, 'tooling/webpack-config/local-stack.mjs');
    assert.throws(
      () => addRemote(dir, { ...ASKED, folder: 'documents' }, { steps: false }),
      /A remote named documents exists already/,
    );
    assert.throws(
      () => addRemote(dir, { ...ASKED, folder: 'Travel_Kit' }, { steps: false }),
      /lowercase words joined by hyphens/,
    );
    assert.throws(
      () => addRemote(dir, { ...ASKED, titleEs: '' }, { steps: false }),
      /--title-es is required/,
    );
    assert.equal(read(dir, 'tooling/webpack-config/local-stack.mjs'), before);
    assert.equal(fs.existsSync(path.join(dir, 'remote-travel-kit')), false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('fills the Spanish of the page’s, the intro’s and the host’s loading texts', () => {
  const names = remoteNames(ASKED.folder, ASKED.title, ASKED.titleEs);
  const po = [
    'msgid "Travel kit"\nmsgstr ""',
    'msgid "This page is ready for its team."\nmsgstr ""',
    'msgid "Loading travel kit…"\nmsgstr ""',
    'msgid "Something else"\nmsgstr ""',
  ].join('\n\n');
  assert.equal(
    translateCatalogue(po, names),
    [
      'msgid "Travel kit"\nmsgstr "Kit de viaje"',
      'msgid "This page is ready for its team."\nmsgstr "Esta página está lista para su equipo."',
      'msgid "Loading travel kit…"\nmsgstr "Cargando kit de viaje…"',
      'msgid "Something else"\nmsgstr ""',
    ].join('\n\n'),
  );
});
