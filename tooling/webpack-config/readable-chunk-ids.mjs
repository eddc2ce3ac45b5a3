// @ts-check
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Labels longer than this are cut (the hash keeps ids apart). */
const MAX_LABEL = 32;

/**
 * The package a module file belongs to (`@apollo/client`, `react-dom`), or for the portal's own
 * code its path without extension from the app's `src/` (`shell/SupportDialog`) or
 * from the workspace (`shared/auth/firebase-sdk.lazy`, without `src/`).
 * @param {string} file @param {string} context the app's folder
 */
function ownerOf(file, context) {
  const parts = file.split(path.sep);
  const last = parts.lastIndexOf('node_modules');
  if (last >= 0) {
    const [scope = '', name = ''] = parts.slice(last + 1);
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return path
    .relative(context, file)
    .replace(/\.[^./]+$/, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/(^|\/)src\//, '$1');
}

/** Whole words of the owner, at most MAX_LABEL characters of its end. @param {string} owner */
function labelOf(owner) {
  const words = owner.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  while (words.length > 1 && words.join('-').length > MAX_LABEL) words.shift();
  return words.join('-').slice(0, MAX_LABEL) || 'chunk';
}

/**
 * Short chunk ids that still say what a chunk holds. A named chunk (`boot-0`, `portal-shell`,
 * a `webpackChunkName`) keeps its name; any other is named after the package or source file
 * that makes up most of its code, with a short hash of its modules' ids (`react-dom-4f2a`,
 * `features-shell-SupportDialog-09c1`). Webpack's own readable ids spell out each module's whole path (pnpm's
 * folders and versions included, up to 100 characters), and every chunk id is written into the
 * entry's runtime (its chunk maps) and into the chunk itself: about 1.5 KB gz of every first
 * load. Numeric ids would save the same but leave the size report and the browser tests unable
 * to tell which chunk is which. Deterministic: the same modules give the same id on any machine.
 */
export class ReadableChunkIdsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('ReadableChunkIdsPlugin', (compilation) => {
      compilation.hooks.chunkIds.tap('ReadableChunkIdsPlugin', (chunks) => {
        const { chunkGraph } = compilation;
        const context = compiler.context;
        /** @type {Set<string>} */
        const used = new Set();
        /** @type {{ chunk: import('webpack').Chunk, label: string, hash: string }[]} */
        const unnamed = [];
        for (const chunk of chunks) {
          if (chunk.id !== null) {
            used.add(String(chunk.id));
          } else if (chunk.name) {
            chunk.id = chunk.name;
            chunk.ids = [chunk.name];
            used.add(chunk.name);
          } else {
            /** @type {Map<string, number>} */
            const sizes = new Map();
            const ids = [];
            // A chunk is named after its code: its CSS (Griffel's styles, beside the modules
            // that use them) neither names it nor changes its id, unless it holds only CSS.
            const all = [...chunkGraph.getChunkModulesIterable(chunk)];
            const code = all.filter((module) => module.type !== 'css/mini-extract');
            for (const module of code.length ? code : all) {
              ids.push(String(chunkGraph.getModuleId(module)));
              const file = module.nameForCondition();
              if (!file) continue;
              const owner = ownerOf(file, context);
              sizes.set(owner, (sizes.get(owner) ?? 0) + module.size());
            }
            const largest = [...sizes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
            const hash = createHash('sha256').update(ids.sort().join(',')).digest('hex');
            unnamed.push({ chunk, label: labelOf(largest?.[0] ?? ''), hash });
          }
        }
        // In a fixed order, so that a longer hash settles a clash the same way every build.
        unnamed.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
        for (const { chunk, label, hash } of unnamed) {
          let length = 4;
          let id = `${label}-${hash.slice(0, length)}`;
          while (used.has(id)) id = `${label}-${hash.slice(0, ++length)}`;
          chunk.id = id;
          chunk.ids = [id];
          used.add(id);
        }
      });
    });
  }
}
