// @ts-check
import webpack from 'webpack';
import { bootChunks, exposedChunks, withSharedModules } from './first-load-chunks.mjs';

/** V8's explicit compile hint: compile every function of the file as it is streamed in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the scripts every first load of the app runs with V8's compile hint (Chrome 136+;
 * other engines read a comment). Without it V8 only pre-parses each function and compiles it
 * on the main thread when it is first called: on /login, `__webpack_require__` calling the
 * module factories of react-dom, Griffel and Fluent spent ~100-160 ms there at 4x slowdown,
 * in one long task. With it the compiling happens on the streaming thread while the script
 * downloads. Marked: the entry chunks (main.js, remoteEntry.js), the boot (see
 * first-load-chunks.mjs), each exposed module's chunks and the shared modules they consume.
 * Left lazy: page chunks and on-demand libraries, whose every function compiled ahead would be
 * work and memory a page may never use.
 */
export class CompileHintsPlugin {
  /** @param {{ exposes?: string[] }} [options] the app's exposed modules (their requests) */
  constructor({ exposes = [] } = {}) {
    this.exposes = new Set(exposes);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = webpack;
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          // After minifying (which drops comments), before the source maps and content hashes.
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const file of this.files(compilation)) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
            );
          }
        },
      );
    });
  }

  /** @param {import('webpack').Compilation} compilation */
  files(compilation) {
    /** @type {Set<import('webpack').Chunk>} */
    const chunks = new Set();
    for (const entrypoint of compilation.entrypoints.values()) {
      for (const chunk of entrypoint.chunks) chunks.add(chunk);
    }
    const exposed = exposedChunks(compilation, this.exposes);
    for (const chunk of bootChunks(compilation)) chunks.add(chunk);
    for (const chunk of withSharedModules(compilation, exposed)) chunks.add(chunk);
    return [...chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
  }
}
