// @ts-check
/**
 * The direction of each package's folders, written once. Each package lists its `src/`
 * folders in layers, lowest first: a folder may import its own files and folders in lower
 * layers, never a folder in its own or a higher layer, so no folder-level import cycle can
 * form. Files directly in `src/` (entries, `mount.tsx`, `routes.tsx`) may import any folder.
 * Tests and test support may reach across (they exercise several folders together). A folder
 * that is not listed fails the check: a new folder is placed here before it is used.
 * `npm test` runs `depcruise` with this file (`scripts/test.mjs`, "import directions").
 */
const PACKAGES = {
  shared: [
    ['utils', 'store', 'locales'],
    ['i18n'],
    ['ui'],
    ['theme', 'config', 'routes', 'router', 'navigation', 'journey'],
    ['error-reporting'],
    ['session'],
    ['analytics', 'gateway', 'notifications'],
    ['graphql'],
    ['auth'],
    ['orders'],
    ['contract'],
    ['testing', 'test-support'],
  ],
  host: [
    ['locales'],
    ['ui', 'assets', 'i18n'],
    ['common'],
    ['remotes', 'features'],
    ['shell'],
    ['app', 'pages', 'service-worker'],
    ['test-support'],
  ],
  'remote-auth': [['assets', 'locales'], ['common'], ['features'], ['pages'], ['test-support']],
  'remote-billing': [['locales'], ['common'], ['features'], ['pages'], ['test-support']],
  'remote-certificate': [['locales'], ['common'], ['features'], ['pages']],
  'remote-medical-form': [['locales'], ['features'], ['pages']],
  'remote-pickup': [['locales'], ['features'], ['pages']],
  'remote-documents': [['locales'], ['features'], ['pages']],
  'remote-release': [['locales'], ['features'], ['pages']],
  rules: [
    ['text', 'dates'],
    ['pickup', 'medical-form'],
    ['commerce', 'medical-form-testing'],
    ['family', 'contact', 'agreement', 'release'],
  ],
  'services/service-kit': [
    ['http-server-limits', 'auth', 'client-address', 'rate-limit-store', 'config', 'logger'],
    ['shutdown'],
    ['test-support'],
  ],
  'services/gateway': [
    ['types'],
    ['generated', 'db'],
    ['domain'],
    ['errors'],
    ['auth', 'data', 'limits'],
    ['live'],
    ['plugins', 'demo', 'mail'],
    ['sms'],
    ['graphql'],
    ['files'],
    ['ops'],
    ['test-support'],
  ],
  'services/functions': [
    ['http', 'gateway'],
    ['auth', 'limits'],
    ['checkout'],
    ['billing'],
    ['routes'],
    ['test-support'],
  ],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const TESTS = '\\.test\\.tsx?$|/test-support/';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [];
for (const [pkg, layers] of Object.entries(PACKAGES)) {
  const src = `^${escape(pkg)}/src/`;
  const listed = layers.flat();
  forbidden.push({
    name: 'folder-not-in-layers',
    comment: `${pkg}/src has a folder that .dependency-cruiser.cjs does not place in a layer.`,
    severity: 'error',
    from: {},
    to: { path: `${src}[^/]+/`, pathNot: `${src}(${listed.map(escape).join('|')})/` },
  });
  layers.forEach((layer, index) => {
    const higher = layers.slice(index).flat();
    for (const folder of layer) {
      const others = higher.filter((other) => other !== folder);
      if (others.length === 0) continue;
      forbidden.push({
        name: `${pkg}:${folder}-imports-upward`,
        comment: `${pkg}/src/${folder} may import only folders in lower layers (.dependency-cruiser.cjs).`,
        severity: 'error',
        from: { path: `${src}${escape(folder)}/`, pathNot: TESTS },
        to: { path: `${src}(${others.map(escape).join('|')})/` },
      });
    }
  });
}

// A feature is its own world: it imports itself and lower layers, never another feature.
for (const pkg of Object.keys(PACKAGES)) {
  const features = `^${escape(pkg)}/src/features/`;
  forbidden.push({
    name: `${pkg}:feature-imports-another-feature`,
    comment: `A feature of ${pkg} imports another feature: move what both need to a lower layer.`,
    severity: 'error',
    from: { path: `${features}([^/]+)/`, pathNot: TESTS },
    to: { path: features, pathNot: `${features}$1/` },
  });
}

forbidden.push({
  name: 'no-circular',
  comment: 'A module-level import cycle (outside tests).',
  severity: 'error',
  from: { pathNot: TESTS },
  to: { circular: true, viaOnly: { pathNot: TESTS } },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.cdn)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};

// The README's table "Folders and their direction" is written from these layers
// (scripts/folder-table.mjs); kept off the configuration object, which depcruise validates.
Object.defineProperty(module.exports, 'layers', { value: PACKAGES, enumerable: false });
