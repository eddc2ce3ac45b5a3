// @ts-check
// Fails a build whose modules use a name of `@fluentui/react-utilities` that the apps' shared
// copy (fluent-react-utilities.mjs) does not export. The package is shared, so its importers
// reach it through the share scope, and webpack cannot tell such a name: it would be undefined
// at run time, in whichever component used it. Checked: every import of a name from it, and
// every name taken from `@fluentui/react-components` that the latter re-exports from it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const UTILITIES = '@fluentui/react-utilities';
const COMPONENTS = '@fluentui/react-components';
export const SHARED_UTILITIES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fluent-react-utilities.mjs',
);

/** The names an ES module's `export { ... } from` lists export. @param {string} source */
export function exportedNames(source) {
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g))
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return names;
}

/**
 * The first name a dependency takes from its module (`[]` for a whole namespace), or undefined
 * for a dependency that takes no name (a side-effect import).
 * @param {any} dependency webpack's import and re-export dependencies
 * @param {import('webpack').ModuleGraph} moduleGraph
 * @returns {string[] | undefined}
 */
function takenNames(dependency, moduleGraph) {
  return typeof dependency.getIds === 'function' ? dependency.getIds(moduleGraph) : undefined;
}

export class FluentUtilitiesCheckPlugin {
  /** @param {{ exported?: Set<string> }} [options] what the shared copy exports (tests) */
  constructor({ exported } = {}) {
    this.exported = exported ?? exportedNames(fs.readFileSync(SHARED_UTILITIES_FILE, 'utf8'));
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FluentUtilitiesCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FluentUtilitiesCheckPlugin', (modules) => {
        const { moduleGraph } = compilation;
        /** What react-components re-exports from the utilities, by its own name. */
        const throughComponents = new Set();
        /** @type {{ request: string, name: string, module: import('webpack').Module }[]} */
        const uses = [];
        for (const module of modules) {
          const resource = /** @type {{ resource?: string }} */ (module).resource ?? '';
          const isComponentsIndex =
            /[\\/]@fluentui[\\/]react-components[\\/]lib[\\/]index\.js$/.test(resource);
          for (const dependency of module.dependencies) {
            const request = /** @type {{ request?: string }} */ (dependency).request;
            if (request !== UTILITIES && request !== COMPONENTS) continue;
            const ids = takenNames(dependency, moduleGraph);
            if (!ids) continue;
            const name = ids[0] ?? '*';
            if (isComponentsIndex && request === UTILITIES) {
              const exportedAs = /** @type {{ name?: string }} */ (dependency).name;
              throughComponents.add(exportedAs ?? name);
            } else uses.push({ request, name, module });
          }
        }
        const missing = new Map();
        for (const { request, name, module } of uses) {
          if (request === COMPONENTS && !throughComponents.has(name)) continue;
          if (this.exported.has(name)) continue;
          const where = module.readableIdentifier(compilation.requestShortener);
          if (!missing.has(name)) missing.set(name, where);
        }
        for (const [name, where] of missing) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${where} uses ${name === '*' ? 'the whole of' : `'${name}' from`} ${UTILITIES}, ` +
                `which the apps' shared copy does not export: add it to ` +
                `tooling/webpack-config/fluent-react-utilities.mjs.`,
            ),
          );
        }
      });
    });
  }
}
