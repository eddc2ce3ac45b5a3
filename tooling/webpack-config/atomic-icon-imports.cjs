// @ts-check
// A webpack loader: `import { DismissRegular } from '@fluentui/react-icons'` becomes an import of
// that icon's own module (lib/atoms/svg/dismiss.js). The package's root re-exports every icon
// through 16 MB of chunk files, which webpack parsed in every app's build (the portal and
// Fluent's components import a few dozen icons). Tree-shaking already left only the icons
// used, so the output is the same; the build reads a few KB instead. A name it cannot place
// keeps its import from the root, so nothing breaks, it only costs the parse again.
const fs = require('node:fs');
const path = require('node:path');

const ROOT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@fluentui\/react-icons\2\s*;?/g;
const ICON_STYLE = /\d*(?:Regular|Filled|Light|Color)$/;

/** @type {Map<string, Map<string, string | null>>} package folder -> name -> module file */
const lookups = new Map();

/** The names a module re-exports with `export { a, b as c } from '…'`, with that module's file. */
function reexports(/** @type {string} */ file) {
  const names = new Map();
  const text = fs.readFileSync(file, 'utf8');
  for (const [, list] of text.matchAll(/export\s*\{([^}]*)\}\s*from/g))
    for (const spec of list.split(','))
      if (spec.trim())
        names.set(
          spec
            .trim()
            .split(/\s+as\s+/)
            .pop(),
          file,
        );
  return names;
}

/** @param {string} packageDir */
function lookupFor(packageDir) {
  let lookup = lookups.get(packageDir);
  if (!lookup) {
    lookup = new Map([
      ...reexports(path.join(packageDir, 'lib/utils.js')),
      ...reexports(path.join(packageDir, 'lib/providers.js')),
    ]);
    lookups.set(packageDir, lookup);
  }
  return lookup;
}

/**
 * The file that defines an icon or utility of the package, or null.
 * @param {string} packageDir @param {string} name e.g. ArrowDownload20Regular
 */
function moduleOf(packageDir, name) {
  const lookup = lookupFor(packageDir);
  if (lookup.has(name)) return lookup.get(name) ?? null;
  let file = null;
  if (ICON_STYLE.test(name)) {
    const atom = name
      .replace(ICON_STYLE, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
      .toLowerCase();
    const candidate = path.join(packageDir, 'lib/atoms/svg', `${atom}.js`);
    if (
      fs.existsSync(candidate) &&
      new RegExp(`export const ${name}\\b`).test(fs.readFileSync(candidate, 'utf8'))
    )
      file = candidate;
  }
  lookup.set(name, file);
  return file;
}

/** The folder of the @fluentui/react-icons that a module resolves. @param {string} from */
function packageDirFrom(from) {
  const main = require.resolve('@fluentui/react-icons', { paths: [path.dirname(from)] });
  return main.slice(
    0,
    main.lastIndexOf(`${path.sep}react-icons${path.sep}`) + '/react-icons'.length,
  );
}

/** @this {import('webpack').LoaderContext<{}>} @param {string} source */
module.exports = function atomicIconImports(source) {
  if (!source.includes('@fluentui/react-icons')) return source;
  const packageDir = packageDirFrom(this.resourcePath);
  return source.replace(ROOT_IMPORT, (whole, /** @type {string} */ list) => {
    const imports = [];
    for (const spec of list.split(',').map((s) => s.trim())) {
      if (!spec) continue;
      const [imported, local = imported] = spec.split(/\s+as\s+/);
      const file = moduleOf(packageDir, imported);
      if (!file) return whole;
      imports.push(`import { ${imported} as ${local} } from ${JSON.stringify(file)};`);
    }
    return imports.join('\n');
  });
};
